import { describe, expect, it } from 'vitest';
import { BOARD_BEAT_MS } from '../../../src/games/contract';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import { BEAT_MAX_MS, defaultOptions } from '../../../src/games/ribbon-fair/rules/options';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { T0, def, fair, pinAll, pinBy } from './helpers';

const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];
/** The beat a new fair keeps before a clock that opens with a public step (its default options). */
const BEAT = BOARD_BEAT_MS;

describe('a clock that opens with a public step starts when its beat ends (docs/house-rules.md, "Each public step gets its beat")', () => {
  it.each<[string, Partial<RfOptions>, number]>([
    ['rotating judge: judging clock after the entries’ beat', { style: 'rotating' }, BEAT + 30_000],
    ['rotating judge, 8 s beat', { style: 'rotating', beatMs: 8000 }, 8000 + 30_000],
    ['rotating judge, a fair saved before the beat was kept', { style: 'rotating', beatMs: undefined }, 30_000],
    ['Judge Marigold: award panel after the entries’ beat and the award’s', { style: 'ai' }, 2 * BEAT + 30_000],
    ['Judge Marigold, a fair saved before the beat was kept', { style: 'ai', beatMs: undefined }, 30_000],
  ])('%s', (_, options, after) => {
    const o: RfOptions = { ...defaultOptions(), ...options };
    // A fair saved before the beat was kept has no such option at all.
    if ('beatMs' in options && options.beatMs === undefined) delete o.beatMs;
    const s = pinAll(def.setup(['Ana', 'Bo', 'Cy', 'Dee'], o, 'seed', T0), T0);
    expect(s.options.beatMs).toBe('beatMs' in options ? options.beatMs : BEAT);
    expect(s.round.deadline).toBe(T0 + after);
  });

  it('the award panel after a rotating judge’s pick waits one beat', () => {
    const s = apply(pinAll(fair(4, { style: 'rotating' }), T0), 0, { type: 'pick', entry: 0 }, T0 + 10_000);
    expect(s.phase).toBe('award');
    expect(s.round.deadline).toBe(T0 + 10_000 + BEAT + 30_000);
  });

  it.each([-1, 1.5, BEAT_MAX_MS + 1, Number.NaN])('a beat of %s ms is refused at setup', (beatMs) => {
    expect(() => fair(4, { beatMs })).toThrow(/beat before a clock starts/);
  });
});

describe('per-stall pin clock (docs/games/ribbon-fair.md "Timers"; docs/house-rules.md "Clocks")', () => {
  it.each<[number | null, number]>([
    [45, 45_000],
    [20, 20_000],
    [90, 90_000],
    [null, 300_000],
  ])('a %s s pin clock starts when the stall opens its private view and lasts %i ms', (pinClock, ms) => {
    const s0 = fair(4, { style: 'ai', pinClock });
    expect(def.nextDeadline(s0)).toBeNull();
    const s1 = apply(s0, 0, { type: 'open' }, T0 + 500);
    expect(s1.round.clocks[0]).toBe(T0 + 500 + ms);
    expect(def.nextDeadline(s1)).toBe(T0 + 500 + ms);
    expect(def.view(s1, 0).you?.clock).toBe(T0 + 500 + ms);
    expect(def.view(s1, 'table').clock).toEqual({ deadline: T0 + 500 + ms, length: ms, label: 'Pin time' });
    expect(() => apply(s1, 0, { type: 'open' }, T0 + 600)).toThrow(/already running/);
    expect(def.tick(s1, T0 + 500 + ms - 1)).toBe(s1);
    const s2 = def.tick(s1, T0 + 500 + ms);
    expect(s2.round.owing).toEqual([1, 2, 3]);
    expect(s2.stalls[0]?.hand.length).toBe(7);
  });

  it.each(STYLES)('%s: when entry time runs out, stalls that have not pinned sit the round out; whoever pinned is judged', (style) => {
    let s = fair(5, { style });
    const owing = s.round.owing;
    for (const seat of owing) s = apply(s, seat, { type: 'open' }, T0);
    s = pinBy(s, owing.slice(0, 2), T0 + 1000);
    expect(() => apply(s, owing[2] ?? 0, { type: 'pin', entry: s.stalls[owing[2] ?? 0]?.hand[0]?.text ?? '' }, T0 + 45_000)).toThrow(
      /not being pinned|sit this round out/,
    );
    const late = def.tick(s, T0 + 45_000);
    expect(late.round.entries.map((e) => e.seat).sort()).toEqual(owing.slice(0, 2).sort());
    expect(late.phase).toBe(style === 'rotating' ? 'judge' : style === 'ai' ? 'award' : 'vote');
  });

  it('a stall that has not opened its view has no clock: the handover screen has none', () => {
    const s = apply(fair(3, { style: 'ai' }), 0, { type: 'open' }, T0);
    const later = def.tick(s, T0 + 10 * 60_000);
    expect(later.round.owing).toEqual([1, 2]);
  });

  it('a fresh hand does not restart the clock', () => {
    const s = apply(apply(fair(3, { style: 'ai' }), 1, { type: 'open' }, T0), 1, { type: 'fresh-hand' }, T0 + 10_000);
    expect(s.round.clocks[1]).toBe(T0 + 45_000);
  });
});

