import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { RuleError } from '../engine/errors';
import type { Actor, AnyGameDef, Outcome, Seat, Viewer } from '../engine/types';
import type { LogEntry, SavedGame } from '../storage/schema';
import { storageErrorText } from '../storage/kv';
import { gameStatus } from './status';
import { forgetSeen, lastSeen, markSeen } from './seen';

/** Saves a record; rejects when storage refuses it. */
export type Saver = (game: SavedGame) => Promise<void>;

/** One running game (docs/architecture.md, "The session"). Components read its signals and call `act`. */
export interface Session {
  /** The saved record as of the last move (its `state` is the game's state). */
  readonly game: ReadonlySignal<SavedGame>;
  /** Who is looking at the phone: `'table'` (handover screen or public table) or one revealed seat. */
  readonly viewer: ReadonlySignal<Viewer>;
  /** The current time (epoch ms), refreshed 4 times a second while a clock runs. */
  readonly now: ReadonlySignal<number>;
  /** The last refused move's message, or the last save problem, for the error bar; null when none. */
  readonly error: ReadonlySignal<string | null>;
  /** True after a save failed: the game goes on in memory and the player has been told. */
  readonly unsaved: ReadonlySignal<boolean>;
  readonly outcome: ReadonlySignal<Outcome | null>;
  /** How many times a clock ran out and applied its timeout in this session (for the chime and buzz). */
  readonly timeouts: ReadonlySignal<number>;
  /**
   * Applies `action` by `actor`, awaits the save, then hands the phone on: the viewer goes back
   * to `'table'` unless the same seat must move again. A refused move sets `error` and changes nothing.
   * Moves are applied one at a time in the order they were asked for.
   */
  act(actor: Actor, action: unknown): Promise<void>;
  /** The "I'm Ana" reveal: shows `seat`'s private view. */
  reveal(seat: Seat): void;
  /** Back to the handover screen or the public table (page hidden, "Hide my hand"). */
  cover(): void;
  clearError(): void;
  /** Stops the clock timer. */
  dispose(): void;
}

/** How the session reads time and sets timers; tests pass a fake one. */
export interface SessionClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /**
   * The latest time (epoch ms) game `id` was seen running with a clock, kept apart from the saved
   * record so that a clock that ran with no move after it is not given back when the device clock
   * is set back while the app is closed; null when none is kept.
   */
  lastSeen?(id: string): number | null;
  /** Keeps `t` (epoch ms) as the latest time game `id` was seen running. Never throws. */
  markSeen?(id: string, t: number): void;
}

/** The page's clock; the time a game was last seen running is kept in localStorage. */
export const realClock: SessionClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  lastSeen,
  markSeen,
};

export { forgetSeen };

/** How often (ms) the time a game was seen running is kept while a clock runs. */
const SEEN_EVERY_MS = 1000;

