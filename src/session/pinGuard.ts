import { readPinTries, writePinTries, type PinTries } from '../storage/pinTries';

/**
 * A PIN slows guessing the way a phone's lock does (docs/house-rules.md, "All games": a PIN where the
 * seat set one): the first tries are free, then each wrong PIN makes the next one wait longer. The wait
 * is kept by game and seat, so a reload does not reset it; a device clock set back never lengthens it
 * past its full length.
 */

/** Wrong PINs allowed in a row before any wait (tries). */
export const FREE_TRIES = 5;

/** The wait after the 5th, 6th, 7th… wrong PIN in a row (ms); the last one repeats. */
const WAITS_MS = [30_000, 60_000, 300_000, 900_000, 3_600_000];

/** How long to wait after `wrong` wrong PINs in a row before the next try (ms); 0 while tries are free. */
export function pinWaitMs(wrong: number): number {
  if (wrong < FREE_TRIES) return 0;
  return WAITS_MS[Math.min(wrong - FREE_TRIES, WAITS_MS.length - 1)] ?? 0;
}

/** When the next PIN may be tried (epoch ms) after `tries`. */
function openAt(tries: PinTries): number {
  return tries.at + pinWaitMs(tries.wrong);
}

/** A seat's PIN lock as the handover shows it. */
export interface PinLock {
  /** Wrong PINs typed in a row. */
  wrong: number;
  /** How long until the next try is taken (ms); 0 when it may be typed now. */
  waitMs: number;
}

/** The lock of `key` (`<game id>:<seat>`) at `now` (epoch ms). */
export function pinLock(key: string, now: number): PinLock {
  let tries = readPinTries(key);
  if (tries.wrong > 0 && tries.at > now) {
    // The device clock was set back after the last try: the wait counts from now, once, so it runs its full
    // length and no more (and then runs out, however far the clock went back).
    tries = { wrong: tries.wrong, at: now };
    writePinTries(key, tries);
  }
  return { wrong: tries.wrong, waitMs: Math.max(0, openAt(tries) - now) };
}

/**
 * Checks `typed` against `pin` for `key` at `now` (epoch ms): 'open' on the right PIN (the count is
 * forgotten), 'wrong' on a wrong one (counted), 'wait' while the lock still waits (nothing is checked
 * or counted, so guessing gains nothing).
 */
export function tryPin(key: string, typed: string, pin: string, now: number): 'open' | 'wrong' | 'wait' {
  if (pinLock(key, now).waitMs > 0) return 'wait';
  if (typed === pin) {
    writePinTries(key, { wrong: 0, at: now });
    return 'open';
  }
  writePinTries(key, { wrong: readPinTries(key).wrong + 1, at: now });
  return 'wrong';
}
