import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/festival-charter/rules/def';
import { DISCUSSION_MS, EXTRA_TIME_MS, type FcState } from '../../../src/games/festival-charter/types';
import { T0, act, frozen, proposeAndDiscuss, ruleMessage, start } from './helpers';

function announced(chair = 0, limit = false): FcState {
  return act(start({ firstChair: chair, discussionLimit: limit }), chair, { type: 'propose', projects: ['moon-gate'] });
}

describe('speak or pass (seeds/002 "Discuss the proposal"; RULINGS "Discussion")', () => {
  it.each([
    [0, [1, 2, 3, 0]],
    [2, [3, 0, 1, 2]],
    [3, [0, 1, 2, 3]],
  ])('with chair %i the moments go %j: from the chair\'s left, the chair last', (chair, order) => {
    let s = announced(chair);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      if (s.phase.kind !== 'speaking') throw new Error('still speaking');
      seen.push(s.phase.speaker);
      expect(def.waitingOn(s)).toEqual([s.phase.speaker]);
      s = act(s, 'table', { type: i % 2 === 0 ? 'spoke' : 'passed' });
    }
    expect(seen).toEqual(order);
    expect(s.phase.kind).toBe('discussion');
  });

  it('records who spoke and who passed', () => {
    let s = announced();
    s = act(s, 'table', { type: 'spoke' });
    s = act(s, 2, { type: 'passed' });
    expect(s.phase).toMatchObject({ kind: 'speaking', speaker: 3, turns: ['spoke', 'passed'] });
  });

  it('lets the speaker take their own moment but not another seat', () => {
    const s = frozen(announced());
    expect(act(s, 1, { type: 'spoke' }).phase).toMatchObject({ speaker: 2 });
    expect(ruleMessage(() => def.apply(s, 2, { type: 'spoke' }, T0))).toBe("It is Bo's moment to speak or pass.");
  });

  it.each([
    ['proposing', (): FcState => start()],
    ['discussion', (): FcState => proposeAndDiscuss(start(), ['moon-gate'])],
  ])('refuses speak/pass during %s', (_phase, make) => {
    expect(ruleMessage(() => def.apply(frozen(make()), 'table', { type: 'passed' }, T0))).toBe('The speak-or-pass round is not on now.');
  });

  it('refuses to open the vote before the speak-or-pass round is over', () => {
    expect(ruleMessage(() => def.apply(frozen(announced()), 'table', { type: 'openVote' }, T0))).toBe(
      'The vote opens after the speak-or-pass round and open discussion.',
    );
  });
});

describe('open discussion and its optional limit', () => {
  it('has no clock when the limit is off (the default)', () => {
    const s = proposeAndDiscuss(start(), ['moon-gate'], T0);
    expect(s.phase).toEqual({ kind: 'discussion', proposal: expect.anything(), deadline: null, extraTimes: 0 });
    expect(def.nextDeadline(s)).toBeNull();
    expect(def.tick(s, T0 + 10 * DISCUSSION_MS)).toBe(s);
    expect(ruleMessage(() => def.apply(s, 'table', { type: 'extraTime' }, T0))).toBe('This table plays without a discussion limit.');
  });

  it('stamps about two minutes when open discussion starts with the limit on', () => {
    const s = proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate'], T0 + 5000);
    expect(DISCUSSION_MS).toBe(120_000);
    expect(def.nextDeadline(s)).toBe(T0 + 5000 + 120_000);
  });

  it('"Extra time" adds 60 s, again and again', () => {
    let s = proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate'], T0);
    s = act(s, 'table', { type: 'extraTime' }, T0 + 1000);
    expect(def.nextDeadline(s)).toBe(T0 + DISCUSSION_MS + EXTRA_TIME_MS);
    s = act(s, 'table', { type: 'extraTime' }, T0 + 2000);
    expect(def.nextDeadline(s)).toBe(T0 + DISCUSSION_MS + 2 * EXTRA_TIME_MS);
    expect(s.phase).toMatchObject({ extraTimes: 2 });
  });

  it.each([
    [-1, 'discussion'],
    [0, 'voting'],
    [30_000, 'voting'],
  ])('tick %i ms from the deadline leaves the phase in %s', (offset, kind) => {
    const s = proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate'], T0);
    const after = def.tick(s, T0 + DISCUSSION_MS + offset);
    expect(after.phase.kind).toBe(kind);
    if (kind === 'discussion') expect(after).toBe(s);
    else expect(after.phase).toMatchObject({ votes: [null, null, null, null] });
  });

  it('"Open the vote" ends discussion at once, even with time left', () => {
    const s = act(proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate']), 'table', { type: 'openVote' });
    expect(s.phase.kind).toBe('voting');
    expect(def.nextDeadline(s)).toBeNull();
  });

  it('refuses extra time outside discussion', () => {
    expect(ruleMessage(() => def.apply(frozen(start({ discussionLimit: true })), 'table', { type: 'extraTime' }, T0))).toBe(
      'Extra time is only for open discussion.',
    );
  });
});
