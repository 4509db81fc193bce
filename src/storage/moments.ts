/**
 * The public moment each game's table last put away (its reveal's OK, its beat run out, or the next
 * handover), kept in sessionStorage by saved game, so a reload shows the board with the "last move"
 * strip rather than the same reveal again. Every function here never throws: blocked or full storage
 * keeps the key in memory for this page.
 */

const PREFIX = 'fairground.moment.';
const memory = new Map<string, string>();

/** sessionStorage, or null where it is blocked. */
function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The key of the moment game `id`'s table last put away (e.g. `award:3`), or null when none is kept. */
export function dismissedMoment(id: string): string | null {
  try {
    return store()?.getItem(PREFIX + id) ?? memory.get(id) ?? null;
  } catch {
    return memory.get(id) ?? null;
  }
}

/** Keeps `key` as the moment game `id`'s table has put away. */
export function dismissMoment(id: string, key: string): void {
  memory.set(id, key);
  try {
    store()?.setItem(PREFIX + id, key);
  } catch {
    /* blocked or full: kept in memory for this page */
  }
}
