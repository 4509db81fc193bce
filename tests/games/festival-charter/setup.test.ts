import { describe, expect, it } from 'vitest';
import { PRIORITIES } from '../../../src/games/festival-charter/cards';
import { def } from '../../../src/games/festival-charter/def';
import { playAgainOptions } from '../../../src/games/festival-charter/rules/setup';
import { PLAYERS, T0, ruleMessage, start } from './helpers';

describe('setup (docs/games/festival-charter.md "Prepare public information")', () => {
  it.each([
    [['Ana', 'Bo', 'Cy'], 'Festival Charter needs exactly 4 planners, not 3.'],
    [['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 'Festival Charter needs exactly 4 planners, not 5.'],
  ])('refuses %j: exactly 4 planners', (players, message) => {
    expect(ruleMessage(() => def.setup(players, def.defaultOptions(players.length), 's', T0))).toBe(message);
  });

  it('starts with budget 12, proposal 1, every PACKAGE marker unused, nothing built, the chair proposing', () => {
    const s = start();
    expect(s.budget).toBe(12);
    expect(s.proposalNumber).toBe(1);
    expect(s.packageSpent).toEqual([false, false, false, false]);
    expect(s.built).toEqual([]);
    expect(s.log).toEqual([]);
    expect(s.phase).toEqual({ kind: 'proposing' });
  });

  it('deals the four priority cards, one each, shuffled by the seed and repeatable', () => {
    const s = start({}, 'seed-a');
    expect([...s.priorities].sort()).toEqual(PRIORITIES.map((p) => p.id).sort());
    expect(start({}, 'seed-a').priorities).toEqual(s.priorities);
    const deals = new Set(Array.from({ length: 40 }, (_, i) => start({}, `seed-${i}`).priorities.join()));
    expect(deals.size).toBeGreaterThan(5);
  });

  it.each([0, 1, 2, 3])('seats %i as first chair when the options name it', (seat) => {
    const s = start({ firstChair: seat });
    expect(s.chair).toBe(seat);
    expect(s.firstChair).toBe(seat);
  });

  it('draws a random first chair from the seed when the option is Random', () => {
    const chairs = Array.from({ length: 60 }, (_, i) => start({ firstChair: 'random' }, `r-${i}`).chair);
    expect(new Set(chairs)).toEqual(new Set([0, 1, 2, 3]));
    expect(start({ firstChair: 'random' }, 'r-7').chair).toBe(chairs[7]);
  });

  it('defaults to seat 1 in the chair and no discussion limit', () => {
    expect(def.defaultOptions(4)).toEqual({ firstChair: 0, discussionLimit: false });
  });

  it.each([
    [{ firstChair: 4, discussionLimit: false }, 'The first chair must be one of the four planners, or Random.'],
    [{ firstChair: -1, discussionLimit: false }, 'The first chair must be one of the four planners, or Random.'],
    [{ firstChair: 1.5, discussionLimit: false }, 'The first chair must be one of the four planners, or Random.'],
  ])('refuses options %j', (options, message) => {
    expect(ruleMessage(() => def.checkOptions(options, 4))).toBe(message);
    expect(ruleMessage(() => def.setup(PLAYERS, options, 's', T0))).toBe(message);
  });

  it.each([
    [0, 1],
    [1, 2],
    [3, 0],
  ])('Play again passes the first chair from seat %i to seat %i and keeps the other options', (first, next) => {
    const s = start({ firstChair: first, discussionLimit: true });
    expect(playAgainOptions(s)).toEqual({ firstChair: next, discussionLimit: true });
  });

  it('Play again after a random first chair rotates from the seat actually drawn', () => {
    const s = start({ firstChair: 'random' }, 'r-3');
    expect(playAgainOptions(s).firstChair).toBe((s.firstChair + 1) % 4);
  });

  it('is JSON-safe', () => {
    const s = start({ firstChair: 'random' });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
