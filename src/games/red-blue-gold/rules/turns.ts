/**
 * Who the station waits on (docs/games/red-blue-gold.md "Red Blue Gold Game"; docs/house-rules.md "Red Blue Gold", station play):
 * every called seat in any order in a round, then the winners choosing the E.C., then the token gift.
 */
import type { Handover, Seat } from '../../../engine/types';
import { stillToSubmit } from './called';
import type { RbgState } from '../types';

/**
 * Who the station waits on: in a round, the called seats that have not submitted (a player with no
 * cards in a play round is not called: see `isCalled`); in the E.C. choice, the
 * winners who have not chosen; in the token gift, the sole winner; nobody once over.
 */
export function waitingOn(state: RbgState): Seat[] {
  if (state.phase === 'round') return stillToSubmit(state);
  const f = state.final;
  if (f === null) return [];
  if (state.phase === 'ec-choice') return f.winners.filter((_, i) => state.votes[i] === null);
  if (state.phase === 'token-gift') return f.winners.slice(0, 1);
  return [];
}

/** The seats that may take the phone, in any order (each picks their own name at the station). */
export function handover(state: RbgState): Handover | null {
  const seats = waitingOn(state);
  return seats.length ? { seats, anyOrder: true } : null;
}