/** Whether two seat lists hold the same seats. */
function sameSeats(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/** The longest a timer is set for (ms): browsers misbehave past about 24.8 days, and a phone may sleep anyway. */
const MAX_TIMER_MS = 60 * 60 * 1000;

/**
 * Starts a session over a saved game. Any clock that ran out while the app was closed applies
 * its timeout at once (and is saved), so a reload never resets or extends a clock.
 */
export function createSession(def: AnyGameDef, initial: SavedGame, save: Saver, clock: SessionClock = realClock): Session {
  const game = signal(initial);
  const viewer = signal<Viewer>('table');
  /**
   * The session's time never goes back: not below the last logged move (the device clock set back
   * while the app was closed), nor below a time already read (set back while it runs, noticed by the
   * 250 ms ticker), nor below the last time it was seen running with a clock (set back while closed
   * after a clock ran with no move); a jump back is absorbed into `skew`, so a clock never runs
   * longer than its length.
   */
  let latest = initial.log.reduce((m, e) => Math.max(m, e.at), Math.max(initial.createdAt, initial.updatedAt, clock.lastSeen?.(initial.id) ?? -Infinity));
  let markedAt = -Infinity;
  /** Keeps the session's time as the latest seen, at most once a second (and always when `force`). */
  function mark(t: number, force = false): void {
    if (!clock.markSeen || (!force && t - markedAt < SEEN_EVERY_MS && t >= markedAt)) return;
    markedAt = t;
    clock.markSeen(initial.id, t);
  }
  let skew = 0;
  function time(): number {
    const raw = clock.now() + skew;
    if (raw < latest) {
      skew += latest - raw;
      return latest;
    }
    latest = raw;
    return raw;
  }
  const now = signal(time());
  const error = signal<string | null>(null);
  const unsaved = signal(false);
  const outcome = computed(() => def.outcome(game.value.state));
  const timeouts = signal(0);
  let queue: Promise<void> = Promise.resolve();
  let timer: unknown = null;
  let ticker: unknown = null;
  let disposed = false;

  /** Saves `record`; a refusal is told to the player and the game goes on in memory. */
  async function write(record: SavedGame): Promise<void> {
    try {
      await save(record);
      unsaved.value = false;
    } catch (e) {
      unsaved.value = true;
      error.value = `This move could not be saved (${storageErrorText(e)}). The game goes on, but may be lost if the app closes.`;
    }
  }

  async function commit(next: unknown, entry: LogEntry): Promise<void> {
    const record: SavedGame = { ...game.value, ...gameStatus(def, game.value.players, next), state: next, log: [...game.value.log, entry], updatedAt: entry.at };
    await write(record);
    game.value = record;
    if (entry.kind === 'tick') timeouts.value++;
  }

  /**
   * Applies every clock that has run out by `t`, one deadline at a time in order, each logged at its
   * own deadline: a chain of clocks that ran out while the app was closed (a pin clock, then the
   * judging clock it started) resolves as it would have with the app open. Reads the state afresh,
   * so a timeout is applied once however many timers fire.
   */
  async function catchUp(t: number): Promise<void> {
    for (let guard = 0; guard < 10_000; guard++) {
      const state = game.value.state;
      const deadline = def.nextDeadline(state);
      const last = game.value.log.at(-1)?.at ?? game.value.createdAt;
      let at = deadline !== null && deadline <= t ? Math.max(deadline, last) : t;
      let next = def.tick(state, at);
      if (next === state && at !== t) next = def.tick(state, (at = t));
      if (next === state) return;
      await commit(next, { kind: 'tick', at });
    }
  }

  function runClocks(): void {
    if (disposed) return;
    const t = time();
    const state = game.value.state;
    if (def.tick(state, t) !== state) {
      queue = queue.then(() => catchUp(t)).then(() => afterMove(null), schedule);
      return;
    }
    schedule();
  }

  /**
   * After a move, the phone stays with the revealed seat only while its own turn goes on: the
   * handover still names it and the table waits on the same seats as before (Ribbon Fair's fresh
   * hand before the pin). A move that opens a new step (the last submission closing a round)
   * goes back to the handover screen, even when the same seat moves first in it. A move by another
   * seat while this one's view is open (a bot's: src/session/bots.ts) leaves it open while the handover still names it.
   */
  function afterMove(before: unknown, actor?: Actor): void {
    const v = viewer.value;
    if (v !== 'table') {
      const state = game.value.state;
      const h = def.handover(state);
      const named = h !== null && (h.anyOrder ? h.seats.includes(v) : h.seats[0] === v);
      const byOther = actor !== undefined && actor !== 'table' && actor !== v;
      const same = named && before !== null && (byOther || sameSeats(def.waitingOn(before), def.waitingOn(state)));
      if (!same) viewer.value = 'table';
    }
    schedule();
  }

  function schedule(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const deadline = def.nextDeadline(game.value.state);
    if (deadline === null || disposed) {
      if (ticker !== null) clock.clearInterval(ticker);
      ticker = null;
      return;
    }
    timer = clock.setTimeout(runClocks, Math.min(MAX_TIMER_MS, Math.max(0, deadline - time()) + 5));
    ticker ??= clock.setInterval(() => {
      now.value = time();
      mark(now.value);
    }, 250);
  }

  // A record saved before Home showed whose turn it is, or a new game, gets its status once.
  const opened = gameStatus(def, initial.players, initial.state);
  if (initial.status !== opened.status || (initial.finished ?? false) !== opened.finished) {
    const record: SavedGame = { ...initial, ...opened };
    game.value = record;
    queue = queue.then(() => write(record));
  }
  runClocks();

  return {
    game,
    viewer,
    now,
    error,
    unsaved,
    outcome,
    timeouts,
    act(actor, action) {
      const run = queue.then(async () => {
        const t = time();
        let next: unknown;
        try {
          await catchUp(t);
          next = def.apply(game.value.state, actor, action, t);
        } catch (e) {
          error.value = e instanceof Error ? e.message : String(e);
          schedule();
          throw e instanceof RuleError ? e : new RuleError(error.value);
        }
        error.value = null;
        const before = game.value.state;
        await commit(next, { kind: 'act', at: t, actor, action });
        batch(() => {
          now.value = t;
          afterMove(before, actor);
        });
      });
      queue = run.catch(() => undefined);
      return run;
    },
    reveal(seat) {
      now.value = time();
      viewer.value = seat;
    },
    cover() {
      viewer.value = 'table';
    },
    clearError() {
      error.value = null;
    },
    dispose() {
      if (def.nextDeadline(game.value.state) !== null) mark(time(), true);
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (ticker !== null) clock.clearInterval(ticker);
    },
  };
}
