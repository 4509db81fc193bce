/**
 * The round clock in sight on the table (docs/house-rules.md "Red Blue Gold": Round clock): the hourglass, who
 * has not yet submitted, and a warning as the deadline nears, so a late player is never caught out.
 */
import { formatClock, Hourglass } from '../../../ui/Hourglass';
import type { RbgView } from '../types';
import { andList } from '../../../engine/words';
import { playerName } from './words';

/** About how long one player takes at the phone in a round (ms): for the warning and setup's advice. */
export const PER_PLAYER_MS = 45_000;

/**
 * True when the open round's clock is near its end: within a fifth of the round (at most 15 minutes),
 * or within the time the players still to submit need at about {@link PER_PLAYER_MS} each.
 */
export function clockNear(view: RbgView, now: number): boolean {
  if (view.phase !== 'round' || view.deadline === null || view.roundLength === null) return false;
  const left = view.deadline - now;
  if (left <= 0) return false;
  const near = Math.max(Math.min(view.roundLength / 5, 15 * 60_000), view.waitingOn.length * PER_PLAYER_MS);
  return left <= near;
}

/** The clock, who the round waits on, and who it does not call. */
export function RoundClock({ view, players, now }: { view: RbgView; players: readonly string[]; now: number }) {
  const waiting = view.waitingOn.map((s) => playerName(players, s));
  const idle = players.filter((_, i) => !view.called[i]);
  const done = view.submitted.filter(Boolean).length;
  const near = clockNear(view, now);
  return (
    <div class="rbg-clock" data-board="clock">
      <div class="rbg-row">
        <Hourglass deadline={view.deadline} length={view.roundLength ?? 0} now={now} label={`Round ${view.round} closes in`} />
        <span>
          {done} of {players.length - idle.length} submitted
        </span>
      </div>
      {view.deadline === null ? <p class="muted">No round clock: the round closes when everyone has submitted.</p> : null}
      {near && view.deadline !== null ? (
        // An alert is read out when it appears; the seconds ticking in it are not (they would be read out every tick).
        <p class="rbg-warn" role="alert">
          <span aria-hidden="true">Only {formatClock(view.deadline - now)} left: </span>
          the round closes soon.
          {/* On a short board the tiles show who is still to submit: the rest is read out only. */}
          <span class="rbg-short-hide"> Not yet submitted: {andList(waiting)}. Anyone not submitted when the clock runs out submits nothing.</span>
        </p>
      ) : waiting.length > 0 ? (
        <p>
          Not yet submitted: <strong>{andList(waiting)}</strong>
        </p>
      ) : null}
      {idle.length > 0 && view.phase === 'round' ? <p class="muted rbg-short-hide">No cards, so not called this round: {andList(idle)}.</p> : null}
    </div>
  );
}
