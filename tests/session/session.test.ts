import { describe, expect, it, vi } from 'vitest';
import { RuleError } from '../../src/engine/errors';
import type { AnyGameDef } from '../../src/engine/types';
import { createSession, type SessionClock } from '../../src/session/session';
import { replay, replaysExactly } from '../../src/session/replay';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';
import { toy, TURN_MS, type ToyState } from './toy-game';

const def = toy as unknown as AnyGameDef;

/** A clock the test moves by hand; timers fire only when the test says so. */
function fakeClock(start: number) {
  let t = start;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  const clock: SessionClock = {
    now: () => t,
    setTimeout: (fn, ms) => {
      timers.set(next, { at: t + ms, fn });
      return next++;
    },
    clearTimeout: (h) => {
      timers.delete(Number(h));
    },
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  return {
    clock,
    advance(ms: number) {
      t += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= t) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
  };
}

function newGame(now: number, clock = true): SavedGame {
  const players = ['Ana', 'Bo', 'Cy'];
  return { schema: SCHEMA_VERSION, gameId: 'toy', id: 'g', players, options: { clock }, seed: 'seed', state: toy.setup(players, { clock }, 'seed', now), log: [], createdAt: now, updatedAt: now };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('session', () => {
  it('awaits the save before handing the phone on, and saves the move in the log', async () => {
    const { clock } = fakeClock(1000);
    const saved: SavedGame[] = [];
    let release: () => void = () => undefined;
    const save = vi.fn((g: SavedGame) => {
      saved.push(g);
      return new Promise<void>((r) => (release = r));
    });
    const s = createSession(def, newGame(1000, false), save, clock);
    s.reveal(0);
    const done = s.act(0, { type: 'add', n: 2 });
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(s.viewer.value).toBe(0);
    release();
    await done;
    expect(s.viewer.value).toBe('table');
    expect((s.game.value.state as ToyState).total).toBe(2);
    expect(saved[0]?.log).toEqual([{ kind: 'act', at: 1000, actor: 0, action: { type: 'add', n: 2 } }]);
  });

  it('keeps the viewer when the same seat must move again', async () => {
    const { clock } = fakeClock(1000);
    const s = createSession(def, newGame(1000, false), async () => undefined, clock);
    s.reveal(0);
    await s.act(0, { type: 'peek' });
    expect(s.viewer.value).toBe(0);
  });

  it('goes back to the handover screen when a move opens a new step, even if the same seat moves first in it', async () => {
    const { clock } = fakeClock(1000);
    const s = createSession(def, newGame(1000, false), async () => undefined, clock);
    s.reveal(0);
    await s.act(0, { type: 'widen' });
    expect(s.viewer.value).toBe('table');
  });

  it('refuses an illegal move with its message and changes nothing', async () => {
    const { clock } = fakeClock(1000);
    const save = vi.fn(async () => undefined);
    const start = newGame(1000, false);
    const s = createSession(def, start, save, clock);
    await expect(s.act(1, { type: 'add', n: 1 })).rejects.toBeInstanceOf(RuleError);
    expect(s.error.value).toBe('Not your turn.');
    expect(s.game.value).toBe(start);
    expect(save).not.toHaveBeenCalled();
  });

  it('applies a clock that ran out while the app was closed, at once, and logs it', async () => {
    const start = newGame(1000);
    const { clock } = fakeClock(1000 + TURN_MS + 500);
    const s = createSession(def, start, async () => undefined, clock);
    await flush();
    expect((s.game.value.state as ToyState).turn).toBe(1);
    expect(s.game.value.log).toEqual([{ kind: 'tick', at: 1000 + TURN_MS }]);
  });

  it('runs the clock from the stored deadline, not from when the session started', async () => {
    const start = newGame(1000);
    const f = fakeClock(1000 + TURN_MS - 100);
    const s = createSession(def, start, async () => undefined, f.clock);
    f.advance(50);
    await flush();
    expect((s.game.value.state as ToyState).turn).toBe(0);
    f.advance(100);
    await flush();
    expect((s.game.value.state as ToyState).turn).toBe(1);
  });

  it('goes on in memory and says so when a save fails', async () => {
    const { clock } = fakeClock(1000);
    const s = createSession(def, newGame(1000, false), async () => Promise.reject(new Error('QuotaExceededError')), clock);
    await s.act(0, { type: 'add', n: 3 });
    expect(s.unsaved.value).toBe(true);
    expect(s.error.value).toContain('could not be saved');
    expect((s.game.value.state as ToyState).total).toBe(3);
  });

  it('cover() hides a private view', () => {
    const { clock } = fakeClock(1000);
    const s = createSession(def, newGame(1000, false), async () => undefined, clock);
    s.reveal(0);
    s.cover();
    expect(s.viewer.value).toBe('table');
  });
});

describe('replay', () => {
  it('replays a session log to exactly the saved state, and spots a damaged state', async () => {
    const f = fakeClock(1000);
    let last = newGame(1000);
    const s = createSession(def, last, async (g) => {
      last = g;
    }, f.clock);
    await s.act(0, { type: 'add', n: 2 });
    f.advance(TURN_MS + 1);
    await flush();
    await flush();
    await s.act(2, { type: 'add', n: 3 });
    expect(last.log.map((e) => e.kind)).toEqual(['act', 'tick', 'act']);
    expect(replay(def, last)).toEqual(last.state);
    expect(replaysExactly(def, last)).toBe(true);
    expect(replaysExactly(def, { ...last, state: { ...(last.state as ToyState), total: 99 } })).toBe(false);
  });
});
