/**
 * The public moment each game's table last put away (its reveal's OK, its beat run out, or the next
 * handover), kept in sessionStorage by saved game, so a reload shows the board with the "last move"
 * strip rather than the same reveal again. Every function here never throws: blocked or full storage
 * keeps the key in memory for this page.
 */

import { keptText } from './webStorage';

const kept = keptText('session', 'fairground.moment.');

/** The key of the moment game `id`'s table last put away (e.g. `award:3`), or null when none is kept. */
export function dismissedMoment(id: string): string | null {
  return kept.get(id);
}

/** Keeps `key` as the moment game `id`'s table has put away. */
export function dismissMoment(id: string, key: string): void {
  kept.set(id, key);
}
