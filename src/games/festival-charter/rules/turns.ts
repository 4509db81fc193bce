/**
 * Who the table waits for (docs/games/festival-charter.md "Make one affordable proposal", "Discuss the proposal", "Vote together"): the chair while
 * proposing, the current speaker, then the voters in turn from the chair's left.
 */
import type { Handover, Seat } from '../../../engine/types';
import type { FcState } from '../types';
import { fromChairsLeft } from './seats';

/** Seats that have not voted yet, in order from the chair's left (empty outside the vote). */
export function votersToCome(state: FcState): Seat[] {
  const phase = state.phase;
  if (phase.kind !== 'voting') return [];
  return fromChairsLeft(phase.proposal.chair).filter((seat) => phase.votes[seat] === null);
}

/** The gold frames: the chair while proposing, the current speaker, the voters still to vote. */
export function waitingOn(state: FcState): Seat[] {
  switch (state.phase.kind) {
    case 'proposing':
      return [state.chair];
    case 'speaking':
      return [state.phase.speaker];
    case 'voting':
      return votersToCome(state);
    case 'discussion':
    case 'over':
      return [];
  }
}

/**
 * During the vote, the voters still to vote in order from the chair's left (called in turn, not
 * any order); otherwise null: proposing and discussion are public moves on the table.
 */
export function handover(state: FcState): Handover | null {
  const seats = votersToCome(state);
  return seats.length === 0 ? null : { seats, anyOrder: false };
}
