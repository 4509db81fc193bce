import type { SessionClock } from '../../src/session/session';

/** A clock the test moves by hand; timers fire only when the test says so (`advance`). Intervals never fire. */
export function fakeClock(start: number) {
  let t = start;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  const clock: SessionClock = {
    now: () => t,
    setTimeout: (fn, ms) => {
      timers.set(next, { at: t + ms, fn });
      return next++;
    },
    clearTimeout: (h) => {
      timers.delete(Number(h));
    },
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  return {
    clock,
    advance(ms: number) {
      t += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= t) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
  };
}

/** Lets every pending promise callback run (one macrotask). */
export const flush = () => new Promise((r) => setTimeout(r, 0));
