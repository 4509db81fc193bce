/**
 * Ribbon Fair's guided first game (src/games/ribbon-fair/views/guide.ts) at concrete positions, in every judging style:
 * the board's step (its kind, the piece it points at, a phrase of its words) and the private view's step for a stall
 * to move, or none for a stall with nothing to decide. tests/games/guide.test.tsx walks random fairs and checks the
 * pieces are on the board; this table checks the words are the right ones for each position.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/types';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfState } from '../../../src/games/ribbon-fair/types';
import { guide } from '../../../src/games/ribbon-fair/views/guide';
import { NAMES, T0, def, entryOf, fair, pinAll, pinBy, withRibbons } from './helpers';

/** After the pin clock (45 s by default) of every stall that opened its hand has run out. */
const LATE = T0 + 46_000;

/** `seats` open their hands (their pin or vote clocks start). */
function openBy(state: RfState, seats: readonly Seat[]): RfState {
  return seats.reduce((s, seat) => apply(s, seat, { type: 'open' }, T0), state);
}

/** Rotating Judge, 4 stalls: everyone pinned, the judge (seat 0) awards seat `winner`'s entry. */
function judged(state: RfState, winner: Seat): RfState {
  const s = pinAll(state);
  return apply(s, 0, { type: 'pick', entry: entryOf(s, winner) }, T0);
}

const rotating = fair(4, { style: 'rotating' });
const ai = fair(3, { style: 'ai' });
const crowd = fair(4, { style: 'crowd' });
const crowdVoting = pinAll(crowd);
const awarded = judged(rotating, 2);
const finishing = judged(withRibbons(rotating, { 2: 7 }), 2);

/** [position, state, board key, point, phrase]. */
const BOARD: [string, RfState, string, string, string][] = [
  ['Rotating Judge, the first pin', rotating, 'ribbon', 'ribbon', 'Each stall but the judge, who holds the rosette'],
  ['AI Judge, the first pin', ai, 'ribbon', 'ribbon', 'Judge Marigold awards it'],
  ['Crowd Favourite, the first pin', crowd, 'ribbon', 'ribbon', 'the whole crowd votes'],
  ['Rotating Judge, one entry pinned', pinBy(rotating, [1]), 'ribbon', 'ribbon', 'pins one secret entry'],
  ['the rotating judge picks', pinAll(rotating), 'judge', 'entries', 'taps the winner here'],
  ['the judge awarded', awarded, 'award', 'award', 'The judge holding the rosette picked the winning entry'],
  ['the judge awarded', awarded, 'award', 'award', 'press Next ribbon'],
  ['judging time ran out', def.tick(pinAll(rotating), T0 + 10 * 60_000), 'award', 'award', 'a random entry won'],
  ['Judge Marigold awarded', pinAll(ai), 'award', 'award', 'Judge Marigold awarded the ribbon'],
  ['a stall reached the target', finishing, 'award', 'award', 'press Finish the fair'],
  ['the second pin, a ribbon won', apply(awarded, 'table', { type: 'next' }, T0), 'stalls', 'stalls', 'against the target of 8'],
  ['the crowd votes', crowdVoting, 'crowd', 'entries', 'votes in secret for one that is not its own'],
  ['the crowd votes, a ribbon won', pinAll(withRibbons(crowd, { 1: 1 })), 'votes', 'clock', 'abstains'],
  ['nobody pinned', def.tick(openBy(rotating, [1, 2, 3]), LATE), 'set-aside', 'award', 'No entry was pinned'],
  ['a single entry', def.tick(openBy(pinBy(rotating, [1]), [2, 3]), LATE), 'award', 'award', 'A single entry on the table wins at once'],
  ['the fair is crowned', apply(finishing, 'table', { type: 'next' }, T0), 'over', 'stalls', 'the most ribbons wins'],
  [
    'too few stalls are left, nobody holding a ribbon',
    apply(fair(3, { style: 'rotating' }), 'table', { type: 'leave', seat: 2 }, T0),
    'over',
    'stalls',
    'Nobody holds a ribbon',
  ],
  [
    'too few stalls are left, a ribbon won',
    apply(withRibbons(fair(3, { style: 'crowd' }), { 1: 2 }), 'table', { type: 'leave', seat: 2 }, T0),
    'over',
    'stalls',
    'crowned at once',
  ],
];

/** [position, seat, state, private key or null, phrase]. */
const PRIVATE: [string, Seat, RfState, string | null, string][] = [
  ['an entrant, fresh hand still to take', 1, rotating, 'pin', 'discard your whole hand and draw 7'],
  ['the rotating judge while the others pin', 0, rotating, null, ''],
  ['an entrant who has pinned', 1, pinBy(rotating, [1]), null, ''],
  ['an entrant after its fresh hand', 2, apply(rotating, 2, { type: 'fresh-hand' }, T0), 'pin-fresh', 'one fresh hand'],
  ['an entrant, the entry deck empty', 1, { ...ai, entryDeck: [] }, 'pin', 'Judge Marigold picks the winner'],
  ['the rotating judge, entries laid out', 0, pinAll(rotating), 'judge', 'You hold the rosette'],
  ['an entrant while the judge picks', 1, pinAll(rotating), null, ''],
  ['a crowd voter', 2, crowdVoting, 'vote', 'not your own'],
  ['a crowd voter who has voted', 2, apply(crowdVoting, 2, { type: 'vote', entry: entryOf(crowdVoting, 3) }, T0), null, ''],
  ['a stall on the award panel', 3, awarded, 'next', 'press Next ribbon there'],
  ['a stall on the award panel, the target reached', 1, finishing, 'next', 'press Finish the fair there'],
  ['the crowned fair', 1, apply(finishing, 'table', { type: 'next' }, T0), null, ''],
];

describe('Ribbon Fair: the guided first game at given positions', () => {
  it.each(BOARD)('board, %s', (_where, state, key, point, phrase) => {
    const step = guide.table(def.view(state, 'table'), NAMES.slice(0, state.players.length));
    expect(step).toMatchObject({ key, point });
    expect(step?.text).toContain(phrase);
  });

  it.each(PRIVATE)('private view, %s (seat %i)', (_where, seat, state, key, phrase) => {
    const waited = def.waitingOn(state).includes(seat);
    const step = guide.seat(def.view(state, seat), seat, NAMES.slice(0, state.players.length));
    // A step exactly for the stalls the table waits on: their decision; nothing for the others.
    expect(waited).toBe(key !== null);
    if (key === null) expect(step).toBeNull();
    else {
      expect(step).toMatchObject({ key });
      expect(step?.point).toBeUndefined();
      expect(step?.text).toContain(phrase);
    }
  });

  it('a stall reads only its own view: another seat’s view says nothing for it', () => {
    expect(guide.seat(def.view(rotating, 2), 1, NAMES.slice(0, 4))).toBeNull();
    expect(guide.seat(def.view(rotating, 'table'), 1, NAMES.slice(0, 4))).toBeNull();
  });

  it('a stall that left has nothing to decide on the award panel', () => {
    const s = fair(5, { style: 'rotating' });
    const gone = judged(apply(s, 'table', { type: 'leave', seat: 4 }, T0), 2);
    expect(def.waitingOn(gone)).not.toContain(4);
    expect(guide.seat(def.view(gone, 4), 4, NAMES.slice(0, 5))).toBeNull();
  });
});
