/**
 * The contract every game fulfils (docs/architecture.md, "The contract every game fulfils").
 * Rules are pure: no DOM, no storage, no `Date.now()`, no `Math.random()`; time comes in as
 * `now` (epoch ms) and randomness from the seeded {@link RngState} kept inside the state.
 */

/** A player's place at the table: the 0-based index into the players array, in clockwise order. */
export type Seat = number;

/** Who does an action: one seat (a private or personal move) or `'table'` (a public move anyone may press). */
export type Actor = Seat | 'table';

/** Who is looking at the phone: one seat after its "I'm Ana" reveal, or the whole table. */
export type Viewer = Seat | 'table';

/** An achievement earned in a finished game, kept on the device per player name. */
export interface Award {
  seat: Seat;
  /** Stable id, e.g. `'blue-ribbon'`. */
  id: string;
  /** Title shown to players, e.g. `'Blue Ribbon'`. */
  title: string;
}

/** How a finished game ended. */
export interface Outcome {
  /** Seats that share the win; empty when nobody wins. */
  winners: Seat[];
  /** Final score per seat (points, ribbons…), same order as the players; absent where the game has none. */
  scores?: number[];
  /** One sentence for the results screen and the read-aloud, e.g. "Ana and Bo share the win with 6 points." */
  summary: string;
  /**
   * The results screen's title where naming the winning seats would mislead, e.g. "Bo & Di win!"
   * for one partnership; absent, the app names the winners ("Ana wins!", "Ana and Bo share the win!").
   */
  headline?: string;
  /** Achievements earned in this game. */
  awards?: Award[];
}

/**
 * Who the phone goes to next for a private move.
 * `seats` in the order the rules ask for them; `anyOrder` lets each player pick their own name
 * (Red Blue Gold's station play) instead of being called in turn.
 */
export interface Handover {
  seats: Seat[];
  anyOrder: boolean;
}

/**
 * One game as a plain typed object of pure functions.
 * `Options` are the table's choices at setup, `State` the whole game (JSON-safe: numbers,
 * strings, booleans, null, arrays, plain objects), `Action` a move, `View` what one viewer may see.
 */
export interface GameDef<Options, State, Action, View> {
  /** Stable id used in saved records, e.g. `'festival-charter'`. */
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /**
   * The number of players the rule text is written for, where it names one and allows others as a
   * variant (Red Blue Gold: 13); setup then starts with that many seats. Absent: setup starts at `minPlayers`.
   */
  writtenPlayers?: number;
  /** The options a table starts from for `playerCount` players. */
  defaultOptions(playerCount: number): Options;
  /**
   * Checks options chosen at setup.
   * @throws RuleError with a clear message when they do not fit the rules or `playerCount`.
   */
  checkOptions(options: Options, playerCount: number): void;
  /**
   * A new game. `players` are trimmed, unique names in clockwise seat order; `now` is epoch ms.
   * @throws RuleError when the player count or options do not fit the rules.
   */
  setup(players: readonly string[], options: Options, seed: string, now: number): State;
  /**
   * The state after `actor` does `action` at `now` (epoch ms). Never mutates `state`.
   * @throws RuleError with a clear message when the move is illegal; nothing changes then.
   */
  apply(state: State, actor: Actor, action: Action, now: number): State;
  /** The state after every clock that has run out by `now` applied its timeout rule (the same object when none). */
  tick(state: State, now: number): State;
  /** The earliest stored deadline still running (epoch ms), or null when no clock runs. */
  nextDeadline(state: State): number | null;
  /** The seats the table is waiting on (gold frames). */
  waitingOn(state: State): Seat[];
  /** Who must take the phone for a private move now, or null when the next move is public. */
  handover(state: State): Handover | null;
  /** What `viewer` may see: another seat's secrets are absent, not hidden. */
  view(state: State, viewer: Viewer): View;
  /** How the game ended, or null while it is on. */
  outcome(state: State): Outcome | null;
  /**
   * A legal move picked with `random` (values in [0, 1)) for random play and tests, with its actor,
   * or null when no move is possible (the game is over, or only a clock can move it on).
   */
  randomAction(state: State, random: () => number, now: number): { actor: Actor; action: Action } | null;
  /**
   * The options for "Play again" after `state` (e.g. Festival Charter's next first chair,
   * docs/games/festival-charter.md "Errors, comfort and replay"); the same options when absent.
   */
  playAgainOptions?(state: State): Options;
  /**
   * The options with the table's beat (ms, each public moment's least time on the board) written in, for a game
   * whose rules start a clock only when a moment's beat is over (Ribbon Fair's judging clock); absent for a game whose
   * rules do not time the beat. The app calls it when a game starts, with Settings' *Slower moments* applied.
   */
  paced?(options: Options, beatMs: number): Options;
}

/** A GameDef with its type parameters erased, for the shelf and the session. */
export type AnyGameDef = GameDef<unknown, unknown, unknown, unknown>;
