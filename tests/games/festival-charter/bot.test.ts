/** Festival Charter's bot: votes with the right answer beside them, the same view giving the same move, whole all-bot festivals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { bot } from '../../../src/games/festival-charter/bot';
import { festivalFor, maskOf } from '../../../src/games/festival-charter/bot/festival';
import { def } from '../../../src/games/festival-charter/def';
import type { FcState, Vote } from '../../../src/games/festival-charter/types';
import { act, PLAYERS, position, toVote, T0, voteAll } from './helpers';

const KEEPERS = ['glow-keeper', 'feast-keeper', 'play-keeper', 'rest-keeper'] as const;
const decide = (state: FcState, seat: number, seed = 'bot') => bot.decide(def.view(state, seat), seat, makeRandom(seed));

describe('votes on the last proposal (the build decides the festival)', () => {
  // Moon Gate is GLOW 2: Glow Keeper 4 points, Rest Keeper (secondary GLOW) 2, the others 0; unbuilt, all tie at 0.
  const last = toVote(position({ priorities: [...KEEPERS], proposalNumber: 8, chair: 0 }), ['moon-gate']);
  const table: [number, Vote][] = [
    [0, 'YES'], // Glow Keeper wins alone instead of sharing a four-way tie
    [1, 'NO'],
    [2, 'NO'],
    [3, 'NO'], // 2 points, still second
  ];
  it.each(table)('seat %i votes %s on Moon Gate', (seat, vote) => {
    expect(decide(last, seat)).toEqual({ type: 'vote', vote });
  });

  it('votes YES on a project that makes it a sharing leader from behind', () => {
    // Built Hammock Grove (REST 2): Rest Keeper leads with 4, Play Keeper has 2. Maker Nook (PLAY 2) lifts Play Keeper to 6.
    const state = toVote(position({ priorities: [...KEEPERS], proposalNumber: 8, chair: 2, built: ['hammock-grove'], budget: 9 }), ['maker-nook']);
    expect(decide(state, 2)).toEqual({ type: 'vote', vote: 'YES' });
    expect(decide(state, 3)).toEqual({ type: 'vote', vote: 'NO' });
  });
});

describe('votes for its own score at the end of the festival', () => {
  // Proposal 7 of 8, chaired by Play Keeper (seat 2); Rest Keeper (seat 3) chairs the last. Built: Hammock Grove
  // (REST 2): Rest Keeper 4, Play Keeper 2. Maker Nook (PLAY 2, cost 3) gives Rest Keeper nothing and Play Keeper 4,
  // and leaves budget 2, where nothing Rest Keeper can propose both scores for it and passes. Rejected, it leaves
  // budget 4: Rest Keeper proposes Lantern Walk (GLOW, PLAY, REST 1 each: something for everyone, so it passes),
  // and wins with 7 against Play Keeper's 5.
  const state = toVote(position({ priorities: [...KEEPERS], proposalNumber: 7, chair: 2, built: ['hammock-grove'], budget: 5 }), ['maker-nook']);
  it.each(['sharp', 'relaxed'] as const)('at %s, votes NO on a build that lowers its own final score, and the builder votes YES', (strength) => {
    expect(bot.decide(def.view(state, 3), 3, makeRandom('bot'), strength)).toEqual({ type: 'vote', vote: 'NO' });
    expect(bot.decide(def.view(state, 2), 2, makeRandom('bot'), strength)).toEqual({ type: 'vote', vote: 'YES' });
  });

  it('then, as the last chair, proposes the build that passes and wins it the festival, doing most for the planner furthest behind', () => {
    const rejected = voteAll(state, ['NO', 'YES', 'YES', 'NO']);
    expect(rejected.chair).toBe(3);
    expect(rejected.budget).toBe(4);
    // Lantern Walk wins it 7 to 5, 1, 1; the package Moon Gate + Long Table (cost 4) passes too and wins it 6 to 5,
    // 4, 3: the same win, and Feast Keeper, furthest behind, ends on 3 rather than 1.
    expect(decide(rejected, 3)).toEqual({ type: 'announce', projects: ['moon-gate', 'long-table'] });
  });
});

describe('among festivals that leave it the same share of the win, the one that leaves everyone something', () => {
  const festival = festivalFor([...KEEPERS]);
  // Moon Gate + Bake Tent: Glow Keeper 8 wins alone, Play Keeper 0. Moon Gate + Long Table + Lantern Walk: Glow
  // Keeper 7 still wins alone, and the planner furthest behind has 4 (Feast Keeper), not 0.
  const lean = maskOf(['moon-gate', 'bake-tent']);
  const shared = maskOf(['moon-gate', 'long-table', 'lantern-walk']);
  it('is worth more to the winner than a point of its own', () => {
    expect(festival.score(0, lean)).toBe(8);
    expect(festival.score(0, shared)).toBe(7);
    expect(Math.min(...[1, 2, 3].map((s) => festival.score(s, shared)))).toBe(4);
    expect(festival.worth(0, shared)).toBeGreaterThan(festival.worth(0, lean));
  });
  it('is never worth a share of the win', () => {
    // Moon Gate alone: Glow Keeper wins on 4, Feast and Play Keeper on 0. With Long Table and Maker Nook as well
    // everyone has 2 or more, but Play Keeper wins on 6.
    expect(festival.worth(0, maskOf(['moon-gate']))).toBeGreaterThan(festival.worth(0, maskOf(['moon-gate', 'long-table', 'maker-nook'])) + 0.5);
  });
});

describe('as chair', () => {
  it('announces an affordable project (the discussion opens), and passes a speak-or-pass moment of an older game', () => {
    const state = position({ priorities: [...KEEPERS], budget: 3, chair: 1, built: ['moon-gate', 'long-table'] });
    const move = decide(state, 1);
    expect(move.type).toBe('announce');
    expect(act(state, 1, move).phase.kind).toBe('discussion');
    const speaking = act(state, 1, { type: 'propose', projects: ['maker-nook'] });
    if (speaking.phase.kind !== 'speaking') throw new Error('speaking');
    expect(decide(speaking, speaking.phase.speaker)).toEqual({ type: 'passed' });
  });

  it('refuses to move for a seat with nothing to do', () => {
    expect(() => decide(position({ chair: 0 }), 2)).toThrow(/nothing for this planner/);
  });
});

describe('a bot sees only its own view', () => {
  it('two states that differ only in other seats’ secret votes give the same move', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.nat({ max: 3 }),
        fc.array(fc.constantFrom<Vote>('YES', 'NO'), { minLength: 4, maxLength: 4 }),
        (seed, k, votes) => {
          let state = def.setup(PLAYERS, def.defaultOptions(4), seed, T0);
          state = act(state, state.chair, bot.decide(def.view(state, state.chair), state.chair, makeRandom(seed)));
          while (state.phase.kind === 'speaking') state = act(state, 'table', { type: 'passed' });
          state = act(state, 'table', { type: 'openVote' });
          // The first k voters from the chair's left vote as `votes` says in one state, the opposite in the other.
          const seat = (state.chair + k + 1) % 4;
          let a = state;
          let b = state;
          for (let i = 1; i <= k; i++) {
            const voter = (state.chair + i) % 4;
            const vote = votes[voter] ?? 'YES';
            a = act(a, voter, { type: 'vote', vote });
            b = act(b, voter, { type: 'vote', vote: vote === 'YES' ? 'NO' : 'YES' });
          }
          expect(def.view(a, seat)).toEqual(def.view(b, seat));
          expect(decide(a, seat, seed)).toEqual(decide(b, seat, seed));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('all-bot festivals', () => {
  it('300 seeded festivals of four bots end within eight proposals, the budget never below zero, a winner named', () => {
    let ended = 0;
    for (let g = 0; g < 300; g++) {
      const seed = `bots-${g}`;
      const random = makeRandom(seed);
      let state = def.setup(PLAYERS, { firstChair: 'random', discussionLimit: g % 2 === 0 }, seed, T0);
      for (let i = 0; i < 500 && def.outcome(state) === null; i++) {
        const seat = def.waitingOn(state)[0];
        if (seat === undefined) state = act(state, 'table', { type: 'openVote' });
        else state = act(state, seat, bot.decide(def.view(state, seat), seat, random));
        if (state.budget < 0) throw new Error(`budget ${state.budget} in ${seed}`);
        if (new Set(state.built).size !== state.built.length) throw new Error(`a project built twice in ${seed}`);
      }
      const result = def.outcome(state);
      if (result === null || result.winners.length === 0) throw new Error(`no end or no winner in ${seed}`);
      if (state.log.length > 8) throw new Error(`${state.log.length} proposals in ${seed}`);
      ended++;
    }
    expect(ended).toBe(300);
  }, 120_000);
});
