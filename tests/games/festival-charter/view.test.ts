import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/engine/types';
import { def } from '../../../src/games/festival-charter/def';
import type { FcState, Vote } from '../../../src/games/festival-charter/types';
import { act, proposeAndDiscuss, start, toVote } from './helpers';

/** A vote with Bo (seat 1) and Di (seat 3) cast, Cy and Ana to come. */
function halfVoted(bo: Vote, di: Vote): FcState {
  let s = toVote(start(), ['moon-gate', 'long-table']);
  s = act(s, 1, { type: 'vote', vote: bo });
  return act(s, 3, { type: 'vote', vote: di });
}

const viewers: Viewer[] = ['table', 0, 1, 2, 3];

describe('view: only each still-unrevealed current vote is private (docs/games/festival-charter.md "Printable materials")', () => {
  it.each(viewers)('viewer %s sees who has voted, and only its own vote', (viewer) => {
    const a = def.view(halfVoted('YES', 'NO'), viewer);
    const b = def.view(halfVoted('NO', 'YES'), viewer);
    expect(a.phase).toMatchObject({ kind: 'voting', voted: [false, true, false, true] });
    if (viewer === 1 || viewer === 3) {
      expect(a.phase).toMatchObject({ ownVote: viewer === 1 ? 'YES' : 'NO' });
      expect(b.phase).toMatchObject({ ownVote: viewer === 1 ? 'NO' : 'YES' });
    } else {
      // Another seat's vote is absent: swapping the two cast votes changes nothing this viewer sees.
      expect(a).toEqual(b);
      expect(a.phase).toMatchObject({ ownVote: null });
    }
  });

  it.each(viewers)('viewer %s: the view holds no raw vote list and no vote words before the reveal', (viewer) => {
    const v = def.view(halfVoted('YES', 'YES'), viewer);
    expect(v.phase).not.toHaveProperty('votes');
    const text = JSON.stringify(v);
    const own = viewer === 1 || viewer === 3 ? 1 : 0;
    expect(text.split('"YES"').length - 1).toBe(own);
    expect(text).not.toContain('"NO"');
  });

  it('shows every vote to everyone once all four are revealed', () => {
    let s = halfVoted('YES', 'NO');
    s = act(s, 2, { type: 'vote', vote: 'YES' });
    s = act(s, 0, { type: 'vote', vote: 'NO' });
    for (const viewer of viewers) {
      expect(def.view(s, viewer).log[0]?.votes).toEqual(['NO', 'YES', 'YES', 'NO']);
    }
  });

  it('shows the same public information to every viewer', () => {
    const s = halfVoted('YES', 'NO');
    const table = def.view(s, 'table');
    for (const seat of [0, 1, 2, 3]) {
      const { viewer: _v, phase: _p, ...rest } = def.view(s, seat);
      const { viewer: _tv, phase: _tp, ...tableRest } = table;
      expect(rest).toEqual(tableRest);
    }
    expect(table).toMatchObject({ budget: 12, proposalNumber: 1, chair: 0, packageSpent: [true, false, false, false], discussionLimit: false });
    expect(table.priorities).toEqual(s.priorities);
  });
});

describe('waitingOn and handover', () => {
  it.each<[string, () => FcState, number[], boolean]>([
    ['the chair while proposing', () => start({ firstChair: 2 }), [2], false],
    ['nobody in the discussion (it is aloud, at the table)', () => proposeAndDiscuss(start(), ['moon-gate']), [], false],
    [
      'the current speaker of a speak-or-pass round (games saved before)',
      () => act(start({ firstChair: 2 }), 2, { type: 'propose', projects: ['moon-gate'] }),
      [3],
      false,
    ],
    ["the voters still to vote, from the chair's left", () => halfVoted('YES', 'NO'), [2, 0], true],
  ])('waits on %s', (_what, make, seats, privateMove) => {
    const s = make();
    expect(def.waitingOn(s)).toEqual(seats);
    expect(def.handover(s)).toEqual(privateMove ? { seats, anyOrder: false } : null);
  });
});
