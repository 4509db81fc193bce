/**
 * Random legal moves, so tests can play thousands of whole festivals by themselves.
 */
import type { Actor } from '../../../engine/types';
import type { FcAction, FcState } from '../types';
import { affordablePairs, affordableSingles } from './proposal';
import { votersToCome } from './turns';

type Move = { actor: Actor; action: FcAction };

function choose<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/**
 * A legal move picked with `random` (values in [0, 1)): the chair announces a random affordable
 * single or (with its marker) package, now and then with the older `propose`; in a speak-or-pass
 * round the table speaks or passes, or opens the vote; the discussion opens the vote
 * or, with a limit, sometimes asks for extra time (at most twice); a random voter still to vote
 * votes, or now and then the table closes the vote early. Null once the festival is over.
 * `_now` (epoch ms) is unused.
 */
export function randomAction(state: FcState, random: () => number, _now: number): Move | null {
  const phase = state.phase;
  switch (phase.kind) {
    case 'proposing': {
      const pairs = state.packageSpent[state.chair] === true ? [] : affordablePairs(state);
      const pair = random() < 0.3 ? choose(pairs, random) : undefined;
      const single = choose(affordableSingles(state), random);
      const projects = pair ?? (single === undefined ? undefined : [single]);
      if (projects === undefined) return null;
      // Now and then the older announcement, so random games also cover games saved before.
      return { actor: state.chair, action: { type: random() < 0.9 ? 'announce' : 'propose', projects: [...projects] } };
    }
    case 'speaking':
      if (random() < 0.2) return { actor: 'table', action: { type: 'openVote' } };
      return { actor: random() < 0.5 ? 'table' : phase.speaker, action: { type: random() < 0.5 ? 'spoke' : 'passed' } };
    case 'discussion':
      if (phase.deadline !== null && phase.extraTimes < 2 && random() < 0.2) return { actor: 'table', action: { type: 'extraTime' } };
      return { actor: 'table', action: { type: 'openVote' } };
    case 'voting': {
      if (random() < 0.05) return { actor: 'table', action: { type: 'closeVote' } };
      const voter = choose(votersToCome(state), random);
      return voter === undefined ? null : { actor: voter, action: { type: 'vote', vote: random() < 0.55 ? 'YES' : 'NO' } };
    }
    case 'over':
      return null;
  }
}
