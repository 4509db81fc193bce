/**
 * Round 1's private form, one screen: three colour counters and the running total to 9
 * (docs/games/red-blue-gold.md "ROUND 1: BUY"), and one button that names the buy.
 */
import { useState } from 'preact/hooks';
import { describe, MARK, total } from '../rules/cards';
import { MAX_BUY } from '../rules/submit';
import type { Cards, RbgAction } from '../types';
import { COLOURS } from '../types';
import { Stepper } from './Mark';
import { Scoring, SubmitBar } from './Pick';

/** Props of {@link BuyForm}. */
export interface BuyFormProps {
  /** Gold pays when at most this many players play gold; players at the table. */
  goldLimit: number;
  players: number;
  act(action: RbgAction): Promise<void>;
}

/** The buy: any mix, 0 to 9 cards, free. */
export function BuyForm({ goldLimit, players, act }: BuyFormProps) {
  const [buy, setBuy] = useState<Cards>({ red: 0, blue: 0, gold: 0 });
  const n = total(buy);
  return (
    <section class="stack rbg-form" aria-label="Round 1: buy">
      <h2>Round 1: buy your deck</h2>
      <p>Up to {MAX_BUY} cards, any mix, free.</p>
      {COLOURS.map((c) => (
        <Stepper key={c} label={MARK[c].name} colour={c} value={buy[c]} max={buy[c] + MAX_BUY - n} onChange={(v) => setBuy({ ...buy, [c]: v })} />
      ))}
      <Scoring goldLimit={goldLimit} players={players} />
      <p aria-live="polite">
        <strong>
          {n} of {MAX_BUY}
        </strong>{' '}
        cards chosen.
      </p>
      <SubmitBar>
        <button type="button" class="btn btn-primary btn-block" onClick={() => act({ type: 'submit', round: 1, buy })}>
          {n === 0 ? 'Submit: buy no cards' : `Submit: buy ${describe(buy)}`}
        </button>
      </SubmitBar>
    </section>
  );
}
