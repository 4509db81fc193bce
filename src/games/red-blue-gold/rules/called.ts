/**
 * Who a round calls to the phone (docs/house-rules.md "Red Blue Gold": Play; "All games": a player who can do
 * nothing is not called). In a play round (3 or 4) a player holding no cards has nothing to submit:
 * they are not called, the table is told, and the round does not wait for them. Anyone else is called.
 */
import type { Seat } from '../../../engine/types';
import { total } from './cards';
import type { RbgState } from '../types';

/**
 * True when `seat` is called in the open round: always in rounds 1 and 2 (anyone may buy, and anyone
 * may accept gifts), and in rounds 3 and 4 only while they hold a card. False once the rounds are over.
 */
export function isCalled(state: RbgState, seat: Seat): boolean {
  if (state.phase !== 'round') return false;
  if (state.round <= 2) return true;
  const hand = state.hands[seat];
  return hand !== undefined && total(hand) > 0;
}

/** True when every called seat has submitted in the open round (a seat not called counts as done). */
export function allSubmitted(state: RbgState): boolean {
  return state.submissions.every((s, seat) => s !== null || !isCalled(state, seat));
}

/** The seats called in the open round that have not submitted yet, in seat order. */
export function stillToSubmit(state: RbgState): Seat[] {
  return state.submissions.flatMap((s, seat) => (s === null && isCalled(state, seat) ? [seat] : []));
}
