/**
 * The round clock (docs/games/red-blue-gold.md "Red Blue Gold Game": "Each round will last 24 hours"; docs/house-rules.md "Red Blue Gold", Round clock;
 * "Clocks"): one clock for the round, not one per player; when it runs out the round closes.
 */
import { closeRound } from './resolve';
import type { RbgState } from '../types';

/** True when the open round's clock has run out by `now` (epoch ms). */
export function clockOut(state: RbgState, now: number): boolean {
  return state.phase === 'round' && state.deadline !== null && now >= state.deadline;
}

/**
 * Applies every round clock that has run out by `now`: the round closes at its deadline and the
 * next opens with its deadline stamped then, so a long pause may close several rounds. Returns the
 * same object when no clock has run out.
 */
export function tick(state: RbgState, now: number): RbgState {
  let s = state;
  while (s.phase === 'round' && s.deadline !== null && now >= s.deadline) s = closeRound(s, s.deadline);
  return s;
}

/** The open round's deadline (epoch ms), or null without a clock or after the rounds. */
export function nextDeadline(state: RbgState): number | null {
  return state.phase === 'round' ? state.deadline : null;
}
