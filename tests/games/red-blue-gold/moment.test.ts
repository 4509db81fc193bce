import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/red-blue-gold/def';
import { moment } from '../../../src/games/red-blue-gold/views/moment';
import type { RbgState } from '../../../src/games/red-blue-gold/types';
import { atRound, buy, bySeat, games, play, start, timeOut, trade } from './helpers';

const m = (s: RbgState) => moment(def.view(s, 'table'), s.players);

describe('moments revealed on the table (built from the table view only)', () => {
  it('a new match opens round 1', () => {
    expect(m(start(4, { roundClock: '10min' }))).toEqual({
      key: 'start',
      kind: 'start',
      title: 'Round 1: buy',
      lines: ['Everyone buys up to 9 cards in secret, free: on the phone in turn, or on their own.', 'Each round lasts 10 minutes.'],
    });
  });

  it('a submission reveals nothing: the moment stays the same', () => {
    const s = start(4);
    expect(m(play(s, [[0, buy('rrr')]]))).toEqual(m(s));
  });

  it('round 1 closing: cards bought and the most', () => {
    const s = play(start(4), bySeat([buy('rrr'), buy('b'), buy(''), buy('gbgbg')]));
    expect(m(s)).toEqual({
      key: 'round:1',
      kind: 'round',
      at: ['round'],
      title: 'Round 1 closed: buy',
      lines: ['9 cards bought; 1 player bought none. Most cards: Di 5, Ana 3, and Bo 1.', 'Round 2 (trade) is open.'],
    });
  });

  it('round 1 closing with the most shared: every one of a tie is named, or, when they are many, counted', () => {
    // Four of five share the most: each named, never three of them.
    const four = play(start(5), bySeat([buy('rr'), buy('bb'), buy('gg'), buy('rb'), buy('r')]));
    expect(m(four)?.lines[0]).toBe('9 cards bought. Most cards: Ana, Bo, Cy, and Di, 2 cards each.');
    // Eleven of thirteen share the most (a tester saw three of them named): counted.
    const eleven = play(start(13), bySeat([...Array.from({ length: 11 }, () => buy('r')), buy(''), buy('')]));
    expect(m(eleven)?.lines[0]).toBe('11 cards bought; 2 players bought none. Most cards: 11 players tie with 1 card.');
    // Three or fewer at the top: the three highest, as before.
    const three = play(start(5), bySeat([buy('rr'), buy('r'), buy('bb'), buy('b'), buy('gg')]));
    expect(m(three)?.lines[0]).toBe('8 cards bought. Most cards: Ana 2, Cy 2, and Ed 2.');
  });

  it('round 2 closing: whose counts changed (public), never who gave to whom', () => {
    const s = play(start(4), bySeat([buy('rrr'), buy('b'), buy(''), buy('g')]));
    const r3 = play(s, bySeat([trade([[2, 'rr']], []), trade([[3, 'b']], []), trade([], [0]), trade([], [])]));
    const moment2 = m(r3);
    expect(moment2?.key).toBe('round:2');
    expect(moment2?.lines).toEqual(['Cards changed hands: Ana −2, Cy +2.', 'Round 3 (play) is open.']);
  });

  it('round 3 closing: the games, who played what against whom, points, and who is not called', () => {
    const s = play(atRound(3, ['rb', 'gb', 'b', 'b']), bySeat([games(3, { 1: 'rb' }), games(3, { 0: 'gb' }), games(3, {}), games(3, {})]));
    expect(m(s)).toEqual({
      key: 'round:3',
      kind: 'round',
      at: ['round'],
      title: 'Round 3 closed: play',
      lines: [
        '1 game, 4 cards played. Most points: Ana 5, Bo 2, and Cy 0.',
        'Ana red, blue against Bo gold, blue: Ana 5, Bo 2.',
        'Round 4 (play) is open for Cy and Di: nobody else holds a card.',
      ],
    });
  });

  it('more games than fit are counted, and left to the table', () => {
    const s = play(
      atRound(3, ['bb', 'bb', 'bb', 'bb', 'bb', 'bb', 'bb', 'bb']),
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i, games(3, { [i ^ 1]: 'b' })] as const),
    );
    const lines = m(s)?.lines ?? [];
    // All eight share the most points: counted, not three of them named.
    expect(lines[0]).toBe('4 games, 8 cards played (all under Menu, Rounds so far). Most points: 8 players tie with 2 points.');
    expect(lines.length).toBe(4);
    expect(lines[3]).toBe('Round 4 (play) is open.');
  });

  it('the prizes: winner, places, gold, the E.C., and the token, each a new key', () => {
    const s = timeOut({ ...atRound(4, ['', '', '', '']), points: [9, 7, 5, 1] });
    const before = m(s);
    expect(before).toEqual({
      key: 'end:3:-',
      kind: 'end',
      title: 'Ana wins with 9 points',
      lines: ['Round 4 closed: no games. Every card played is on the table.', 'Second: Bo (7). Third: Cy (5).', 'Nobody played gold.', 'E.C.: Di.'],
    });
    const after = m(play(s, [[0, { type: 'give-token', to: 1 }]]));
    expect(after?.key).toBe('end:3:1');
    expect(after?.lines.at(-1)).toBe('Ana gave the second token of life to Bo.');
  });

  it('more than three winners: the headline counts them and the first line below names every one', () => {
    const s = timeOut({
      ...atRound(
        4,
        Array.from({ length: 13 }, () => ''),
      ),
      points: [...Array.from({ length: 11 }, () => 7), 1, 0],
    });
    expect(m(s)?.title).toBe('11 players share first place with 7 points');
    expect(m(s)?.lines[1]).toBe('First: Ana, Bo, Cy, Di, Ed, Fi, Gus, Hal, Ivy, Jo, and Kit.');
    // Three are still named in the headline, with no "First" line.
    const three = timeOut({ ...atRound(4, ['', '', '', '', '']), points: [9, 9, 9, 1, 1] });
    expect(m(three)?.title).toBe('Ana, Bo, and Cy share first place');
    expect(m(three)?.lines.some((l) => l.startsWith('First:'))).toBe(false);
  });

  it('while the winners choose, the moment says among whom', () => {
    const s = timeOut({ ...atRound(4, ['', '', '', '', '']), points: [9, 9, 1, 1, 1] });
    expect(m(s)?.title).toBe('Ana and Bo share first place');
    expect(m(s)?.lines.at(-1)).toBe('The winners choose the E.C. among Cy, Di, and Ed.');
  });
});
