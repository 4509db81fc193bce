import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/red-blue-gold/def';
import { competitionPlaces } from '../../../src/games/red-blue-gold/rules/end';
import type { RbgAction, RbgState, Season } from '../../../src/games/red-blue-gold/types';
import { atRound, bySeat, play, T0, timeOut } from './helpers';

interface Ending {
  points: number[];
  /** Gold cards played per seat (default 0). */
  gold?: number[];
  /** Hands still held (codes, default empty). */
  hands?: string[];
  season?: Partial<Season>;
}

/** Ends a match with these points, gold played and hands left (round 4 closes with nothing submitted). */
function ending({ points, gold = [], hands = [], season = {} }: Ending): RbgState {
  const s = atRound(
    4,
    points.map((_, i) => hands[i] ?? ''),
    {},
    season,
  );
  return timeOut({
    ...s,
    points,
    ledgers: s.ledgers.map((l, i) => ({ ...l, bought: l.bought + (gold[i] ?? 0), played: gold[i] ?? 0, goldPlayed: gold[i] ?? 0 })),
  });
}

/** The winners at seats 0, 1, 2… voting, in turn, for the E.C. at each of `seats`. */
const votes = (...seats: number[]) => bySeat(seats.map((seat): RbgAction => ({ type: 'choose-ec', seat })));

const f = (s: RbgState) => {
  if (!s.final) throw new Error('not ended');
  return s.final;
};

describe('gold bonus: 7 per gold card when at most ⌊n/2⌋ players played gold', () => {
  it.each([
    [13, 6, true],
    [13, 7, false],
    [4, 2, true],
    [4, 3, false],
    [9, 4, true],
    [9, 5, false],
  ])('%i players, %i played gold: pays %s', (n, goldPlayers, pays) => {
    const gold = Array.from({ length: n }, (_, i) => (i < goldPlayers ? 2 : 0));
    const s = ending({ points: Array.from({ length: n }, (_, i) => i), gold });
    expect(f(s).goldPlayers).toBe(goldPlayers);
    expect(f(s).goldPays).toBe(pays);
    expect(f(s).bonus[0]).toBe(pays ? 14 : 0);
    expect(f(s).scores[1]).toBe(1 + (pays ? 14 : 0));
    expect(f(s).scores[n - 1]).toBe(n - 1);
  });
});

describe('leftover cards zero a score', () => {
  it.each([
    // hands left, final scores (Ana has 9 points + 7 gold bonus = 16 before zeroing)
    ['a card held zeroes the score', ['b', '', '', ''], [0, 5, 4, 3]],
    ['the gold bonus is lost too', ['r', '', '', ''], [0, 5, 4, 3]],
    ["another player's leftover card", ['', 'g', '', ''], [16, 0, 4, 3]],
    ['nothing held keeps the score', ['', '', '', ''], [16, 5, 4, 3]],
  ])('%s', (_n, hands, scores) => {
    const s = ending({ points: [9, 5, 4, 3], hands, gold: [1, 0, 0, 0] });
    expect(f(s).beforeZero).toEqual([16, 5, 4, 3]);
    expect(f(s).scores).toEqual(scores);
    expect(f(s).zeroed).toEqual(hands.map((h) => h !== ''));
  });
});

describe('places by competition ranking and garnets', () => {
  it.each([
    ['all different', [9, 7, 5, 1], [1, 2, 3, 4], [5, 4, 3, 0], [1, 0, 0, 0]],
    ['tie for first', [9, 9, 5, 1], [1, 1, 3, 4], [5, 5, 3, 0], [1, 1, 0, 0]],
    ['tie for second', [9, 7, 7, 1], [1, 2, 2, 4], [5, 4, 4, 0], [1, 0, 0, 0]],
    ['tie for third', [9, 7, 5, 5, 1], [1, 2, 3, 3, 5], [5, 4, 3, 3, 0], [1, 0, 0, 0, 0]],
    ['three tied first', [4, 4, 4, 1], [1, 1, 1, 4], [5, 5, 5, 0], [1, 1, 1, 0]],
  ])('%s', (_n, points, places, garnets, tokensBeforeGift) => {
    expect(competitionPlaces(points)).toEqual(places);
    const s = ending({ points });
    expect(f(s).places).toEqual(places);
    expect(f(s).garnetsWon).toEqual(garnets);
    expect(f(s).tokensWon).toEqual(tokensBeforeGift);
    expect(f(s).winners).toEqual(places.flatMap((p, i) => (p === 1 ? [i] : [])));
  });
});

