// @vitest-environment happy-dom
// (localStorage)
import { describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../src/engine/types';
import { BOARD_BEAT_MS } from '../../src/games/contract';
import { createSession, forgetSeen, realClock, type SessionClock } from '../../src/session/session';
import { replaysExactly } from '../../src/session/replay';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';
import { def as ribbonDef, fair, first } from '../games/ribbon-fair/helpers';
import type { RfState } from '../../src/games/ribbon-fair/types';
import { toy, toyGame, TURN_MS, type ToyState } from './toy-game';

/**
 * A phone's clocks: `wall` is what Date.now() says (the user may set it back), while timers run on
 * elapsed time (as browsers' timers do). A sleeping phone moves the wall on but fires no timer
 * until it wakes. The 250 ms ticker runs like any interval.
 */
function phone(start: number) {
  let wall = start;
  let mono = 0;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  let next = 1;
  const clock: SessionClock = {
    now: () => wall,
    setTimeout: (fn, ms) => {
      timers.set(next, { at: mono + ms, fn });
      return next++;
    },
    clearTimeout: (h) => void timers.delete(Number(h)),
    setInterval: (fn, ms) => {
      timers.set(next, { at: mono + ms, fn, every: ms });
      return next++;
    },
    clearInterval: (h) => void timers.delete(Number(h)),
  };
  /** Fires every due timer in time order, moving both clocks to each. */
  function run(until: number): void {
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, t] = due;
      wall += t.at - mono;
      mono = t.at;
      if (t.every) t.at += t.every;
      else timers.delete(id);
      t.fn();
    }
    wall += until - mono;
    mono = until;
  }
  return {
    clock,
    /** Time passes with the app awake. */
    advance: (ms: number) => run(mono + ms),
    /** The phone sleeps `ms`: the wall clock moves on, no timer fires until it wakes. */
    sleep(ms: number) {
      wall += ms;
    },
    /** The user sets the device clock back by `ms`. */
    setBack(ms: number) {
      wall -= ms;
    },
    /** Timers due now (after a sleep: every one that was due, all at once, as a waking phone does). */
    wake: () => {
      for (const t of timers.values()) t.at = Math.min(t.at, mono);
      run(mono);
    },
    wall: () => wall,
  };
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
};
const toyDef = toy as unknown as AnyGameDef;
const HOUR = 60 * 60 * 1000;

