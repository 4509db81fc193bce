/**
 * Festival Charter's rules as one GameDef (docs/games/festival-charter.md; docs/house-rules.md "Festival Charter").
 */
import type { GameDef } from '../../engine/types';
import { meta } from './meta';
import type { FcAction, FcOptions, FcState, FcView } from './types';
import { apply } from './rules/apply';
import { nextDeadline, tick } from './rules/clock';
import { randomAction } from './rules/random';
import { outcome } from './rules/outcome';
import { checkOptions, defaultOptions, paced, playAgainOptions, setup } from './rules/setup';
import { handover, waitingOn } from './rules/turns';
import { view } from './rules/view';

/** The rules of Festival Charter: exactly four planners, pure functions over {@link FcState}. */
export const def: GameDef<FcOptions, FcState, FcAction, FcView> = {
  id: meta.id,
  title: meta.title,
  minPlayers: meta.minPlayers,
  maxPlayers: meta.maxPlayers,
  defaultOptions,
  checkOptions,
  paced,
  setup,
  apply,
  tick,
  nextDeadline,
  waitingOn,
  handover,
  view,
  outcome,
  randomAction,
  playAgainOptions,
};
