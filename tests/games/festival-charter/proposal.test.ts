import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/engine/types';
import type { ProjectId } from '../../../src/games/festival-charter/cards';
import { def } from '../../../src/games/festival-charter/def';
import type { FcAction, FcState } from '../../../src/games/festival-charter/types';
import { act, fromSave, position, ruleMessage, start, toVote, voteAll } from './helpers';
import { frozen } from '../frozen';

describe('making one affordable proposal (docs/games/festival-charter.md "Make one affordable proposal", "What a package does")', () => {
  it.each<[string, Partial<FcState>, ProjectId[], number, boolean]>([
    ['a single within budget', {}, ['sky-lanterns'], 5, false],
    ['a single costing exactly the budget', { budget: 3 }, ['maker-nook'], 3, false],
    ['a package of two different unbuilt projects', {}, ['moon-gate', 'long-table'], 4, true],
    ['a package costing exactly the budget', { budget: 7 }, ['evening-picnic', 'maker-nook'], 7, true],
    ['a single after the marker is spent', { packageSpent: [true, false, false, false] }, ['bake-tent'], 4, false],
  ])('accepts %s', (_what, patch, projects, cost, isPackage) => {
    const s = act(position(patch), 0, { type: 'announce', projects });
    expect(s.phase).toMatchObject({ kind: 'discussion', proposal: { chair: 0, projects, cost, isPackage } });
  });

  it('the older propose of games saved before checks the same and spends the same marker, then opens a speak-or-pass round', () => {
    const s = act(start({ firstChair: 2 }), 2, { type: 'propose', projects: ['moon-gate', 'long-table'] });
    expect(s.phase).toEqual({
      kind: 'speaking',
      proposal: { chair: 2, projects: ['moon-gate', 'long-table'], cost: 4, isPackage: true },
      speaker: 3,
      turns: [],
    });
    expect(s.packageSpent).toEqual([false, false, true, false]);
    expect(ruleMessage(() => def.apply(frozen(position({ budget: 3 })), 0, { type: 'propose', projects: ['sky-lanterns'] }, 0))).toBe(
      'The budget is 3: Sky Lanterns costs 5.',
    );
  });

  it("spends the chair's PACKAGE marker the moment a valid pair is announced (and only the chair's)", () => {
    const s = act(start({ firstChair: 2 }), 2, { type: 'announce', projects: ['moon-gate', 'long-table'] });
    expect(s.packageSpent).toEqual([false, false, true, false]);
  });

  it('never spends a marker for a single project', () => {
    const s = act(start(), 0, { type: 'announce', projects: ['moon-gate'] });
    expect(s.packageSpent).toEqual([false, false, false, false]);
  });

  it('keeps the marker spent when the package is rejected, and leaves both cards unbuilt', () => {
    const s = voteAll(toVote(start(), ['moon-gate', 'long-table']), ['NO', 'NO', 'YES', 'NO']);
    expect(s.packageSpent[0]).toBe(true);
    expect(s.built).toEqual([]);
  });

  const built: ProjectId[] = ['moon-gate'];
  it.each<[string, Partial<FcState>, Actor, FcAction, string]>([
    ['unaffordable single', { budget: 3 }, 0, { type: 'announce', projects: ['sky-lanterns'] }, 'The budget is 3: Sky Lanterns costs 5.'],
    ['unaffordable package', { budget: 5 }, 0, { type: 'announce', projects: ['moon-gate', 'bake-tent'] }, 'The budget is 5: Moon Gate + Bake Tent cost 6.'],
    ['built project', { built }, 0, { type: 'announce', projects: ['moon-gate'] }, 'Moon Gate is already built.'],
    ['built project in a package', { built }, 0, { type: 'announce', projects: ['long-table', 'moon-gate'] }, 'Moon Gate is already built.'],
    [
      'same project twice',
      {},
      0,
      { type: 'announce', projects: ['moon-gate', 'moon-gate'] },
      'A package needs two different projects: Moon Gate is named twice.',
    ],
    [
      'marker already spent',
      { packageSpent: [true, false, false, false] },
      0,
      { type: 'announce', projects: ['moon-gate', 'long-table'] },
      "Ana's PACKAGE marker is already spent: propose one project.",
    ],
    ['not the chair', {}, 1, { type: 'announce', projects: ['moon-gate'] }, "It is Ana's turn to chair: only Ana proposes now."],
    ['the table instead of the chair', {}, 'table', { type: 'announce', projects: ['moon-gate'] }, "It is Ana's turn to chair: only Ana proposes now."],
    ['no project', {}, 0, { type: 'announce', projects: [] }, 'Propose one project, or two with the PACKAGE marker.'],
    [
      'three projects',
      {},
      0,
      { type: 'announce', projects: ['moon-gate', 'long-table', 'maker-nook'] },
      'Propose one project, or two with the PACKAGE marker.',
    ],
    ['an unknown project', {}, 0, { type: 'announce', projects: fromSave<ProjectId[]>('["ferris-wheel"]') }, 'That is not one of the eight projects.'],
    ['a pass instead of a proposal', {}, 0, fromSave<FcAction>('{"type":"pass"}'), 'Unknown move pass.'],
  ])('refuses %s with a reason and changes nothing', (_what, patch, actor, action, message) => {
    const before = frozen(position(patch));
    expect(ruleMessage(() => def.apply(before, actor, action, 0))).toBe(message);
    expect(before.proposalNumber).toBe(1);
    expect(before.packageSpent).toEqual(patch.packageSpent ?? [false, false, false, false]);
  });

  it('refuses a second proposal once one is announced (wrong phase), so it cannot be changed', () => {
    const announced = frozen(act(start(), 0, { type: 'announce', projects: ['moon-gate'] }));
    expect(ruleMessage(() => def.apply(announced, 0, { type: 'announce', projects: ['long-table'] }, 0))).toBe(
      'Proposal 1 is already announced: the chair cannot change it.',
    );
    const speaking = frozen(act(start(), 0, { type: 'propose', projects: ['moon-gate'] }));
    expect(ruleMessage(() => def.apply(speaking, 0, { type: 'announce', projects: ['long-table'] }, 0))).toBe(
      'Proposal 1 is already announced: the chair cannot change it.',
    );
    const voting = frozen(toVote(start(), ['moon-gate']));
    expect(ruleMessage(() => def.apply(voting, 0, { type: 'propose', projects: ['long-table'] }, 0))).toBe(
      'Proposal 1 is already announced: the chair cannot change it.',
    );
  });

  it('the chair has no pass: random play always proposes while something is affordable', () => {
    for (const budget of [2, 3, 5, 12]) {
      const move = def.randomAction(position({ budget }), () => 0.9, 0);
      expect(move?.action.type).toBe('propose');
      expect(move?.actor).toBe(0);
    }
  });
});
