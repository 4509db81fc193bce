import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/red-blue-gold/def';
import type { Cards, RoundClock } from '../../../src/games/red-blue-gold/types';
import { atRound, buy, bySeat, cards, games, play, start, T0, timeOut, trade } from './helpers';

describe('round 1: buy (docs/games/red-blue-gold.md "ROUND 1: BUY")', () => {
  it.each([
    ['no cards', ''],
    ['9 of one colour', 'ggggggggg'],
    ['a mix of 9', 'rrrbbbggg'],
    ['the rule text example', 'gggbbr'],
  ])('buys %s', (_n, code) => {
    const s = play(start(4), bySeat([buy(code), buy('b'), buy('r'), buy('')]));
    expect(s.round).toBe(2);
    expect(s.hands[0]).toEqual(cards(code));
    expect(s.history[0]?.counts).toEqual([code.length, 1, 1, 0]);
  });

  it.each([
    ['10 cards', { red: 4, blue: 3, gold: 3 }, /at most 9 cards; you asked for 10/],
    ['a negative count', { red: -1, blue: 0, gold: 0 }, /whole numbers/],
    ['half a card', { red: 0.5, blue: 0, gold: 0 }, /whole numbers/],
  ])('refuses %s and changes nothing', (_n, c: Cards, message) => {
    const s = start(4);
    const copy = structuredClone(s);
    expect(() => def.apply(s, 0, { type: 'submit', round: 1, buy: c }, T0 + 1)).toThrow(message);
    expect(s).toEqual(copy);
  });

  it('a player who has not submitted when the clock runs out buys nothing', () => {
    const s = timeOut(
      play(start(4), [
        [0, buy('rrr')],
        [1, buy('b')],
      ]),
    );
    expect(s.round).toBe(2);
    expect(s.hands.map((h) => h.red + h.blue + h.gold)).toEqual([3, 1, 0, 0]);
  });
});

