/**
 * Bot seats in a running game (docs/house-rules.md "Bots"; docs/architecture.md "The session"). The session plays each bot seat from
 * its own view, one move at a time, through `act` like any move: logged, saved, replayed exactly (the log holds the
 * bot's moves, so the bot is never asked again on a reload). A bot's private move needs no handover: the handover
 * never names a bot seat, and the table shows that it has moved ("Bramble has voted") as for anyone.
 */
import { effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { RuleError } from '../engine/errors';
import { makeRandom } from '../engine/rng';
import type { AnyGameDef, Seat } from '../engine/types';
import { BOT_BUDGET_MS, type AnyGameModule, type BotStrength } from '../games/contract';
import type { SavedGame } from '../storage/schema';
import type { BotSpeed } from '../storage/settings';
import type { Session, SessionClock } from './session';
import { realClock, StaleMoveError } from './session';

/** How long a bot waits before it moves (ms), so the table can follow each move as it appears. */
export const BOT_PAUSE_MS = 700;
/** The pause before each bot move (ms) at each of the player's bot speeds (Settings): calm is {@link BOT_PAUSE_MS}. */
export const BOT_PAUSES_MS: Readonly<Record<BotSpeed, number>> = { calm: BOT_PAUSE_MS, quick: 250, instant: 0 };

/** The pause before each bot move (ms) at bot speed `speed`. */
export function botPauseMs(speed: BotSpeed): number {
  return BOT_PAUSES_MS[speed];
}
/** How long the table stays in sight before a practice game's sole person sees their own view again (ms). */
export const REVEAL_PAUSE_MS = 2000;

/** The bot seats of a saved game (none for a game saved before bots, or without any). */
export function botSeats(record: Pick<SavedGame, 'bots' | 'players'>): Seat[] {
  return (record.bots ?? []).filter((s) => s >= 0 && s < record.players.length);
}

/** The strength of each bot seat of a saved game: Relaxed where the record says so, else Sharp (also in records saved before strengths). */
export function botStrengths(record: Pick<SavedGame, 'bots' | 'players' | 'relaxed'>): Map<Seat, BotStrength> {
  const relaxed = record.relaxed ?? [];
  return new Map(botSeats(record).map((s) => [s, relaxed.includes(s) ? 'relaxed' : 'sharp']));
}

/** The one seat played by a person when all the others are bots, else null. */
export function soleHuman(players: number, bots: readonly Seat[]): Seat | null {
  const people = Array.from({ length: players }, (_, s) => s).filter((s) => !bots.includes(s));
  return people.length === 1 ? (people[0] ?? null) : null;
}

/**
 * `game` with its handover never naming a seat of `without()` (read at each call: null when only such seats are
 * left to move privately). The one handover filter, for bot seats and for seats with a phone of their own.
 */
export function handoverWithout(game: AnyGameModule, without: () => readonly Seat[]): AnyGameModule {
  const def: AnyGameDef = {
    ...game.def,
    handover(state) {
      const h = game.def.handover(state);
      const left = without();
      if (h === null || left.length === 0) return h;
      const seats = h.seats.filter((s) => !left.includes(s));
      return seats.length === 0 ? null : { seats, anyOrder: h.anyOrder };
    },
  };
  return { ...game, def };
}

/**
 * `game` with its handover never naming a bot seat (null when only bots are left to move privately), so the phone
 * is only ever passed to people. Everything else is the game's own; with no bots it is `game` itself.
 */
export function withBotSeats(game: AnyGameModule, bots: readonly Seat[]): AnyGameModule {
  return bots.length === 0 ? game : handoverWithout(game, () => bots);
}

/** The random numbers a bot decides with for the move that will be log entry `index`: seeded, so a game is repeatable. */
export function botRandom(record: Pick<SavedGame, 'seed'>, index: number): () => number {
  return makeRandom(`${record.seed}:bot:${index}`);
}

/** Options of {@link driveBots}. */
export interface DriveOptions {
  /** Wait before each bot move (ms); {@link BOT_PAUSE_MS} unless told. */
  pauseMs?: number;
  /** Wait before the sole person's view opens by itself (ms); {@link REVEAL_PAUSE_MS} unless told. */
  revealPauseMs?: number;
  clock?: SessionClock;
  /** The strength of each bot seat ({@link botStrengths}); a seat not in it plays Sharp. */
  strengths?: ReadonlyMap<Seat, BotStrength>;
  /**
   * Until when (epoch ms, on `clock`) the table's latest reveal holds the board for its beat
   * (contract.ts `BOARD_BEAT_MS`): a bot's move waits for it, so a public step that comes without a person
   * acting never replaces a reveal before the table has read it. The app sets it when a new reveal shows.
   */
  beat?: ReadonlySignal<number>;
  /**
   * Opens the sole person's private view when the handover names them (a practice game: nobody else is at the
   * table, so no handover is needed). The app passes the session's `reveal` while the page is in sight.
   */
  reveal?(seat: Seat): void;
  /**
   * True while something is open over the table (the menu, the rules, a stall leaving) or a finger holds a name in the
   * handover bar: the sole person's view then
   * waits to open by itself until it is put away, so it never closes what the person opened. Nothing waits when absent.
   */
  aside?: ReadonlySignal<boolean>;
  /**
   * Set here to the sole person's seat while their view is about to open by itself (a practice game), null otherwise:
   * the handover bar then says so rather than asking for a hold that is not needed.
   */
  opening?: Signal<Seat | null>;
  /**
   * The log length the table's board was last drawn for (the app sets it after each paint of the board). While the table
   * is in sight a bot waits for the board to show the move before its own, so the beat it waits counts from what the
   * table saw, however slowly a phone drew it. Nothing waits for it when absent.
   */
  shown?: ReadonlySignal<number>;
}

/**
 * Plays the bot seats of `session`: whenever the game waits on a bot seat, the first such bot decides from
 * `def.view(state, seat)` at its strength after a pause, within {@link BOT_BUDGET_MS} (ms) of thinking, and its move
 * goes through `session.act` (a person's private view open meanwhile stays open while it is still theirs to move).
 * In a practice game (one person) the person's private view opens by itself when it is their move: not while something
 * is open over the table (`aside`), and not again before the game moves on once they hid it themselves. A bot move the
 * rules refuse stops the bots (the session shows the rules' message; the game is not changed by it); a bot move that
 * another move overtook before it was applied is dropped unseen, and the bots look again.
 * Returns a function that stops the bots.
 */
export function driveBots(session: Session, game: AnyGameModule, bots: readonly Seat[], options: DriveOptions = {}): () => void {
  const bot = game.bot;
  if (bot === undefined || bots.length === 0) return () => undefined;
  const def = game.def;
  const clock = options.clock ?? realClock;
  const pause = options.pauseMs ?? BOT_PAUSE_MS;
  const alone = soleHuman(session.game.value.players.length, bots);
  /** Bumped when a bot's move has been saved, to look again (the game signal changed while that move was in hand). */
  const done = signal(0);
  let timer: unknown = null;
  let stopped = false;
  let busy = false;
  /** Who had the phone when the effect last ran, and at which log length their view opened. */
  let lastViewer = session.viewer.peek();
  let openedAt = -1;
  /**
   * The log length at which the sole person put their own view away (Hide) without moving: it does not open by itself
   * again until the game moves on; they open it from their bar.
   */
  let declinedAt = -1;

  /**
   * The first of `seats` with a move to make decides it, and it is played. A bot that the game waits on but that has
   * nothing to do (Ribbon Fair's award panel waits on every stall, for a press on the table) is passed over.
   */
  function move(seats: readonly Seat[], at: number): void {
    const record = session.game.value;
    if (stopped || busy || record.log.length !== at || bot === undefined) return;
    for (const seat of seats) {
      let action: unknown;
      try {
        const strength = options.strengths?.get(seat) ?? 'sharp';
        action = bot.decide(def.view(record.state, seat), seat, botRandom(record, at), strength, { ms: BOT_BUDGET_MS });
      } catch (e) {
        if (e instanceof RuleError) continue;
        stopped = true;
        return;
      }
      busy = true;
      // Decided on the game as it stands now: a move landing first (a person's "Close the vote now", a clock) makes
      // this one stale, and the bot looks again instead of stopping on a move the rules no longer take.
      session.act(seat, action, at).then(
        () => {
          busy = false;
          done.value++;
        },
        (e: unknown) => {
          busy = false;
          if (e instanceof StaleMoveError) done.value++;
          else stopped = true;
        },
      );
      return;
    }
  }

  const dispose = effect(() => {
    const record = session.game.value;
    const viewer = session.viewer.value;
    void done.value;
    const beatUntil = options.beat?.value ?? 0;
    const aside = options.aside?.value ?? false;
    const drawn = options.shown?.value;
    if (viewer !== lastViewer) {
      if (viewer === alone) openedAt = record.log.length;
      else if (lastViewer === alone && viewer === 'table' && record.log.length === openedAt) declinedAt = openedAt;
      lastViewer = viewer;
    }
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const over = session.outcome.value !== null;
    // The table in sight has not drawn the last move yet: nothing moves before it has (the effect runs again then).
    const unseen = viewer === 'table' && drawn !== undefined && drawn < record.log.length;
    const opening = over || unseen ? null : arm(record, viewer, beatUntil, aside);
    if (options.opening && options.opening.peek() !== opening) options.opening.value = opening;
  });

  /**
   * Sets the timer for what comes next in `record` with `viewer` holding the phone: a bot's move, or the sole person's
   * view opening by itself; returns that person's seat in the latter case, else null.
   */
  function arm(record: SavedGame, viewer: Seat | 'table', beatUntil: number, aside: boolean): Seat | null {
    if (stopped) return null;
    const at = record.log.length;
    const seats = def.waitingOn(record.state).filter((s) => bots.includes(s));
    // Bots move also while a person's view is open (the session leaves it open): they never wait on a person.
    if (seats.length > 0) {
      // A bot waits its pause, and for the reveal on the table to have had its beat.
      timer = clock.setTimeout(
        () => {
          timer = null;
          move(seats, at);
        },
        Math.max(pause, beatUntil - clock.now()),
      );
      return null;
    }
    const reveal = options.reveal;
    const h = def.handover(record.state);
    const declined = declinedAt === record.log.length;
    if (viewer === 'table' && alone !== null && reveal !== undefined && !aside && !declined && h !== null && h.seats.includes(alone)) {
      timer = clock.setTimeout(
        () => {
          timer = null;
          if (session.game.value.log.length === at && session.viewer.value === 'table') reveal(alone);
        },
        Math.max(options.revealPauseMs ?? REVEAL_PAUSE_MS, beatUntil - clock.now()),
      );
      return alone;
    }
    return null;
  }

  return () => {
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
    dispose();
  };
}
