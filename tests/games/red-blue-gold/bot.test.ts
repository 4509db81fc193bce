/** Red Blue Gold's bot: its submissions with the right answer beside them, the same view giving the same move, all-bot matches, a person among bots. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import type { Seat } from '../../../src/engine/types';
import { BIG, bigDeck, bot, deckOf, RELAXED_SMALL_SHARE, schedule, SMALL, SMALL_SHARE } from '../../../src/games/red-blue-gold/bot';
import { likelyListings, type Third } from '../../../src/games/red-blue-gold/bot/people';
import { followsSchedule, hostsOf } from '../../../src/games/red-blue-gold/bot/table';
import { def } from '../../../src/games/red-blue-gold/def';
import type { Exchange, RbgAction, RbgOptions, RbgState, RoundRecord } from '../../../src/games/red-blue-gold/types';
import { redBlueGoldStyles } from '../../../bench/styles/red-blue-gold';
import { atRound, cards, names, options, start, T0 } from './helpers';

const decide = (state: RbgState, seat: number, seed = 'bot') => bot.decide(def.view(state, seat), seat, makeRandom(seed));

/**
 * `state` with the public record of rounds 1 and 2 (the cards each bought, kept through the trade) and, at round 4,
 * of round 3 (the counts after it and its exchanges).
 */
function bought(state: RbgState, counts: number[], after3?: number[], exchanges: Exchange[] = []): RbgState {
  const record = (round: 1 | 2 | 3, c: number[], x: Exchange[] = []): RoundRecord => ({ round, counts: c, points: c.map(() => 0), exchanges: x });
  return { ...state, history: [record(1, counts), record(2, counts), ...(after3 ? [record(3, after3, exchanges)] : [])] };
}

/** The games of a play move, as `{ opponent: colour letters }`. */
function lists(move: RbgAction): Record<number, string> {
  if (move.type !== 'submit' || move.round < 3) throw new Error('a play');
  if (move.round === 1 || move.round === 2) throw new Error('a play');
  return Object.fromEntries(move.games.map((g) => [g.opponent, g.colours.map((c) => c[0]).join('')]));
}

/** Cards listed in a play move. */
const listed = (move: RbgAction) => Object.values(lists(move)).reduce((n, c) => n + c.length, 0);

/** A hand of the deck of `size` cards, as a code. */
const code = (size: number) => {
  const d = deckOf(size);
  return 'r'.repeat(d.red) + 'g'.repeat(d.gold);
};

describe('submissions', () => {
  it('buys the big deck (two red, the rest gold) or now and then the small one (a red and a gold), never blue', () => {
    let small = 0;
    for (let i = 0; i < 300; i++) {
      const move = decide(start(13), 0, `buy-${i}`);
      if (move.type !== 'submit' || move.round !== 1) throw new Error('a buy');
      expect([cards(code(BIG)), cards(code(SMALL))]).toContainEqual(move.buy);
      expect(move.buy.blue).toBe(0);
      if (move.buy.red + move.buy.gold === SMALL) small++;
    }
    expect(deckOf(BIG)).toEqual({ red: 2, blue: 0, gold: 6 });
    expect(deckOf(SMALL)).toEqual({ red: 1, blue: 0, gold: 1 });
    // About SMALL_SHARE (one in five) buy the small deck.
    expect(small).toBeGreaterThan(300 * SMALL_SHARE * 0.6);
    expect(small).toBeLessThan(300 * SMALL_SHARE * 1.4);
  });

  it('at a small table the big deck is no bigger than the others’ small hands could take', () => {
    expect(bigDeck(4)).toBe(6);
    expect(bigDeck(5)).toBe(BIG);
    for (let i = 0; i < 50; i++) {
      const move = decide(start(4), 0, `small-${i}`);
      if (move.type !== 'submit' || move.round !== 1) throw new Error('a buy');
      expect([SMALL, 6]).toContain(move.buy.red + move.buy.gold);
    }
  });

  it('bots at one table buy independently (each move has its own seed, differing only at the end)', () => {
    const sizes = Array.from({ length: 13 }, (_, i) => {
      const move = decide(start(13), i, `table-x:bot:${i}`);
      return move.type === 'submit' && move.round === 1 ? move.buy.red + move.buy.gold : -1;
    });
    expect(sizes).toContain(BIG);
    expect(sizes).toContain(SMALL);
  });

  it('a Relaxed bot buys the small deck more often (a smaller bet)', () => {
    let small = 0;
    for (let i = 0; i < 300; i++) {
      const move = bot.decide(def.view(start(13), 0), 0, makeRandom(`buy-${i}`), 'relaxed');
      if (move.type !== 'submit' || move.round !== 1) throw new Error('a buy');
      if (move.buy.red + move.buy.gold === SMALL) small++;
    }
    expect(RELAXED_SMALL_SHARE).toBeGreaterThan(SMALL_SHARE);
    expect(small).toBeGreaterThan(300 * RELAXED_SMALL_SHARE * 0.7);
  });

  it('gives nothing and accepts nobody in the trade (every card received must be played or it zeroes the score)', () => {
    expect(decide(atRound(2, ['r', 'rb', 'g', 'bb']), 0)).toEqual({ type: 'submit', round: 2, gifts: [], acceptFrom: [] });
  });

  it('the schedule pairs every card of a table of bots, the same worked out from any seat', () => {
    const state = bought(atRound(3, Array(13).fill('rrrr')), Array(13).fill(4));
    const plan = schedule(def.view(state, 0));
    expect(plan.map((row) => row.reduce((a, b) => a + b, 0))).toEqual(Array(13).fill(4));
    plan.forEach((row, a) => row.forEach((k, b) => expect(plan[b]?.[a]).toBe(k)));
    expect(schedule(def.view(state, 7)).map((row) => row.join())).toEqual(plan.map((row) => row.join()));
  });
});

