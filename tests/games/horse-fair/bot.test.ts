/** Horse Fair's bot: positions with the right move beside them, the same view giving the same move, and whole all-bot games. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { bot, dealsFor, decideWith, HF_EFFORT, HF_RELAXED_EFFORT } from '../../../src/games/horse-fair/bot';
import type { BotBudget, BotStrength } from '../../../src/games/contract';
import { def as rules } from '../../../src/games/horse-fair/def';
import type { HfState } from '../../../src/games/horse-fair/types';
import { accountsForAll, gameArb, holds } from './arbitraries';
import { DANDY, FIRECRACKER, position, RASCAL, redealHidden, reg, second, SNOWFLAKE, SUNDOWN, thumbs } from './helpers';

/** A budget spent as soon as the bot looks at the clock (each reading 1 s after the last): it makes its least deals. */
const spent = (): BotBudget => {
  let t = 0;
  return { ms: 50, now: () => (t += 1000) };
};

describe.each([
  ['sharp', 'sharp', undefined],
  ['relaxed', 'relaxed', undefined],
  ['sharp, its time spent at once', 'sharp', spent],
  ['relaxed, its time spent at once', 'relaxed', spent],
] as const)('positions, %s', (_name, strength: BotStrength, budget) => {
  const decide = (state: HfState, seed = 'bot') => {
    const seat = state.turn ?? -1;
    return bot.decide(rules.view(state, seat), seat, makeRandom(seed), strength, budget?.());
  };
  it('takes a fourth figurine when a card in hand makes a horse win (an instant win)', () => {
    const state = position({
      players: 3,
      hands: [[reg(DANDY, 0), reg(RASCAL, 2), reg(SNOWFLAKE, 0), thumbs(SUNDOWN)], [reg(FIRECRACKER, 0)], [reg(FIRECRACKER, 1)]],
      faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)], []],
      figurines: [3, 0, 0],
    });
    expect(decide(state)).toEqual({ type: 'play', card: reg(RASCAL, 2).id });
  });

  it('plays Thumbs Down! on the horse a rival with three figurines wins with its next card', () => {
    const state = position({
      players: 2,
      hands: [
        [thumbs(DANDY), reg(RASCAL, 0), reg(SUNDOWN, 0), reg(FIRECRACKER, 0)],
        [reg(DANDY, 6), reg(SNOWFLAKE, 1)],
      ],
      faceUp: [[], [reg(DANDY, 0), reg(DANDY, 1), reg(DANDY, 2), reg(DANDY, 3), reg(DANDY, 4), reg(DANDY, 5)]],
      figurines: [0, 3],
    });
    expect(decide(state)).toEqual({ type: 'play', card: thumbs(DANDY).id });
  });

  it('backs its own horse: adds a Second Look to a horse it leads on rather than feed a rival', () => {
    const state = position({
      players: 2,
      hands: [[second(SNOWFLAKE), reg(DANDY, 0)], [reg(RASCAL, 0)]],
      faceUp: [
        [reg(SNOWFLAKE, 0), reg(SNOWFLAKE, 1), reg(SNOWFLAKE, 2)],
        [reg(DANDY, 1), reg(DANDY, 2), reg(DANDY, 3), reg(DANDY, 4), reg(DANDY, 5)],
      ],
    });
    expect(decide(state)).toEqual({ type: 'play', card: second(SNOWFLAKE).id });
  });

  it('refuses to move for a seat whose turn it is not', () => {
    const state = position({ players: 2, hands: [[reg(DANDY, 0)], [reg(RASCAL, 0)]] });
    expect(() => bot.decide(rules.view(state, 1), 1, makeRandom('x'))).toThrow(/not this player/);
  });
});

describe('effort', () => {
  it('a Sharp bot deals fewer times where a deal costs more (a full hand early on), never fewer than a Relaxed one', () => {
    expect(dealsFor(HF_EFFORT, 6, 60)).toBe(25); // 9,000 / (6 × 60)
    expect(dealsFor(HF_EFFORT, 3, 20)).toBe(48);
    expect(dealsFor(HF_EFFORT, 6, 200)).toBe(16);
    expect(dealsFor(HF_RELAXED_EFFORT, 6, 60)).toBe(12);
  });
});

describe('a bot sees only its own view', () => {
  it('two states with the same view for its seat give the same move', () => {
    fc.assert(
      fc.property(gameArb, fc.nat({ max: 60 }), fc.string({ maxLength: 6 }), ({ players, options, seed }, steps, other) => {
        let state = rules.setup(players, options, seed, 0);
        const random = makeRandom(`walk-${seed}`);
        for (let i = 0; i < steps; i++) {
          const move = rules.randomAction(state, random, 0);
          if (move === null || state.phase !== 'playing') break;
          state = rules.apply(state, move.actor, move.action, 0);
        }
        if (state.phase !== 'playing' || state.turn === null) return;
        const seat = state.turn;
        const twin = redealHidden(state, seat, other);
        expect(rules.view(twin, seat)).toEqual(rules.view(state, seat));
        const random1 = makeRandom('same');
        const random2 = makeRandom('same');
        expect(decideWith(rules.view(twin, seat), seat, random2, { deals: 4, horizon: 8 })).toEqual(
          decideWith(rules.view(state, seat), seat, random1, { deals: 4, horizon: 8 }),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('all-bot games', () => {
  it('2,000 seeded games of bots in every seat (a light effort: one deal, three moves ahead) end with every card accounted for and a winner', () => {
    fc.assert(
      fc.property(gameArb, ({ players, options: any, seed }) => {
        // At most two hands, so two thousand games stay quick; every mode and scoring still comes up.
        const options = { ...any, hands: any.hands === 'per-player' ? 2 : Math.min(any.hands, 2) };
        let state = rules.setup(players, options, seed, 0);
        const random = makeRandom(`bots-${seed}`);
        for (let i = 0; i < 5000 && rules.outcome(state) === null; i++) {
          const seat = rules.waitingOn(state)[0];
          if (seat === undefined) {
            const move = rules.randomAction(state, random, 0);
            holds(move !== null && move.actor === 'table', 'only the table may move between hands');
            state = rules.apply(state, 'table', move?.action ?? { type: 'next-hand' }, 0);
            continue;
          }
          const action = decideWith(rules.view(state, seat), seat, random, { deals: 1, horizon: 3 });
          holds(action.type === 'play' && (state.hands[seat] ?? []).some((c) => c.id === action.card), 'the bot played a card it does not hold');
          state = rules.apply(state, seat, action, 0);
          holds(accountsForAll(state), 'a card was created or lost');
        }
        const result = rules.outcome(state);
        expect(result?.winners.length).toBeGreaterThan(0);
        expect(state.history).toHaveLength(state.handsTotal);
      }),
      { numRuns: 2000 },
    );
  }, 600_000); // CPU-bound: a busy machine slows it, nothing waits on time
});
