/** Red Blue Gold's bot: its submissions with the right answer beside them, the same view giving the same move, all-bot matches. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { bot, DECK, schedule } from '../../../src/games/red-blue-gold/bot';
import { def } from '../../../src/games/red-blue-gold/def';
import type { RbgOptions, RbgState, RoundRecord } from '../../../src/games/red-blue-gold/types';
import { atRound, cards, colours, names, options, start, T0 } from './helpers';

const decide = (state: RbgState, seat: number, seed = 'bot') => bot.decide(def.view(state, seat), seat, makeRandom(seed));

/**
 * `state` with the public record of rounds 1 and 2 (the cards each bought, kept through the trade) and, at round 4,
 * of round 3 (the counts after it).
 */
function bought(state: RbgState, counts: number[], after3?: number[]): RbgState {
  const record = (round: 1 | 2 | 3, c: number[]): RoundRecord => ({ round, counts: c, points: c.map(() => 0), exchanges: [] });
  return { ...state, history: [record(1, counts), record(2, counts), ...(after3 ? [record(3, after3)] : [])] };
}

/** `state` with a public record of the last round showing these card counts. */
function withCounts(state: RbgState, counts: number[], exchanges: RoundRecord['exchanges'] = []): RbgState {
  return { ...state, history: [...state.history, { round: 2, counts, points: counts.map(() => 0), exchanges }] };
}

