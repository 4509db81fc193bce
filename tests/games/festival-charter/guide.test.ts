// @vitest-environment happy-dom
/**
 * Festival Charter's guided first game (src/games/festival-charter/views/guide.ts) at concrete positions: the board's
 * step (its kind, the piece it points at, which the board draws, and a phrase of its words) and the private steps of a
 * seat to move and of a seat with nothing to decide.
 */
import { cleanup, render } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/types';
import { GUIDE_MAX_CHARS } from '../../../src/games/contract';
import { def } from '../../../src/games/festival-charter/def';
import type { FcState } from '../../../src/games/festival-charter/types';
import { guide } from '../../../src/games/festival-charter/views/guide';
import { Table } from '../../../src/games/festival-charter/views/Table';
import { PLAYERS, T0, act, position, proposeAndDiscuss, start, toVote, voteAll } from './helpers';

afterEach(cleanup);

/** Whether the board drawn for `state` has a `data-board` piece named `point`. */
function boardHas(state: FcState, point: string): boolean {
  const { container } = render(h(Table, { view: def.view(state, 'table'), players: PLAYERS, now: T0, act: () => Promise.resolve() }));
  return container.querySelector(`[data-board="${point}"]`) !== null;
}

/** The private step `seat` sees at `state`. */
function seatStep(state: FcState, seat: Seat) {
  return guide.seat(def.view(state, seat), seat, PLAYERS);
}

const voting = toVote(position({ budget: 7 }), ['moon-gate', 'long-table']);

const BOARD: [string, FcState, string, string, string][] = [
  ['the first proposal', start(), 'propose', 'chair', 'two with their PACKAGE marker'],
  ['a single project announced', proposeAndDiscuss(start(), ['moon-gate']), 'discuss', 'proposal', 'only the vote on this proposal counts'],
  ['the discussion limit on', proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate']), 'discuss', 'clock', 'When the clock runs out'],
  ['a package announced', proposeAndDiscuss(start(), ['moon-gate', 'long-table']), 'package', 'packages', 'pass or fail together'],
  ['a speak-or-pass round (a game saved before)', act(start(), 0, { type: 'propose', projects: ['moon-gate'] }), 'discuss', 'proposal', 'speak or pass'],
  ['the secret vote', voting, 'vote', 'voted', 'three or four YES approve'],
  ['after an approval', voteAll(voting, ['YES', 'YES', 'YES', 'NO']), 'approved', 'budget', 'the whole cost came off the budget'],
  ['after a rejection', voteAll(voting, ['YES', 'YES', 'NO', 'NO']), 'rejected', 'budget', 'the budget dropped by 1'],
  ['the last proposal', position({ proposalNumber: 8, chair: 3 }), 'last', 'proposal-count', 'the game stops after it'],
  ['the count', position({ phase: { kind: 'over', reason: 'eight-proposals' }, built: ['moon-gate'] }), 'score', 'planners', 'Tied leaders share the win'],
];

describe('Festival Charter guide: the board', () => {
  it.each(BOARD)('%s', (_what, state, key, point, phrase) => {
    const step = guide.table(def.view(state, 'table'), PLAYERS);
    expect(step?.key).toBe(key);
    expect(step?.point).toBe(point);
    expect(step?.text).toContain(phrase);
    expect(step?.text.length).toBeLessThanOrEqual(GUIDE_MAX_CHARS);
    expect(boardHas(state, point)).toBe(true);
  });
});

const PRIVATE: [string, FcState, Seat, string | null, string | null][] = [
  ['the chair to propose', start(), 0, 'chair', 'or two with your PACKAGE marker (spent pass or fail), costing at most 12 in all'],
  [
    'a chair whose marker is spent',
    position({ packageSpent: [true, false, false, false], budget: 5 }),
    0,
    'chair',
    'at most the budget of 5 (your PACKAGE marker is spent)',
  ],
  ['a planner while the chair proposes', start(), 1, null, null],
  ['anyone in the discussion', proposeAndDiscuss(start(), ['moon-gate']), 0, null, null],
  ['the speaker of a speak-or-pass round', act(start(), 0, { type: 'propose', projects: ['moon-gate'] }), 1, 'speak', 'Speak or pass'],
  // The rules' worked example: a package of 4 at a budget of 7 leaves 3 if approved, 6 if rejected.
  ['a voter', voting, 1, 'vote', 'build both projects, leaving a budget of 3; with fewer, nothing is built and the budget drops to 6'],
  ['the chair voting', voting, 0, 'vote', 'on your own proposal too'],
  // A budget of 5 with Sky Lanterns (5) proposed: built, it leaves 0, less than any other project (the game stops).
  [
    'a voter on the last affordable spend',
    toVote(position({ budget: 5 }), ['sky-lanterns']),
    1,
    'vote',
    'leave 0, too little for any other project, so the game ends',
  ],
  // With 1 left after a build, Moon Gate (2) is not affordable either: the game stops too; with 2 left it goes on.
  ['a voter leaving 1', toVote(position({ budget: 6 }), ['sky-lanterns']), 1, 'vote', 'so the game ends; fewer build nothing and leave 5'],
  ['a voter leaving 2', toVote(position({ budget: 7 }), ['sky-lanterns']), 1, 'vote', 'leaving a budget of 2'],
  ['a voter who has voted', act(voting, 1, { type: 'vote', vote: 'NO' }), 1, null, null],
  ['anyone at the count', position({ phase: { kind: 'over', reason: 'all-built' } }), 0, null, null],
];

describe('Festival Charter guide: a private view', () => {
  it.each(PRIVATE)('%s', (_what, state, seat, key, phrase) => {
    expect(def.waitingOn(state).includes(seat)).toBe(key !== null);
    const step = seatStep(state, seat);
    expect(step?.key ?? null).toBe(key);
    if (phrase !== null) expect(step?.text).toContain(phrase);
    expect(step?.point).toBeUndefined();
    expect(step?.text.length ?? 0).toBeLessThanOrEqual(GUIDE_MAX_CHARS);
  });
});
