/**
 * Red Blue Gold's rules as one {@link GameDef} (docs/games/red-blue-gold.md "Red Blue Gold Game"; docs/house-rules.md "Red Blue Gold").
 */
import type { GameDef } from '../../engine/types';
import { meta } from './meta';
import { apply } from './rules/apply';
import { nextDeadline, tick } from './rules/clock';
import { outcome } from './rules/outcome';
import { randomAction } from './rules/random';
import { checkOptions, defaultOptions, MAX_PLAYERS, MIN_PLAYERS, setup } from './rules/setup';
import type { RbgAction, RbgOptions, RbgState, RbgView } from './types';
import { handover, waitingOn } from './rules/turns';
import { view } from './rules/view';

/** The rules: pure functions over a JSON-safe {@link RbgState}. */
export const def: GameDef<RbgOptions, RbgState, RbgAction, RbgView> = {
  id: meta.id,
  title: meta.title,
  minPlayers: MIN_PLAYERS,
  writtenPlayers: MAX_PLAYERS,
  maxPlayers: MAX_PLAYERS,
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
};
