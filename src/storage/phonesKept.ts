/**
 * The players of each game who play on phones of their own, kept in localStorage apart from its saved record: after
 * the table phone reloads, those players are shown as *phone away* (not silently back in the handover) until their
 * phone rejoins or the table takes them back. Names only: a link's secret is never kept. Every function here never throws.
 */

const PREFIX = 'fairground.phones.';

/** localStorage, or null where it is blocked. */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The names of game `id`'s players who were on phones of their own ([] when none are kept or it does not read). */
export function keptPhones(id: string): string[] {
  try {
    const raw: unknown = JSON.parse(store()?.getItem(PREFIX + id) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps `names` as game `id`'s players on phones of their own (none: forgets the game). */
export function keepPhones(id: string, names: readonly string[]): void {
  try {
    if (names.length === 0) store()?.removeItem(PREFIX + id);
    else store()?.setItem(PREFIX + id, JSON.stringify(names));
  } catch {
    /* blocked or full: after a reload the table falls back to the handover for them */
  }
}
