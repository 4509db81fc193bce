/** Shared positions and moves for Festival Charter tests. */
import { RuleError } from '../../../src/engine/errors';
import type { Actor } from '../../../src/engine/types';
import type { ProjectId } from '../../../src/games/festival-charter/cards';
import { def } from '../../../src/games/festival-charter/def';
import type { FcAction, FcOptions, FcState, Vote } from '../../../src/games/festival-charter/types';

export const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];
export const T0 = 1_700_000_000_000;

/** A fresh game with the given options (first chair Ana, no limit by default). */
export function start(options: Partial<FcOptions> = {}, seed = 'fc-test'): FcState {
  return def.setup(PLAYERS, { ...def.defaultOptions(4), ...options }, seed, T0);
}

/** A fresh game changed by `patch` (a position to test from). */
export function position(patch: Partial<FcState>, options: Partial<FcOptions> = {}): FcState {
  return { ...start(options), ...patch };
}

/** The state after `actor` does `action` at T0. */
export function act(state: FcState, actor: Actor, action: FcAction, now = T0): FcState {
  return def.apply(state, actor, action, now);
}

/** The chair announces `projects` at `now`: the state in the discussion. */
export function proposeAndDiscuss(state: FcState, projects: ProjectId[], now = T0): FcState {
  return act(state, state.chair, { type: 'announce', projects }, now);
}

/** As a game saved before played it: the older `propose`, then all four pass their moment, into open discussion. */
export function proposeAndSpeak(state: FcState, projects: ProjectId[], now = T0): FcState {
  let s = act(state, state.chair, { type: 'propose', projects }, now);
  for (let i = 0; i < 4; i++) s = act(s, 'table', { type: 'passed' }, now);
  return s;
}

/** Announces, then opens the vote. */
export function toVote(state: FcState, projects: ProjectId[]): FcState {
  return act(proposeAndDiscuss(state, projects), 'table', { type: 'openVote' });
}

/** Every seat votes (`votes[seat]`), in order from the chair's left. */
export function voteAll(state: FcState, votes: Vote[]): FcState {
  let s = state;
  for (let k = 1; k <= 4; k++) {
    const seat = (state.chair + k) % 4;
    const vote = votes[seat];
    if (vote === undefined) throw new Error('a vote per seat');
    s = act(s, seat, { type: 'vote', vote });
  }
  return s;
}

/** The RuleError message `fn` throws; fails the test when it throws nothing or another error. */
export function ruleMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  throw new Error('expected a RuleError');
}

/** A value read back from JSON (e.g. a saved action), unchecked: how malformed input reaches the rules. */
export function fromSave<T>(json: string): T {
  return JSON.parse(json);
}
