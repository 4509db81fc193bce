import { describe, expect, it } from 'vitest';
import type { ProjectId } from '../../../src/games/festival-charter/cards';
import { def } from '../../../src/games/festival-charter/def';
import type { FcAction, FcState, Vote } from '../../../src/games/festival-charter/types';
import { T0, act, fromSave, position, ruleMessage, start, toVote, voteAll } from './helpers';
import { frozen } from '../frozen';

describe('secret votes (docs/games/festival-charter.md "Vote together")', () => {
  it("hands the phone over from the chair's left, one voter at a time, the chair last", () => {
    let s = toVote(start({ firstChair: 1 }), ['moon-gate']);
    expect(def.handover(s)).toEqual({ seats: [2, 3, 0, 1], anyOrder: false });
    expect(def.waitingOn(s)).toEqual([2, 3, 0, 1]);
    s = act(s, 2, { type: 'vote', vote: 'YES' });
    expect(def.handover(s)).toEqual({ seats: [3, 0, 1], anyOrder: false });
    s = act(s, 3, { type: 'vote', vote: 'NO' });
    s = act(s, 0, { type: 'vote', vote: 'NO' });
    expect(def.handover(s)).toEqual({ seats: [1], anyOrder: false });
  });

  it('locks a cast vote: the same seat cannot vote again or change it', () => {
    const s = frozen(act(toVote(start(), ['moon-gate']), 1, { type: 'vote', vote: 'NO' }));
    expect(ruleMessage(() => def.apply(s, 1, { type: 'vote', vote: 'YES' }, T0))).toBe('Your vote is cast and locked: it cannot change.');
    expect(ruleMessage(() => def.apply(s, 1, { type: 'vote', vote: 'NO' }, T0))).toBe('Your vote is cast and locked: it cannot change.');
  });

  it('refuses a vote from the table, outside the vote, or that is neither YES nor NO', () => {
    const voting = frozen(toVote(start(), ['moon-gate']));
    expect(ruleMessage(() => def.apply(voting, 'table', { type: 'vote', vote: 'YES' }, T0))).toBe('Each planner votes privately: take the phone to vote.');
    expect(ruleMessage(() => def.apply(voting, 1, fromSave<FcAction>('{"type":"vote","vote":"MAYBE"}'), T0))).toBe('Vote YES or NO.');
    expect(ruleMessage(() => def.apply(frozen(start()), 1, { type: 'vote', vote: 'YES' }, T0))).toBe('No vote is open now.');
    expect(ruleMessage(() => def.apply(frozen(start()), 'table', { type: 'closeVote' }, T0))).toBe('No vote is open now.');
  });

  it('reveals nothing until all four are in, then all together in the public log', () => {
    let s = toVote(start(), ['moon-gate']);
    for (const seat of [1, 2, 3]) {
      s = act(s, seat, { type: 'vote', vote: 'YES' });
      expect(s.log).toEqual([]);
    }
    s = act(s, 0, { type: 'vote', vote: 'NO' });
    expect(s.log).toHaveLength(1);
    expect(s.log[0]).toMatchObject({ number: 1, votes: ['NO', 'YES', 'YES', 'YES'], yes: 3, approved: true, closedEarly: false });
  });

  it('closing the vote early counts every missing vote as NO', () => {
    let s = toVote(start(), ['moon-gate']);
    s = act(s, 1, { type: 'vote', vote: 'YES' });
    s = act(s, 2, { type: 'vote', vote: 'YES' });
    s = act(s, 'table', { type: 'closeVote' });
    expect(s.log[0]).toMatchObject({ votes: ['NOT CAST', 'YES', 'YES', 'NOT CAST'], yes: 2, approved: false, closedEarly: true });
    expect(s.budget).toBe(11);
  });
});

