import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { BEAT_MAX_MS, checkOptions, clockMs, defaultOptions, paced, targetFor } from '../../../src/games/ribbon-fair/rules/options';
import { setupWith } from '../../../src/games/ribbon-fair/rules/setup';
import { def as rfDef } from '../../../src/games/ribbon-fair/def';
import { decksFor } from '../../../src/games/ribbon-fair/cards';
import type { RfOptions } from '../../../src/games/ribbon-fair/types';
import { NAMES, T0, decks, def, fair } from './helpers';

describe('options (docs/games/ribbon-fair.md "Judging styles", "Timers")', () => {
  it('defaults to 45 s to pin and 30 s to judge or vote, base pack only, and the board’s beat before a clock', () => {
    expect(defaultOptions()).toEqual({ style: 'rotating', themedPacks: [], pinClock: 45, judgeClock: 30, beatMs: 4000 });
  });

  it.each<[string, Partial<RfOptions>, boolean]>([
    ['rotating judge', { style: 'rotating' }, true],
    ['AI judge', { style: 'ai' }, true],
    ['crowd favourite', { style: 'crowd' }, true],
    ['unknown style', { style: 'jury' as RfOptions['style'] }, false],
    ['one themed pack', { themedPacks: ['barnyard-kitchen'] }, true],
    ['both themed packs', { themedPacks: ['barnyard-kitchen', 'starlight-midway'] }, true],
    ['a pack twice', { themedPacks: ['starlight-midway', 'starlight-midway'] }, false],
    ['the base pack as themed', { themedPacks: ['base' as 'starlight-midway'] }, false],
    ['pin clock 20 s', { pinClock: 20 }, true],
    ['pin clock 90 s', { pinClock: 90 }, true],
    ['pin clock 19 s', { pinClock: 19 }, false],
    ['pin clock 91 s', { pinClock: 91 }, false],
    ['pin clock 30.5 s', { pinClock: 30.5 }, false],
    ['pin clock off', { pinClock: null }, true],
    ['judge clock 20 s', { judgeClock: 20 }, true],
    ['judge clock 95 s', { judgeClock: 95 }, false],
    ['judge clock off', { judgeClock: null }, true],
  ])('%s → allowed %s', (_, change, ok) => {
    const run = () => checkOptions({ ...defaultOptions(), ...change }, 4);
    if (ok) expect(run).not.toThrow();
    else expect(run).toThrow(RuleError);
  });

  it.each([
    [2, false],
    [3, true],
    [8, true],
    [9, false],
  ])('%i stalls → allowed %s', (n, ok) => {
    const run = () => setupWith(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].slice(0, n), defaultOptions(), 's', T0, decks());
    if (ok) expect(run).not.toThrow();
    else expect(run).toThrow(/3 to 8 stalls/);
  });

  it.each([
    [['Ana', 'ana', 'Bo'], /names must differ/],
    [['Ana', '  ', 'Bo'], /1 to 24/],
    [['Ana', 'x'.repeat(25), 'Bo'], /1 to 24/],
  ])('refuses names %j', (players, msg) => {
    expect(() => setupWith(players, defaultOptions(), 's', T0, decks())).toThrow(msg);
  });

  it.each([
    [null, 300_000],
    [20, 20_000],
    [45, 45_000],
    [90, 90_000],
  ])('a %s s clock lasts %i ms (off waits five minutes)', (s, ms) => {
    expect(clockMs(s)).toBe(ms);
  });

  it('def.minPlayers / maxPlayers are 3 and 8', () => {
    expect([def.minPlayers, def.maxPlayers, def.id]).toEqual([3, 8, 'ribbon-fair']);
  });
});

describe('the table’s beat written into a fair’s options (docs/house-rules.md "Ribbon Fair")', () => {
  it.each<[number, number]>([
    [4000, 4000],
    [8000, 8000],
    [0, 0],
    [-50, 0],
    [BEAT_MAX_MS + 1, BEAT_MAX_MS],
    [4000.4, 4000],
  ])('a beat of %s ms is kept as %i ms, the other options as they were', (asked, kept) => {
    const before: RfOptions = { ...defaultOptions(), style: 'crowd', pinClock: 60 };
    const after = paced(before, asked);
    expect(after).toEqual({ ...before, beatMs: kept });
    expect(before.beatMs).toBe(4000);
    expect(() => checkOptions(after, 4)).not.toThrow();
  });
});

describe('target ribbons by stalls at the start (docs/house-rules.md "Target ribbons")', () => {
  it.each([
    [3, 8],
    [4, 8],
    [5, 7],
    [6, 6],
    [7, 5],
    [8, 4],
  ])('%i stalls → %i ribbons, stored in the state', (n, t) => {
    expect(targetFor(n)).toBe(t);
    expect(fair(n).target).toBe(t);
  });
});

describe('setup (docs/games/ribbon-fair.md "Setup")', () => {
  it.each([3, 5, 8])('deals 7 entries to each of %i stalls and turns the top ribbon', (n) => {
    const s = fair(n);
    expect(s.stalls.map((st) => st.hand.length)).toEqual(Array(n).fill(7));
    expect(s.entryDeck.length).toBe(200 - 7 * n);
    expect(s.round.ribbon).not.toBeNull();
    expect(s.ribbonDeck.length).toBe(29);
    expect(s.phase).toBe('pin');
  });

  it('shuffles ribbons and entries with the seed: same seed same order, other seed other order', () => {
    const a = fair(4, {}, 'one');
    expect(fair(4, {}, 'one')).toEqual(a);
    const b = fair(4, {}, 'two');
    expect(b.stalls[0]?.hand).not.toEqual(a.stalls[0]?.hand);
    expect([b.round.ribbon, ...b.ribbonDeck]).not.toEqual([a.round.ribbon, ...a.ribbonDeck]);
    const unshuffled = decks().entries.slice(0, 7);
    expect(a.stalls[0]?.hand).not.toEqual(unshuffled);
  });

  it('every card of the chosen decks is dealt from exactly once', () => {
    const s = fair(6);
    const all = [...s.entryDeck, ...s.stalls.flatMap((st) => st.hand)].map((c) => c.text).sort();
    expect(all).toEqual(
      decks()
        .entries.map((c) => c.text)
        .sort(),
    );
  });

  it.each<[RfOptions['style'], number | null]>([
    ['rotating', 0],
    ['ai', null],
    ['crowd', null],
  ])('%s: the rosette starts at seat %s', (style, judge) => {
    expect(fair(4, { style }).round.judge).toBe(judge);
  });

  it.each<[RfOptions['style'], number[]]>([
    ['rotating', [1, 2, 3]],
    ['ai', [0, 1, 2, 3]],
    ['crowd', [0, 1, 2, 3]],
  ])('%s: the pin step goes to %j (left of the rosette, or from the first seat)', (style, seats) => {
    const s = fair(4, { style });
    expect(def.handover(s)).toEqual({ seats, anyOrder: false });
    expect(def.waitingOn(s)).toEqual(seats);
  });

  it('the pack decks come through decksFor(options)', () => {
    const opts: RfOptions = { ...defaultOptions(), themedPacks: ['starlight-midway'] };
    const d = decksFor(opts);
    const s = rfDef.setup(NAMES.slice(0, 3), opts, 'x', T0);
    expect(d.entries.some((c) => c.pack === 'starlight-midway')).toBe(true);
    expect(s.dealtFrom).toEqual({ ribbons: d.ribbons.length, entries: d.entries.length });
    expect(s.dealtFrom).not.toEqual({ ribbons: decksFor(defaultOptions()).ribbons.length, entries: decksFor(defaultOptions()).entries.length });
  });
});
