/**
 * Who the table waits for and what each viewer sees (docs/games/festival-charter.md "Printable materials": projects,
 * priorities and outcomes are public; only each still-unrevealed current vote is private).
 */
import type { Handover, Seat, Viewer } from '../../../engine/types';
import type { FcState, FcView, PhaseView } from '../types';
import { leaders, scoreLines } from './scoring';
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

function phaseView(state: FcState, viewer: Viewer): PhaseView {
  const phase = state.phase;
  if (phase.kind !== 'voting') return phase;
  const own = viewer === 'table' ? null : (phase.votes[viewer] ?? null);
  return { kind: 'voting', proposal: phase.proposal, voted: phase.votes.map((v) => v !== null), ownVote: own };
}

/**
 * What `viewer` may see: everything public, plus the viewing seat's own current vote. Other seats'
 * current votes are absent (only who has voted shows) until all are revealed together in the log.
 */
export function view(state: FcState, viewer: Viewer): FcView {
  const scores = scoreLines(state.priorities, state.built);
  return {
    viewer,
    priorities: state.priorities,
    firstChair: state.firstChair,
    budget: state.budget,
    proposalNumber: state.proposalNumber,
    chair: state.chair,
    packageSpent: state.packageSpent,
    built: state.built,
    discussionLimit: state.options.discussionLimit,
    phase: phaseView(state, viewer),
    log: state.log,
    scores,
    leaders: leaders(scores),
  };
}