describe('the sole winner keeps one token of life and gives the other (not to the E.C.)', () => {
  const s = ending({ points: [9, 7, 5, 1] });
  it('waits on the winner, then gives the token', () => {
    expect(s.phase).toBe('token-gift');
    expect(def.handover(s)).toEqual({ seats: [0], anyOrder: true });
    const done = play(s, [[0, { type: 'give-token', to: 2 }]]);
    expect(done.phase).toBe('over');
    expect(f(done).tokensWon).toEqual([1, 0, 1, 0]);
    expect(f(done).tokenTo).toBe(2);
  });
  it.each([
    ['to the E.C.', 0, 3, /cannot go to the E.C./],
    ['to oneself', 0, 0, /give the other to another player/],
    ['by someone else', 1, 2, /Only the sole winner/],
  ])('refused %s', (_n, actor, to, message) => {
    const copy = structuredClone(s);
    expect(() => def.apply(s, actor, { type: 'give-token', to }, T0)).toThrow(message);
    expect(s).toEqual(copy);
  });
  it('several winners get one token each and give none', () => {
    const t = ending({ points: [9, 9, 5, 1] });
    expect(t.phase).toBe('over');
    expect(f(t).tokensWon).toEqual([1, 1, 0, 0]);
    expect(() => def.apply(t, 0, { type: 'give-token', to: 2 }, T0)).toThrow(/no token of life to give/);
  });
});

