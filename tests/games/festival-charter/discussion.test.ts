import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/festival-charter/def';
import { DISCUSSION_MS, EXTRA_TIME_MS, type FcState } from '../../../src/games/festival-charter/types';
import { announce } from '../../../src/games/festival-charter/views/announce';
import { PLAYERS, T0, act, proposeAndDiscuss, proposeAndSpeak, ruleMessage, start, toVote } from './helpers';
import { frozen } from '../frozen';

/** A proposal made with the older `propose` (games saved before): the speak-or-pass round opens. */
function proposedBefore(chair = 0, limit = false): FcState {
  return act(start({ firstChair: chair, discussionLimit: limit }), chair, { type: 'propose', projects: ['moon-gate'] });
}

describe('the discussion (docs/games/festival-charter.md "Discuss the proposal"; docs/house-rules.md "Discussion")', () => {
  it('opens when the chair announces: the speaking order and open discussion are aloud, so nobody is waited on and nothing is private', () => {
    const s = proposeAndDiscuss(start({ firstChair: 2 }), ['moon-gate']);
    expect(s.phase).toEqual({ kind: 'discussion', proposal: { chair: 2, projects: ['moon-gate'], cost: 2, isPackage: false }, deadline: null, extraTimes: 0 });
    expect(def.waitingOn(s)).toEqual([]);
    expect(def.handover(s)).toBeNull();
  });

  it("one move opens the vote: every vote still to come, from the chair's left", () => {
    const s = act(frozen(proposeAndDiscuss(start({ firstChair: 2 }), ['moon-gate'])), 'table', { type: 'openVote' });
    expect(s.phase).toMatchObject({ kind: 'voting', votes: [null, null, null, null] });
    expect(def.handover(s)).toEqual({ seats: [3, 0, 1, 2], anyOrder: false });
  });

  it.each([
    ['before the chair announces', (): FcState => start(), 'The vote opens once the chair has announced a proposal.'],
    ['while it is open', (): FcState => toVote(start(), ['moon-gate']), 'The vote is already open.'],
  ])('refuses to open the vote %s', (_when, make, message) => {
    expect(ruleMessage(() => def.apply(frozen(make()), 'table', { type: 'openVote' }, T0))).toBe(message);
  });

  it('refuses speak/pass moves: they belong to the speak-or-pass round of games saved before', () => {
    expect(ruleMessage(() => def.apply(frozen(proposeAndDiscuss(start(), ['moon-gate'])), 'table', { type: 'passed' }, T0))).toBe(
      'The speak-or-pass round is not on now.',
    );
  });
});

