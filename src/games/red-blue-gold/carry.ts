import * as v from 'valibot';
import type { Carry } from '../contract';
import { seasonAfter } from './rules/season';
import type { RbgOptions, RbgState, Season } from './rules/types';

/** A season as stored on the device (RULINGS.md "Red Blue Gold", "Season"). */
const StoredSeason = v.object({
  group: v.string(),
  garnets: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
  tokens: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
  pastWinners: v.array(v.string()),
  pastECs: v.array(v.string()),
});

/** The storage key of a group's season: `season:` and the group name trimmed and lower-cased. */
export function seasonKey(group: string): string | null {
  const g = group.trim().toLowerCase();
  return g ? `season:${g}` : null;
}

/**
 * Merges a stored season into the options: the stored totals, winners and E.C.s win over what
 * was typed; starting garnets typed for a player new to the season are kept. A stored record
 * that does not read leaves the options as they are.
 */
export function mergeSeason(typed: Season, stored: unknown): Season {
  const parsed = v.safeParse(StoredSeason, stored);
  if (!parsed.success) return typed;
  const s = parsed.output;
  return {
    group: typed.group,
    garnets: { ...typed.garnets, ...s.garnets },
    tokens: { ...typed.tokens, ...s.tokens },
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
