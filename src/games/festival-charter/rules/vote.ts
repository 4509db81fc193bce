/**
 * Voting and the binding result (docs/games/festival-charter.md "Vote together", "Apply the binding result",
 * "Rotate and stop"; docs/house-rules.md "Festival Charter", "Votes").
 */
import { check } from '../../../engine/errors';
import type { Actor } from '../../../engine/types';
import type { FcState, Proposal, ProposalRecord, RevealedVote, Vote } from '../types';
import { stopReason } from './scoring';
import { leftOf } from './seats';

/** YES votes needed to approve: three or four approve, zero to two reject. */
export const YES_TO_APPROVE = 3;

/**
 * The state after `actor` casts a secret vote. A cast vote is locked. When the fourth vote is
 * in, all four are revealed together and the result applies at once ({@link resolve}).
 * @throws RuleError outside the vote, when the actor is not a seat, or when that seat has voted.
 */
export function castVote(state: FcState, actor: Actor, vote: Vote, now: number): FcState {
  const phase = state.phase;
  check(phase.kind === 'voting', 'No vote is open now.');
  check(actor !== 'table', 'Each planner votes privately: take the phone to vote.');
  check(vote === 'YES' || vote === 'NO', 'Vote YES or NO.');
  const current = phase.votes[actor];
  check(current !== undefined, 'Only the four planners vote.');
  check(current === null, 'Your vote is cast and locked: it cannot change.');
  const votes = phase.votes.map((v, seat) => (seat === actor ? vote : v));
  if (votes.every((v) => v !== null)) return resolve(state, phase.proposal, votes, false, now);
  return { ...state, phase: { ...phase, votes } };
}

/**
 * The state after the table closes the vote early: every vote not cast counts as NO
 * (docs/house-rules.md: "A vote not cast counts as NO"), then all are revealed and the result applies.
 * @throws RuleError outside the vote.
 */
export function closeVote(state: FcState, now: number): FcState {
  const phase = state.phase;
  check(phase.kind === 'voting', 'No vote is open now.');
  return resolve(state, phase.proposal, phase.votes, true, now);
}

/**
 * Reveals the votes and applies the binding result: with 3–4 YES the full cost is paid and every
 * proposed card is BUILT; otherwise the budget drops by 1 (never below 0) and the cards stay
 * unbuilt. The record goes into the public log, the chair passes clockwise, the proposal number
 * advances, and the stop condition is checked before the next proposal. `_now` is unused.
 */
function resolve(state: FcState, proposal: Proposal, votes: readonly (Vote | null)[], closedEarly: boolean, _now: number): FcState {
  const revealed: RevealedVote[] = votes.map((v) => v ?? 'NOT CAST');
  const yes = revealed.filter((v) => v === 'YES').length;
  const approved = yes >= YES_TO_APPROVE;
  const budget = approved ? state.budget - proposal.cost : Math.max(0, state.budget - 1);
  const built = approved ? [...state.built, ...proposal.projects] : state.built;
  const record: ProposalRecord = {
    number: state.proposalNumber,
    proposal,
    votes: revealed,
    yes,
    approved,
    budgetBefore: state.budget,
    budgetAfter: budget,
    closedEarly,
  };
  const proposalNumber = state.proposalNumber + 1;
  const reason = stopReason(proposalNumber, budget, built);
  return {
    ...state,
    budget,
    built,
    proposalNumber,
    chair: leftOf(state.chair),
    log: [...state.log, record],
    phase: reason === null ? { kind: 'proposing' } : { kind: 'over', reason },
  };
}
