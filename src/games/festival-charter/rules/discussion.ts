/**
 * Discussing the proposal (docs/games/festival-charter.md "Discuss the proposal"; docs/house-rules.md "Festival Charter",
 * "Discussion"): each player from the chair's left may speak or pass, then open discussion, all
 * aloud at the table, optionally limited to about two minutes with "extra time"; one move opens
 * the vote. Games saved before kept a move per speaker ({@link speakOrPass}).
 */
import { check } from '../../../engine/errors';
import type { Actor } from '../../../engine/types';
import { DISCUSSION_MS, EXTRA_TIME_MS, type FcState, type SpeakChoice } from '../types';
import { fromChairsLeft } from './seats';
import { seatName } from '../../../engine/names';

/**
 * Games saved before only (a proposal made with `propose`): the state after the current speaker
 * speaks or passes (actor: `'table'` or that speaker's seat).
 * After the fourth moment (the chair's) open discussion starts; with the limit on its deadline is
 * stamped at `now + DISCUSSION_MS` (epoch ms).
 * @throws RuleError outside the speak-or-pass round, or when another seat tries to take the moment.
 */
export function speakOrPass(state: FcState, actor: Actor, choice: SpeakChoice, now: number): FcState {
  const phase = state.phase;
  check(phase.kind === 'speaking', 'The speak-or-pass round is not on now.');
  const speakerName = seatName(state.players, phase.speaker);
  check(actor === 'table' || actor === phase.speaker, `It is ${speakerName}'s moment to speak or pass.`);
  const order = fromChairsLeft(phase.proposal.chair);
  const turns = [...phase.turns, choice];
  const next = order[turns.length];
  if (next !== undefined) return { ...state, phase: { ...phase, speaker: next, turns } };
  const deadline = state.options.discussionLimit ? now + DISCUSSION_MS : null;
  return { ...state, phase: { kind: 'discussion', proposal: phase.proposal, deadline, extraTimes: 0 } };
}

/**
 * The state after the table asks for extra time: the discussion deadline moves `EXTRA_TIME_MS`
 * later (from `now` if it has already passed but no tick has applied it yet).
 * @throws RuleError outside open discussion, or when the table plays without a discussion limit.
 */
export function extraTime(state: FcState, now: number): FcState {
  const phase = state.phase;
  check(phase.kind === 'discussion', 'Extra time is only for the discussion.');
  check(phase.deadline !== null, 'This table plays without a discussion limit.');
  const deadline = Math.max(phase.deadline, now) + EXTRA_TIME_MS;
  return { ...state, phase: { ...phase, deadline, extraTimes: phase.extraTimes + 1 } };
}

/**
 * The state after the discussion ends and the vote opens: every seat's vote is still to come. In a
 * speak-or-pass round of a game saved before, the moments not yet taken are taken aloud.
 * @throws RuleError when no proposal is being discussed (before the announcement, or the vote is already open).
 */
export function openVote(state: FcState): FcState {
  const phase = state.phase;
  check(phase.kind !== 'voting', 'The vote is already open.');
  check(phase.kind === 'discussion' || phase.kind === 'speaking', 'The vote opens once the chair has announced a proposal.');
  return { ...state, phase: { kind: 'voting', proposal: phase.proposal, votes: [null, null, null, null] } };
}
