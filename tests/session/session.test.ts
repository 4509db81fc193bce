import { describe, expect, it, vi } from 'vitest';
import { RuleError } from '../../src/engine/errors';
import type { AnyGameDef } from '../../src/engine/types';
import { createSession } from '../../src/session/session';
import { replay, replaysExactly } from '../../src/session/replay';
import { gameStatus } from '../../src/session/status';
import type { SavedGame } from '../../src/storage/schema';
import { fakeClock, flush } from './fake-clock';
import { toy, toyGame, TURN_MS, type ToyState } from './toy-game';

const def = toy as unknown as AnyGameDef;

describe('session', () => {
  it('awaits the save before handing the phone on, and saves the move in the log', async () => {
    const { clock } = fakeClock(1000);
    const saved: SavedGame[] = [];
    let release: () => void = () => undefined;
    const save = vi.fn((g: SavedGame) => {
      saved.push(g);
      return new Promise<void>((r) => (release = r));
    });
    const s = createSession(def, toyGame(1000, false), save, clock);
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
    const s = createSession(def, toyGame(1000, false), async () => undefined, clock);
    s.reveal(0);
    await s.act(0, { type: 'peek' });
    expect(s.viewer.value).toBe(0);
  });

  it('goes back to the handover screen when a move opens a new step, even if the same seat moves first in it', async () => {
    const { clock } = fakeClock(1000);
    const s = createSession(def, toyGame(1000, false), async () => undefined, clock);
    s.reveal(0);
    await s.act(0, { type: 'widen' });
    expect(s.viewer.value).toBe('table');
  });

  it('refuses an illegal move with its message and changes nothing', async () => {
    const { clock } = fakeClock(1000);
    const save = vi.fn(async () => undefined);
    const start = toyGame(1000, false);
    const s = createSession(def, start, save, clock);
    await expect(s.act(1, { type: 'add', n: 1 })).rejects.toBeInstanceOf(RuleError);
    expect(s.error.value).toBe('Not your turn.');
    expect(s.game.value).toBe(start);
    expect(save).not.toHaveBeenCalled();
  });

  it('applies a clock that ran out while the app was closed, at once, and logs it', async () => {
    const start = toyGame(1000);
    const { clock } = fakeClock(1000 + TURN_MS + 500);
    const s = createSession(def, start, async () => undefined, clock);
    await flush();
    expect((s.game.value.state as ToyState).turn).toBe(1);
    expect(s.game.value.log).toEqual([{ kind: 'tick', at: 1000 + TURN_MS }]);
  });

  it('runs the clock from the stored deadline, not from when the session started', async () => {
    const start = toyGame(1000);
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
    const s = createSession(def, toyGame(1000, false), async () => Promise.reject(new Error('QuotaExceededError')), clock);
    await s.act(0, { type: 'add', n: 3 });
    expect(s.unsaved.value).toBe(true);
    expect(s.error.value).toContain('could not be saved');
    expect((s.game.value.state as ToyState).total).toBe(3);
  });

  it('cover() hides a private view', () => {
    const { clock } = fakeClock(1000);
    const s = createSession(def, toyGame(1000, false), async () => undefined, clock);
    s.reveal(0);
    s.cover();
    expect(s.viewer.value).toBe('table');
  });
});

describe('replay', () => {
  it('replays a session log to exactly the saved state, and spots a damaged state', async () => {
    const f = fakeClock(1000);
    let last = toyGame(1000);
    const s = createSession(
      def,
      last,
      async (g) => {
        last = g;
      },
      f.clock,
    );
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

describe('saving', () => {
  it('keeps in the record whose turn it is at each save, and how it ended, for Home', async () => {
    const { clock } = fakeClock(1000);
    const saved: SavedGame[] = [];
    const { status: _s, finished: _f, ...old } = toyGame(1000, false);
    const s = createSession(def, old, async (g) => void saved.push(g), clock);
    await flush();
    // A record saved without a status gets one when it is opened.
    expect(saved.map((g) => [g.status, g.finished])).toEqual([['Ana to play', false]]);
    await s.act(0, { type: 'add', n: 3 });
    expect(saved.at(-1)?.status).toBe('Bo to play');
    await s.act(1, { type: 'add', n: 3 });
    await s.act(2, { type: 'add', n: 3 });
    await s.act(0, { type: 'add', n: 3 });
    expect(saved.at(-1)).toMatchObject({ status: 'Bo wins!', finished: true });
    // Reopened with its status as saved: nothing more is written.
    const count = saved.length;
    createSession(def, s.game.value, async (g) => void saved.push(g), clock).dispose();
    await flush();
    expect(saved).toHaveLength(count);
  });

  it.each([
    ['a full disk (an error with no message)', new DOMException('', 'QuotaExceededError'), 'the phone’s storage is full'],
    ['a closed connection', new DOMException('The database connection is closing.', 'InvalidStateError'), 'the storage was closed by the browser'],
    ['any other error', new Error('disk on fire'), 'disk on fire'],
    ['a thrown value that is not an error', 'nope', 'nope'],
    ['an error with no name nor message', new Error(''), 'storage refused it'],
  ])('a save refused by %s says what happened', async (_name, err, text) => {
    const { clock } = fakeClock(1000);
    const s = createSession(def, toyGame(1000, false), async () => Promise.reject(err), clock);
    await s.act(0, { type: 'add', n: 1 });
    expect(s.unsaved.value).toBe(true);
    expect(s.error.value).toContain(`could not be saved (${text}`);
    expect(s.error.value).not.toContain('()');
  });
});

describe('status for Home', () => {
  it.each([
    [{ winners: [1], summary: 'x' }, 'Bo wins!'],
    [{ winners: [0, 2], summary: 'x' }, 'Ana and Cy share the win!'],
    [{ winners: [], summary: 'x' }, 'Nobody wins'],
    [{ winners: [0, 1, 2], summary: 'x' }, 'Ana, Bo, and Cy share the win!'],
    [{ winners: [0, 1, 2, 3], summary: 'x' }, '4 players share the win!'],
    [{ winners: [0], summary: 'x', headline: 'Ana & Cy win!' }, 'Ana & Cy win!'],
  ])('a finished game: %j → %s', (outcome, text) => {
    const d = { ...def, outcome: () => outcome };
    expect(gameStatus(d, ['Ana', 'Bo', 'Cy', 'Di'], {})).toEqual({ status: text, finished: true });
  });
  it.each([
    [{ seats: [2, 0], anyOrder: false }, [], 'Cy to play'],
    [{ seats: [2, 0], anyOrder: true }, [], 'Cy and Ana to play'],
    [{ seats: [0, 1, 2, 3], anyOrder: true }, [], '4 players to play'],
    [null, [1, 2], 'Bo and Cy to play'],
    [null, [], 'The table to move'],
  ])('a game on: handover %j, waiting on %j → %s', (h, waiting, text) => {
    const d = { ...def, outcome: () => null, handover: () => h, waitingOn: () => waiting };
    expect(gameStatus(d, ['Ana', 'Bo', 'Cy', 'Di'], {})).toEqual({ status: text, finished: false });
  });
  it('rules that throw give an empty status', () => {
    const d = {
      ...def,
      outcome: () => {
        throw new Error('x');
      },
    };
    expect(gameStatus(d, ['Ana'], {})).toEqual({ status: '', finished: false });
  });
});
