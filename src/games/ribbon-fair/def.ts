/**
 * Ribbon Fair as a {@link GameDef} (docs/games/ribbon-fair.md), dealing from the base pack plus the
 * themed packs the table turned on.
 */
import type { GameDef } from '../../engine/types';
import { meta } from './meta';
import { apply } from './rules/apply';
import { nextDeadline, tick } from './rules/clock';
import { checkOptions, defaultOptions, MAX_STALLS, MIN_STALLS, paced } from './rules/options';
import { outcome } from './rules/outcome';
import { randomAction } from './rules/random';
import { setup } from './rules/setup';
import { handover, waitingOn } from './rules/turns';
import type { RfAction, RfOptions, RfState, RfView } from './types';
import { view } from './rules/view';

/** Ribbon Fair's rules. */
export const def: GameDef<RfOptions, RfState, RfAction, RfView> = {
  id: meta.id,
  title: meta.title,
  minPlayers: MIN_STALLS,
  maxPlayers: MAX_STALLS,
  defaultOptions,
  checkOptions,
  setup,
  apply,
  tick,
  nextDeadline,
  waitingOn,
  handover,
  view,
  outcome,
  randomAction,
  paced,
};