describe('the discussion limit (optional, about two minutes, with extra time)', () => {
  it('has no clock when the limit is off (the default)', () => {
    const s = proposeAndDiscuss(start(), ['moon-gate'], T0);
    expect(def.nextDeadline(s)).toBeNull();
    expect(def.tick(s, T0 + 10 * DISCUSSION_MS)).toBe(s);
    expect(ruleMessage(() => def.apply(s, 'table', { type: 'extraTime' }, T0))).toBe('This table plays without a discussion limit.');
  });

  it('stamps about two minutes when the proposal is announced with the limit on', () => {
    const s = proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate'], T0 + 5000);
    expect(DISCUSSION_MS).toBe(120_000);
    expect(def.nextDeadline(s)).toBe(T0 + 5000 + 120_000);
  });

  it('"Extra time" adds 60 s, again and again, from the deadline (or from now once it has passed untended)', () => {
    let s = proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate'], T0);
    s = act(s, 'table', { type: 'extraTime' }, T0 + 1000);
    expect(def.nextDeadline(s)).toBe(T0 + DISCUSSION_MS + EXTRA_TIME_MS);
    s = act(s, 'table', { type: 'extraTime' }, T0 + 2000);
    expect(def.nextDeadline(s)).toBe(T0 + DISCUSSION_MS + 2 * EXTRA_TIME_MS);
    expect(s.phase).toMatchObject({ extraTimes: 2 });
    s = act(s, 'table', { type: 'extraTime' }, T0 + 10 * DISCUSSION_MS);
    expect(def.nextDeadline(s)).toBe(T0 + 10 * DISCUSSION_MS + EXTRA_TIME_MS);
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

  it('"Open the vote" ends the discussion at once, even with time left', () => {
    const s = act(proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate']), 'table', { type: 'openVote' });
    expect(s.phase.kind).toBe('voting');
    expect(def.nextDeadline(s)).toBeNull();
  });

  it('refuses extra time outside the discussion', () => {
    expect(ruleMessage(() => def.apply(frozen(start({ discussionLimit: true })), 'table', { type: 'extraTime' }, T0))).toBe(
      'Extra time is only for the discussion.',
    );
  });
});

describe('games saved before: the speak-or-pass round with a move per speaker', () => {
  it.each([
    [0, [1, 2, 3, 0]],
    [2, [3, 0, 1, 2]],
    [3, [0, 1, 2, 3]],
  ])("with chair %i the moments go %j: from the chair's left, the chair last", (chair, order) => {
    let s = proposedBefore(chair);
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
    let s = proposedBefore();
    s = act(s, 'table', { type: 'spoke' });
    s = act(s, 2, { type: 'passed' });
    expect(s.phase).toMatchObject({ kind: 'speaking', speaker: 3, turns: ['spoke', 'passed'] });
  });

  it('lets the speaker take their own moment but not another seat', () => {
    const s = frozen(proposedBefore());
    expect(act(s, 1, { type: 'spoke' }).phase).toMatchObject({ speaker: 2 });
    expect(ruleMessage(() => def.apply(s, 2, { type: 'spoke' }, T0))).toBe("It is Bo's moment to speak or pass.");
  });

  // The clock that opens with the announcement starts when the announcement's beat on the board ends (docs/house-rules.md,
  // "Each public step gets its beat"): a tester saw it run from 2:00 under the announcement's reveal.
  it.each([
    [undefined, T0 + 1000 + DISCUSSION_MS],
    [0, T0 + 1000 + DISCUSSION_MS],
    [4000, T0 + 1000 + 4000 + DISCUSSION_MS],
    [8000, T0 + 1000 + 8000 + DISCUSSION_MS],
  ])('with the limit on and a beat of %s ms, the discussion clock runs out at the beat’s end plus two minutes', (beatMs, deadline) => {
    const options = beatMs === undefined ? { discussionLimit: true } : def.paced?.({ ...def.defaultOptions(4), discussionLimit: true }, beatMs);
    const s = proposeAndDiscuss(start(options), ['moon-gate'], T0 + 1000);
    expect(s.phase).toMatchObject({ kind: 'discussion', deadline });
  });

  it.each([
    [-5, 0],
    [4000.4, 4000],
    [60_000, 20_000],
  ])('a beat of %s ms is written in as %s ms', (asked, written) => {
    expect(def.paced?.(def.defaultOptions(4), asked).beatMs).toBe(written);
  });

  it.each([-1, 1.5, 20_001, Number.NaN])('refuses a beat of %s ms in the options, with a message', (beatMs) => {
    expect(ruleMessage(() => start({ beatMs }))).toBe('The beat before the discussion clock starts is 0 to 20 seconds.');
  });

  it('stamps the limit when the last moment is taken, as it did', () => {
    const s = proposeAndSpeak(start({ discussionLimit: true }), ['moon-gate'], T0 + 5000);
    expect(s.phase).toMatchObject({ kind: 'discussion', deadline: T0 + 5000 + DISCUSSION_MS, extraTimes: 0 });
  });

  it('one move opens the vote from the middle of the round: the moments left are taken aloud', () => {
    const s = act(frozen(act(proposedBefore(), 'table', { type: 'spoke' })), 'table', { type: 'openVote' });
    expect(s.phase).toEqual({ kind: 'voting', proposal: { chair: 0, projects: ['moon-gate'], cost: 2, isPackage: false }, votes: [null, null, null, null] });
  });
});

describe('the table’s announcement of the discussion', () => {
  it('says the discussion is open, and after each "Extra time" how much was added, never a vote', () => {
    let s = proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate'], T0);
    const said = () => announce(def.view(s, 'table'), PLAYERS);
    expect(said()).toMatch(/^Proposal 1 by Ana: .*\. Discussion open: each may speak or pass in order, then anyone; Open the vote when the table is ready\.$/);
    s = act(s, 'table', { type: 'extraTime' }, T0 + 1000);
    expect(said()).toMatch(/ Extra time given: 60 seconds added in all\.$/);
    s = act(s, 'table', { type: 'extraTime' }, T0 + 2000);
    expect(said()).toMatch(/ Extra time given: 120 seconds added in all\.$/);
    s = act(s, 'table', { type: 'openVote' }, T0 + 3000);
    expect(said()).not.toContain('Discussion open');
  });
});
