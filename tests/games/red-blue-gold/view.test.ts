import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/red-blue-gold/def';
import type { RbgState } from '../../../src/games/red-blue-gold/types';
import { atRound, cards, games, play, start, T0 } from './helpers';

/** Every string and number of one seat's secrets, to look for in other views. */
function secretsOf(s: RbgState, seat: number): string[] {
  return [JSON.stringify(s.hands[seat]), JSON.stringify(s.submissions[seat]), JSON.stringify(s.ledgers[seat])];
}

describe("views: nobody sees another seat's colours or submission", () => {
  const r1 = play(start(4), [
    [0, { type: 'submit', round: 1, buy: cards('rrrrrrrr') }],
    [2, { type: 'submit', round: 1, buy: cards('gbg') }],
  ]);
  const r3 = play(atRound(3, ['rrrbbbbb', 'gggg', 'rbg', '']), [
    [0, games(3, { 1: 'rrrbb' })],
    [1, games(3, { 0: 'ggg', 2: 'g' })],
  ]);

  it.each([
    ['round 1', r1],
    ['round 3', r3],
  ])('%s: the table sees who submitted, counts and points, no colours or submissions', (_n, s) => {
    const v = def.view(s, 'table');
    expect(v.me).toBeNull();
    expect(v.submitted).toEqual(s.submissions.map((x) => x !== null));
    const text = JSON.stringify(v);
    expect(text).not.toMatch(/"hand"|"games"|"buy"|"gifts"|"ledger"/);
    expect(text).not.toContain('"colours"');
  });

  it.each([0, 1, 2, 3])('round 3, seat %i: its own hand and submission, nothing of the others', (seat) => {
    const v = def.view(r3, seat);
    expect(v.me?.hand).toEqual(r3.hands[seat]);
    expect(v.me?.submission).toEqual(r3.submissions[seat]);
    const others = JSON.stringify({ ...v, me: null });
    for (let o = 0; o < 4; o++) {
      if (o === seat) continue;
      expect(others).not.toContain('"games"');
      const sub = r3.submissions[o];
      if (sub) expect(JSON.stringify(v)).not.toContain(JSON.stringify(sub));
    }
    expect(Object.keys(v.me ?? {}).sort()).toEqual(['hand', 'ledger', 'refused', 'seat', 'submission', 'vote']);
  });

  it("secret strings of each seat never appear in another seat's view (round 1, distinct hands)", () => {
    for (let viewer = 0; viewer < 4; viewer++) {
      const text = JSON.stringify(def.view(r1, viewer));
      for (let o = 0; o < 4; o++) {
        if (o === viewer || r1.submissions[o] === null) continue;
        for (const secret of secretsOf(r1, o).slice(1, 2)) expect(text).not.toContain(secret);
      }
    }
  });

  it('after round 3 the table sees every exchange and counts, still no colours in hand', () => {
    // Di holds no cards: she is not called, so Cy's submission closes the round.
    const closed = play(r3, [[2, games(3, { 1: 'r' })]]);
    const v = def.view(closed, 'table');
    expect(v.history.at(-1)?.exchanges.length).toBe(4);
    expect(v.counts).toEqual([5, 0, 2, 0]);
    expect(v.points).toEqual([9, 0, 3, 0]);
    expect(v.round).toBe(4);
    expect(v.submitted).toEqual([false, false, false, false]);
  });

  it('the E.C. vote is secret: the table sees who voted, a winner sees only their own vote', () => {
    const s = atRound(4, ['', '', '', '', '', '']);
    const voting = play(def.tick({ ...s, points: [9, 9, 9, 1, 1, 1] }, s.deadline ?? 0), [[1, { type: 'choose-ec', seat: 4 }]], T0);
    expect(def.view(voting, 'table').waitingOn).toEqual([0, 2]);
    expect(JSON.stringify(def.view(voting, 'table'))).not.toContain('votes');
    expect(def.view(voting, 1).me?.vote).toBe(4);
    expect(def.view(voting, 0).me?.vote).toBeNull();
    expect(def.view(voting, 3).me?.vote).toBeNull();
  });

  it('thresholds scale with the table: ⌊n/2⌋ and n−1', () => {
    expect([def.view(start(13), 'table').goldLimit, def.view(start(13), 'table').skipAt]).toEqual([6, 12]);
    expect([def.view(start(5), 'table').goldLimit, def.view(start(5), 'table').skipAt]).toEqual([2, 4]);
  });
});
