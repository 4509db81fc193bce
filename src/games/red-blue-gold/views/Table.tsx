/**
 * The public table: the open round, its clock in sight with who has not submitted, card counts and
 * points after each round, every exchange after rounds 3 and 4, and the prizes and E.C. at the end.
 * Built only from `view(state, 'table')`: no colours in hand appear.
 */
import type { TableProps } from '../../contract';
import type { RbgAction, RoundRecord } from '../types';
import type { RbgView } from '../types';
import { RoundClock } from './Clock';
import { Exchanges } from './Exchanges';
import { ROUND_NAMES } from './Mark';
import { Results } from './Results';
import { playerName } from './words';

/** Counts and points after one closed round, with its exchanges for rounds 3 and 4. */
function RoundSummary({ record, players }: { record: RoundRecord; players: readonly string[] }) {
  return (
    <details class="panel">
      <summary>
        After round {record.round} ({ROUND_NAMES[record.round]})
      </summary>
      <Standing counts={record.counts} points={record.points} players={players} />
      {record.round >= 3 ? <Exchanges record={record} players={players} /> : null}
    </details>
  );
}

/** Every player's cards and points, one compact row each; in a round, a ✓ for who has submitted. */
function Standing({ counts, points, players, view, final }: { counts: readonly number[]; points: readonly number[]; players: readonly string[]; view?: RbgView; final?: boolean }) {
  const inRound = view?.phase === 'round';
  return (
    <table class="rbg-standing">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col" class="rbg-num">Cards</th>
          <th scope="col" class="rbg-num">
            <abbr title={final ? 'Final points' : 'Points'}>{final ? 'Final' : 'Pts'}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {players.map((p, i) => {
          const status = !inRound || !view ? '' : view.submitted[i] ? '✓' : view.called[i] ? '…' : '–';
          const said = !inRound || !view ? '' : view.submitted[i] ? ', submitted' : view.called[i] ? ', not yet submitted' : ', not called';
          return (
            <tr key={i} class={view?.waitingOn.includes(i) ? 'waiting' : ''}>
              <td>
                <span class="rbg-name">{p}</span>
                {status ? (
                  <span class={`rbg-status ${view?.submitted[i] ? 'rbg-done' : 'muted'}`} aria-label={said}>
                    {' '}
                    {status}
                  </span>
                ) : null}
              </td>
              <td class="rbg-num">{counts[i] ?? 0}</td>
              <td class="rbg-num">{points[i] ?? 0}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Who the prize step waits on, in words. */
function prizeWaiting(view: RbgView, players: readonly string[]): string {
  const names = view.waitingOn.map((s) => playerName(players, s)).join(', ');
  if (view.phase === 'ec-choice') return view.final && view.final.winners.length > 1 ? `Waiting for the winners' secret vote: ${names}.` : `Waiting for ${names} to choose the E.C.`;
  if (view.phase === 'token-gift') return `Waiting for ${names} to give the second token of life.`;
  return '';
}

/** The public table. */
export function Table({ view, players, now, act }: TableProps<RbgView, RbgAction>) {
  const inRound = view.phase === 'round';
  const clockOut = inRound && view.deadline !== null && now >= view.deadline;
  const final = view.final;
  const latest = view.history[view.history.length - 1];
  const earlier = latest ? view.history.slice(0, -1) : [];
  return (
    <section class="stack" aria-label="Red Blue Gold table">
      {inRound ? (
        <>
          <h2 data-board="round">
            Round {view.round} of 4: {ROUND_NAMES[view.round]}
          </h2>
          <RoundClock view={view} players={players} now={now} />
          {clockOut ? (
            <div class="banner">
              <p>The round clock has run out. Anyone who has not submitted submits nothing.</p>
              <button type="button" class="btn btn-primary btn-block" onClick={() => act('table', { type: 'close-round' })}>
                Close round {view.round}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <h2>{view.phase === 'over' ? 'The match is over' : 'Prizes'}</h2>
          <p class="banner">{prizeWaiting(view, players) || 'Final results below.'}</p>
        </>
      )}
      {view.round4Skipped ? <p>Round 4 was skipped: at least {view.skipAt} players held no cards after round 3.</p> : null}
      {final ? <Results view={view} players={players} /> : <Standing counts={view.counts} points={view.points} players={players} view={view} />}
      {latest && latest.round >= 3 ? <Exchanges record={latest} players={players} /> : null}
      {earlier.length || (latest && final) ? <h3>After each round</h3> : null}
      {(final ? view.history : earlier).map((r) => (
        <RoundSummary key={r.round} record={r} players={players} />
      ))}
    </section>
  );
}
