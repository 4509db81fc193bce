/**
 * Moves and clocks (docs/games/red-blue-gold.md "Red Blue Gold Game": "Each round will last 24 hours"; docs/house-rules.md "Red Blue Gold", Round clock;
 * "Clocks"). Station play: every seat submits in any order; one round clock, not a clock per player.
 * A submission is locked once made (it cannot be replaced); the round closes by itself on the last one.
 */
import { check, RuleError } from '../../../engine/errors';
import { andList } from '../../../engine/words';
import type { Actor, Handover, Outcome, Seat } from '../../../engine/types';
import { allSubmitted, stillToSubmit } from './called';
import { chooseEc, giveToken } from './end';
import { closeRound } from './resolve';
import { checkSubmission } from './submit';
import type { RbgAction, RbgState } from './types';

export { allSubmitted } from './called';

/** True when the open round's clock has run out by `now` (epoch ms). */
export function clockOut(state: RbgState, now: number): boolean {
  return state.phase === 'round' && state.deadline !== null && now >= state.deadline;
}

function checkSeatActor(state: RbgState, actor: Actor): asserts actor is Seat {
  check(typeof actor === 'number' && Number.isInteger(actor) && actor >= 0 && actor < state.players.length, 'This move is made by a player, not the table.');
}

/**
 * The state after `actor` does `action` at `now` (epoch ms). Never mutates `state`.
 * @throws RuleError (nothing changes) for a submission that breaks the round's rules, comes after
 *   the round closed or repeats one; a `close-round` while the clock runs and someone has not
 *   submitted; a prize move out of turn.
 */
export function apply(state: RbgState, actor: Actor, action: RbgAction, now: number): RbgState {
  switch (action.type) {
    case 'submit': {
      checkSeatActor(state, actor);
      checkSubmission(state, actor, action, now);
      const next = { ...state, submissions: state.submissions.map((s, i) => (i === actor ? action : s)) };
      return allSubmitted(next) ? closeRound(next, now) : next;
    }
    case 'close-round': {
      check(state.phase === 'round', 'The rounds are over.');
      const out = clockOut(state, now);
      check(out || allSubmitted(state), `Round ${state.round} is still open: wait for everyone to submit or for the clock to run out.`);
      return closeRound(state, out && state.deadline !== null ? state.deadline : now);
    }
    case 'choose-ec':
      checkSeatActor(state, actor);
      return chooseEc(state, actor, action.seat);
    case 'give-token':
      checkSeatActor(state, actor);
      return giveToken(state, actor, action.to);
    default:
      throw new RuleError('That is not a Red Blue Gold move.');
  }
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

/** How the match ended, once it is over: winners (first place), final points and a sentence. */
export function outcome(state: RbgState): Outcome | null {
  const f = state.final;
  if (state.phase !== 'over' || f === null) return null;
  const names = (seats: readonly Seat[]) => andList(seats.map((s) => state.players[s] ?? ''));
  const top = f.scores[f.winners[0] ?? 0] ?? 0;
  const win = f.winners.length === 1 ? `${names(f.winners)} wins with ${top} points.` : `${names(f.winners)} share first place with ${top} points.`;
  const ec = f.ec === null ? '' : ` ${state.players[f.ec] ?? ''} is the E.C.`;
  return {
    winners: f.winners.slice(),
    scores: f.scores.slice(),
    summary: win + ec,
    awards: f.tokensWon.flatMap((t, seat) => (t > 0 ? [{ seat, id: 'token-of-life', title: 'Token of Life' }] : [])),
  };
}
