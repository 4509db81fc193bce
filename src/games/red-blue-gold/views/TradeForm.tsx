/**
 * Round 2's private form (docs/games/red-blue-gold.md "ROUND 2: TRADE"; docs/house-rules.md "Trade"), one decision per screen:
 * the trade at a glance with its Submit; whose gifts you accept (pick players); whom you give to (pick a
 * player); what you give them (three counters, never more than you hold in all).
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../engine/types';
import { describe, MARK, sub, total } from '../rules/cards';
import type { Cards, Gift, RbgAction } from '../types';
import { COLOURS } from '../types';
import { HandLine, Stepper } from './Mark';
import { NameChips, SubmitBar, useScreenStart } from './Pick';
import { playerName } from './words';
import { WholeName } from '../../../ui/WholeName';

/** Props of {@link TradeForm}. */
export interface TradeFormProps {
  seat: Seat;
  players: readonly string[];
  hand: Cards;
  act(action: RbgAction): Promise<void>;
}

const none = (): Cards => ({ red: 0, blue: 0, gold: 0 });

/** Which screen of the trade is open: the summary, the accept list, the receivers, or one gift. */
type Screen = { at: 'trade' } | { at: 'accept' } | { at: 'give' } | { at: 'gift'; to: Seat };

/** "Ana, Bo and 3 more" for a list of names that may be long. */
function someNames(names: readonly string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** Gifts and the accept list, submitted together. */
export function TradeForm({ seat, players, hand, act }: TradeFormProps) {
  const [gifts, setGifts] = useState<Record<number, Cards>>({});
  const [accept, setAccept] = useState<Seat[]>([]);
  const [screen, setScreen] = useState<Screen>({ at: 'trade' });
  useScreenStart(screen.at === 'gift' ? `gift ${screen.to}` : screen.at);
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
  const name = (s: Seat) => playerName(players, s);

  if (screen.at === 'accept') {
    const all = accept.length === others.length;
    return (
      <section class="stack rbg-form" aria-label="Whose gifts you accept">
        <h2>Accept cards from</h2>
        <p>Tap the players whose gifts you take. A gift from anyone else stays with its giver.</p>
        <button type="button" class="btn" aria-pressed={all} onClick={() => setAccept(all ? [] : others.slice())}>
          {all ? 'Accept nobody' : 'Accept everyone'}
        </button>
        <NameChips
          seats={others}
          players={players}
          label="Accept cards from"
          on={(s) => accept.includes(s)}
          onPick={(s) => setAccept(accept.includes(s) ? accept.filter((x) => x !== s) : [...accept, s].sort((a, b) => a - b))}
        />
        <SubmitBar>
          <button type="button" class="btn btn-primary btn-block" onClick={() => setScreen({ at: 'trade' })}>
            Done: accept{' '}
            {accept.length === 0 ? 'nobody' : accept.length === others.length ? 'everyone' : `${accept.length} player${accept.length === 1 ? '' : 's'}`}
          </button>
        </SubmitBar>
      </section>
    );
  }

  if (screen.at === 'give') {
    return (
      <section class="stack rbg-form" aria-label="Whom you give to">
        <h2>Give cards to</h2>
        <p>Tap a player to choose what you give them.</p>
        <HandLine cards={left} label="Still yours" />
        <NameChips
          seats={others}
          players={players}
          label="Give cards to"
          name={(s) => `Give to ${name(s)}${gifts[s] && total(gifts[s]) > 0 ? `: ${describe(gifts[s])}` : ''}`}
          note={(s) => (gifts[s] && total(gifts[s]) > 0 ? describe(gifts[s]) : null)}
          onPick={(to) => setScreen({ at: 'gift', to })}
        />
        <SubmitBar>
          <button type="button" class="btn btn-primary btn-block" onClick={() => setScreen({ at: 'trade' })}>
            Done
          </button>
        </SubmitBar>
      </section>
    );
  }

  if (screen.at === 'gift') {
    const to = screen.to;
    const g = gifts[to] ?? none();
    return (
      <section class="stack rbg-form" aria-label={`Gift to ${name(to)}`}>
        <h2>
          Give to <WholeName name={name(to)} />
        </h2>
        <p>It goes through only if {name(to)} accepts you; if not, it stays with you.</p>
        {COLOURS.map((c) => (
          <Stepper
            key={c}
            label={`${MARK[c].name} to ${name(to)}`}
            text={MARK[c].name}
            colour={c}
            value={g[c]}
            max={g[c] + left[c]}
            onChange={(v) => setGifts({ ...gifts, [to]: { ...g, [c]: v } })}
          />
        ))}
        <HandLine cards={left} label="Still yours" />
        <SubmitBar>
          <button type="button" class="btn btn-primary btn-block" onClick={() => setScreen({ at: 'trade' })}>
            {total(g) === 0 ? `Done: nothing to ${name(to)}` : `Done: ${describe(g)} to ${name(to)}`}
          </button>
        </SubmitBar>
      </section>
    );
  }

  const accepting = accept.length === 0 ? 'nobody' : accept.length === others.length ? 'everyone' : someNames(accept.map(name));
  return (
    <section class="stack rbg-form" aria-label="Round 2: trade">
      <h2>Round 2: trade</h2>
      <p>A gift goes through only if its receiver accepts you.</p>
      <div class="panel rbg-row">
        <span>
          You accept cards from: <strong>{accepting}</strong>
        </span>
        <button type="button" class="btn" onClick={() => setScreen({ at: 'accept' })}>
          Choose whom to accept
        </button>
      </div>
      <div class="panel rbg-row">
        <span>
          You give: <strong>{list.length === 0 ? 'nothing' : list.map((x) => `${describe(x.cards)} to ${name(x.to)}`).join('; ')}</strong>
          {total(hand) === 0 ? <span class="muted"> (you hold no cards)</span> : null}
        </span>
        <button type="button" class="btn" disabled={total(hand) === 0} onClick={() => setScreen({ at: 'give' })}>
          Give cards
        </button>
      </div>
      <HandLine cards={left} label="Stays with you" short />
      <SubmitBar>
        <button type="button" class="btn btn-primary btn-block" onClick={() => act({ type: 'submit', round: 2, gifts: list, acceptFrom: accept })}>
          Submit trade
        </button>
      </SubmitBar>
    </section>
  );
}
