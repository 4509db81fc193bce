/**
 * Games saved before the table took the discussion in one step (the speak-or-pass round with a tap
 * per speaker) still open: each record replays exactly from its own log, as the app checks on load,
 * and plays on to the end.
 */
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import type { AnyGameDef } from '../../../src/engine/types';
import { def } from '../../../src/games/festival-charter/def';
import type { FcState } from '../../../src/games/festival-charter/types';
import { replay, replaysExactly } from '../../../src/session/replay';
import { parseSavedGame, type SavedGame } from '../../../src/storage/schema';
import midSpeakOrPass from './saved/mid-speak-or-pass.json';
import midDiscussion from './saved/mid-discussion.json';
import midVote from './saved/mid-vote.json';
import over from './saved/over.json';

const anyDef = def as unknown as AnyGameDef;

function load(raw: unknown): SavedGame {
  const parsed = parseSavedGame(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('games saved before still open and play on', () => {
  it.each([
    ['in the speak-or-pass round', midSpeakOrPass, 'speaking'],
    ['in open discussion with the limit on', midDiscussion, 'discussion'],
    ['in the vote of proposal 3', midVote, 'voting'],
    ['over', over, 'over'],
  ])('a game saved %s replays exactly from its log', (_where, raw, phase) => {
    const saved = load(raw);
    expect((saved.state as FcState).phase.kind).toBe(phase);
    expect(replaysExactly(anyDef, saved)).toBe(true);
  });

  it.each([
    ['in the speak-or-pass round', midSpeakOrPass],
    ['in open discussion', midDiscussion],
    ['in the vote', midVote],
  ])('a game saved %s plays on to the end with random legal moves', (_where, raw) => {
    const saved = load(raw);
    let state = replay(anyDef, saved) as FcState;
    const random = makeRandom(saved.id);
    let now = saved.updatedAt;
    for (let i = 0; i < 200 && def.outcome(state) === null; i++) {
      now += 5000;
      const move = def.randomAction(state, random, now);
      if (move === null) break;
      state = def.apply(state, move.actor, move.action, now);
    }
    expect(def.outcome(state)).not.toBeNull();
  });
});
