/**
 * Moves (docs/games/red-blue-gold.md "Red Blue Gold Game": "Each round will last 24 hours"; docs/house-rules.md "Red Blue Gold", Round clock;
 * "Clocks"). Station play: every seat submits in any order; one round clock, not a clock per player.
 * A submission is locked once made (it cannot be replaced); the round closes by itself on the last one.
 */
import { check, RuleError } from '../../../engine/errors';
import type { Actor, Seat } from '../../../engine/types';
import { allSubmitted } from './called';
import { clockOut } from './clock';
import { chooseEc, giveToken } from './end';
import { closeRound } from './resolve';
import { checkSubmission } from './submit';
import type { RbgAction, RbgState } from '../types';

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
