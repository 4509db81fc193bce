import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/red-blue-gold/def';
import { atRound, bySeat, cards, games, play, start, trade } from './helpers';

describe('a player who can do nothing is not called (docs/house-rules.md "Red Blue Gold": Play)', () => {
  it.each([
    // round, hands (codes), who has submitted, who the handover calls
    [3, ['rb', '', 'g', ''], [], [0, 2]],
    [3, ['rb', '', 'g', ''], [0], [2]],
    [4, ['', 'b', '', 'b', 'r'], [], [1, 3, 4]],
    [4, ['', 'b', '', 'b', 'r'], [3], [1, 4]],
    // Rounds 1 and 2 call everyone: anyone may buy, and anyone may accept gifts with no cards.
    [2, ['rb', '', 'g', ''], [], [0, 1, 2, 3]],
    [2, ['', '', '', ''], [1], [0, 2, 3]],
  ] as const)('round %i, hands %j, submitted %j: calls %j', (round, hands, submitted, called) => {
    let s = atRound(round, [...hands]);
    for (const seat of submitted) s = play(s, [[seat, round === 2 ? trade([], []) : games(round, {})]]);
    expect(def.waitingOn(s)).toEqual(called);
    expect(def.handover(s)).toEqual({ seats: called, anyOrder: true });
    const v = def.view(s, 'table');
    expect(v.called).toEqual(hands.map((h) => round === 2 || h.length > 0));
  });

  it.each([
    [
      'round 3: the last player with cards closes it',
      3,
      ['bb', '', 'bb', ''],
      [
        [0, { 2: 'b' }],
        [2, { 0: 'b' }],
      ],
      4,
    ],
    [
      'round 4: the last player with cards ends the match',
      4,
      ['', 'b', '', 'b'],
      [
        [1, { 3: 'b' }],
        [3, { 1: 'b' }],
      ],
      4,
    ],
  ] as const)('%s', (_n, round, hands, moves, closedRound) => {
    let s = atRound(round, [...hands]);
    for (const [seat, lists] of moves) s = play(s, [[seat, games(round, lists)]]);
    expect(s.history.at(-1)?.round).toBe(round);
    if (round === 3) expect([s.phase, s.round]).toEqual(['round', closedRound]);
    else expect(s.phase).not.toBe('round');
  });

  it('round 3 opening with nobody holding a card closes at once, and round 4 is skipped', () => {
    const s = atRound(2, ['', '', '', '']);
    const closed = play(
      s,
      [0, 1, 2, 3].map((seat) => [seat, trade([], [])] as const),
    );
    expect(closed.history.map((r) => r.round)).toEqual([2, 3]);
    expect(closed.round4Skipped).toBe(true);
    expect(closed.phase).not.toBe('round');
  });

  it('round 3 opening after a trade that emptied a hand does not call that player', () => {
    const s = atRound(2, ['b', 'r', 'g', 'bb']);
    const next = play(s, bySeat([trade([[1, 'b']], []), trade([], [0]), trade([], []), trade([], [])]));
    expect(next.round).toBe(3);
    expect(def.waitingOn(next)).toEqual([1, 2, 3]);
    expect(def.view(next, 'table').called).toEqual([false, true, true, true]);
  });

  it('a player not called may still submit an empty play (nothing changes for the others)', () => {
    const s = atRound(3, ['b', '', 'b', 'b']);
    const next = play(s, [[1, games(3, {})]]);
    expect(def.waitingOn(next)).toEqual([0, 2, 3]);
    expect(() => def.apply(s, 1, games(3, { 0: 'b' }), s.deadline ?? 0)).toThrow();
  });

  it('the close-round move waits only on those called (a match saved with them still open)', () => {
    const open = play(atRound(3, ['b', '', 'b', '']), [[0, games(3, {})]]);
    expect(() => def.apply(open, 'table', { type: 'close-round' }, (open.deadline ?? 0) - 1)).toThrow(/still open/);
    const saved = { ...open, submissions: open.submissions.map((x, i) => (i === 2 ? games(3, {}) : x)) } as typeof open;
    const closed = def.apply(saved, 'table', { type: 'close-round' }, (open.deadline ?? 0) - 1);
    expect(closed.history.at(-1)?.round).toBe(3);
    expect(start(4).phase).toBe('round');
  });
});

describe('a refused gift is reported to its giver only', () => {
  it.each([
    ['Bo accepts nobody', [] as number[], [{ to: 1, cards: cards('rr') }]],
    ['Bo accepts Ana', [0], []],
    ['Bo accepts only Cy', [2], [{ to: 1, cards: cards('rr') }]],
  ])('%s', (_n, boAccepts, refused) => {
    const s = atRound(2, ['rrb', 'b', 'g', '']);
    const next = play(s, bySeat([trade([[1, 'rr']], []), trade([], boAccepts), trade([[0, 'g']], []), trade([], [])]));
    expect(def.view(next, 0).me?.refused).toEqual(refused);
    // Ana refused Cy's gold (she accepts nobody); Cy is told, nobody else.
    expect(def.view(next, 2).me?.refused).toEqual([{ to: 0, cards: cards('g') }]);
    expect(def.view(next, 1).me?.refused).toEqual([]);
    expect(JSON.stringify(def.view(next, 'table'))).not.toContain('refused');
  });
});
