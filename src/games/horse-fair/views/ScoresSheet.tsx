/**
 * Horse Fair's Scores sheet, one tap away from the board (docs/games/horse-fair.md, "Basic Game Scoring",
 * "Advanced Game Scoring"): this hand's points so far, the totals over the hands, and each finished hand
 * with why it ended. Built from the table view only.
 */
import type { TableProps } from '../../contract';
import type { HandScore, HfAction, HfView } from '../types';
import { ScoreTable, scoringWords } from './ScoreTable';
import { endWords } from './words';
import './horse-fair.css';

/** Adds two scores part by part. */
function plus(a: HandScore, b: HandScore | undefined): HandScore {
  return b ? { cards: a.cards + b.cards, figurines: a.figurines + b.figurines, faceValue: a.faceValue + b.faceValue, points: a.points + b.points } : a;
}

/** The full score breakdowns. */
export function ScoresSheet({ view, players }: TableProps<HfView, HfAction>) {
  const playing = view.phase === 'playing';
  return (
    <div class="hf hf-scores-sheet">
      {playing && <ScoreTable view={view} players={players} scores={view.handScores} caption={`Hand ${view.handNumber} so far`} />}
      {view.history.length > 0 && (
        <ScoreTable
          view={view}
          players={players}
          scores={playing ? view.totals.map((t, team) => plus(t, view.handScores[team])) : view.totals}
          caption={playing ? 'Totals with this hand so far' : 'Totals'}
          winners={view.winningTeams}
        />
      )}
      {view.history.map((h) => (
        <section key={h.hand} class="panel">
          <ScoreTable view={view} players={players} scores={h.scores} caption={`Hand ${h.hand}`} />
          <p class="muted">{endWords(h, view, players)}</p>
        </section>
      ))}
      <p class="muted">{scoringWords(view.scoring)}</p>
    </div>
  );
}
