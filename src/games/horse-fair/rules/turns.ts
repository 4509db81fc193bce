/**
 * Whose turn it is (docs/games/horse-fair.md, "Play"): one player at a time, to the left; nobody between
 * hands and at the end, when the table moves on.
 */
import type { Handover, Seat } from '../../../engine/types';
import type { HfState } from '../types';

/** The seat whose turn it is, as a one-seat list; empty between hands and at the end. */
export function waitingOn(state: HfState): Seat[] {
  return state.phase === 'playing' && state.turn !== null ? [state.turn] : [];
}

/** The phone goes to the seat whose turn it is, and to nobody else; null when the table moves on. */
export function handover(state: HfState): Handover | null {
  const seats = waitingOn(state);
  return seats.length > 0 ? { seats, anyOrder: false } : null;
}