describe('the binding result (docs/games/festival-charter.md "Apply the binding result")', () => {
  const Y: Vote = 'YES';
  const N: Vote = 'NO';
  it.each<[string, Vote[], number, ProjectId[], number, boolean]>([
    ['4 YES approve: full cost paid, card BUILT', [Y, Y, Y, Y], 12, ['bake-tent'], 8, true],
    ['3 YES approve (the chair voting NO)', [N, Y, Y, Y], 12, ['bake-tent'], 8, true],
    ['2 YES reject: budget −1, card stays unbuilt', [Y, Y, N, N], 12, [], 11, false],
    ['1 YES rejects', [Y, N, N, N], 12, [], 11, false],
    ['0 YES rejects', [N, N, N, N], 12, [], 11, false],
    ['an approval can spend the budget to 0', [Y, Y, Y, Y], 4, ['bake-tent'], 0, true],
  ])('%s', (_what, votes, budget, built, budgetAfter, approved) => {
    const s = voteAll(toVote(position({ budget }), ['bake-tent']), votes);
    expect(s.built).toEqual(built);
    expect(s.budget).toBe(budgetAfter);
    expect(s.log[0]?.approved).toBe(approved);
  });

  it('never lets a rejection take the budget below 0', () => {
    // A position no legal game reaches (a proposal always costs at least 2), to prove the floor itself.
    const voting = { ...toVote(start(), ['moon-gate']), budget: 0 };
    const s = voteAll(voting, ['NO', 'NO', 'NO', 'NO']);
    expect(s.budget).toBe(0);
    expect(s.log[0]).toMatchObject({ budgetBefore: 0, budgetAfter: 0 });
  });

  it('then passes the chair clockwise and advances the proposal number', () => {
    const s = voteAll(toVote(start({ firstChair: 3 }), ['moon-gate']), ['NO', 'NO', 'NO', 'NO']);
    expect(s.chair).toBe(0);
    expect(s.proposalNumber).toBe(2);
    expect(s.phase).toEqual({ kind: 'proposing' });
    expect(def.waitingOn(s)).toEqual([0]);
    expect(def.handover(s)).toBeNull();
  });
});

describe('rotate and stop (docs/games/festival-charter.md "Rotate and stop")', () => {
  it.each<[string, Partial<FcState>, ProjectId[], Vote[], string | null]>([
    ['stops after proposal 8', { proposalNumber: 8 }, ['moon-gate'], ['NO', 'NO', 'NO', 'NO'], 'eight-proposals'],
    ['goes on after proposal 7', { proposalNumber: 7 }, ['moon-gate'], ['NO', 'NO', 'NO', 'NO'], null],
    ['stops when nothing unbuilt is affordable', { budget: 2, built: ['long-table'] }, ['moon-gate'], ['YES', 'YES', 'YES', 'YES'], 'nothing-affordable'],
    ['stops when a rejection leaves nothing affordable', { budget: 2, built: ['long-table'] }, ['moon-gate'], ['NO', 'NO', 'NO', 'NO'], 'nothing-affordable'],
    ['goes on while the cheapest unbuilt fits', { budget: 3 }, ['moon-gate'], ['NO', 'NO', 'NO', 'NO'], null],
    [
      'stops when every project is built',
      { budget: 12, built: ['long-table', 'evening-picnic', 'maker-nook', 'lantern-walk', 'hammock-grove', 'bake-tent', 'sky-lanterns'] },
      ['moon-gate'],
      ['YES', 'YES', 'YES', 'YES'],
      'all-built',
    ],
  ])('%s', (_what, patch, projects, votes, reason) => {
    const s = voteAll(toVote(position(patch), projects), votes);
    expect(s.phase).toEqual(reason === null ? { kind: 'proposing' } : { kind: 'over', reason });
    expect(def.outcome(s) === null).toBe(reason === null);
  });

  it('refuses every move once the festival is over', () => {
    const over = frozen(voteAll(toVote(position({ proposalNumber: 8 }), ['moon-gate']), ['NO', 'NO', 'NO', 'NO']));
    expect(ruleMessage(() => def.apply(over, over.chair, { type: 'announce', projects: ['long-table'] }, T0))).toBe('The festival is over.');
    expect(def.randomAction(over, () => 0.5, T0)).toBeNull();
    expect(def.waitingOn(over)).toEqual([]);
  });
});

describe('the worked example (docs/games/festival-charter.md "A worked example", first paragraph)', () => {
  const at7 = (): FcState => position({ budget: 7 });
  it('a package of Moon Gate + Long Table costs 2 + 2 = 4 and spends the marker', () => {
    const s = act(at7(), 0, { type: 'announce', projects: ['moon-gate', 'long-table'] });
    expect(s.phase).toMatchObject({ proposal: { cost: 4, isPackage: true } });
    expect(s.packageSpent[0]).toBe(true);
  });
  it('three YES approve both and leave budget 3', () => {
    const s = voteAll(toVote(at7(), ['moon-gate', 'long-table']), ['YES', 'YES', 'NO', 'YES']);
    expect(s.budget).toBe(3);
    expect(s.built).toEqual(['moon-gate', 'long-table']);
  });
  it("two YES reject both, leave budget 6 and still use the chair's package marker", () => {
    const s = voteAll(toVote(at7(), ['moon-gate', 'long-table']), ['YES', 'NO', 'NO', 'YES']);
    expect(s.budget).toBe(6);
    expect(s.built).toEqual([]);
    expect(s.packageSpent[0]).toBe(true);
  });
});
