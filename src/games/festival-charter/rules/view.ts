/**
 * What each viewer sees (docs/games/festival-charter.md "Printable materials": projects,
 * priorities and outcomes are public; only each still-unrevealed current vote is private).
 */
import type { Viewer } from '../../../engine/types';
import type { FcState, FcView, PhaseView } from '../types';
import { leaders, scoreLines } from './scoring';

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
