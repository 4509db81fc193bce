import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { def as rules } from '../../../src/games/horse-fair/def';
import { fitOptions, makeTeams } from '../../../src/games/horse-fair/rules/setup';
import type { HfOptions } from '../../../src/games/horse-fair/types';
import { allCards, NAMES, opts } from './helpers';

const names = (n: number) => NAMES.slice(0, n);

describe('shuffle (seeded) and deal (docs/games/horse-fair.md "Preparation")', () => {
  it('the same seed deals the same cards; another seed deals others', () => {
    const a = rules.setup(names(3), opts(), 'seed-a', 0);
    const again = rules.setup(names(3), opts(), 'seed-a', 0);
    const b = rules.setup(names(3), opts(), 'seed-b', 0);
    expect(again).toEqual(a);
    expect(b.hands).not.toEqual(a.hands);
  });

  it('the deck is shuffled: not in its printed order', () => {
    const s = rules.setup(names(2), opts(), 'x', 0);
    const order = [...s.hands.flat(), ...s.drawPile].map((c) => c.id);
    expect(order).not.toEqual([...order].sort((x, y) => x - y));
    expect(new Set(order).size).toBe(65);
  });

  it.each([
    [2, false, 6],
    [3, false, 6],
    [4, false, 6],
    [5, false, 6],
    [4, true, 5],
    [6, true, 5],
  ])('%i players, partnership %s: %i cards each, the rest is the draw pile', (n, partnership, size) => {
    const s = rules.setup(names(n), opts({ partnership }), 'deal', 0);
    expect(s.hands.map((h) => h.length)).toEqual(Array.from({ length: n }, () => size));
    expect(s.drawPile).toHaveLength(65 - n * size);
    expect(allCards(s)).toHaveLength(65);
    expect(s.faceUp.flat()).toEqual([]);
    expect(s.discard).toEqual([]);
  });
});

describe('dealer and first player (docs/house-rules.md "Turn order")', () => {
  it.each([
    [3, 0, 1],
    [3, 1, 2],
    [3, 2, 0],
    [5, 4, 0],
  ])('%i players, dealer seat %i: seat %i plays first', (n, dealer, first) => {
    const s = rules.setup(names(n), opts({ dealer }), 'd', 0);
    expect(s.dealer).toBe(dealer);
    expect(s.turn).toBe(first);
    expect(rules.handover(s)).toEqual({ seats: [first], anyOrder: false });
    expect(rules.waitingOn(s)).toEqual([first]);
  });

  it('a random dealer is the default, drawn from the seed, and every seat can be dealer', () => {
    expect(rules.defaultOptions(4).dealer).toBe('random');
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const s = rules.setup(names(4), opts({ dealer: 'random' }), `r${i}`, 0);
      expect(s.turn).toBe((s.dealer + 1) % 4);
      expect(rules.setup(names(4), opts({ dealer: 'random' }), `r${i}`, 0).dealer).toBe(s.dealer);
      seen.add(s.dealer);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('options and player counts', () => {
  it('plays 2 to 6', () => {
    expect(rules.minPlayers).toBe(2);
    expect(rules.maxPlayers).toBe(6);
    expect(rules.id).toBe('horse-fair');
  });

  const table: [number, Partial<HfOptions>, string | null][] = [
    [2, {}, null],
    [5, {}, null],
    [4, { partnership: true }, null],
    [6, { partnership: true }, null],
    [1, {}, 'Horse Fair is for 2 to 6 players.'],
    [7, { partnership: true }, 'Horse Fair is for 2 to 6 players.'],
    [6, { partnership: false }, 'Six players play the partnership game: turn partnerships on.'],
    [3, { partnership: true }, 'The partnership game is for exactly 4 or 6 players.'],
    [5, { partnership: true }, 'The partnership game is for exactly 4 or 6 players.'],
    [3, { dealer: 3 }, 'The dealer must be one of the players, or chosen at random.'],
    [3, { dealer: -1 }, 'The dealer must be one of the players, or chosen at random.'],
    [3, { hands: 0 }, 'Play 1 to 10 hands, or one hand per player.'],
    [3, { hands: 11 }, 'Play 1 to 10 hands, or one hand per player.'],
    [3, { hands: 2.5 }, 'Play 1 to 10 hands, or one hand per player.'],
    [3, { hands: 10 }, null],
    [3, { hands: 'per-player' }, null],
  ];
  it.each(table)('%i players with %j: %s', (n, over, message) => {
    const o = opts(over);
    if (message === null) {
      expect(() => rules.checkOptions(o, n)).not.toThrow();
    } else {
      expect(() => rules.checkOptions(o, n)).toThrow(new RuleError(message));
      expect(() => rules.setup(NAMES.concat(['Gus']).slice(0, n), o, 's', 0)).toThrow(RuleError);
    }
  });

  it.each([2, 3, 4, 5, 6])('the default options for %i players pass the checks', (n) => {
    expect(() => rules.checkOptions(rules.defaultOptions(n), n)).not.toThrow();
  });

  it.each([
    [['Ana', 'ana'], 'Two players are called "ana": names must differ.'],
    [['Ana', '  '], 'Each player needs a name of 1 to 24 characters.'],
    [['Ana', 'x'.repeat(25)], 'Each player needs a name of 1 to 24 characters.'],
  ])('refuses the names %j', (players, message) => {
    expect(() => rules.setup(players, opts(), 's', 0)).toThrow(new RuleError(message));
  });

  it.each([
    [3, 3, 3],
    [4, 'per-player', 4],
    [2, 1, 1],
  ] as const)('%i players asking for %s hands play %i', (n, hands, total) => {
    expect(rules.setup(names(n), opts({ hands }), 's', 0).handsTotal).toBe(total);
  });
});

describe('partnerships sit across (docs/house-rules.md "Partnership")', () => {
  it.each([
    [
      4,
      true,
      [
        [0, 2],
        [1, 3],
      ],
    ],
    [
      6,
      true,
      [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
    ],
    [4, false, [[0], [1], [2], [3]]],
    [3, false, [[0], [1], [2]]],
  ])('%i players, partnership %s: teams %j', (n, partnership, teams) => {
    const t = makeTeams(n, partnership);
    expect(t.teams).toEqual(teams);
    teams.forEach((seats, team) => seats.forEach((seat) => expect(t.teamOf[seat]).toBe(team)));
  });

  it('a partnership game keeps one pile and one figurine count per partnership', () => {
    const s = rules.setup(names(6), opts({ partnership: true }), 's', 0);
    expect(s.piles).toHaveLength(3);
    expect(s.figurines).toEqual([0, 0, 0]);
  });
});

describe('fitting options to a changed player count', () => {
  const table: [string, Partial<HfOptions>, number, Partial<HfOptions>][] = [
    ['partnerships off for 5', { partnership: true }, 5, { partnership: false }],
    ['partnerships on for 6', { partnership: false }, 6, { partnership: true }],
    ['a dealer seat that is gone becomes random', { dealer: 4 }, 3, { dealer: 'random' }],
    ['hands out of range become 1', { hands: 12 }, 3, { hands: 1 }],
  ];
  it.each(table)('%s', (_label, over, n, fixed) => {
    const fitted = fitOptions(opts(over), n);
    expect(fitted).toEqual(opts({ ...over, ...fixed }));
    expect(() => rules.checkOptions(fitted, n)).not.toThrow();
  });

  it('options that fit come back unchanged', () => {
    const o = opts({ partnership: true, hands: 'per-player' });
    expect(fitOptions(o, 4)).toBe(o);
  });
});