describe('round 2: trade (docs/games/red-blue-gold.md "ROUND 2: TRADE")', () => {
  it.each([
    ['accepted: Ana gives Bo 2 red, Bo accepts Ana', [0], 'b', 'brr'],
    ['refused: Bo accepts nobody', [], 'rrb', 'b'],
    ['refused: Bo accepts only Cy', [2], 'rrb', 'b'],
  ] as const)('%s', (_n, boAccepts, anaAfter, boAfter) => {
    const s = atRound(2, ['rrb', 'b', 'g', '']);
    const next = play(s, bySeat([trade([[1, 'rr']], []), trade([], [...boAccepts]), trade([], []), trade([], [])]));
    expect(next.hands[0]).toEqual(cards(anaAfter));
    expect(next.hands[1]).toEqual(cards(boAfter));
    expect(next.round).toBe(3);
  });

  it('both ways at once: each gives and receives, and a card received is not given on', () => {
    const s = atRound(2, ['r', 'b', '', '']);
    // Ana gives her red to Bo and Bo his blue to Ana; Bo also tries to pass Ana's red to Cy but holds none yet
    expect(() =>
      def.apply(
        s,
        1,
        trade(
          [
            [0, 'b'],
            [2, 'r'],
          ],
          [0],
        ),
        T0 + 1,
      ),
    ).toThrow(/you hold 1 blue/);
    const next = play(s, bySeat([trade([[1, 'r']], [1]), trade([[0, 'b']], [0]), trade([], [0, 1]), trade([], [])]));
    expect(next.hands.slice(0, 3)).toEqual([cards('b'), cards('r'), cards('')]);
    expect(next.ledgers.slice(0, 2).map((l) => [l.given, l.received])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it.each([
    ['a gift to oneself', trade([[0, 'r']], []), /give cards to yourself/],
    [
      'gifts adding up to more than the hand',
      trade(
        [
          [1, 'r'],
          [2, 'r'],
        ],
        [],
      ),
      /gifts add up to 2 red, but you hold 1 red, 1 blue/,
    ],
    [
      'two gifts to one player',
      trade(
        [
          [1, 'r'],
          [1, 'b'],
        ],
        [],
      ),
      /give to Bo twice/,
    ],
    ['an empty gift', trade([[1, '']], []), /has no cards/],
    ['accepting from oneself', trade([], [0]), /accept cards from yourself/],
    ['a player not at the table', trade([[7, 'r']], []), /not a player at this table/],
  ])('refuses %s and changes nothing', (_n, action, message) => {
    const s = atRound(2, ['rb', 'b', '', '']);
    const copy = structuredClone(s);
    expect(() => def.apply(s, 0, action, T0 + 1)).toThrow(message);
    expect(s).toEqual(copy);
  });
});

describe('the round clock (docs/house-rules.md "Round clock"): one absolute deadline per round, not per player', () => {
  it.each<[RoundClock, number | null]>([
    ['24h', 24 * 3600_000],
    ['1h', 3600_000],
    ['10min', 600_000],
    ['none', null],
  ])('%s: deadline stamped when the round opens', (clock, len) => {
    const s = start(4, { roundClock: clock });
    expect(s.deadline).toBe(len === null ? null : T0 + len);
    expect(def.nextDeadline(s)).toBe(s.deadline);
    const r2 = play(s, bySeat([buy('b'), buy('b'), buy('b'), buy('b')]), T0 + 5000);
    expect(r2.round).toBe(2);
    expect(r2.deadline).toBe(len === null ? null : T0 + 5000 + len);
  });

  it('the round does not close before its clock or before everyone submitted', () => {
    const s = play(start(4, { roundClock: '10min' }), [[0, buy('b')]]);
    expect(def.tick(s, T0 + 599_999)).toBe(s);
    expect(() => def.apply(s, 'table', { type: 'close-round' }, T0 + 599_999)).toThrow(/still open/);
  });

  it('the table closes the round once the clock ran out; the next deadline is stamped at the close', () => {
    const s = play(start(4, { roundClock: '10min' }), [[0, buy('b')]]);
    const closed = def.apply(s, 'table', { type: 'close-round' }, T0 + 700_000);
    expect(closed.round).toBe(2);
    expect(closed.deadline).toBe(T0 + 1_200_000);
    expect(def.tick(s, T0 + 700_000)).toEqual(closed);
  });

  it('a long pause closes every round whose clock ran out, and the match ends', () => {
    const s = def.tick(start(4, { roundClock: '1h' }), T0 + 10 * 3600_000);
    expect(s.phase).not.toBe('round');
    expect(s.history.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(s.round4Skipped).toBe(true);
  });

  it('no clock: a round waits for everyone', () => {
    const s = play(start(4, { roundClock: 'none' }), [[0, buy('b')]]);
    expect(def.tick(s, T0 + 1e12)).toBe(s);
    expect(() => def.apply(s, 'table', { type: 'close-round' }, T0 + 1e12)).toThrow(/still open/);
  });

  it.each([
    ['a second submission by the same seat (locked)', 0, buy('r'), T0 + 2, /already submitted/],
    ['a submission after the clock ran out', 1, buy('r'), T0 + 24 * 3600_000, /clock has run out/],
    ['a submission for a round that has closed', 1, trade([], []), T0 + 2, /Round 2 is closed; round 1 is open/],
    ['a submission by the table', 'table', buy('r'), T0 + 2, /made by a player/],
  ] as const)('refuses %s', (_n, actor, action, now, message) => {
    const s = play(start(4), [[0, buy('b')]]);
    const copy = structuredClone(s);
    expect(() => def.apply(s, actor, action, now)).toThrow(message);
    expect(s).toEqual(copy);
  });

  it('a round 1 submission once round 2 is open is refused', () => {
    const s = play(start(4), bySeat([buy('b'), buy('b'), buy('b'), buy('b')]));
    expect(() => def.apply(s, 0, buy('r'), T0 + 2)).toThrow(/Round 1 is closed; round 2 is open/);
  });
});

describe('round 4 is skipped when at least n−1 players hold no cards after round 3', () => {
  const emptyAfter3 = (n: number, holding: number) => {
    const hands = Array.from({ length: n }, (_, i) => (i < holding ? 'b' : ''));
    return timeOut(atRound(3, hands));
  };
  it.each([
    [13, 1, true],
    [13, 0, true],
    [13, 2, false],
    [4, 1, true],
    [4, 2, false],
    [7, 1, true],
    [7, 2, false],
  ])('%i players, %i still holding cards: skipped %s', (n, holding, skipped) => {
    const s = emptyAfter3(n, holding);
    expect(s.round4Skipped).toBe(skipped);
    expect(s.phase === 'round').toBe(!skipped);
    if (!skipped) {
      expect(s.round).toBe(4);
      // Only the two holding cards are called: their two submissions close round 4.
      const ended = play(s, [
        [0, games(4, { 1: 'b' })],
        [1, games(4, { 0: 'b' })],
      ]);
      expect(ended.history.at(-1)?.round).toBe(4);
      expect(ended.points.slice(0, 2)).toEqual([2, 2]);
      expect(ended.phase).not.toBe('round');
    }
  });
});

describe('handover and waiting (station play)', () => {
  it('any order, the seats that have not submitted', () => {
    const s = play(start(5), [
      [3, buy('b')],
      [1, buy('')],
    ]);
    expect(def.handover(s)).toEqual({ seats: [0, 2, 4], anyOrder: true });
    expect(def.waitingOn(s)).toEqual([0, 2, 4]);
  });
});
