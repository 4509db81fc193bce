/**
 * The clock on the board (docs/games/ribbon-fair.md, "Timers"; docs/house-rules.md "Clocks"). The judging
 * clock and the award panel's clock are stamped when the entries are laid out, in front of everyone: the
 * board shows their sand running down and the time left, with a visible warning ("Hurry!", in red) in the
 * last ten seconds. The pin and vote
 * clocks run per stall, stamped when that stall opens its own hand behind the handover: that a stall has
 * looked is not the table's to know, so the board shows that these clocks run in each stall's hand, never a
 * countdown (a table reloaded mid-pin says nothing of the stall that was holding the phone).
 */
import { Hourglass, WARN_MS, formatClock, timeLeft } from '../../../ui/Hourglass';
import type { RfView } from '../types';

/** The table view's clocks that are public from the moment they start (rules/view.ts), and their short label on the board. */
const PUBLIC_CLOCKS: ReadonlyMap<string, string> = new Map([
  ['Judging time', 'Judging'],
  ['Next ribbon in', 'Next ribbon'],
]);

/** Props of {@link BoardClock}. */
export interface BoardClockProps {
  view: RfView;
  /** The current time (epoch ms). */
  now: number;
}

/** The board's clock: a running hourglass for a public clock, or what the private clocks are, in words. */
export function BoardClock({ view, now }: BoardClockProps) {
  const c = view.clock;
  if (c !== null && PUBLIC_CLOCKS.has(c.label)) {
    const left = timeLeft(c.deadline, c.length, now);
    const warn = left > 0 && left <= WARN_MS;
    return (
      <div class={`rf-clock${warn ? ' rf-clock-warn' : ''}`} data-board="clock">
        <Hourglass deadline={c.deadline} length={c.length} now={now} label={c.label} />
        <span class="rf-clock-face" aria-hidden="true">
          <span class="rf-clock-label">{warn ? 'Hurry!' : (PUBLIC_CLOCKS.get(c.label) ?? c.label)}</span>
          <span class="rf-clock-time">{formatClock(left)}</span>
        </span>
      </div>
    );
  }
  if (view.phase !== 'pin' && view.phase !== 'vote') return null;
  const what = view.phase === 'pin' ? 'Pin time' : 'Vote time';
  return (
    <div class="rf-clock rf-clock-private" data-board="clock" role="note" aria-label={`${what} runs in each stall’s own hand, from when it opens it`}>
      <svg width="20" height="28" viewBox="0 0 28 40" aria-hidden="true" focusable="false">
        <path d="M3 2h22M3 38h22M5 2c0 10 9 12 9 18s-9 8-9 18M23 2c0 10-9 12-9 18s9 8 9 18" fill="none" stroke="currentColor" stroke-width="2.5" />
        <path d="M7 6h14L14 19z" fill="var(--gold)" />
      </svg>
      <span aria-hidden="true">
        {what}: <span class="rf-clock-each">in each hand</span>
      </span>
    </div>
  );
}