describe('clocks', () => {
  it('a phone put to sleep past a deadline applies the timeout once on wake', async () => {
    const p = phone(1000);
    let saves = 0;
    const s = createSession(toyDef, toyGame(1000), async () => void saves++, p.clock);
    p.advance(2000);
    p.sleep(TURN_MS - 2000 + 3000);
    p.wake();
    // The waking page also gets a tap at once: the move queued behind the timeout.
    const move = s.act(1, { type: 'add', n: 1 });
    p.wake();
    await move;
    await flush();
    expect(s.game.value.log.map((e) => e.kind)).toEqual(['tick', 'act']);
    expect(s.game.value.log[0]?.at).toBe(1000 + TURN_MS);
    expect((s.game.value.state as ToyState).log).toEqual(['timeout', 'add 1']);
    expect(s.timeouts.value).toBe(1);
    expect(saves).toBe(2);
  });

  it('the device clock set back while the app runs does not lengthen a running clock', async () => {
    const p = phone(1000);
    const s = createSession(toyDef, toyGame(1000), async () => undefined, p.clock);
    p.advance(4000);
    p.setBack(HOUR);
    p.advance(TURN_MS - 4000 + 300);
    await flush();
    // The timeout came within the ticker's 250 ms of the clock's length, not an hour later.
    expect((s.game.value.state as ToyState).turn).toBe(1);
    expect(s.game.value.log).toHaveLength(1);
    const at = s.game.value.log[0]?.at ?? 0;
    expect(at).toBeGreaterThanOrEqual(1000 + TURN_MS);
    expect(at).toBeLessThanOrEqual(1000 + TURN_MS + 300);
    // The time shown never goes back either.
    expect(s.now.value).toBeGreaterThanOrEqual(at);
    s.dispose();
  });

  it('a clock that ran with no move after it is not given back when the device clock is set back while the app is closed', async () => {
    const p = phone(1000);
    const seen = new Map<string, number>();
    const clock: SessionClock = { ...p.clock, lastSeen: (id) => seen.get(id) ?? null, markSeen: (id, t) => void seen.set(id, t) };
    let saved = toyGame(1000);
    const first = createSession(toyDef, saved, async (g) => void (saved = g), clock);
    // The turn clock runs 6 s with no move; then the app is killed (no dispose, no last word).
    p.advance(6000);
    await flush();
    expect(saved.log).toHaveLength(0);
    first.dispose = () => undefined;
    p.setBack(HOUR);
    const s = createSession(toyDef, saved, async (g) => void (saved = g), clock);
    // Within the second the session keeps the time it has seen, not 10 s again.
    const left = ((s.game.value.state as ToyState).deadline ?? 0) - s.now.value;
    expect(left).toBeGreaterThan(TURN_MS - 6000 - 1);
    expect(left).toBeLessThanOrEqual(TURN_MS - 6000 + 1000);
    p.advance(left + 300);
    await flush();
    expect((s.game.value.state as ToyState).turn).toBe(1);
    s.dispose();
  });

  it('the page clock keeps the time a game was seen running, per game, and forgets it when asked', () => {
    realClock.markSeen?.('a', 5000);
    realClock.markSeen?.('b', 7000);
    expect(realClock.lastSeen?.('a')).toBe(5000);
    expect(realClock.lastSeen?.('b')).toBe(7000);
    forgetSeen('a');
    expect(realClock.lastSeen?.('a')).toBeNull();
    localStorage.setItem('fairground.seen.c', 'garbage');
    expect(realClock.lastSeen?.('c')).toBeNull();
    localStorage.setItem('fairground.seen.c', '1e300');
    expect(realClock.lastSeen?.('c')).toBeNull();
  });

  it('the device clock set back while the app was closed does not lengthen a clock, and the log never goes back', async () => {
    const p = phone(1000);
    let saved = toyGame(1000);
    const first = createSession(toyDef, saved, async (g) => void (saved = g), p.clock);
    p.advance(6000);
    await first.act(0, { type: 'add', n: 1 });
    first.dispose();
    expect(saved.log[0]?.at).toBe(7000);
    // Closed; the clock is set back an hour; the app opens again.
    p.setBack(HOUR);
    const s = createSession(toyDef, saved, async (g) => void (saved = g), p.clock);
    expect(s.now.value).toBe(7000);
    p.advance(TURN_MS - 1);
    await flush();
    expect((s.game.value.state as ToyState).turn).toBe(1);
    p.advance(300);
    await flush();
    expect((s.game.value.state as ToyState).turn).toBe(2);
    const times = saved.log.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[1]).toBe(7000 + TURN_MS);
    expect(replaysExactly(toyDef, saved)).toBe(true);
    s.dispose();
  });

  it('two deadlines passed while closed resolve in order: Ribbon Fair pin clock, then the judging clock it started', async () => {
    const rf = ribbonDef as unknown as AnyGameDef;
    const players = ['Ana', 'Bo', 'Cy', 'Dee'];
    const options = { ...fair(4).options, style: 'rotating' as const, pinClock: 45, judgeClock: 30 };
    const T = 1_700_000_000_000;
    let saved: SavedGame = {
      schema: SCHEMA_VERSION,
      gameId: 'ribbon-fair',
      id: 'rf',
      players,
      options,
      seed: 'seed',
      state: ribbonDef.setup(players, options, 'seed', T),
      log: [],
      createdAt: T,
      updatedAt: T,
    };
    const p = phone(T);
    const s1 = createSession(rf, saved, async (g) => void (saved = g), p.clock);
    const owing = (s1.game.value.state as RfState).round.owing;
    expect(owing).toHaveLength(3);
    const [a, b, c] = owing as [number, number, number];
    const st = () => s1.game.value.state as RfState;
    await s1.act(a, { type: 'pin', entry: first(st(), a) });
    await s1.act(b, { type: 'pin', entry: first(st(), b) });
    await s1.act(c, { type: 'open' });
    const opened = saved.updatedAt;
    s1.dispose();
    // The phone is closed past the pin clock (45 s) and the judging clock it would start (30 s more, after the entries'
    // beat on the table).
    const beat = options.beatMs ?? 0;
    expect(beat).toBe(BOARD_BEAT_MS);
    p.sleep(45_000 + beat + 30_000 + 5_000);
    const s = createSession(rf, saved, async (g) => void (saved = g), p.clock);
    await flush();
    const ticks = saved.log.filter((e) => e.kind === 'tick').map((e) => e.at);
    expect(ticks).toEqual([opened + 45_000, opened + 75_000 + beat]);
    const state = saved.state as RfState;
    expect(state.phase).toBe('award');
    expect(state.round.award?.how).toBe('judge-timeout');
    const texts = state.log.map((l) => (typeof l === 'string' ? l : JSON.stringify(l)));
    const pinOut = texts.findIndex((t) => t.includes('entry time ran out'));
    const judgeOut = texts.findIndex((t) => t.includes('Judging time ran out'));
    expect(pinOut).toBeGreaterThanOrEqual(0);
    expect(judgeOut).toBeGreaterThan(pinOut);
    // The award panel's clock runs from the judging timeout and the award's beat, as if the app had been open.
    expect(state.round.deadline).toBe(opened + 75_000 + beat + beat + 30_000);
    expect(replaysExactly(rf, saved)).toBe(true);
    s.dispose();
  });
});
