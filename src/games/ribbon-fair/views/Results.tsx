/**
 * Ribbon Fair's results panel (docs/games/ribbon-fair.md, "Winning", "Achievements"): the final standings with ribbons
 * won, who won (ties share), who left, and the achievements earned.
 */
import type { ResultsProps } from '../../contract';
import type { RfView } from '../types';
import './ribbon-fair.css';
import { Icon } from '../../../ui/Icon';
import { Rosette } from './Rosette';

/** Why the fair ended, in words. */
function endText(view: RfView): string {
  const end = view.end;
  if (end === null) return '';
  if (end.reason === 'no-ribbons') return 'No ribbon was left to turn: no winner.';
  if (end.reason === 'too-few')
    return end.winners.length === 0
      ? 'Too few stalls were left, and nobody held a ribbon: no winner.'
      : 'Too few stalls were left: the fair was crowned at once.';
  return `A stall reached the target of ${view.target} ribbons.`;
}

/** Final standings, most ribbons first. */
export function Results({ view, players }: ResultsProps<RfView>) {
  const winners = new Set(view.end?.winners ?? []);
  const rows = view.stalls.slice().sort((a, b) => b.won.length - a.won.length || a.seat - b.seat);
  return (
    <section class="panel" aria-labelledby="rf-results-title">
      <h2 id="rf-results-title">Final standings</h2>
      <p>{endText(view)}</p>
      <ol class="rf-final" aria-label="Stalls, most ribbons first">
        {rows.map((s) => (
          <li key={s.seat} class={winners.has(s.seat) ? 'rf-final-winner' : undefined}>
            <div class="rf-final-head">
              <span class="rf-final-name">
                {winners.has(s.seat) ? '★ ' : ''}
                {s.name}
                {winners.has(s.seat) || s.gone ? ` (${[winners.has(s.seat) ? 'winner' : '', s.gone ? 'left' : ''].filter(Boolean).join(', ')})` : ''}
              </span>
              <span class="rf-final-count">{s.won.length === 1 ? '1 ribbon' : `${s.won.length} ribbons`}</span>
            </div>
            {s.won.length > 0 && (
              <ul class="rf-won-list" aria-label={`Won by ${s.name}`}>
                {s.won.map((c) => (
                  <li key={c.text}>
                    <Icon name="rosette" /> {c.text}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {view.achievements.length > 0 && (
        <>
          <h3>Achievements earned</h3>
          <ul>
            {view.achievements.map((a) => (
              <li key={`${a.seat}-${a.id}`}>
                <Rosette size={22} /> {players[a.seat] ?? ''}: {a.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
