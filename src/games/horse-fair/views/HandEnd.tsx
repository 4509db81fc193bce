/**
 * A hand's end on the board (docs/games/horse-fair.md, "Game End", "Several hands"): why it ended, what each
 * player or partnership scored in it, and "Deal the next hand" (a table move) when another hand follows.
 * The totals and every hand's breakdown are in the Scores sheet.
 */
import { ConfirmButton } from '../../../ui/ConfirmButton';
import type { Actor } from '../../../engine/types';
import type { HandRecord, HfAction, HfView } from '../types';
import { ScoreTable } from './ScoreTable';
import { endWords, nameOf } from './words';

/** Props of {@link HandEnd}. */
export interface HandEndProps {
  view: HfView;
  players: readonly string[];
  /** The hand just finished. */
  last: HandRecord;
  act(actor: Actor, action: HfAction): Promise<void>;
}

/** The summary of the hand just finished. */
export function HandEnd({ view, players, last, act }: HandEndProps) {
  return (
    <section class="hf-hand-end" data-board="hand-end" aria-label={`Hand ${last.hand} is over`}>
      <h2>Hand {last.hand} is over</h2>
      <p class="hf-hand-end-why">{endWords(last, view, players)}</p>
      <ScoreTable view={view} players={players} scores={last.scores} caption={`Hand ${last.hand} scores`} />
      {view.phase === 'hand-over' && (
        <ConfirmButton
          class="btn-block"
          label="Deal the next hand"
          question={`Deal hand ${view.handNumber + 1} of ${view.handsTotal}? ${nameOf(players, (view.dealer + 1) % players.length)} deals.`}
          confirmLabel="Deal"
          onConfirm={() => act('table', { type: 'next-hand' })}
        />
      )}
    </section>
  );
}
