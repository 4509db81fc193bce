/**
 * One move of Festival Charter: the dispatcher behind `GameDef.apply`.
 */
import { RuleError, check } from '../../../engine/errors';
import type { Actor } from '../../../engine/types';
import type { FcAction, FcState } from '../types';
import { extraTime, openVote, speakOrPass } from './discussion';
import { announce, propose } from './proposal';
import { castVote, closeVote } from './vote';

/**
 * The state after `actor` does `action` at `now` (epoch ms). Never mutates `state`.
 * Who may act: `announce` (and the older `propose`) the chair's seat; `spoke`/`passed` (games saved
 * before) the table or the current speaker;
 * `extraTime`, `openVote` and `closeVote` the table (any seat pressing on the table counts as the
 * table); `vote` the voting seat.
 * @throws RuleError with a player-facing message when the move is illegal; nothing changes then.
 */
export function apply(state: FcState, actor: Actor, action: FcAction, now: number): FcState {
  check(state.phase.kind !== 'over', 'The festival is over.');
  switch (action.type) {
    case 'announce':
      return announce(state, actor, action.projects, now);
    case 'propose':
      return propose(state, actor, action.projects);
    case 'spoke':
    case 'passed':
      return speakOrPass(state, actor, action.type, now);
    case 'extraTime':
      return extraTime(state, now);
    case 'openVote':
      return openVote(state);
    case 'vote':
      return castVote(state, actor, action.vote, now);
    case 'closeVote':
      return closeVote(state, now);
    default: {
      const unknownMove: unknown = action;
      const type = typeof unknownMove === 'object' && unknownMove !== null && 'type' in unknownMove ? String(unknownMove.type) : 'without a type';
      throw new RuleError(`Unknown move ${type}.`);
    }
  }
}
