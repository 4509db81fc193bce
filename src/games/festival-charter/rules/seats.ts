import type { Seat } from '../../../engine/types';
import { PLAYER_COUNT } from '../types';

/** The seat on `seat`'s left: the next seat clockwise (docs/house-rules.md "All games", "Seats"). */
export function leftOf(seat: Seat): Seat {
  return (seat + 1) % PLAYER_COUNT;
}

/**
 * All four seats in order from the chair's left, the chair last: the order of the speak-or-pass
 * round and of the vote handover (docs/house-rules.md "Festival Charter", "Discussion" and "Votes").
 */
export function fromChairsLeft(chair: Seat): Seat[] {
  return [1, 2, 3, 4].map((k) => (chair + k) % PLAYER_COUNT);
}
