/**
 * Holding a game for one tab (src/session/tabLock.ts): a free game is held at once; a game a live tab holds is
 * reported held elsewhere after the wait; a game whose holder was killed (its lock let go by the browser a moment
 * later) is held, never reported as open elsewhere; a steal takes it over and tells the old holder.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdGame } from '../../src/session/tabLock';

/** A lock as the callback gets it (only its name is read). */
interface FakeLock {
  name: string;
}
type Callback = (lock: FakeLock | null) => Promise<unknown>;

/** An in-memory Web Locks manager with one exclusive lock per name: `ifAvailable`, `steal`, `signal`, and a queue. */
function fakeLocks() {
  const held = new Map<string, { abort: (e: unknown) => void }>();
  const queue: { name: string; grant: () => void }[] = [];
  const next = (name: string) => {
    const i = queue.findIndex((q) => q.name === name);
    if (i >= 0) queue.splice(i, 1)[0]?.grant();
  };
  const run = (name: string, cb: Callback, done: (v: unknown) => void, fail: (e: unknown) => void) => {
    let over = false;
    held.set(name, {
      abort: (e) => {
        over = true;
        fail(e);
      },
    });
    void cb({ name }).then((v) => {
      if (held.get(name) && !over) held.delete(name);
      if (!over) done(v);
      next(name);
    });
  };
  return {
    request(name: string, options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }, cb: Callback): Promise<unknown> {
      return new Promise((done, fail) => {
        const holder = held.get(name);
        if (options.steal) {
          holder?.abort(new DOMException('stolen', 'AbortError'));
          held.delete(name);
          run(name, cb, done, fail);
        } else if (holder === undefined) run(name, cb, done, fail);
        else if (options.ifAvailable) void cb(null).then(done);
        else {
          const entry = { name, grant: () => run(name, cb, done, fail) };
          queue.push(entry);
          options.signal?.addEventListener('abort', () => {
            const i = queue.indexOf(entry);
            if (i < 0) return;
            queue.splice(i, 1);
            fail(new DOMException('aborted', 'AbortError'));
          });
        }
      });
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('holding a game for one tab', () => {
  it('holds a game no other tab holds', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const hold = await holdGame('g1', false, () => undefined, 50);
    expect(hold).not.toBeNull();
  });

  it('reports a game a live tab holds as held elsewhere, after the wait', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const first = await holdGame('g1', false, () => undefined, 50);
    expect(first).not.toBeNull();
    await expect(holdGame('g1', false, () => undefined, 50)).resolves.toBeNull();
    // Let go by the first tab, it can be held again.
    first?.release();
    await expect(holdGame('g1', false, () => undefined, 50)).resolves.not.toBeNull();
  });

  it('holds a game whose last holder was killed and let go of a moment after it was opened again', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const killed = await holdGame('g1', false, () => undefined, 50);
    // The browser lets the dead tab's lock go 20 ms after the game is opened again: within the wait.
    setTimeout(() => killed?.release(), 20);
    const again = await holdGame('g1', false, () => undefined, 1000);
    expect(again).not.toBeNull();
  });

  it('takes a game over on a steal, and tells the tab that held it', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    let lost = 0;
    const first = await holdGame('g1', false, () => lost++, 50);
    expect(first).not.toBeNull();
    const second = await holdGame('g1', true, () => undefined, 50);
    expect(second).not.toBeNull();
    await Promise.resolve();
    expect(lost).toBe(1);
  });

  it('holds every game where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    await expect(holdGame('g1', false, () => undefined, 50)).resolves.not.toBeNull();
  });
});
