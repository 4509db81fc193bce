/**
 * The session's clock driver (docs/architecture.md, "The session"): a single timer that wakes at the next clock
 * deadline, and while a clock runs a ticker that refreshes the time on screen 4 times a second.
 */
import { lastSeen, markSeen } from '../storage/seen';

/** How the session reads time and sets timers; tests pass a fake one. */
export interface SessionClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /**
   * The latest time (epoch ms) game `id` was seen running with a clock, kept apart from the saved
   * record so that a clock that ran with no move after it is not given back when the device clock
   * is set back while the app is closed; null when none is kept.
   */
  lastSeen?(id: string): number | null;
  /** Keeps `t` (epoch ms) as the latest time game `id` was seen running. Never throws. */
  markSeen?(id: string, t: number): void;
}

/** The page's clock; the time a game was last seen running is kept by storage (`storage/seen.ts`). */
export const realClock: SessionClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  lastSeen,
  markSeen,
};

/** The longest a timer is set for (ms): browsers misbehave past about 24.8 days, and a phone may sleep anyway. */
const MAX_TIMER_MS = 60 * 60 * 1000;
/** How often the ticker refreshes the time on screen while a clock runs (ms). */
const TICK_MS = 250;

/** The timers of one session (see {@link clockDriver}). */
export interface ClockDriver {
  /**
   * Sets the one timer for `deadline` (epoch ms; 5 ms past it, at most an hour ahead, then set again)
   * and keeps the ticker running; with no deadline, or once disposed, stops both.
   */
  schedule(deadline: number | null): void;
  /** Stops both timers for good: `schedule` sets none after this. */
  dispose(): void;
}

/**
 * The timers over `clock`: at a deadline calls `onDeadline` (which applies the clocks that ran out and
 * schedules again); while a clock runs calls `onTick` every {@link TICK_MS}. `time` is the session's time
 * (epoch ms), which the delay until the deadline is measured from.
 */
export function clockDriver(clock: SessionClock, time: () => number, onDeadline: () => void, onTick: () => void): ClockDriver {
  let timer: unknown = null;
  let ticker: unknown = null;
  let disposed = false;
  const stopTicker = () => {
    if (ticker !== null) clock.clearInterval(ticker);
    ticker = null;
  };
  return {
    schedule(deadline) {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      if (deadline === null || disposed) return stopTicker();
      timer = clock.setTimeout(onDeadline, Math.min(MAX_TIMER_MS, Math.max(0, deadline - time()) + 5));
      ticker ??= clock.setInterval(onTick, TICK_MS);
    },
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (ticker !== null) clock.clearInterval(ticker);
    },
  };
}
