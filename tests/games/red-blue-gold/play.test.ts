import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/red-blue-gold/def';
import { scoreExchange } from '../../../src/games/red-blue-gold/rules/play';
import type { Colour } from '../../../src/games/red-blue-gold/types';
import { atRound, bySeat, games, play } from './helpers';

/** Seats 2 and 3 play no games. */
const quiet = (round: 3 | 4) =>
  [
    [2, games(round, {})],
    [3, games(round, {})],
  ] as const;

describe('one card against one card (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY")', () => {
  it.each<[Colour, Colour, number, number]>([
    ['blue', 'blue', 2, 2],
    ['red', 'blue', 3, 0],
    ['blue', 'red', 0, 3],
    ['red', 'gold', 3, 0],
    ['gold', 'red', 0, 3],
    ['red', 'red', 0, 0],
    ['gold', 'gold', 0, 0],
    ['gold', 'blue', 0, 0],
    ['blue', 'gold', 0, 0],
  ])('%s against %s: %i and %i points', (a, b, pa, pb) => {
    expect(scoreExchange(a, b)).toEqual([pa, pb]);
    const s = atRound(3, [a[0] ?? '', b[0] ?? '', 'b', 'b']);
    const next = play(s, [[0, games(3, { 1: a[0] ?? '' })], [1, games(3, { 0: b[0] ?? '' })], ...quiet(3)]);
    expect(next.points.slice(0, 2)).toEqual([pa, pb]);
    expect(next.history.at(-1)?.exchanges).toEqual([{ round: 3, a: 0, aColour: a, b: 1, bColour: b, index: 1, aPoints: pa, bPoints: pb }]);
    expect(next.hands[0]).toEqual({ red: 0, blue: 0, gold: 0 });
    expect(next.ledgers[0]?.goldPlayed).toBe(a === 'gold' ? 1 : 0);
  });
});

describe('games between two players', () => {
  it.each([
    // A's list, B's list, exchanges, A points, B points, A's cards left, B's cards left
    ['bbr', 'bb', 2, 4, 4, 'r', ''],
    ['bb', 'bbr', 2, 4, 4, '', 'r'],
    ['rb', 'br', 2, 3, 3, '', ''],
    ['', 'rrr', 0, 0, 0, '', 'rrr'],
    ['g', 'rrr', 1, 0, 3, '', 'rr'],
  ])('A plays %s, B plays %s: %i exchanges, %i–%i, A keeps "%s", B keeps "%s" (walk-away at the shorter end)', (la, lb, k, pa, pb, keepA, keepB) => {
    const s = atRound(3, [la, lb, 'b', 'b']);
    const next = play(s, [[0, games(3, { 1: la })], [1, games(3, { 0: lb })], ...quiet(3)]);
    expect(next.history.at(-1)?.exchanges.length).toBe(k);
    expect(next.points.slice(0, 2)).toEqual([pa, pb]);
    expect(next.hands[0]).toEqual(atRound(3, [keepA, '', '', '']).hands[0]);
    expect(next.hands[1]).toEqual(atRound(3, [keepB, '', '', '']).hands[0]);
  });

  it('a game only one side submitted is no game', () => {
    const s = atRound(3, ['rr', 'bb', 'b', 'b']);
    const next = play(s, [[0, games(3, { 1: 'rr' })], [1, games(3, { 2: 'b' })], ...quiet(3)]);
    expect(next.history.at(-1)?.exchanges).toEqual([]);
    expect(next.hands[0]).toEqual({ red: 2, blue: 0, gold: 0 });
  });
});

describe('cards used across several opponents', () => {
  it('one hand split over three games, each scored on its own', () => {
    const s = atRound(3, ['rbbg', 'b', 'rr', 'g']);
    const next = play(s, bySeat([games(3, { 1: 'b', 2: 'rb', 3: 'g' }), games(3, { 0: 'b' }), games(3, { 0: 'rr' }), games(3, { 0: 'g' })]));
    // vs Bo: blue–blue 2/2; vs Cy: red–red 0, blue–red 0/3; vs Di: gold–gold
    expect(next.points).toEqual([2, 2, 3, 0]);
    expect(next.hands.every((h) => h.red + h.blue + h.gold === 0)).toBe(true);
    expect(next.ledgers[0]?.goldPlayed).toBe(1);
    expect(next.history.at(-1)?.exchanges.map((x) => `${x.a}${x.aColour[0]}-${x.b}${x.bColour[0]}`)).toEqual(['0b-1b', '0r-2r', '0b-2r', '0g-3g']);
  });

  it.each([
    ['more red than held across games', 'rb', { 1: 'r', 2: 'r' }, /use 2 red, but you hold 1 red, 1 blue/],
    ['a second game with the same opponent', 'rb', null, /already have a game with Bo/],
    ['a game against oneself', 'rb', { 0: 'r' }, /against yourself/],
  ])('refused: %s', (_name, hand, lists, message) => {
    const s = atRound(3, [hand, 'b', 'b', 'b']);
    const action = lists
      ? games(3, lists)
      : {
          type: 'submit' as const,
          round: 3 as const,
          games: [
            { opponent: 1, colours: ['red' as const] },
            { opponent: 1, colours: ['blue' as const] },
          ],
        };
    const copy = structuredClone(s);
    expect(() => def.apply(s, 0, action, s.deadline ?? 0)).toThrow();
    expect(() => def.apply(s, 0, action, (s.deadline ?? 0) - 1)).toThrow(message);
    expect(s).toEqual(copy);
  });
});
