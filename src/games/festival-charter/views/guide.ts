/**
 * Festival Charter's guided first game (src/games/contract.ts `Guide`; docs/coach.md "The guided first game";
 * docs/games/festival-charter.md): on the board, a step for each phase (the chair's proposal, the discussion or a
 * package, the secret vote, an approved or a rejected result, the last proposal, the count), pointing at the piece
 * it speaks of; in a private view, the chair's proposal, a speak-or-pass moment (games saved before) and the vote,
 * the first time each comes for a seat, with what follows from the choice for the budget.
 */
import type { Seat } from '../../../engine/types';
import type { Guide, GuideStep } from '../../contract';
import { PROJECTS } from '../cards';
import { LAST_PROPOSAL, type FcView, type Proposal, type ProposalRecord } from '../types';

/** The board's step while the chair proposes: the last proposal, the result just turned over, or the first proposal. */
function proposingStep(view: FcView): GuideStep {
  if (view.proposalNumber >= LAST_PROPOSAL)
    return {
      key: 'last',
      point: 'proposal-count',
      text: `Proposal ${LAST_PROPOSAL} is the last: the game stops after it. The chair must still propose a project the budget can pay for.`,
    };
  const last: ProposalRecord | undefined = view.log[view.log.length - 1];
  if (last === undefined)
    return {
      key: 'propose',
      point: 'chair',
      text: 'The chair proposes one unbuilt project the budget can pay for, or two with their PACKAGE marker. The game stops after proposal 8, or once no unbuilt project is affordable.',
    };
  if (last.approved)
    return {
      key: 'approved',
      point: 'budget',
      text: 'Approved: the whole cost came off the budget and the cards are BUILT, scoring for every planner by their priority card. The chair passes clockwise.',
    };
  return {
    key: 'rejected',
    point: 'budget',
    text: 'Rejected: nothing was built and the budget dropped by 1 for the meeting time lost. The chair passes clockwise; a rejected project may be proposed again.',
  };
}

/** The board's step for an announced proposal under discussion: a package, or the discussion itself (with its clock). */
function discussionStep(proposal: Proposal, deadline: number | null): GuideStep {
  if (proposal.isPackage)
    return {
      key: 'package',
      point: 'packages',
      text: 'A package: both projects pass or fail together, and the chair’s PACKAGE marker is spent either way. Each planner may speak or pass; promises do not bind.',
    };
  if (deadline !== null)
    return {
      key: 'discuss',
      point: 'clock',
      text: 'Each planner in turn may speak or pass, then discussion is open; promises do not bind. When the clock runs out, the vote opens by itself.',
    };
  return {
    key: 'discuss',
    point: 'proposal',
    text: 'Each planner in turn may speak or pass, then discussion is open. Promises about later votes do not bind: only the vote on this proposal counts.',
  };
}

/** The private step of the chair who must propose: what may be put up, and what a YES or a NO then does to the budget. */
function chairStep(view: FcView, seat: Seat): GuideStep {
  const offer =
    view.packageSpent[seat] === true
      ? `one unbuilt project costing at most the budget of ${view.budget} (your PACKAGE marker is spent)`
      : `one unbuilt project, or two with your PACKAGE marker (spent pass or fail), costing at most ${view.budget} in all`;
  return {
    key: 'chair',
    text: `As chair, announce ${offer}. Approved, the whole cost leaves the budget; rejected, only 1 unit does.`,
  };
}

/** The private step of a planner with a vote to cast: YES or NO in secret, and the budget left by a build or a NO. */
function voteStep(view: FcView, proposal: Proposal, seat: Seat): GuideStep {
  const built = view.budget - proposal.cost;
  const rejected = Math.max(0, view.budget - 1);
  const what = proposal.isPackage ? 'both projects' : 'it';
  const first = seat === proposal.chair ? 'Vote YES or NO in secret, on your own proposal too' : 'Vote YES or NO in secret';
  // The game stops as soon as no unbuilt project is affordable (docs/games/festival-charter.md, "Rotate and stop").
  const left = PROJECTS.filter((p) => !view.built.includes(p.id) && !proposal.projects.includes(p.id));
  if (!left.some((p) => p.cost <= built))
    return {
      key: 'vote',
      text: `${first}. Three or four YES build ${what} and leave ${built}, too little for any other project, so the game ends; fewer build nothing and leave ${rejected}.`,
    };
  return {
    key: 'vote',
    text: `${first}; a cast vote is locked. Three or four YES build ${what}, leaving a budget of ${built}; with fewer, nothing is built and the budget drops to ${rejected}.`,
  };
}

/** Festival Charter's guided first game: a board step for every phase, a private step for each seat's decision. */
export const guide: Guide<FcView> = {
  table(view) {
    const phase = view.phase;
    switch (phase.kind) {
      case 'proposing':
        return proposingStep(view);
      case 'speaking':
        return discussionStep(phase.proposal, null);
      case 'discussion':
        return discussionStep(phase.proposal, phase.deadline);
      case 'voting':
        return {
          key: 'vote',
          point: 'voted',
          text: 'Everyone, the chair included, votes YES or NO in secret behind the handover. The votes are turned over together: three or four YES approve, and a vote not cast counts as NO.',
        };
      case 'over':
        return {
          key: 'score',
          point: 'planners',
          text: 'The festival is counted: each planner scores 2 per BUILT symbol of their primary feature and 1 of their secondary. Tied leaders share the win.',
        };
    }
  },

  seat(view, seat) {
    const phase = view.phase;
    if (view.viewer !== seat) return null;
    if (phase.kind === 'proposing' && view.chair === seat) return chairStep(view, seat);
    if (phase.kind === 'speaking' && phase.speaker === seat)
      return {
        key: 'speak',
        text: 'Speak or pass: say aloud what the festival gains, or ask for support. Promises about later votes do not bind; only the vote counts.',
      };
    if (phase.kind === 'voting' && phase.voted[seat] === false && phase.ownVote === null) return voteStep(view, phase.proposal, seat);
    return null;
  },
};