describe('where it lists', () => {
  it('as the biggest hand among people who list the biggest hands, spreads its cards over them, at most two each', () => {
    const state = bought(atRound(3, [code(BIG), ...Array(12).fill('rrrrbb')]), [BIG, ...Array(12).fill(6)]);
    const move = decide(state, 0);
    expect(listed(move)).toBe(BIG);
    const games = lists(move);
    expect(Object.keys(games).length).toBeGreaterThanOrEqual(4);
    for (const colours of Object.values(games)) expect(colours.length).toBeLessThanOrEqual(2);
  });

  it('in round 3 a big hand answers a person whose hand is no bot’s and keeps cards back for round 4', () => {
    // Seats 0 to 11 bought the big deck; seat 12 six cards (a person's hand): every bot lists it at least once.
    const state = bought(atRound(3, [...Array(12).fill(code(BIG)), 'rrrrbb']), [...Array(12).fill(BIG), 6]);
    for (const seat of [0, 5, 11]) {
      const move = decide(state, seat);
      expect(lists(move)[12]?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(listed(move)).toBeLessThanOrEqual(BIG - 2);
    }
  });

  it('greets each small hand with a big one none of its habits names, the load shared out', () => {
    const counts = [8, 8, 2, 8, 8, 8, 2, 8, 8, 2, 8, 8, 8];
    const big = counts.map((c) => c === 8);
    const small = counts.map((c) => c === 2);
    const hosts = hostsOf(counts, big, small);
    for (const x of [2, 6, 9]) {
      const h = hosts[x] ?? -1;
      expect(big[h]).toBe(true);
      // Not a neighbour, nor among the two biggest hands (the earliest seats), nor among the hands like its own.
      expect([x - 1, x + 1, 0, 1]).not.toContain(h);
    }
    expect(new Set([hosts[2], hosts[6], hosts[9]]).size).toBe(3);
    expect(hosts.filter((h, s) => !small[s] && h >= 0)).toEqual([]);
  });

  it('a small bot lists its greeter first, and once they met it keeps to the schedule in round 4', () => {
    const counts = [8, 8, 2, 8, 8, 8, 8];
    const hosts = hostsOf(
      counts,
      counts.map((c) => c === 8),
      counts.map((c) => c === 2),
    );
    const host = hosts[2] ?? -1;
    const state = bought(
      atRound(
        3,
        counts.map((c) => code(c)),
      ),
      counts,
    );
    expect(lists(decide(state, 2))[host]).toBeDefined();
    // Round 3 played by the bots as they decide: in round 4 seat 2 reads as keeping to the schedule.
    const moves = counts.map((_, s) => [s, decide(state, s, `r3-${s}`)] as const);
    const after = moves.reduce((st, [s, m]) => def.apply(st, s, m, T0 + 1), state);
    expect(after.round).toBe(4);
    expect(followsSchedule(def.view(after, 0))[2]).toBe(true);
    // A person in seat 2 who lists its habits (the biggest hands) and never its greeter does not.
    const person = moves.map(
      ([s, m]) =>
        [
          s,
          s === 2
            ? ({
                type: 'submit',
                round: 3,
                games: [
                  { opponent: 0, colours: ['red'] },
                  { opponent: 1, colours: ['gold'] },
                ],
              } as RbgAction)
            : m,
        ] as const,
    );
    const after2 = person.reduce((st, [s, m]) => def.apply(st, s, m, T0 + 1), state);
    expect(followsSchedule(def.view(after2, 0))[2]).toBe(false);
  });

  it('in round 4 reads which habit a person keeps from round 3: whose listings met, and whose did not', () => {
    // Seat 0, with 4 cards, met its neighbours 1 and 5 in round 3; seats 2 and 3 (the biggest hands, which a person
    // picking the biggest hands would have listed) listed it and did not meet it. Now it holds 2 cards.
    const n = 6;
    const zero = Array.from({ length: n }, () => Array<number>(n).fill(0));
    const metIn3 = zero.map((row) => row.slice());
    for (const q of [1, 5]) {
      (metIn3[0] as number[])[q] = 1;
      (metIn3[q] as number[])[0] = 1;
    }
    const before = { round: 3 as const, counts: [4, 8, 8, 8, 8, 8], metIn3 };
    const bots = zero.map((row) => row.map(() => -1));
    for (const q of [1, 2, 3, 5]) (bots[q] as number[])[0] = 1;
    const third: Third = { before, listed: bots };
    const now = { round: 4 as const, counts: [2, 4, 4, 4, 4, 4], metIn3 };
    const likely = likelyListings(now, third, [true, false, false, false, false, false]);
    const first = (q: number) => likely[0]?.[q]?.[0] ?? 0;
    // It plays back the neighbours it met; the biggest hands that listed it in vain are not its habit.
    expect(first(1)).toBeGreaterThan(0.7);
    expect(first(5)).toBeGreaterThan(0.7);
    expect(first(2)).toBeLessThan(0.2);
    expect(first(3)).toBeLessThan(0.2);
  });

  it('in round 4 lists every card it holds, first against the bot it is scheduled to meet', () => {
    const state = bought(atRound(4, ['rr', 'rr', '', 'r']), [BIG, BIG, BIG, BIG], [2, 2, 0, 1]);
    const move = decide(state, 0);
    expect(listed(move)).toBe(2);
    expect(Object.keys(lists(move))).toContain('1');
    expect(Object.keys(lists(move))).not.toContain('2');
  });

  it('refuses to move for a seat that has submitted', () => {
    const state = def.apply(start(4), 0, { type: 'submit', round: 1, buy: cards('r') }, T0 + 1);
    expect(() => decide(state, 0)).toThrow(/nothing for this player/);
  });
});

describe('colours', () => {
  it('while gold would pay, leads with gold against a person (7 for it, 3 for the person’s red)', () => {
    const state = bought(atRound(3, [code(BIG), ...Array(12).fill('rrrrbb')]), [BIG, ...Array(12).fill(6)]);
    const games = Object.values(lists(decide(state, 0)));
    expect(games.join('').split('g').length - 1).toBe(deckOf(BIG).gold);
    // Each game's gold comes before its red, and the games with gold are the first dealt.
    for (const colours of games) expect(colours).toMatch(/^g*r*$/);
  });

  it('once gold will not pay, gives a person its dead gold only while the person stays within the bots’ reach', () => {
    // Thirteen seats, twelve bots with the big deck (gold cannot pay), seat 12 a person with six cards. In round 3
    // the bots' level is 6 (two reds each): the bots give the person two gold between them (one more where a bot
    // answering it has no red left), and red against red otherwise.
    const state = bought(atRound(3, [...Array(12).fill(code(BIG)), 'rrrrrr']), [...Array(12).fill(BIG), 6]);
    let gold = 0;
    let answered = 0;
    for (let seat = 0; seat < 12; seat++) {
      const game = lists(decide(state, seat))[12] ?? '';
      answered += game.length;
      gold += [...game].filter((c) => c === 'g').length;
    }
    expect(answered).toBeGreaterThanOrEqual(12);
    expect(gold).toBeGreaterThanOrEqual(2);
    expect(gold).toBeLessThanOrEqual(3);
    // A person already past the bots' level gets red against red (gold only from a bot with no red left).
    const past: RbgState = { ...state, points: state.points.map((p, s) => (s === 12 ? 9 : p)) };
    for (let seat = 0; seat < 12; seat++) {
      const game = lists(decide(past, seat))[12] ?? '';
      expect(game).toMatch(/^r{0,2}g*$/);
      if (game.length <= deckOf(BIG).red) expect(game).not.toContain('g');
    }
  });

  it('a bot left with cards no one is likely to take plays red, which gives no other player a point', () => {
    // Round 4, gold still paying: seat 0 holds six cards, and the only other holder is a person with one card.
    const state = bought(atRound(4, ['rrgggg', 'r', '', '', '']), [6, 2, 2, 2, 2], [6, 1, 0, 0, 0]);
    const games = lists(decide(state, 0));
    expect(Object.values(games).join('')[0]).toBe('r');
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

/** `state` with a public record of the last round showing these card counts. */
function withCounts(state: RbgState, counts: number[]): RbgState {
  return { ...state, history: [...state.history, { round: 2, counts, points: counts.map(() => 0), exchanges: [] }] };
}

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
  }, 120_000);
});

describe('bots play the match out', () => {
  /** A seeded match of `n` seats, bots at every seat (at `strength`), with every round's clock left off. */
  const match = (n: number, seed: string, strength: 'sharp' | 'relaxed'): RbgState =>
    playOut(n, seed, { roundClock: 'none', strength, botRandom: (i) => makeRandom(`${seed}:bot:${i}`) });

  it('a table of bots (4 to 13, either strength) ends with no card held, having met in round 3 and, unless every card was played then, in round 4', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 13 }),
        fc.string({ maxLength: 8 }),
        fc.constantFrom<'sharp' | 'relaxed'>('sharp', 'relaxed'),
        (n, seed, strength) => {
          const state = match(n, seed, strength);
          expect(state.final?.zeroed).toEqual(Array(n).fill(false));
          const third = state.history.find((r) => r.round === 3);
          expect(third?.exchanges.length ?? 0).toBeGreaterThan(0);
          if (state.round4Skipped) expect(third?.counts).toEqual(Array(n).fill(0));
          else expect(state.history.find((r) => r.round === 4)?.exchanges.length ?? 0).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('a person among bots', () => {
  /** One seeded match of 13: the league's `style` (bench/styles/red-blue-gold.ts) at `seat`, Sharp bots elsewhere. */
  function among(style: 'simple' | 'thumb', seat: Seat, seed: string) {
    const random = makeRandom(seed);
    let state = def.setup(names(13), options({ roundClock: 'none' }), seed, T0);
    let now = T0;
    let listedAtBots = 0;
    for (let i = 0; i < 500 && def.outcome(state) === null; i++) {
      now += 1000;
      const s = def.waitingOn(state)[0];
      if (s === undefined) {
        const move = def.randomAction(state, random, now);
        if (move === null) throw new Error(`stuck in ${seed}`);
        state = def.apply(state, move.actor, move.action, now);
        continue;
      }
      const view = def.view(state, s);
      const action = s === seat ? redBlueGoldStyles[style].decide(view, s, random) : bot.decide(view, s, makeRandom(`${seed}:${i}`));
      if (s === seat && action.type === 'submit' && (action.round === 3 || action.round === 4))
        listedAtBots += action.games.reduce((k, g) => k + g.colours.length, 0);
      state = def.apply(state, s, action, now);
    }
    const played = state.history.flatMap((r) => r.exchanges).filter((x) => x.a === seat || x.b === seat).length;
    return { state, listedAtBots, played };
  }

  it('gets most of the cards it lists at the bots played, wins now and then, and no bot is left holding a card', () => {
    for (const style of ['simple', 'thumb'] as const) {
      let listedAtBots = 0;
      let played = 0;
      let wins = 0;
      for (let g = 0; g < 39; g++) {
        const seat = g % 13;
        const r = among(style, seat, `among-${style}-${g}`);
        listedAtBots += r.listedAtBots;
        played += r.played;
        if (r.state.final?.winners.includes(seat) === true) wins++;
        expect(r.state.final?.zeroed.filter((z, s) => z && s !== seat)).toEqual([]);
      }
      expect(played / listedAtBots).toBeGreaterThan(0.8);
      expect(wins).toBeGreaterThan(0);
    }
  }, 60_000);
});
