/**
 * The discussion limit's clock (docs/games/festival-charter.md "Discuss the proposal"; docs/house-rules.md "Festival Charter",
 * "Discussion"): when the limit runs out, the vote opens.
 */
import type { FcState } from '../types';
import { openVote } from './discussion';

/** The state after the discussion limit runs out by `now` (epoch ms): the vote opens; else the same object. */
export function tick(state: FcState, now: number): FcState {
  const phase = state.phase;
  if (phase.kind === 'discussion' && phase.deadline !== null && now >= phase.deadline) return openVote(state);
  return state;
}

/** The running discussion deadline (epoch ms), or null when no clock runs. */
export function nextDeadline(state: FcState): number | null {
  return state.phase.kind === 'discussion' ? state.phase.deadline : null;
}
