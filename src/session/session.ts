import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { RuleError } from '../engine/errors';
import type { Actor, AnyGameDef, Outcome, Seat, Viewer } from '../engine/types';
import type { LogEntry, SavedGame } from '../storage/schema';

/** Saves a record; rejects when storage refuses it. */
export type Saver = (game: SavedGame) => Promise<void>;

/** One running game (DESIGN.md, "The session"). Components read its signals and call `act`. */
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
}

/** The page's clock. */
export const realClock: SessionClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

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
  const now = signal(clock.now());
  const error = signal<string | null>(null);
  const unsaved = signal(false);
  const outcome = computed(() => def.outcome(game.value.state));
  const timeouts = signal(0);
  let queue: Promise<void> = Promise.resolve();
  let timer: unknown = null;
  let ticker: unknown = null;
  let disposed = false;

  async function commit(next: unknown, entry: LogEntry): Promise<void> {
    const record: SavedGame = { ...game.value, state: next, log: [...game.value.log, entry], updatedAt: entry.at };
    try {
      await save(record);
      unsaved.value = false;
    } catch (e) {
      unsaved.value = true;
      error.value = `This move could not be saved (${e instanceof Error ? e.message : String(e)}). The game goes on, but may be lost if the app closes.`;
    }
    game.value = record;
    if (entry.kind === 'tick') timeouts.value++;
  }

  function runClocks(): void {
    if (disposed) return;
    const t = clock.now();
    const state = game.value.state;
    const next = def.tick(state, t);
    if (next !== state) {
      queue = queue.then(() => commit(def.tick(game.value.state, t), { kind: 'tick', at: t })).then(() => afterMove(null));
      return;
    }
    schedule();
  }

  /**
   * After a move, the phone stays with the revealed seat only while its own turn goes on: the
   * handover still names it and the table waits on the same seats as before (Ribbon Fair's fresh
   * hand before the pin). A move that opens a new step (the last submission closing a round)
   * goes back to the handover screen, even when the same seat moves first in it.
   */
  function afterMove(before: unknown): void {
    const v = viewer.value;
    if (v !== 'table') {
      const state = game.value.state;
      const h = def.handover(state);
      const named = h !== null && (h.anyOrder ? h.seats.includes(v) : h.seats[0] === v);
      const same = named && before !== null && sameSeats(def.waitingOn(before), def.waitingOn(state));
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
    timer = clock.setTimeout(runClocks, Math.min(MAX_TIMER_MS, Math.max(0, deadline - clock.now()) + 5));
    ticker ??= clock.setInterval(() => {
      now.value = clock.now();
    }, 250);
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
        const t = clock.now();
        let next: unknown;
        try {
          const ticked = def.tick(game.value.state, t);
          if (ticked !== game.value.state) await commit(ticked, { kind: 'tick', at: t });
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
          afterMove(before);
        });
      });
      queue = run.catch(() => undefined);
      return run;
    },
    reveal(seat) {
      now.value = clock.now();
      viewer.value = seat;
    },
    cover() {
      viewer.value = 'table';
    },
    clearError() {
      error.value = null;
    },
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (ticker !== null) clock.clearInterval(ticker);
    },
  };
}
