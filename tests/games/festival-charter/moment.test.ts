import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { def } from '../../../src/games/festival-charter/def';
import type { FcOptions, FcState, Vote } from '../../../src/games/festival-charter/types';
import { game } from '../../../src/games/festival-charter/index';
import { moment } from '../../../src/games/festival-charter/views/moment';
import { PLAYERS, T0, act, position, proposeAndDiscuss, start, toVote, voteAll } from './helpers';

const momentOf = (s: FcState) => moment(def.view(s, 'table'), PLAYERS);

describe('moment: what the table reveals to everyone', () => {
  it('is the moment the app reveals for Festival Charter', () => {
    expect(game.ui.moment).toBe(moment);
  });

  it('a new festival: the first chair', () => {
    expect(momentOf(start({ firstChair: 1 }))).toEqual({
      key: 'chair:1',
      kind: 'start',
      at: ['chair', 'budget'],
      title: 'Bo chairs proposal 1',
      lines: ['Budget 12 planning units; up to 8 proposals.', 'Priority cards are dealt face up.', 'Bo proposes one project, or two as a package.'],
    });
  });

  it('a package announced: the cards, the cost, the spent marker and the speaking order', () => {
    expect(momentOf(proposeAndDiscuss(start({ firstChair: 2 }), ['moon-gate', 'long-table']))).toEqual({
      key: 'proposal:1',
      kind: 'play',
      at: ['proposal'],
      title: 'Cy proposes Moon Gate + Long Table',
      lines: [
        'A package, total cost 4 of budget 12.',
        "Cy's PACKAGE marker is spent.",
        'Speak or pass in turn: Di, Ana, Bo, and Cy (chair). Then open discussion.',
      ],
    });
  });

  it('a single announced says its cost and no marker', () => {
    expect(momentOf(proposeAndDiscuss(position({ budget: 7 }), ['maker-nook'])).lines).toEqual([
      'Cost 3 of budget 7.',
      'Speak or pass in turn: Bo, Cy, Di, and Ana (chair). Then open discussion.',
    ]);
  });

  it('keeps one key from the announcement through the vote: a vote cast reveals nothing new on the table', () => {
    const discussed = proposeAndDiscuss(start(), ['moon-gate']);
    const voting = act(discussed, 'table', { type: 'openVote' });
    const oneIn = act(voting, 1, { type: 'vote', vote: 'NO' });
    expect(new Set([discussed, voting, oneIn].map((s) => JSON.stringify(momentOf(s)))).size).toBe(1);
  });

  it.each<[string, Vote[], number, string, string[]]>([
    [
      'approved',
      ['YES', 'YES', 'NO', 'YES'],
      7,
      'Proposal 1: APPROVED',
      ['Ana YES, Bo YES, Cy NO, Di YES.', 'Moon Gate and Long Table are BUILT. Budget 7 → 3.', 'Bo chairs proposal 2.'],
    ],
    [
      'rejected',
      ['YES', 'NO', 'NO', 'YES'],
      7,
      'Proposal 1: REJECTED',
      ['Ana YES, Bo NO, Cy NO, Di YES.', 'Moon Gate and Long Table stay unbuilt. Budget 7 → 6.', 'Bo chairs proposal 2.'],
    ],
  ])('the four votes turned over together, %s: each vote, the result, the budget and the next chair', (_what, votes, budget, title, lines) => {
    const s = voteAll(toVote(position({ budget }), ['moon-gate', 'long-table']), votes);
    expect(momentOf(s)).toEqual({ key: 'vote:1', kind: 'vote', title, lines, mark: _what, at: ['budget', 'voted'] });
  });

  it('a vote closed early shows a missing vote as NO and says so', () => {
    const s = act(act(toVote(start(), ['moon-gate']), 1, { type: 'vote', vote: 'YES' }), 'table', { type: 'closeVote' });
    expect(momentOf(s)).toEqual({
      key: 'vote:1',
      kind: 'vote',
      at: ['budget', 'voted'],
      title: 'Proposal 1: REJECTED',
      lines: [
        'Ana no vote (NO), Bo YES, Cy no vote (NO), Di no vote (NO).',
        'Moon Gate stays unbuilt. Budget 12 → 11.',
        'The vote was closed early: a vote not cast counts as NO.',
        'Bo chairs proposal 2.',
      ],
      mark: 'rejected',
    });
  });

  it('the end: the last vote, why the festival stopped, and the winners', () => {
    const s = voteAll(toVote(position({ proposalNumber: 8, priorities: ['glow-keeper', 'feast-keeper', 'play-keeper', 'rest-keeper'] }), ['moon-gate']), [
      'YES',
      'YES',
      'YES',
      'NO',
    ]);
    expect(momentOf(s)).toEqual({
      key: 'end',
      kind: 'end',
      title: 'The festival is counted',
      lines: [
        'Proposal 8: APPROVED. Ana YES, Bo YES, Cy YES, Di NO.',
        'Moon Gate is BUILT. Budget 12 → 10.',
        'Eight proposals have been made.',
        'Ana wins with 4 points.',
      ],
    });
  });
});

/** Plays random legal moves from a new festival until a vote is open with `cast` votes in; null if the festival ends first. */
function voteInProgress(seed: string, options: FcOptions, cast: number): FcState | null {
  const random = makeRandom(seed);
  let s = def.setup(PLAYERS, options, seed, T0);
  let now = T0;
  for (let i = 0; i < 300; i++) {
    if (s.phase.kind === 'voting' && s.phase.votes.filter((v) => v !== null).length === cast && random() < 0.5) return s;
    const move = def.randomAction(s, random, now);
    if (move === null) return null;
    // Closing early would reveal the votes before `cast` are in: draw again.
    if (move.action.type === 'closeVote') continue;
    s = def.apply(s, move.actor, move.action, now);
    now += 3000;
  }
  return null;
}

describe('the table is the same whatever was voted in private', () => {
  it('property: two games that differ only in the votes cast so far give the same table view and the same moment', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (n, cast, limit, flips) => {
          const s = voteInProgress(`same-${n}`, { firstChair: 'random', discussionLimit: limit }, cast);
          if (s === null || s.phase.kind !== 'voting') return;
          const votes = s.phase.votes.map((v, seat) => (v === null ? null : flips[seat] === true ? (v === 'YES' ? 'NO' : 'YES') : v));
          const other: FcState = { ...s, phase: { ...s.phase, votes } };
          expect(def.view(other, 'table')).toEqual(def.view(s, 'table'));
          expect(moment(def.view(other, 'table'), PLAYERS)).toEqual(moment(def.view(s, 'table'), PLAYERS));
          compared++;
        },
      ),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(50);
  });
});
