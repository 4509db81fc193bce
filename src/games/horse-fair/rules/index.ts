/**
 * Horse Fair's rules as a {@link GameDef} (docs/games/horse-fair.md; docs/house-rules.md "Horse Fair").
 * No clocks: every move waits for the player whose turn it is, or for the table between hands.
 */
import type { GameDef, Handover, Seat } from '../../../engine/types';
import { randomAction } from './random';
import { outcome } from './scoring';
import { checkOptions, defaultOptions, leftOf, MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import { apply } from './turn';
import type { HfAction, HfOptions, HfState, HfView } from './types';
import { view } from './view';

/** The seat whose turn it is, as a one-seat list; empty between hands and at the end. */
function waitingOn(state: HfState): Seat[] {
  return state.phase === 'playing' && state.turn !== null ? [state.turn] : [];
}

/** Horse Fair's rules. */
export const rules: GameDef<HfOptions, HfState, HfAction, HfView> = {
  id: 'horse-fair',
  title: 'Horse Fair',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions,
  checkOptions,
  setup: (players, options, seed) => setup(players, options, seed),
  apply: (state, actor, action) => apply(state, actor, action),
  tick: (state) => state,
  nextDeadline: () => null,
  waitingOn,
  handover(state): Handover | null {
    const seats = waitingOn(state);
    return seats.length > 0 ? { seats, anyOrder: false } : null;
  },
  view,
  outcome,
  randomAction: (state, random) => randomAction(state, random),
  /** "Play again": the same scoring, partnerships and number of hands; the deal moves on to the left of the last dealer. */
  playAgainOptions: (state) => ({
    dealer: leftOf(state.dealer, state.players.length),
    scoring: state.scoring,
    partnership: state.partnership,
    hands: state.handsTotal,
  }),
};
