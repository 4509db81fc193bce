/**
 * Round 2's private form: a gift per player with colour steppers, and an accept list with checkboxes
 * (seeds/004 "ROUND 2: TRADE"; RULINGS "Trade"). The steppers never let gifts add up to more than the hand.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../engine/types';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { describe, MARK, sub, total } from '../rules/cards';
import type { Cards, Gift, RbgAction } from '../rules/types';
import { COLOURS } from '../rules/types';
import { HandLine, Stepper } from './Mark';

/** Props of {@link TradeForm}. */
export interface TradeFormProps {
  seat: Seat;
  players: readonly string[];
  hand: Cards;
  act(action: RbgAction): Promise<void>;
}

const none = (): Cards => ({ red: 0, blue: 0, gold: 0 });

/** Gifts and the accept list, submitted together. */
export function TradeForm({ seat, players, hand, act }: TradeFormProps) {
  const [gifts, setGifts] = useState<Record<number, Cards>>({});
  const [accept, setAccept] = useState<Seat[]>([]);
  const others = players.map((_, i) => i).filter((i) => i !== seat);
  const given = others.reduce<Cards>((acc, o) => {
    const g = gifts[o] ?? none();
    return { red: acc.red + g.red, blue: acc.blue + g.blue, gold: acc.gold + g.gold };
  }, none());
  const left = sub(hand, given);
  const list: Gift[] = others.flatMap((o) => {
    const g = gifts[o];
    return g && total(g) > 0 ? [{ to: o, cards: g }] : [];
  });
  const summary = list.length ? list.map((g) => `${describe(g.cards)} to ${players[g.to] ?? ''}`).join('; ') : 'no gifts';
  const accepting = accept.length ? accept.map((s) => players[s] ?? '').join(', ') : 'nobody';
  return (
    <section class="stack" aria-label="Round 2: trade">
      <h2>Round 2: trade</h2>
      <p>Give cards to anyone. A gift goes through only if its receiver accepts you. Cards you receive arrive after the round.</p>
      <div class="rbg-free" aria-live="polite">
        <HandLine cards={left} label="Still yours" />
      </div>
      {others.map((o) => {
        const g = gifts[o] ?? none();
        const name = players[o] ?? '';
        return (
          <div class="panel" key={o} role="group" aria-label={`Trade with ${name}`}>
            <h3>{name}</h3>
            {COLOURS.map((c) => (
              <Stepper
                key={c}
                label={`${MARK[c].name} to ${name}`}
                text={MARK[c].name}
                colour={c}
                value={g[c]}
                max={g[c] + left[c]}
                onChange={(v) => setGifts({ ...gifts, [o]: { ...g, [c]: v } })}
              />
            ))}
            <label class="rbg-check">
              <input
                type="checkbox"
                checked={accept.includes(o)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setAccept(on ? [...accept, o].sort((a, b) => a - b) : accept.filter((s) => s !== o));
                }}
              />
              Accept cards from {name}
            </label>
          </div>
        );
      })}
      <ConfirmButton
        class="btn-block"
        label="Submit trade"
        question={`Give ${summary}, and accept cards from ${accepting}? A submission cannot be changed.`}
        confirmLabel="Submit"
        onConfirm={() => act({ type: 'submit', round: 2, gifts: list, acceptFrom: accept })}
      />
    </section>
  );
}
