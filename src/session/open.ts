/**
 * Opening a saved game (docs/architecture.md, "The session"): the one pipeline the table screen and the importer share.
 * A record is played only once its game's code is loaded and the record replays exactly from its seed, so
 * a damaged record is never played on; the table also holds the game for its tab and starts its bots.
 */
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { Seat } from '../engine/types';
import type { AnyGameModule } from '../games/contract';
import { findGame } from '../games/registry';
import { TakenOverError, type Saves } from '../storage/saves';
import type { SavedGame } from '../storage/schema';
import { botSeats, botStrengths, driveBots, withBotSeats } from './bots';
import { replaysExactly } from './replay';
import { createSession, type Session } from './session';
import { holdGame } from './tabLock';
import { messageOf } from '../engine/errors';
import type { Result } from '../engine/result';

/** A game's code loaded for a record that replays exactly, or a message saying why it cannot be played. */
export type Checked = Result<AnyGameModule>;

/**
 * Loads the code of `record`'s game and checks that the record replays exactly from its seed and log.
 * `damaged` is the message for a record that does not (the table's and the importer's words differ).
 * Rejects only when the game's code cannot be loaded (an old version's file gone after an update).
 */
export async function loadChecked(record: SavedGame, damaged: string): Promise<Checked> {
  const entry = findGame(record.gameId);
  if (!entry) return { ok: false, error: `This version of Fairground does not have the game "${record.gameId}".` };
  const game = await entry.load();
  return replaysExactly(game.def, record) ? { ok: true, value: game } : { ok: false, error: damaged };
}

/**
 * What opening a game for the table came to. `close` (when the screen closes) stops the bots and the
 * session and lets the game go: an error screen holds the game for its tab as long as it shows.
 */
export type Opened =
  /** Another tab holds the game (see `holdGame`). */
  (
    | { status: 'elsewhere' }
    | { status: 'error'; error: string }
    /** The game runs: `game` is the game with its bot seats wired in. */
    | { status: 'ready'; game: AnyGameModule; session: Session; bots: Seat[] }
  ) & { close(): void };

/** Options of {@link openGame}. */
export interface OpenOptions {
  /** Take the game over from another tab that holds it. */
  steal: boolean;
  /** Called when another tab takes the game over later: the session is already stopped then. */
  onLost(): void;
  /** Whether the page is in sight, so that a practice game's own view may open by itself after the bots moved. */
  visible(): boolean;
  /** Aborted when the screen closes while the game is still opening: everything held is let go. */
  signal: AbortSignal;
  /** The pause before each bot move (ms), from the player's bot speed; the bots' own default when absent. */
  botPauseMs?: number;
  /**
   * Until when (epoch ms) the reveal on the board holds it for its beat: the bots' moves wait for it. Absent, bots
   * wait only their pause (the player's bot speed *At once*).
   */
  beat?: ReadonlySignal<number>;
  /** True while something is open over the table: a practice game's own view waits to open by itself until it closes. */
  aside?: ReadonlySignal<boolean>;
  /** Set to the sole person's seat while a practice game's own view is about to open by itself (src/session/bots.ts). */
  opening?: Signal<Seat | null>;
  /** The log length the table's board was last drawn for: the bots wait for the board to show a move (src/session/bots.ts). */
  shown?: ReadonlySignal<number>;
  /**
   * Wires in seats played from elsewhere, like bot seats (the phones joined to the table: they leave the
   * handover); the game as it is when absent.
   */
  wrap?(game: AnyGameModule): AnyGameModule;
  /** Called once the session runs, with the game as wired (the table's phones then serve their seats). */
  onSession?(session: Session, game: AnyGameModule): void;
}

/** The table's words for a saved record that does not replay. */
const DAMAGED = 'This saved game does not match its own moves, so it may be damaged. It was kept as it is; start a new game.';

/**
 * Opens saved game `id` for the table: holds it for this tab (Web Locks), claims its record as this tab's
 * one writer (`Saves.claim`: a save from a tab that lost it is refused from then on), validates it,
 * loads its game's code, checks that it replays exactly (a damaged record is kept and reported), seats its
 * bots and starts a session that saves every move to `saves`, with the bots playing their seats.
 * Resolves to `elsewhere` when another tab holds the game; to an error message for the screen when the
 * record or the game's code cannot be read. Never rejects. When `signal` is aborted meanwhile it resolves
 * to an `error` with no message (the screen is gone), with nothing left held or running.
 */
export async function openGame(id: string, saves: Saves, options: OpenOptions): Promise<Opened> {
  const { signal } = options;
  let session: Session | null = null;
  let stopBots: () => void = () => undefined;
  let lost = false;
  /**
   * This tab no longer holds the game (another took it over, or a save found another writer): everything
   * that could write stops at once (bots, clocks, queued moves), and the screen is told.
   */
  const loseIt = () => {
    if (lost) return;
    lost = true;
    stopBots();
    session?.dispose();
    session = null;
    if (!signal.aborted) options.onLost();
  };
  const hold = await holdGame(id, options.steal, loseIt);
  if (!hold) return { status: 'elsewhere', close: () => undefined };
  const fail = (error: string): Opened => ({ status: 'error', error, close: hold.release });
  try {
    if (signal.aborted) throw signal.reason;
    const loaded = await saves.claim(id, writerToken());
    if (!loaded.ok) return fail(loaded.error);
    let checked: Checked;
    try {
      checked = await loadChecked(loaded.value, DAMAGED);
    } catch (e) {
      return fail(`The game could not be loaded (${messageOf(e)}). Reload the app to try again.`);
    }
    if (!checked.ok) return fail(checked.error);
    if (signal.aborted) throw signal.reason;
    if (lost) return { status: 'elsewhere', close: hold.release };
    const bots: Seat[] = botSeats(loaded.value);
    const withBots = withBotSeats(checked.value, bots);
    const seated = options.wrap ? options.wrap(withBots) : withBots;
    const save = (rec: SavedGame) =>
      saves.save(rec).catch((e: unknown) => {
        if (e instanceof TakenOverError) loseIt();
        throw e;
      });
    const s = createSession(seated.def, loaded.value, save);
    session = s;
    options.onSession?.(s, seated);
    stopBots = driveBots(s, seated, bots, {
      strengths: botStrengths(loaded.value),
      ...(options.beat === undefined ? {} : { beat: options.beat }),
      ...(options.aside === undefined ? {} : { aside: options.aside }),
      ...(options.opening === undefined ? {} : { opening: options.opening }),
      ...(options.shown === undefined ? {} : { shown: options.shown }),
      ...(options.botPauseMs === undefined ? {} : { pauseMs: options.botPauseMs }),
      reveal: (seat) => {
        if (options.visible()) s.reveal(seat);
      },
    });
    return {
      status: 'ready',
      game: seated,
      session: s,
      bots,
      close() {
        // Closed: a refusal still on its way from a save made before is no news to anyone now.
        lost = true;
        stopBots();
        session?.dispose();
        hold.release();
      },
    };
  } catch (e) {
    if (signal.aborted) hold.release();
    return fail(signal.aborted ? '' : `The game could not be opened: ${String(e)}`);
  }
}

/** A random token naming this tab as a game's one writer (32 hex digits). */
function writerToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
