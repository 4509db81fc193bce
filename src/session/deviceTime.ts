/**
 * The session's time, guarded against the device clock being set back (docs/architecture.md, "The session"): a clock
 * must never run longer than its length, whatever the phone's clock does while the app runs or is closed.
 */
import type { SavedGame } from '../storage/schema';
import type { SessionClock } from './clockDriver';

/** How often (ms) the time a game was seen running is kept while a clock runs. */
const SEEN_EVERY_MS = 1000;

/** A game's time as the session reads it (see {@link deviceTime}). */
export interface DeviceTime {
  /** The current time (epoch ms), never before a time already read. */
  read(): number;
  /**
   * Keeps `t` (epoch ms) as the latest time the game was seen running, at most once a second unless
   * `force` (and always when the device clock went back), through the clock's `markSeen`. Never throws.
   */
  keep(t: number, force?: boolean): void;
}

/**
 * The time of saved game `initial`, read from `clock`. It never goes back: not below the last logged move
 * (the device clock set back while the app was closed), nor below a time already read (set back while it
 * runs, noticed by the 250 ms ticker), nor below the last time the game was seen running with a clock (set
 * back while closed after a clock ran with no move); a jump back is absorbed into a skew added to the
 * device's time from then on, so a clock never runs longer than its length.
 */
export function deviceTime(initial: SavedGame, clock: SessionClock): DeviceTime {
  let latest = initial.log.reduce((m, e) => Math.max(m, e.at), Math.max(initial.createdAt, initial.updatedAt, clock.lastSeen?.(initial.id) ?? -Infinity));
  let markedAt = -Infinity;
  let skew = 0;
  return {
    read() {
      const raw = clock.now() + skew;
      if (raw < latest) {
        skew += latest - raw;
        return latest;
      }
      latest = raw;
      return raw;
    },
    keep(t, force = false) {
      if (!clock.markSeen || (!force && t - markedAt < SEEN_EVERY_MS && t >= markedAt)) return;
      markedAt = t;
      clock.markSeen(initial.id, t);
    },
  };
}