describe('judging clock (docs/games/ribbon-fair.md "Timers")', () => {
  it.each<[number | null, number]>([
    [30, 30_000],
    [null, 300_000],
  ])('judge clock %s: time out after %i ms makes a random entry win', (judgeClock, ms) => {
    const s = pinAll(fair(4, { style: 'rotating', judgeClock }), T0 + 100);
    // The clock starts when the entries' beat on the table ends (docs/house-rules.md, "Each public step gets its beat").
    const end = T0 + 100 + BEAT + ms;
    expect(s.round.deadline).toBe(end);
    expect(def.view(s, 'table').clock?.label).toBe('Judging time');
    expect(def.tick(s, end - 1)).toBe(s);
    const t = def.tick(s, end);
    expect(t.phase).toBe('award');
    expect(t.round.award?.how).toBe('judge-timeout');
    expect(t.stalls.reduce((n, st) => n + st.won.length, 0)).toBe(1);
    expect(() => apply(s, 0, { type: 'pick', entry: 0 }, end)).toThrow(/nothing to judge/);
  });

  it('the random entry differs by seed', () => {
    const seats = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => def.tick(pinAll(fair(4, { style: 'rotating' }, seed)), T0 + BEAT + 30_000).round.award?.entry),
    );
    expect(seats.size).toBeGreaterThan(1);
  });
});

describe('vote clock per voter (docs/games/ribbon-fair.md "Timers")', () => {
  it('stalls that have not voted abstain when their time runs out; cast votes are counted', () => {
    let s = pinAll(fair(4, { style: 'crowd', judgeClock: 20 }));
    expect(s.phase).toBe('vote');
    const [a, b, ...rest] = s.round.voters;
    s = apply(s, a ?? 0, { type: 'open' }, T0);
    expect(s.round.clocks[a ?? 0]).toBe(T0 + 20_000);
    const theirs = s.round.entries.findIndex((e) => e.seat !== a);
    s = apply(s, a ?? 0, { type: 'vote', entry: theirs }, T0 + 1);
    for (const v of [b ?? 0, ...rest]) s = apply(s, v, { type: 'open' }, T0 + 2);
    const t = def.tick(s, T0 + 20_002);
    expect(t.phase).toBe('award');
    expect(t.round.award).toMatchObject({ how: 'crowd', entry: theirs, tally: t.round.entries.map((_, i) => (i === theirs ? 1 : 0)) });
  });

  it('all voters timing out with no vote sets the ribbon aside', () => {
    let s = pinAll(fair(3, { style: 'crowd' }));
    for (const v of s.round.voters) s = apply(s, v, { type: 'open' }, T0);
    const t = def.tick(s, T0 + 30_000);
    expect(t.round.award).toMatchObject({ winner: null, how: 'no-votes' });
    expect(t.setAside.length).toBe(1);
  });
});

describe('award panel clock (docs/house-rules.md "Award panel and Next ribbon")', () => {
  it.each(STYLES)('%s: the award panel moves on by itself when the judging clock runs out', (style) => {
    let s: RfState = pinAll(fair(3, { style }));
    if (s.phase === 'judge') s = apply(s, 0, { type: 'pick', entry: 0 }, T0);
    if (s.phase === 'vote') {
      for (const v of s.round.voters) s = apply(s, v, { type: 'open' }, T0);
      s = def.tick(s, T0 + 30_000);
    }
    expect(s.phase).toBe('award');
    const d = s.round.deadline ?? 0;
    expect(def.nextDeadline(s)).toBe(d);
    const t = def.tick(s, d);
    expect(t.phase).toBe('pin');
    expect(t.roundNo).toBe(2);
  });

  it('tick applies clocks in a chain on resume (award ran out long ago) and stamps new clocks at now', () => {
    const s = pinAll(fair(3, { style: 'ai' }));
    const t = def.tick(s, T0 + 3_600_000);
    expect(t.phase).toBe('pin');
    expect(def.nextDeadline(t)).toBeNull();
  });
});
