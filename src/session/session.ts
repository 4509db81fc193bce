import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { RuleError, messageOf } from '../engine/errors';
import type { Actor, AnyGameDef, Outcome, Seat, Viewer } from '../engine/types';
import type { LogEntry, SavedGame } from '../storage/schema';
import { storageErrorText } from '../storage/kv';
import { TakenOverError } from '../storage/saves';
import { gameStatus } from './status';
import { forgetSeen } from '../storage/seen';
import { clockDriver, realClock, type SessionClock } from './clockDriver';
import { deviceTime } from './deviceTime';

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
   * With `at` (a move decided on the game as it stood with `at` log entries, as a bot's is), a move whose turn
   * comes after the game has moved on (another move or a clock landed first) is not applied and rejects with
   * {@link StaleMoveError}, without a message for the error bar: it was meant for a table that is no longer there.
   */
  act(actor: Actor, action: unknown, at?: number): Promise<void>;
  /** The "I'm Ana" reveal: shows `seat`'s private view. */
  reveal(seat: Seat): void;
  /** Back to the handover screen or the public table (page hidden, "Hide my hand"). */
  cover(): void;
  clearError(): void;
  /** Stops the session for good: its clock timer, and every move still queued or asked for later (refused with a message). */
  dispose(): void;
}

export { realClock, type SessionClock };

/**
 * A move refused because it was decided on an earlier state of the game (`Session.act`'s `at`): another move or a
 * clock was applied first. Nothing changed and the player is not told; the one who decided may look again.
 */
export class StaleMoveError extends Error {
  constructor() {
    super('The game moved on before this move was applied.');
    this.name = 'StaleMoveError';
  }
}
export { forgetSeen };

/** Whether two seat lists hold the same seats. */
function sameSeats(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/**
 * Starts a session over a saved game. Any clock that ran out while the app was closed applies
 * its timeout at once (and is saved), so a reload never resets or extends a clock.
 */
export function createSession(def: AnyGameDef, initial: SavedGame, save: Saver, clock: SessionClock = realClock): Session {
  const game = signal(initial);
  const viewer = signal<Viewer>('table');
  const device = deviceTime(initial, clock);
  const time = device.read;
  const now = signal(time());
  const error = signal<string | null>(null);
  const unsaved = signal(false);
  const outcome = computed(() => def.outcome(game.value.state));
  const timeouts = signal(0);
  let queue: Promise<void> = Promise.resolve();
  let disposed = false;
  const driver = clockDriver(clock, time, runClocks, () => {
    now.value = time();
    device.keep(now.value);
  });

  /** Stops the session for good: the clock timer, and every move still queued or asked for later. */
  function stop(): void {
    if (disposed) return;
    if (def.nextDeadline(game.value.state) !== null) device.keep(time(), true);
    disposed = true;
    driver.dispose();
  }

  /**
   * Saves `record`; a refusal is told to the player and the game goes on in memory. A save refused because
   * another tab took the game over ({@link TakenOverError}) stops this session instead: nothing more is
   * applied, saved or timed here, and the move is not kept.
   */
  async function write(record: SavedGame): Promise<void> {
    if (disposed) throw new TakenOverError();
    try {
      await save(record);
      unsaved.value = false;
    } catch (e) {
      if (e instanceof TakenOverError) {
        stop();
        error.value = e.message;
        throw e;
      }
      unsaved.value = true;
      error.value = `This move could not be saved (${storageErrorText(e)}). The game goes on, but may be lost if the app closes.`;
    }
  }

  async function commit(next: unknown, entry: LogEntry): Promise<void> {
    const record: SavedGame = {
      ...game.value,
      ...gameStatus(def, game.value.players, next),
      state: next,
      log: [...game.value.log, entry],
      updatedAt: entry.at,
    };
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

  /** Sets the timers for the next deadline of the state as it is now. */
  function schedule(): void {
    driver.schedule(def.nextDeadline(game.value.state));
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
    act(actor, action, at) {
      const run = queue.then(async () => {
        if (disposed) throw new RuleError('This game is no longer played in this tab.');
        const t = time();
        let next: unknown;
        let stale = false;
        try {
          await catchUp(t);
          if (at !== undefined && game.value.log.length !== at) stale = true;
          else next = def.apply(game.value.state, actor, action, t);
        } catch (e) {
          error.value = messageOf(e);
          schedule();
          throw e instanceof RuleError ? e : new RuleError(error.value);
        }
        if (stale) {
          schedule();
          throw new StaleMoveError();
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
    dispose: stop,
  };
}
