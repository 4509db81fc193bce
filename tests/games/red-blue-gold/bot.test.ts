/** Red Blue Gold's bot: its submissions with the right answer beside them, the same view giving the same move, all-bot matches. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { bot, BUY } from '../../../src/games/red-blue-gold/bot';
import { def } from '../../../src/games/red-blue-gold/def';
import type { RbgState, RoundRecord } from '../../../src/games/red-blue-gold/types';
import { atRound, cards, colours, names, options, start, T0 } from './helpers';

const decide = (state: RbgState, seat: number, seed = 'bot') => bot.decide(def.view(state, seat), seat, makeRandom(seed));

/** `state` with a public record of the last round showing these card counts. */
function withCounts(state: RbgState, counts: number[], exchanges: RoundRecord['exchanges'] = []): RbgState {
  return { ...state, history: [...state.history, { round: 2, counts, points: counts.map(() => 0), exchanges }] };
}

describe('submissions', () => {
  it('buys one card, red or gold, never blue (red never scores less than blue)', () => {
    for (let i = 0; i < 40; i++) {
      const move = decide(start(13), 0, `buy-${i}`);
      if (move.type !== 'submit' || move.round !== 1) throw new Error('a buy');
      expect(move.buy.red + move.buy.gold).toBe(BUY);
      expect(move.buy.blue).toBe(0);
    }
  });

  it('gives nothing and accepts nobody in the trade (every card received must be played or it zeroes the score)', () => {
    expect(decide(atRound(2, ['r', 'rb', 'g', 'bb']), 0)).toEqual({ type: 'submit', round: 2, gifts: [], acceptFrom: [] });
  });

  it('lists its card against the opponent holding the most cards, and nobody who holds none', () => {
    const state = withCounts(atRound(3, ['r', 'rbg', '', 'rrbbg']), [1, 3, 0, 5]);
    expect(decide(state, 0)).toEqual({ type: 'submit', round: 3, games: [{ opponent: 3, colours: colours('r') }] });
  });

  it('in round 4 plays first against whoever played it in round 3', () => {
    const state = withCounts(atRound(4, ['r', 'rb', 'rrbbg', 'rr']), [1, 2, 5, 2], [
      { round: 3, a: 0, aColour: 'red', b: 1, bColour: 'blue', index: 1, aPoints: 3, bPoints: 0 },
    ]);
    expect(decide(state, 0)).toEqual({ type: 'submit', round: 4, games: [{ opponent: 1, colours: colours('r') }] });
  });

  it('plays gold first while gold would still pay, last once too many have played gold', () => {
    const gold = (a: number) => ({ round: 3 as const, a, aColour: 'gold' as const, b: 12, bColour: 'blue' as const, index: 1, aPoints: 0, bPoints: 0 });
    const few = withCounts(atRound(4, ['rg', ...Array(12).fill('rr')]), [2, ...Array(12).fill(2)], [gold(1), gold(2)]);
    expect(decide(few, 0)).toMatchObject({ games: [{ colours: colours('g') }, { colours: colours('r') }] });
    const many = withCounts(few, few.history[0]?.counts ?? [], [1, 2, 3, 4, 5, 6].map(gold));
    expect(decide(many, 0)).toMatchObject({ games: [{ colours: colours('r') }, { colours: colours('g') }] });
  });

  it('refuses to move for a seat that has submitted', () => {
    const state = def.apply(start(4), 0, { type: 'submit', round: 1, buy: cards('r') }, T0 + 1);
    expect(() => decide(state, 0)).toThrow(/nothing for this player/);
  });
});

describe('a bot sees only its own view', () => {
  it('two states that differ in other seats’ hands and submissions give the same move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 13 }), fc.constantFrom<2 | 3 | 4>(2, 3, 4), fc.string({ maxLength: 6 }), (n, round, seed) => {
        const random = makeRandom(seed);
        const hands = names(n).map(() => 'rbg'.slice(0, 1 + Math.floor(random() * 3)));
        const base = withCounts(atRound(round, hands), hands.map((h) => h.length));
        // Another hand with the same number of cards, and another seat's secret submission made.
        const other = n - 1;
        const twin = { ...base, hands: base.hands.map((h, s) => (s === other ? { red: h.red + h.blue + h.gold, blue: 0, gold: 0 } : h)) };
        const submitted = def.apply(twin, other, round === 2 ? { type: 'submit', round, gifts: [], acceptFrom: [0] } : { type: 'submit', round, games: [] }, T0 + 1);
        const plain = def.apply(base, other, round === 2 ? { type: 'submit', round, gifts: [], acceptFrom: [] } : { type: 'submit', round, games: [{ opponent: 0, colours: [] }] }, T0 + 1);
        expect(def.view(submitted, 0)).toEqual(def.view(plain, 0));
        expect(decide(submitted, 0, seed)).toEqual(decide(plain, 0, seed));
      }),
      { numRuns: 200 },
    );
  });
});

describe('all-bot matches', () => {
  it('2,000 seeded matches of 4 to 13 bots end, with every card bought played, given or held, and a winner', () => {
    let ended = 0;
    for (let g = 0; g < 2000; g++) {
      const n = 4 + (g % 10);
      const seed = `bots-${g}`;
      const random = makeRandom(seed);
      let state = def.setup(names(n), options({ roundClock: g % 3 === 0 ? 'none' : '1h' }), seed, T0);
      let now = T0;
      for (let i = 0; i < 500 && def.outcome(state) === null; i++) {
        now += 1000;
        const seat = def.waitingOn(state)[0];
        if (seat === undefined) {
          const move = def.randomAction(state, random, now);
          if (move === null) throw new Error(`stuck in ${seed}`);
          state = def.apply(state, move.actor, move.action, now);
        } else state = def.apply(state, seat, bot.decide(def.view(state, seat), seat, random), now);
        state.ledgers.forEach((l, s) => {
          const held = state.hands[s];
          if (held === undefined || l.bought + l.received - l.given - l.played !== held.red + held.blue + held.gold) throw new Error(`cards lost in ${seed}`);
        });
      }
      const result = def.outcome(state);
      if (result === null || result.winners.length === 0) throw new Error(`no end or no winner in ${seed}`);
      ended++;
    }
    expect(ended).toBe(2000);
  }, 60_000);
});
