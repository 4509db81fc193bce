/**
 * Red Blue Gold's season as a carry (docs/house-rules.md "Season"): pure. The app keeps the record through its
 * storage; here a stored record is only read (validated, names folded), merged into setup's options,
 * and made anew from a finished match.
 */
import * as v from 'valibot';
import type { Carry } from '../contract';
import { foldNames, foldSeason, seasonAfter } from './rules/season';
import type { RbgOptions, RbgState, Season } from './types';

/**
 * Totals per player name: every own entry kept, whatever the name (valibot's `record` drops
 * "constructor", "prototype" and "__proto__", and a plain object would inherit them), each a
 * whole number 0 or more. The output is built with `Object.fromEntries`, so a "__proto__" entry
 * stays an entry.
 */
const TotalsSchema = v.pipe(
  v.custom<Record<string, number>>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every((n) => Number.isInteger(n) && n >= 0),
    'totals must be whole numbers, 0 or more, by name',
  ),
  v.transform((x) => Object.fromEntries(Object.entries(x)) as Record<string, number>),
);

/** A Red Blue Gold season as it is stored: a named group's prizes kept on the device across matches (docs/house-rules.md, "Season"). */
export const SeasonSchema = v.object({
  group: v.string(),
  garnets: TotalsSchema,
  tokens: TotalsSchema,
  pastWinners: v.array(v.string()),
  pastECs: v.array(v.string()),
});

/** Where a season's key starts: every stored season is kept under `season:` and its group. */
const PREFIX = 'season:';

/** The storage key of a group's season: `season:` and the group name trimmed and lower-cased; null for no name. */
export function seasonKey(group: string): string | null {
  const g = group.trim().toLowerCase();
  return g ? PREFIX + g : null;
}

/** A stored season read back: validated and folded to one record per player; null when it does not read. */
export function readSeason(stored: unknown): Season | null {
  const parsed = v.safeParse(SeasonSchema, stored);
  return parsed.success ? foldSeason(parsed.output) : null;
}

/**
 * Every season among the carried records (`[key, record]` pairs, of any game), for Home's standings: each
 * folded to one record per player, sorted by group; records that do not read are skipped (and kept).
 */
export function readSeasons(records: readonly (readonly [string, unknown])[]): Season[] {
  const out: Season[] = [];
  for (const [key, stored] of records) {
    if (!key.startsWith(PREFIX)) continue;
    const season = readSeason(stored);
    if (season) out.push(season);
  }
  return out.sort((a, b) => a.group.localeCompare(b.group));
}

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
  const s = readSeason(stored);
  if (!s) return typed;
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
