/**
 * The latest time (epoch ms) each game was seen running with a clock, kept in localStorage apart
 * from its saved record: a clock that ran with no move after it is then not given back when the
 * device clock is set back while the app is closed. Every function here never throws.
 */

import { keptText } from './webStorage';

const kept = keptText('local', 'fairground.seen.');

/** When game `id` was last seen running (epoch ms), or null when none is kept or it does not read. */
export function lastSeen(id: string): number | null {
  const raw = kept.get(id);
  const t = raw === null ? NaN : Number(raw);
  return Number.isFinite(t) && Math.abs(t) <= 8.64e15 ? t : null;
}

/** Keeps `t` (epoch ms) as the time game `id` was last seen running. */
export function markSeen(id: string, t: number): void {
  kept.set(id, String(t));
}

/** Forgets when game `id` was last seen running (when it is deleted). */
export function forgetSeen(id: string): void {
  kept.remove(id);
}
