/**
 * Horse Fair's table view: the public board, whose turn it is, and at the end of a hand its summary with
 * "Deal the next hand" (a table action).
 */
import type { TableProps } from '../../contract';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import type { HfAction, HfView } from '../types';
import { Board } from './Board';
import { ScoreTable, scoringWords } from './ScoreTable';
import { endWords, nameOf } from './words';
import './horse-fair.css';

/** What the whole table sees. */
export function Table({ view, players, act }: TableProps<HfView, HfAction>) {
  const last = view.history[view.history.length - 1];
  return (
    <div class="hf">
      {view.phase === 'playing' && view.turn !== null && (
        <p class="banner" data-board="turn">
          <strong>{nameOf(players, view.turn)}</strong> plays next.
        </p>
      )}
      {view.phase !== 'playing' && last && (
        <section class="panel hf-hand-end" aria-label={`Hand ${last.hand} is over`}>
          <h2>Hand {last.hand} is over</h2>
          <p>{endWords(last, view, players)}</p>
          <ScoreTable view={view} players={players} scores={last.scores} caption={`Hand ${last.hand} scores`} />
          {view.history.length > 1 && <ScoreTable view={view} players={players} scores={view.totals} caption="Totals so far" winners={view.winningTeams} />}
          <p class="muted">{scoringWords(view.scoring)}</p>
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
      )}
      <Board view={view} players={players} />
    </div>
  );
}
