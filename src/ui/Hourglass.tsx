import { createContext } from 'preact';
import { useContext, useEffect, useRef } from 'preact/hooks';

/** The last seconds of a clock that tick aloud (Sound and Vibration settings). */
export const LAST_SECONDS = 5;

/** Props of {@link Hourglass}. */
export interface HourglassProps {
  /** When the clock runs out (epoch ms), or null when no clock runs. */
  deadline: number | null;
  /** The clock's full length (ms), for the share of sand left. */
  length: number;
  /** The current time (epoch ms). */
  now: number;
  /** What is timed, e.g. "Pin time". */
  label: string;
  /**
   * Called once a second in the clock's last {@link LAST_SECONDS} seconds, with the whole seconds left
   * (5 … 1), on the table only; when absent, the one {@link LastSeconds} provides (the app's tick sound).
   */
  onLastSeconds?: (secondsLeft: number) => void;
}

/**
 * What every hourglass on the screen calls in its last seconds, unless it is given its own
 * `onLastSeconds`: the screen that shows a game's views provides it (the tick sound), since a game's
 * views draw their hourglasses themselves. Nothing by default.
 */
export const LastSeconds = createContext<(secondsLeft: number) => void>(() => undefined);

/**
 * Formats `ms` as m:ss, or h:mm:ss from an hour up (a 24-hour round shows 24:00:00), rounding up
 * so a clock shows 0:00 only once it has run out.
 */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * The time a clock shows as left at `now` (ms, never below 0): until `deadline` (epoch ms), but at most its full
 * `length` (ms; 0 for no limit), so a clock stamped to start after a moment's beat (docs/house-rules.md, "Each public
 * step gets its beat") shows its full time until the beat is over.
 */
export function timeLeft(deadline: number, length: number, now: number): number {
  return Math.min(length > 0 ? length : Infinity, Math.max(0, deadline - now));
}

/** From how long before the deadline a clock warns, once, politely (ms). */
export const WARN_MS = 10_000;

/**
 * The hourglass on the table: sand running down from a stored deadline, and the time left as text.
 * Shows nothing when no clock runs. Its last {@link LAST_SECONDS} seconds tick (`onLastSeconds`), once a second, on the
 * table only: a clock in a private view stays silent, so nothing sounds from the phone in a player's hand.
 * In its last {@link WARN_MS} a polite live region says so once ("Discussion: 10 seconds left"; the
 * words do not change with each second, so a screen reader reads them once).
 */
export function Hourglass({ deadline, length, now, label, onLastSeconds }: HourglassProps) {
  const fromScreen = useContext(LastSeconds);
  const lastSeconds = onLastSeconds ?? fromScreen;
  const left = deadline === null ? 0 : timeLeft(deadline, length, now);
  const secs = Math.ceil(left / 1000);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deadline === null || secs < 1 || secs > LAST_SECONDS) return;
    if (box.current && !box.current.closest('.private')) lastSeconds(secs);
  }, [secs, deadline]);
  if (deadline === null) return null;
  const share = length > 0 ? Math.min(1, left / length) : 0;
  const top = 4 + 16 * (1 - share);
  return (
    <div
      ref={box}
      class={`hourglass${secs >= 1 && secs <= LAST_SECONDS ? ' hourglass-last' : ''}`}
      role="timer"
      aria-label={`${label}: ${formatClock(left)} left`}
    >
      <svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">
        <path d="M3 2h22M3 38h22M5 2c0 10 9 12 9 18s-9 8-9 18M23 2c0 10-9 12-9 18s9 8 9 18" fill="none" stroke="currentColor" stroke-width="2" />
        <path d={`M${6 + (top - 4) / 2} ${top}h${16 - (top - 4)}L14 20z`} fill="var(--gold)" />
        <path d={`M14 ${38 - 16 * (1 - share)}l${8 * (1 - share)} ${16 * (1 - share)}h${-16 * (1 - share)}z`} fill="var(--gold)" />
      </svg>
      <span class="hourglass-text">
        <span class="hourglass-label">{label}</span> {formatClock(left)}
      </span>
      <span class="sr-only" aria-live="polite">
        {left > 0 && left <= WARN_MS ? `${label}: ${WARN_MS / 1000} seconds left.` : ''}
      </span>
    </div>
  );
}
