/**
 * The results panel (docs/games/festival-charter.md "Count the festival"): each planner's score with its parts
 * (primary total × 2 + secondary total over the BUILT cards) and the winners.
 */
import { WholeName } from '../../../ui/WholeName';
import type { ResultsProps } from '../../../games/contract';
import { priorityById, projectById } from '../cards';
import { endReasonText } from '../rules/scoring';
import { LAST_PROPOSAL, type FcView } from '../types';
import { PublicLog, Reveal } from './Log';
import { nameOf } from './words';
import { ProjectArt } from './Art';
import './festival-charter.css';

/** The festival as built (each built project's scene side by side), scores with their parts, the winners marked with a star and the word; then the last vote revealed and the public log. */
export function Results({ view, players }: ResultsProps<FcView>) {
  const built = view.built.map((id) => projectById(id).name);
  const scores = (
    <section class="panel fc" aria-labelledby="fc-results">
      <h2 id="fc-results">The festival</h2>
      {view.phase.kind === 'over' && (
        <p>
          {view.phase.reason === 'eight-proposals'
            ? `All ${LAST_PROPOSAL} proposals have been made.`
            : `${view.log.length} of ${LAST_PROPOSAL} proposals made. ${endReasonText(view.phase.reason)}`}
        </p>
      )}
      {view.built.length > 0 && (
        <div class="fc-festival" aria-hidden="true">
          {view.built.map((id) => (
            <ProjectArt key={id} id={id} />
          ))}
        </div>
      )}
      <p>BUILT: {built.length === 0 ? 'nothing' : built.join(', ')}.</p>
      {/* Columns of fixed shares, so a name is fitted to its column (WholeName) rather than widening the table. */}
      <table class="fc-scores">
        <caption class="muted">Score: 2 × primary + secondary</caption>
        <thead>
          <tr>
            <th scope="col">Planner</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {view.scores.map((line) => {
            const card = priorityById(line.priority);
            const won = view.leaders.includes(line.seat);
            return (
              <tr key={line.seat}>
                <td>
                  {won ? '★ ' : ''}
                  <WholeName name={nameOf(players, line.seat)} least={12} /> ({card.name}){won ? ', winner' : ''}
                </td>
                <td>
                  {card.primary} {line.primaryTotal} × 2 + {card.secondary} {line.secondaryTotal} = <strong>{line.score}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{view.leaders.length > 1 ? 'Tied leaders share the win.' : 'Highest score wins.'}</p>
    </section>
  );
  const last = view.log.at(-1);
  return (
    <>
      {scores}
      {/* The votes that ended the game are revealed together like every other (docs/games/festival-charter.md "Vote"). */}
      {last && <Reveal record={last} players={players} />}
      {view.log.length > 0 && (
        <details class="panel">
          <summary>Public log of every proposal</summary>
          <PublicLog log={view.log} players={players} titled={false} />
        </details>
      )}
    </>
  );
}
