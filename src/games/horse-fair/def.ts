/**
 * Horse Fair's rules as a {@link GameDef} (docs/games/horse-fair.md; docs/house-rules.md "Horse Fair").
 * No clocks: every move waits for the player whose turn it is, or for the table between hands.
 */
import type { GameDef } from '../../engine/types';
import { meta } from './meta';
import { apply } from './rules/apply';
import { outcome } from './rules/outcome';
import { randomAction } from './rules/random';
import { checkOptions, defaultOptions, MAX_PLAYERS, MIN_PLAYERS, playAgainOptions, setup } from './rules/setup';
import { handover, waitingOn } from './rules/turns';
import { view } from './rules/view';
import type { HfAction, HfOptions, HfState, HfView } from './types';

/** Horse Fair's rules. */
export const def: GameDef<HfOptions, HfState, HfAction, HfView> = {
  id: meta.id,
  title: meta.title,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions,
  checkOptions,
  setup: (players, options, seed) => setup(players, options, seed),
  apply: (state, actor, action) => apply(state, actor, action),
  tick: (state) => state,
  nextDeadline: () => null,
  waitingOn,
  handover,
  view,
  outcome,
  randomAction: (state, random) => randomAction(state, random),
  playAgainOptions,
};
