import * as v from 'valibot';
import { SeasonSchema, seasonKey } from '../../storage/seasons';

export { seasonKey };
import type { Carry } from '../contract';
import { seasonAfter } from './rules/season';
import type { RbgOptions, RbgState, Season } from './rules/types';


/**
 * Merges a stored season into the options: the stored totals, winners and E.C.s win over what
 * was typed; starting garnets typed for a player new to the season are kept. A stored record
 * that does not read leaves the options as they are.
 */
export function mergeSeason(typed: Season, stored: unknown): Season {
  const parsed = v.safeParse(SeasonSchema, stored);
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
