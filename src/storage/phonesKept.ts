/**
 * The players of each game who play on phones of their own, kept in localStorage apart from its saved record: after
 * the table phone reloads, those players are shown as *phone away* (not silently back in the handover) until their
 * phone rejoins or the table takes them back. Names only: a link's secret is never kept. Every function here never throws.
 */
import { keptText } from './webStorage';

const kept = keptText('local', 'fairground.phones.');

/** The names of game `id`'s players who were on phones of their own ([] when none are kept or it does not read). */
export function keptPhones(id: string): string[] {
  try {
    const raw: unknown = JSON.parse(kept.get(id) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps `names` as game `id`'s players on phones of their own (none: forgets the game). */
export function keepPhones(id: string, names: readonly string[]): void {
  if (names.length === 0) kept.remove(id);
  else kept.set(id, JSON.stringify(names));
}
