/** Red Blue Gold's season as the app stores it: read, merged into setup's options, and kept after a match. */
import * as v from 'valibot';
import { idbKV } from '../../storage/kv';
import { foldNames, foldSeason, SeasonSchema, seasonKey } from '../../storage/seasons';
import type { Carry } from '../contract';
import { seasonAfter } from './rules/season';
import type { RbgOptions, RbgState, Season } from './rules/types';

export { seasonKey };

/**
 * `typed` with `stored` laid over it, names matched ignoring case: a stored total replaces a typed
 * one for the same player (under the stored spelling); a typed name new to the season is kept.
 */
function overlay(typed: Readonly<Record<string, number>>, stored: Readonly<Record<string, number>>): Record<string, number> {
  const known = new Set(Object.keys(stored).map((n) => n.trim().toLowerCase()));
  const fresh = Object.entries(foldNames(typed)).filter(([n]) => !known.has(n.trim().toLowerCase()));
  return Object.fromEntries([...Object.entries(stored), ...fresh]);
}

/**
 * Merges a stored season into the options: the stored totals, winners and E.C.s win over what
 * was typed; starting garnets typed for a player new to the season are kept. Names match ignoring
 * case everywhere (docs/house-rules.md "Season"): a stored season holding one name under two spellings is folded
 * into one record first, nothing lost. A stored record that does not read leaves the options as they are.
 */
export function mergeSeason(typed: Season, stored: unknown): Season {
  const parsed = v.safeParse(SeasonSchema, stored);
  if (!parsed.success) return typed;
  const s = foldSeason(parsed.output);
  return {
    group: typed.group,
    garnets: overlay(typed.garnets, s.garnets),
    tokens: overlay(typed.tokens, s.tokens),
    pastWinners: s.pastWinners,
    pastECs: s.pastECs,
  };
}

/** Red Blue Gold's season, carried from match to match of the same named group. */
export const carry: Carry<RbgOptions, RbgState> = {
  key: (options) => seasonKey(options.season.group),
  withStored: (options, stored) => ({ ...options, season: mergeSeason(options.season, stored) }),
  after: (state) => seasonAfter(state.options.season, state),
};

/**
 * The season stored on this device for `group` (names folded, see `foldSeason`), for setup to show
 * before the match starts; null when there is none, it does not read, or storage cannot be opened.
 * Reads the app's small-records store (where the app keeps what {@link carry} returns after a match).
 */
export async function storedSeason(group: string): Promise<Season | null> {
  const key = seasonKey(group);
  if (key === null) return null;
  try {
    const parsed = v.safeParse(SeasonSchema, await idbKV('fairground-records', 'records').get(key));
    return parsed.success ? foldSeason(parsed.output) : null;
  } catch {
    return null;
  }
}
