/**
 * Ribbon Fair as a {@link GameDef} (docs/games/ribbon-fair.md). The card lists come in through `decksFor`,
 * so tests can play with tiny decks and the app with the painted packs.
 */
import type { GameDef } from '../../../engine/types';
import { apply } from './actions';
import { nextDeadline, tick } from './clock';
import { checkOptions, defaultOptions, MAX_STALLS, MIN_STALLS } from './options';
import { outcome } from './outcome';
import { randomAction } from './random';
import { setupWith } from './setup';
import { handover, waitingOn } from './turns';
import type { Decks, RfAction, RfOptions, RfState, RfView } from './types';
import { view } from './view';

/** Game id used in saved records. */
export const RIBBON_FAIR_ID = 'ribbon-fair';

/** Ribbon Fair's rules, dealing from the cards `decksFor(options)` returns (the chosen packs). */
export function makeDef(decksFor: (options: RfOptions) => Decks): GameDef<RfOptions, RfState, RfAction, RfView> {
  return {
    id: RIBBON_FAIR_ID,
    title: 'Ribbon Fair',
    minPlayers: MIN_STALLS,
    maxPlayers: MAX_STALLS,
    defaultOptions,
    checkOptions,
    setup: (players, options, seed, now) => {
      // Options are checked before the packs are looked up, so an unknown pack is a RuleError.
      checkOptions(options, players.length);
      return setupWith(players, options, seed, now, decksFor(options));
    },
    apply,
    tick,
    nextDeadline,
    waitingOn,
    handover,
    view,
    outcome,
    randomAction,
  };
}