describe('submissions', () => {
  it('buys a deck of four, red with now and then gold (Sharp), never blue (red never scores less than blue)', () => {
    let golds = 0;
    for (let i = 0; i < 200; i++) {
      const move = decide(start(13), 0, `buy-${i}`);
      if (move.type !== 'submit' || move.round !== 1) throw new Error('a buy');
      expect(move.buy.red + move.buy.gold).toBe(DECK);
      expect(move.buy.blue).toBe(0);
      if (move.buy.gold > 0) golds++;
    }
    // About goldChance(13, 6) = 23% of bots buy gold: three of 13 on average, under the limit of six.
    expect(golds).toBeGreaterThan(20);
    expect(golds).toBeLessThan(80);
  });

  it('bots at one table buy gold independently (each move has its own seed, differing only at the end)', () => {
    const buys = Array.from({ length: 13 }, (_, i) => decide(start(13), i, `table-x:bot:${i}`));
    const gold = buys.filter((m) => m.type === 'submit' && m.round === 1 && m.buy.gold > 0).length;
    expect(gold).toBeGreaterThan(0);
    expect(gold).toBeLessThan(13);
  });

  it('a Relaxed bot buys the same number of cards, gold more rarely', () => {
    let golds = 0;
    for (let i = 0; i < 200; i++) {
      const move = bot.decide(def.view(start(13), 0), 0, makeRandom(`buy-${i}`), 'relaxed');
      if (move.type !== 'submit' || move.round !== 1) throw new Error('a buy');
      expect(move.buy.red + move.buy.gold).toBe(DECK);
      if (move.buy.gold > 0) golds++;
    }
    expect(golds).toBeLessThan(40);
  });

  it('gives nothing and accepts nobody in the trade (every card received must be played or it zeroes the score)', () => {
    expect(decide(atRound(2, ['r', 'rb', 'g', 'bb']), 0)).toEqual({ type: 'submit', round: 2, gifts: [], acceptFrom: [] });
  });

  it('the schedule pairs every card of a table of bots, the same worked out from any seat', () => {
    const state = bought(atRound(3, Array(13).fill('rrrr')), Array(13).fill(4));
    const plan = schedule(def.view(state, 0));
    expect(plan.map((row) => row.reduce((a, b) => a + b, 0))).toEqual(Array(13).fill(4));
    plan.forEach((row, a) => row.forEach((k, b) => expect(plan[b]?.[a]).toBe(k)));
    expect(schedule(def.view(state, 7))).toEqual(plan);
  });

  it('in round 3 lists half its deck by the schedule among bots, one card a partner, the rest kept for round 4', () => {
    const state = bought(atRound(3, ['rrrr', 'rrrr', 'rrrr', 'rrrr']), [4, 4, 4, 4]);
    const move = decide(state, 0);
    if (move.type !== 'submit' || move.round !== 3) throw new Error('a play');
    expect(move.games.reduce((n, g) => n + g.colours.length, 0)).toBe(2);
    expect(move.games.every((g) => g.colours.length === 1)).toBe(true);
  });

  it('among players who bought other decks, lists one card each where they are likeliest to list it: its neighbours first', () => {
    // Seat 0 is the only player keeping to the schedule, so nothing is kept for it: its four cards go one each to
    // the players likeliest to list it (all hold fewer; its neighbours 1 and 5 also sit beside it), then the nearest.
    const state = bought(atRound(3, ['rrrr', 'rr', 'rr', 'rr', 'rr', 'rr']), [4, 2, 2, 2, 2, 2]);
    const move = decide(state, 0);
    if (move.type !== 'submit' || move.round !== 3) throw new Error('a play');
    expect(move.games.map((g) => g.opponent)).toEqual([1, 2, 4, 5]);
    expect(move.games.every((g) => g.colours.length === 1)).toBe(true);
  });

  it('in round 4 plays back a player who met it in round 3 and does not keep to the schedule, before the bots', () => {
    // Seats 1 and 2 bought two cards, seats 0 and 3 a bot's four. In round 3 seat 0 met seat 3 twice (the schedule)
    // and seat 1 once; now it holds one card, and seat 1, who plays back whoever played it, is where it goes.
    const x = (b: number) => ({ round: 3 as const, a: 0, aColour: 'red' as const, b, bColour: 'red' as const, index: 1, aPoints: 0, bPoints: 0 });
    const state = bought(atRound(4, ['r', 'r', 'rr', 'rr']), [4, 2, 2, 4], [1, 1, 2, 2]);
    const played: RbgState = { ...state, history: state.history.map((r) => (r.round === 3 ? { ...r, exchanges: [x(1), x(3), { ...x(3), index: 2 }] } : r)) };
    expect(decide(played, 0)).toEqual({ type: 'submit', round: 4, games: [{ opponent: 1, colours: ['red'] }] });
  });

  it('in round 4 lists every card it holds, first against the bot it is scheduled to meet', () => {
    const state = bought(atRound(4, ['rr', 'rr', '', 'r']), [4, 4, 4, 4], [2, 2, 0, 1]);
    const move = decide(state, 0);
    if (move.type !== 'submit' || move.round !== 4) throw new Error('a play');
    expect(move.games.reduce((n, g) => n + g.colours.length, 0)).toBe(2);
    expect(move.games.map((g) => g.opponent)).toContain(1);
    expect(move.games.map((g) => g.opponent)).not.toContain(2);
  });

  it('plays gold first while gold would still pay, last once too many have played gold', () => {
    const gold = (a: number) => ({ round: 3 as const, a, aColour: 'gold' as const, b: 12, bColour: 'blue' as const, index: 1, aPoints: 0, bPoints: 0 });
    const few = withCounts(atRound(4, ['rg', ...Array(12).fill('rr')]), [2, ...Array(12).fill(2)], [gold(1), gold(2)]);
    const order = (m: ReturnType<typeof decide>) => (m.type === 'submit' && m.round === 4 ? m.games.flatMap((g) => g.colours) : []);
    expect(order(decide(few, 0))[0]).toBe('gold');
    const many = withCounts(few, few.history[0]?.counts ?? [], [1, 2, 3, 4, 5, 6].map(gold));
    expect(order(decide(many, 0))).toEqual(colours('rg'));
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
        const base = withCounts(
          atRound(round, hands),
          hands.map((h) => h.length),
        );
        // Another hand with the same number of cards, and another seat's secret submission made.
        const other = n - 1;
        const twin = { ...base, hands: base.hands.map((h, s) => (s === other ? { red: h.red + h.blue + h.gold, blue: 0, gold: 0 } : h)) };
        const submitted = def.apply(
          twin,
          other,
          round === 2 ? { type: 'submit', round, gifts: [], acceptFrom: [0] } : { type: 'submit', round, games: [] },
          T0 + 1,
        );
        const plain = def.apply(
          base,
          other,
          round === 2 ? { type: 'submit', round, gifts: [], acceptFrom: [] } : { type: 'submit', round, games: [{ opponent: 0, colours: [] }] },
          T0 + 1,
        );
        expect(def.view(submitted, 0)).toEqual(def.view(plain, 0));
        expect(decide(submitted, 0, seed)).toEqual(decide(plain, 0, seed));
      }),
      { numRuns: 200 },
    );
  });
});

