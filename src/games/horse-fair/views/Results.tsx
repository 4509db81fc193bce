/** The results panel: each player's or partnership's score with its parts, per hand and in total. */
import type { ResultsProps } from '../../contract';
import type { HfView } from '../types';
import { ScoreTable, scoringWords } from './ScoreTable';
import { endWords, nameOf } from './words';
import { horseName, horseNumber } from '../cards';
import { Emblem } from './Emblem';
import { Race } from './Race';
import './horse-fair.css';

/**
 * The last winning horse and the race as it stood at the end (that horse's lane at its post when its card ended the game),
 * then scores per hand and totals; the winners (after the tie-breaks) are starred.
 */
export function Results({ view, players }: ResultsProps<HfView>) {
  return (
    <div class="hf hf-results">
      {view.lastWin && (
        <p class="hf-last-win">
          <Emblem horse={view.lastWin.horse} size={28} />
          {horseName(view.lastWin.horse)} {horseNumber(view.lastWin.horse)} won the last race; {nameOf(players, view.lastWin.seat)} played the winning card.
        </p>
      )}
      {/* The race as it stood when the game ended: the last winning horse run to its post, if its card ended it. */}
      <Race tracks={view.tracks} won={view.lastMove?.effect === 'won' ? (view.lastWin?.horse ?? null) : null} />
      <ScoreTable view={view} players={players} scores={view.totals} caption={view.handsTotal > 1 ? 'Totals' : 'Score'} winners={view.winningTeams} />
      {view.history.length === 1 && view.history[0] && <p>{endWords(view.history[0], view, players)}</p>}
      <p class="muted">{scoringWords(view.scoring)}</p>
      {view.history.length > 1 &&
        view.history.map((h) => (
          <section key={h.hand} class="panel">
            <ScoreTable view={view} players={players} scores={h.scores} caption={`Hand ${h.hand}`} />
            <p class="muted">{endWords(h, view, players)}</p>
          </section>
        ))}
    </div>
  );
}
