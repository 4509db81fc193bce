/** Round 1's private form: steppers for red, blue and gold, 9 cards at most in all (seeds/004 "ROUND 1: BUY"). */
import { useState } from 'preact/hooks';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { describe, MARK, total } from '../rules/cards';
import { MAX_BUY } from '../rules/submit';
import type { Cards, RbgAction } from '../rules/types';
import { COLOURS } from '../rules/types';
import { Stepper } from './Mark';

/** The buy: any mix, 0 to 9 cards, free. */
export function BuyForm({ act }: { act(action: RbgAction): Promise<void> }) {
  const [buy, setBuy] = useState<Cards>({ red: 0, blue: 0, gold: 0 });
  const n = total(buy);
  return (
    <section class="stack" aria-label="Round 1: buy">
      <h2>Round 1: buy your deck</h2>
      <p>Pick up to {MAX_BUY} cards, any mix. Cards are free.</p>
      {COLOURS.map((c) => (
        <Stepper
          key={c}
          label={MARK[c].name}
          colour={c}
          value={buy[c]}
          max={buy[c] + MAX_BUY - n}
          onChange={(v) => setBuy({ ...buy, [c]: v })}
        />
      ))}
      <p aria-live="polite">
        <strong>
          {n} of {MAX_BUY}
        </strong>{' '}
        cards chosen.
      </p>
      <ConfirmButton
        class="btn-block"
        label={`Submit: buy ${n} card${n === 1 ? '' : 's'}`}
        question={`Buy ${describe(buy)}? A submission cannot be changed.`}
        confirmLabel="Submit"
        onConfirm={() => act({ type: 'submit', round: 1, buy })}
      />
    </section>
  );
}