/** How {@link playOut} plays a match. */
interface Play {
  roundClock: RbgOptions['roundClock'];
  /** The bots' strength; the bot's own default when absent. */
  strength?: 'sharp' | 'relaxed';
  /** The random numbers the bot gets at step `step`; the match's own stream (its random play's) when absent. */
  botRandom?(step: number): () => number;
  /** Called with the state after every step. */
  each?(state: RbgState): void;
}

/** A seeded match of `n` seats, bots at every seat, played for up to 500 steps a second apart; what no seat decides is random play. */
function playOut(n: number, seed: string, play: Play): RbgState {
  const random = makeRandom(seed);
  let state = def.setup(names(n), options({ roundClock: play.roundClock }), seed, T0);
  let now = T0;
  for (let i = 0; i < 500 && def.outcome(state) === null; i++) {
    now += 1000;
    const seat = def.waitingOn(state)[0];
    if (seat === undefined) {
      const move = def.randomAction(state, random, now);
      if (move === null) throw new Error(`stuck in ${seed}`);
      state = def.apply(state, move.actor, move.action, now);
    } else state = def.apply(state, seat, bot.decide(def.view(state, seat), seat, play.botRandom?.(i) ?? random, play.strength), now);
    play.each?.(state);
  }
  return state;
}

describe('all-bot matches', () => {
  it('2,000 seeded matches of 4 to 13 bots end, with every card bought played, given or held, and a winner', () => {
    let ended = 0;
    for (let g = 0; g < 2000; g++) {
      const seed = `bots-${g}`;
      const each = (state: RbgState) =>
        state.ledgers.forEach((l, s) => {
          const held = state.hands[s];
          if (held === undefined || l.bought + l.received - l.given - l.played !== held.red + held.blue + held.gold) throw new Error(`cards lost in ${seed}`);
        });
      const result = def.outcome(playOut(4 + (g % 10), seed, { roundClock: g % 3 === 0 ? 'none' : '1h', each }));
      if (result === null || result.winners.length === 0) throw new Error(`no end or no winner in ${seed}`);
      ended++;
    }
    expect(ended).toBe(2000);
  }, 60_000);
});

describe('bots play the match out', () => {
  /** A seeded match of `n` seats, bots at every seat (at `strength`), with every round's clock left off. */
  const match = (n: number, seed: string, strength: 'sharp' | 'relaxed'): RbgState =>
    playOut(n, seed, { roundClock: 'none', strength, botRandom: (i) => makeRandom(`${seed}:bot:${i}`) });

  it('a table of bots (4 to 13, either strength) ends with no card held, having met in rounds 3 and 4', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 13 }),
        fc.string({ maxLength: 8 }),
        fc.constantFrom<'sharp' | 'relaxed'>('sharp', 'relaxed'),
        (n, seed, strength) => {
          const state = match(n, seed, strength);
          expect(state.final?.zeroed).toEqual(Array(n).fill(false));
          expect(state.round4Skipped).toBe(false);
          for (const round of [3, 4]) expect(state.history.find((r) => r.round === round)?.exchanges.length ?? 0).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('at 13 seats gold pays in most matches (few enough bots buy it)', () => {
    let pays = 0;
    for (let g = 0; g < 100; g++) if (match(13, `gold-${g}`, 'sharp').final?.goldPays === true) pays++;
    expect(pays).toBeGreaterThanOrEqual(90);
  });
});
