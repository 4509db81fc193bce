/**
 * Red Blue Gold's bots beside a person who buys two red cards and then does nothing (gives nothing, plays no games):
 * the bots still play every card they bought and meet each other on the public record.
 */
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { decide } from '../../../src/games/red-blue-gold/bot';
import { def } from '../../../src/games/red-blue-gold/def';
import type { RbgAction, RbgState } from '../../../src/games/red-blue-gold/types';
import { buy, names, options, T0, trade } from './helpers';

/** The still person's move at seat 0 in the open round: buy two red, then nothing. */
function still(state: RbgState): RbgAction {
  const r = state.round;
  return r === 1 ? buy('rr') : r === 2 ? trade([], []) : { type: 'submit', round: r, games: [] };
}

/** One seeded match: the still person at seat 0, Sharp bots elsewhere but a Relaxed one at seat 2. */
function match(seed: string): RbgState {
  let state = def.setup(names(13), options({ roundClock: 'none' }), seed, T0);
  let now = T0;
  for (let i = 0; i < 500 && def.outcome(state) === null; i++) {
    now += 1000;
    const s = def.waitingOn(state)[0];
    if (s === undefined) {
      const move = def.randomAction(state, makeRandom(`${seed}:${i}`), now);
      if (move === null) throw new Error(`stuck in ${seed}`);
      state = def.apply(state, move.actor, move.action, now);
      continue;
    }
    const mine = s === 0 && state.phase === 'round';
    const action = mine ? still(state) : decide(def.view(state, s), s, makeRandom(`${seed}:${i}`), s === 2 ? 'relaxed' : 'sharp');
    state = def.apply(state, s, action, now);
  }
  return state;
}

describe('bots beside a person who plays nothing', () => {
  it('in 300 seeded matches no bot is left holding a card; every bot meets a bot in round 3 or 4, and in round 4 if it still holds cards', () => {
    for (let g = 0; g < 300; g++) {
      const state = match(`still-${g}`);
      expect(state.phase, `still-${g}`).toBe('over');
      expect(state.final?.zeroed.slice(1), `still-${g}: bots left holding a card`).toEqual(Array(12).fill(false));
      const round = (r: number) => state.history.find((h) => h.round === r);
      const metABot = (r: number, b: number) => (round(r)?.exchanges ?? []).some((x) => (x.a === b || x.b === b) && x.a !== 0 && x.b !== 0);
      for (let b = 1; b < 13; b++) {
        expect(metABot(3, b) || metABot(4, b), `still-${g}: bot ${b} in round 3 or 4`).toBe(true);
        if ((round(3)?.counts[b] ?? 0) > 0) expect(metABot(4, b), `still-${g}: bot ${b}, holding cards after round 3, in round 4`).toBe(true);
      }
    }
  }, 60_000);
});
