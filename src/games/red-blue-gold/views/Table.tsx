/**
 * The table view: the round, its clock (an Hourglass as long as the round), who has submitted (not
 * what), card counts and points after each round, every exchange after rounds 3 and 4, and the
 * prizes and E.C. at the end. Built only from `view(state, 'table')`: no colours in hand appear.
 */
import type { TableProps } from '../../contract';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { Hourglass } from '../../../ui/Hourglass';
import type { RbgAction, RoundRecord } from '../rules/types';
import type { RbgView } from '../rules/view';
import { Exchanges } from './Exchanges';
import { ROUND_NAMES } from './Mark';
import { Results } from './Results';

/** Counts and points after one closed round (and its exchanges, when not already shown above). */
function RoundSummary({ record, players, withExchanges }: { record: RoundRecord; players: readonly string[]; withExchanges: boolean }) {
  return (
    <details class="panel">
      <summary>
        After round {record.round} ({ROUND_NAMES[record.round]})
      </summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" class="rbg-num">Cards</th>
            <th scope="col" class="rbg-num">Points</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p, i) => (
            <tr key={i}>
              <td>{p}</td>
              <td class="rbg-num">{record.counts[i]}</td>
              <td class="rbg-num">{record.points[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {withExchanges ? <Exchanges record={record} players={players} /> : null}
    </details>
  );
}

/** "1 card", "2 cards". */
function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Who the prize step waits on, in words. */
function prizeWaiting(view: RbgView, players: readonly string[]): string {
  const names = view.waitingOn.map((s) => players[s] ?? '').join(', ');
  if (view.phase === 'ec-choice') return view.final && view.final.winners.length > 1 ? `Waiting for the winners' secret vote: ${names}.` : `Waiting for ${names} to choose the E.C.`;
  if (view.phase === 'token-gift') return `Waiting for ${names} to give the second token of life.`;
  return '';
}

/** The public table. */
export function Table({ view, players, now, act }: TableProps<RbgView, RbgAction>) {
  const inRound = view.phase === 'round';
  const final = view.final;
  const shown = final ? final.scores : view.points;
  const clockOut = inRound && view.deadline !== null && now >= view.deadline;
  const done = view.submitted.filter(Boolean).length;
  const latest = view.history[view.history.length - 1];
  return (
    <section class="stack" aria-label="Red Blue Gold table">
      {inRound ? (
        <>
          <h2>
            Round {view.round} of 4: {ROUND_NAMES[view.round]}
          </h2>
          <Hourglass deadline={view.deadline} length={view.roundLength ?? 0} now={now} label={`Round ${view.round} closes in`} />
          {view.deadline === null ? <p class="muted">No round clock: the round closes when everyone has submitted.</p> : null}
          <p>
            {done} of {players.length} submitted. Pick your own name to submit.
          </p>
          {clockOut ? (
            <div class="banner">
              <p>The round clock has run out. Anyone who has not submitted submits nothing.</p>
              <ConfirmButton
                class="btn-block"
                label={`Close round ${view.round}`}
                question={`Close round ${view.round} now? It cannot be reopened.`}
                onConfirm={() => act('table', { type: 'close-round' })}
              />
            </div>
          ) : null}
        </>
      ) : (
        <h2>{view.phase === 'over' ? 'The match is over' : 'Prizes'}</h2>
      )}
      {view.round4Skipped ? <p>Round 4 was skipped: at least {view.skipAt} players held no cards after round 3.</p> : null}
      {/* Once the match is over the list shows the final scores (gold bonus paid, kept cards zeroed), the same as the results below. */}
      <ul class="rbg-players" aria-label="Players">
        {players.map((p, i) => {
          const waiting = view.waitingOn.includes(i);
          return (
            <li key={i} class={waiting ? 'waiting' : ''}>
              <span class="rbg-name">{p}</span>
              {inRound ? (
                <span class={`rbg-status ${view.submitted[i] ? 'rbg-done' : 'muted'}`}>{view.submitted[i] ? '✓ Submitted' : '… Not yet'}</span>
              ) : null}
              <span class="rbg-num" aria-label={`${plural(view.counts[i] ?? 0, 'card')}, ${plural(shown[i] ?? 0, final ? 'final point' : 'point')}`}>
                {plural(view.counts[i] ?? 0, 'card')} · {shown[i]} {final ? 'final pts' : 'pts'}
              </span>
            </li>
          );
        })}
      </ul>
      {!inRound ? <p class="banner">{prizeWaiting(view, players) || 'Final results below.'}</p> : null}
      {view.final ? <Results view={view} players={players} /> : null}
      {latest && latest.round >= 3 ? <Exchanges record={latest} players={players} /> : null}
      {view.history.length ? <h3>After each round</h3> : null}
      {view.history.map((r) => (
        <RoundSummary key={r.round} record={r} players={players} withExchanges={r.round >= 3 && r !== latest} />
      ))}
    </section>
  );
}