describe('the E.C. chain', () => {
  it('fewest points', () => {
    const s = ending({ points: [9, 9, 5, 1] });
    expect([f(s).ec, f(s).ecBy]).toEqual([3, 'points']);
  });

  it.each([
    // points, starting garnets, places, garnets after this match's prizes, those tied on points, E.C.
    ['starting garnets decide', [9, 7, 5, 0, 0], { Di: 3, Ed: 2 }, [1, 2, 3, 4, 4], [5, 4, 3, 3, 2], [3, 4], 4],
    ['tied third places count their 3 garnets', [9, 7, 0, 0, 0], { Cy: 0, Di: 1, Ed: 1 }, [1, 2, 3, 3, 3], [5, 4, 3, 4, 4], [2, 3, 4], 2],
    ['names match ignoring case', [9, 7, 5, 0, 0], { di: 1 }, [1, 2, 3, 4, 4], [5, 4, 3, 1, 0], [3, 4], 4],
  ])('tie on points, fewest garnets (season totals after prizes): %s', (_n, points, garnets, places, after, tied, ec) => {
    const s = ending({ points, season: { garnets } });
    expect(f(s).places).toEqual(places);
    expect(f(s).garnetsAfter).toEqual(after);
    expect(f(s).ecTiedPoints).toEqual(tied);
    expect([f(s).ec, f(s).ecBy]).toEqual([ec, 'garnets']);
  });

  it('still tied, one winner: the winner picks among the tied, then gives the token', () => {
    const s = ending({ points: [9, 7, 1, 1], season: { garnets: { Cy: 2, Di: 2 } } });
    expect(s.phase).toBe('ec-choice');
    expect(def.handover(s)).toEqual({ seats: [0], anyOrder: true });
    expect(() => def.apply(s, 0, { type: 'choose-ec', seat: 1 }, T0)).toThrow(/Bo is not among those tied/);
    expect(() => def.apply(s, 1, { type: 'choose-ec', seat: 2 }, T0)).toThrow(/Only the winners/);
    const picked = play(s, [[0, { type: 'choose-ec', seat: 3 }]]);
    expect([f(picked).ec, f(picked).ecBy, picked.phase]).toEqual([3, 'winner-pick', 'token-gift']);
    expect(def.handover(picked)).toEqual({ seats: [0], anyOrder: true });
  });

  const votePosition = (pastWinners: string[]) => ending({ points: [9, 9, 9, 1, 1, 1], season: { garnets: {}, pastWinners } });

  it('still tied, several winners: a secret vote, each behind a handover; most votes is E.C.', () => {
    const s = votePosition([]);
    expect(s.phase).toBe('ec-choice');
    expect(f(s).ecTiedGarnets).toEqual([3, 4, 5]);
    const one = play(s, [[1, { type: 'choose-ec', seat: 4 }]]);
    expect(def.handover(one)).toEqual({ seats: [0, 2], anyOrder: true });
    expect(() => def.apply(one, 1, { type: 'choose-ec', seat: 5 }, T0)).toThrow(/already chosen/);
    const done = play(one, [
      [0, { type: 'choose-ec', seat: 5 }],
      [2, { type: 'choose-ec', seat: 4 }],
    ]);
    expect([f(done).ec, f(done).ecBy, done.phase, f(done).stripped]).toEqual([4, 'vote', 'over', false]);
    expect(f(done).tokensWon).toEqual([1, 1, 1, 0, 0, 0]);
  });

  it('a tied vote strips the winners of their tokens and makes a random ex-winner (seeded) the E.C.', () => {
    const s = votePosition(['Bo', 'Ed', 'Zed']);
    const done = play(s, votes(3, 4, 5));
    expect(f(done).ecBy).toBe('vote-tie-ex-winner');
    expect([1, 4]).toContain(f(done).ec);
    expect(f(done).stripped).toBe(true);
    expect(f(done).tokensWon).toEqual([0, 0, 0, 0, 0, 0]);
    expect(done.rng).not.toEqual(s.rng);
    const again = play(s, votes(3, 4, 5));
    expect(again).toEqual(done);
  });

  it('the random ex-winner follows the seeded generator, so different seeds can pick different ex-winners', () => {
    const picks = new Set<number | null>();
    for (let i = 0; i < 30; i++) {
      const s = {
        ...votePosition(['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fi']),
        rng: def.setup(['a', 'b', 'c', 'd'], atRound(2, ['', '', '', '']).options, `x${i}`, T0).rng,
      };
      const done = play(s, votes(3, 4, 5));
      picks.add(f(done).ec);
    }
    expect(picks.size).toBeGreaterThan(2);
  });

  it('a tied vote with no ex-winner at the table: a random player among those tied', () => {
    const s = votePosition(['Zed']);
    const done = play(s, votes(3, 3, 5));
    expect([f(done).ec, f(done).ecBy]).toEqual([3, 'vote']);
    const tie = play(s, votes(3, 4, 5));
    expect(f(tie).ecBy).toBe('vote-tie-random');
    expect([3, 4, 5]).toContain(f(tie).ec);
    expect(f(tie).tokensWon).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('outcome', () => {
  it('null while on; winners, scores and a sentence once over', () => {
    const s = ending({ points: [9, 9, 5, 1] });
    expect(def.outcome(atRound(3, ['', '', '', '']))).toBeNull();
    expect(def.outcome(s)).toEqual({
      winners: [0, 1],
      scores: [9, 9, 5, 1],
      summary: 'Ana and Bo share first place with 9 points. Di is the E.C.',
      awards: [
        { seat: 0, id: 'token-of-life', title: 'Token of Life' },
        { seat: 1, id: 'token-of-life', title: 'Token of Life' },
      ],
    });
    expect(def.randomAction(s, () => 0.5, T0)).toBeNull();
  });
  it('lists three or more winners as a sentence does', () => {
    const s = ending({ points: [9, 9, 9, 1] });
    expect(def.outcome(s)?.summary).toBe('Ana, Bo, and Cy share first place with 9 points. Di is the E.C.');
  });
});
