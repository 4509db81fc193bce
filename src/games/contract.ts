import type { ComponentType } from 'preact';
import type { Actor, GameDef, Seat } from '../engine/types';

/**
 * Props of a game's public table view: what everyone at the table may see, and the public
 * moves ("Next ribbon", "a stall leaves", the chair's proposal).
 */
export interface TableProps<View, Action> {
  /** The view for `'table'`: nobody's secrets are in it. */
  view: View;
  /** Player names in seat order. */
  players: readonly string[];
  /** The current time (epoch ms), refreshed about 4 times a second while a clock runs. */
  now: number;
  /**
   * Applies a move and resolves once it is saved. Rejects with a RuleError whose message the
   * app already shows in its error bar, so components need not catch it.
   */
  act(actor: Actor, action: Action): Promise<void>;
  /**
   * Opens one of the game's own sheets ({@link GameUI.Sheets}) over the board by its title, for a table move whose form
   * needs more room than the board has (Ribbon Fair's "A stall leaves"). The app gives it to the board; absent, the
   * board offers no such button.
   */
  openSheet?(title: string): void;
  /** Puts the sheet away again (given to a game's own sheet, e.g. once its move is made). */
  closeSheet?(): void;
  /**
   * Seats played by bots (the saved game's `bots`; docs/house-rules.md "Bots"). A move the board makes for a seat (a
   * chair's proposal, a rotating judge's pick) is not offered to the table while a bot has it: the board says the bot is
   * at it instead. Absent: every seat is a person's.
   */
  bots?: readonly number[];
}

/** Props of a game's private view: shown to one seat after its "I'm Ana" reveal. */
export interface PrivateProps<View, Action> {
  /** The view for `seat`: only this seat's secrets are in it. */
  view: View;
  seat: Seat;
  players: readonly string[];
  /** The current time (epoch ms). */
  now: number;
  /** Applies this seat's move; the app then goes back to the handover screen (or stays, if the same seat must move again). */
  act(action: Action): Promise<void>;
}

/** What a {@link Moment} shows, for its look, motion and sound. */
export type MomentKind = 'start' | 'turn' | 'play' | 'win' | 'award' | 'vote' | 'round' | 'end';

/**
 * A public moment on the table, read from across it: a headline and a few short lines
 * (e.g. `{ key: 'win:12', kind: 'win', title: 'Firecracker wins!', lines: ['Ana takes a figurine (2 now).'] }`).
 */
export interface Moment {
  /** Names this moment: the same table view gives the same key; a new moment gives a new key (e.g. `award:3`). */
  key: string;
  kind: MomentKind;
  /** The headline, a few words. */
  title: string;
  /** Up to about four short sentences under the headline, in reading order. */
  lines: readonly string[];
  /**
   * The verdict a vote's moment carries (Festival Charter's APPROVED or REJECTED), drawn by the app as its own
   * mark (src/ui/Icon.tsx `approved`, `rejected`) so the two never look alike; absent for any other moment.
   */
  mark?: 'approved' | 'rejected';
  /**
   * The board marks (`data-board` names in the game's Table) of what this moment reports (the race a card was played
   * on, the proposal announced, the entries laid out): the app lays the reveal where it covers none of them, nor the
   * next action's button, nor a running clock.
   */
  at?: readonly string[];
  /**
   * A public step the rules passed through in the same move as this one, which the table must still see
   * first (Ribbon Fair's entries laid out face up before Judge Marigold's award): the app shows `lead` for
   * its beat ({@link BOARD_BEAT_MS}), then this moment. Its key differs from this moment's.
   */
  lead?: Moment;
}

/**
 * The beat of a public moment (ms): the least time a reveal holds the board before the next public step
 * may replace it when nobody has to act for that step (a bot's move waits for it; a moment's
 * {@link Moment.lead} gives way to it). A person's own move (an OK, a hold on "I'm Ana") does not wait:
 * the people at the table set their own pace. The beat is about reading, so it holds with reduced motion too: at least
 * 4 s, long enough to read a moment aloud (docs/house-rules.md, "Each public step gets its beat"). A clock that opens
 * with a public step is stamped when this beat ends. Settings' *Slower moments* doubles it on the board
 * ({@link SLOW_BEAT_FACTOR}).
 */
export const BOARD_BEAT_MS = 4000;

/** How many beats a moment holds the board when Settings' *Slower moments* is on (for a table that reads slowly). */
export const SLOW_BEAT_FACTOR = 2;

/**
 * How long (ms) a moment holds the board for its beat: {@link BOARD_BEAT_MS}, or {@link SLOW_BEAT_FACTOR} times it with
 * Settings' *Slower moments* on (`slow`).
 */
export function boardBeatMs(slow: boolean): number {
  return slow ? BOARD_BEAT_MS * SLOW_BEAT_FACTOR : BOARD_BEAT_MS;
}

/** Props of a game's options form on the setup screen. */
export interface OptionsProps<Options> {
  options: Options;
  playerCount: number;
  /** The names typed so far, in seat order (some may still be empty); absent in isolated tests. */
  players?: readonly string[];
  onChange(options: Options): void;
  /**
   * The record these options carry in (a Red Blue Gold group's season), as the app keeps it on this device
   * (see {@link Carry}): unknown, so validate it; absent when there is none or it is still being read.
   */
  carried?: unknown;
}

/** Props of a game's results panel, shown under the app's winners banner. */
export interface ResultsProps<View> {
  view: View;
  players: readonly string[];
}

/** Props of a game's standings on Home ({@link GameUI.Standings}). */
export interface StandingsProps {
  /** Every record this phone carries ([key, value]; values unknown: validate them). */
  records: readonly (readonly [string, unknown])[];
}

/**
 * One card of a game's "How to play, in a minute" ({@link GameUI.howTo}): a rule in a few words, with a small
 * illustration drawn from the game's own board pieces (its cards, tokens and marks with fixed sample props, never a
 * screenshot and never a real game's state).
 */
export interface HowToCard {
  /** The card's heading, a few words ("The goal", "How it ends"). */
  title: string;
  /** The rule it teaches, in one to three short sentences in the rule text's own words. */
  text: string;
  /** The illustration: the game's own pieces, drawn with fixed sample props; decoration beside `text`. */
  Art: ComponentType;
}

/**
 * One step of the guided first game (docs/coach.md, "The guided first game"): a sentence or two for the board when a
 * phase opens, pointing at the board piece it speaks of, or for a private view the first time a kind of decision comes,
 * saying what the choice is and what follows from it. Built from a view only (the table's, or the seat's own), so a
 * step can hold no secret of another seat.
 */
export interface GuideStep {
  /**
   * Names the kind of step (e.g. `'race'`, `'vote'`): a step shows while its kind is on screen, the first time it comes
   * in a game (for a private view: the first time for that seat), and not again once it is passed or skipped.
   */
  key: string;
  /** One or two sentences, each ending with a full stop, in the rule text's words; at most {@link GUIDE_MAX_CHARS}. */
  text: string;
  /**
   * For a board step: the `data-board` name (see {@link GameUI.Table}) of the piece it speaks of, which the board draws
   * for this view (the app rings it and scrolls it into sight). Absent for a private view's step.
   */
  point?: string;
}

/** The longest a guide step's text may be (characters): two short sentences, read at a glance. */
export const GUIDE_MAX_CHARS = 200;

/** A game's guided first game (docs/coach.md, "The guided first game"): what to say on the board and in a private view. */
export interface Guide<View> {
  /** The board's step for the table view `view` (every phase of the game has one); null where nothing needs saying. */
  table(view: View, players: readonly string[]): GuideStep | null;
  /**
   * The private view's step for `seat` looking at its own view `view`: what the choice in front of it is and what
   * follows from it; null where the seat has nothing to decide. Reads the seat's view only.
   */
  seat(view: View, seat: Seat, players: readonly string[]): GuideStep | null;
}

/** Props of a game's Rules panel. */
export interface RulesProps {
  /** Players at this table (a whole number), or absent when the rules are read before a game. */
  players?: number;
}

/** The views of one game, built with preact. Every component is readable at arm's length and works one-handed. */
export interface GameUI<Options, View, Action> {
  Options: ComponentType<OptionsProps<Options>>;
  /**
   * The board: the public table, drawn for one phone (docs/architecture.md, "The board"). The app gives it the
   * rest of a screen of exactly the viewport's height, between the top bar (Home, the game, the menu)
   * and the "last move" strip over the handover bar; what a game's Table must do there:
   *
   * - **Fit the board area.** Everything the rules make public that the current phase needs is in
   *   view at 360 × 640 and 390 × 844 with no scrolling; lay it out for the height it is given (the
   *   area is a flex item: size with `100%`, `flex`, `grid` and `min-height: 0`, never `100vh`). The
   *   area scrolls inside itself only as a last resort (200% text); the page itself never scrolls.
   * - **Mark what must be in view** with `data-board="…"` on each element the current phase needs in
   *   sight: e.g. `data-board="race"` (Horse Fair's horses), `"budget"`, `"proposal"`, `"votes"`,
   *   `"ribbon"`, `"entries"`, `"stalls"`, `"round"`, `"seats"`, and `"clock"` for a running clock.
   *   The browser tests check every marked element lies inside the viewport, above the handover bar
   *   (tests/e2e/support/board.ts `expectBoardInView`).
   * - **Keep the sometimes-wanted out of it**: a log or a score table is one of {@link GameUI.Sheets}, the rules are
   *   {@link GameUI.Rules}, export is the app's; each is one tap away in the table's sheet.
   * - **Draw no reveal of its own**: the latest public step is {@link GameUI.moment}, which the app
   *   shows over the board and then as the one-line "last move" strip.
   * - Public table moves ("Next ribbon", "Open the vote") may sit on the board; the hold to open a
   *   private view is the app's handover bar, in a fixed place under the board.
   */
  Table: ComponentType<TableProps<View, Action>>;
  Private: ComponentType<PrivateProps<View, Action>>;
  Results: ComponentType<ResultsProps<View>>;
  /**
   * The rules, in short, one tap away from setup and the table. `players` is the number of players at
   * this table when there is one (in a game), so numbers that scale with it can be given for it.
   */
  Rules: ComponentType<RulesProps>;
  /**
   * How to play, in a minute (docs/coach.md, "How to play, in a minute"): five or six illustrated cards shown before
   * the full {@link Rules} (the goal, what a turn or round looks like, what is secret, how it ends, how it scores),
   * which stay one tap further.
   */
  howTo: readonly HowToCard[];
  /** The guided first game (*Teach us* at setup): its steps for the board and the private views. */
  guide: Guide<View>;
  /**
   * The heading (its exact words) of the {@link Rules} section that governs the step `view` shows: the top bar's title
   * opens the rules there, one tap from the board or a private view. Every step of the game has one
   * (tests/games/rule-for.test.tsx walks each game's steps).
   */
  ruleFor(view: View): string;
  /** Text spoken by "Read aloud": the public cards and the current proposal or result. */
  readAloud(view: View, players: readonly string[]): string;
  /**
   * Text spoken by "Read aloud" in `seat`'s private view (their own hand or ballot, then the table),
   * from that seat's view only; absent where the game has nothing private to read.
   */
  readAloudPrivate?(view: View, seat: Seat, players: readonly string[]): string;
  /**
   * The table's latest news in one sentence, for the polite live region that screen readers
   * announce ("Bo won the ribbon Most Squeaky with A rubber duck"). Built from the table view only.
   */
  announce?(view: View, players: readonly string[]): string;
  /**
   * The latest public moment, revealed on the table to everyone (docs/house-rules.md, "Public moments are
   * revealed"): the ribbon turned, the entries laid out, an award, a horse winning, votes turned over,
   * a round closing, a hand ending. Built from the table view only, so it never holds a secret.
   * The app shows a reveal whenever the returned `key` differs from the last one the table moved past
   * (one tap, or the next handover); null when there is nothing to reveal.
   */
  moment?(view: View, players: readonly string[]): Moment | null;
  /**
   * The PIN a seat set at setup, if any: the handover screen then asks for it before the reveal
   * (a guard against peeking, not a lock against an attacker). Absent for games without PINs.
   */
  pin?(options: Options, seat: Seat): string | null;
  /**
   * What the table only sometimes wants (a public log, full score breakdowns), each one tap away in a sheet
   * the app's menu opens over the board, never laid out under it. `title` names the sheet in the menu and
   * as its heading ("Scores", "Log"); `Component` gets the same props as the Table (the table view only, so a
   * sheet never holds a secret; a sheet may also hold a rare public move, such as a stall leaving). Absent where
   * a game has nothing for a sheet.
   */
  Sheets?: readonly { title: string; Component: ComponentType<TableProps<View, Action>> }[];
  /**
   * The coach (docs/coach.md): the move the Sharp bot would make now from `seat`'s view, and why, in one sentence, for the
   * seat's own private view when its player asks ("Suggest a move"); null when the view shows nothing for `seat` to
   * decide now (not its turn, its vote already cast). It reads `view` (the seat's own, `def.view(state, seat)`) and
   * `players` only, never the state, so a suggestion can hold no other seat's secret; the app shows it in the private
   * view alone, never on the table or the handover. The same view gives the same suggestion: the bot's random numbers
   * are seeded from the view itself ({@link coachSeed}) and it thinks without a time budget. Absent for a game with no
   * coach.
   */
  coach?(view: View, seat: Seat, players: readonly string[]): Suggestion<Action> | null;
  /**
   * Home's standings for a game that carries a record from match to match (`meta.carries`: Red Blue Gold's seasons),
   * drawn from the records this phone keeps; renders nothing when none is the game's.
   */
  Standings?: ComponentType<StandingsProps>;
}

/**
 * A move the coach suggests to one seat ({@link GameUI.coach}): the Sharp bot's `action` for the seat's view, and
 * `sentence`, the move named as the game's own button names it, then why, e.g.
 * "Play Sundown 4: it is one card from winning, and you back it with 2 cards face up."
 */
export interface Suggestion<Action> {
  action: Action;
  /** One sentence, "{the move}: {why}", ending with a full stop; the why is true of the view. */
  sentence: string;
}

/**
 * The seed text of the coach's random numbers for `seat` looking at `view` (any JSON-safe view): the view itself in
 * JSON, so two states that look the same to the seat give the bot the same numbers, hence the same suggestion.
 */
export function coachSeed(view: unknown, seat: Seat): string {
  return `coach:${seat}:${JSON.stringify(view)}`;
}

/**
 * A record a game carries from one match to the next of the same group on this device (Red Blue
 * Gold's season: garnets, tokens of life, past winners and E.C.s). The app stores it; the game
 * says under which key, how it enters the options, and what it becomes after a match.
 */
export interface Carry<Options, State> {
  /** The storage key for these options (e.g. `season:camp-oak`), or null when nothing is carried. */
  key(options: Options): string | null;
  /** The options with the stored record merged in; `stored` is whatever was kept (unknown: validate it). */
  withStored(options: Options, stored: unknown): Options;
  /** The record to keep after a finished match. */
  after(state: State): unknown;
}

/**
 * How hard a bot seat plays, chosen per seat at setup and saved with the game (docs/house-rules.md "Bots"): `sharp` is the
 * strongest that fits the time budget (one decision within 100 ms at the largest table), `relaxed` plays more simply
 * but never a move a person would call silly. A record saved before strengths plays `sharp`.
 */
export type BotStrength = 'relaxed' | 'sharp';

/**
 * The time a bot may think for one decision (docs/house-rules.md "Bots"): a bot that searches (Horse Fair's deals)
 * stops searching once `ms` (ms) is spent, after a small minimum of search that keeps its move sensible, so a decision
 * stays within the 100 ms budget even before the JIT has warmed up. `now` is the clock it reads (ms, any origin;
 * `performance.now()` when absent), given by tests as a fake clock. The app's bot driver passes one; rule tests and
 * the bench's strength figures pass none, and the bot then searches its full effort.
 */
export interface BotBudget {
  ms: number;
  now?: () => number;
}

/**
 * The time (ms) the app's bot driver gives a bot for one decision ({@link BotBudget}): 50 ms of search, so that
 * with the last deal's overrun and the view around it a decision stays within 100 ms at 4× slowdown.
 */
export const BOT_BUDGET_MS = 50;

/**
 * A computer player for any seat (docs/architecture.md, "The contract every game fulfils"; docs/house-rules.md "Bots").
 * It decides from the view for its own seat only, never the state, so it cannot see what its seat may not.
 */
export interface Bot<View, Action> {
  /**
   * The move `seat` makes now, where `view` is the game's `view(state, seat)` and `seat` is one of the seats
   * the game is waiting on (`waitingOn`). `random` gives values in [0, 1); the caller seeds it, and the move is
   * logged like any other, so a game with bots replays from its log without asking the bot again.
   * Pure: the same view and the same random numbers give the same move, whatever the hidden state behind the view
   * (with a `budget`, a bot that searches may search less when its time is spent: the move is logged, so a replay
   * never asks again). Public moves of the whole table ("Next ribbon", "open the vote", "deal the next hand") are
   * the people's. `strength` is the seat's {@link BotStrength}; `sharp` when absent. `budget` is the time it may
   * think ({@link BotBudget}); without one it searches its full effort.
   * @throws RuleError when the view shows nothing for `seat` to do.
   */
  decide(view: View, seat: Seat, random: () => number, strength?: BotStrength, budget?: BotBudget): Action;
}

/** What a game's `index.ts` exports as `game`: its rules and its views. */
export interface GameModule<Options, State, Action, View> {
  def: GameDef<Options, State, Action, View>;
  ui: GameUI<Options, View, Action>;
  /** Present for games whose results carry over between matches. */
  carry?: Carry<Options, State>;
  /** A computer player that can take any seat; absent for a game with no bot yet (its seats are all people's then). */
  bot?: Bot<View, Action>;
}

/** A GameModule with its type parameters erased, for the shelf and the session. */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown>;

/**
 * What the shelf shows of a game without loading its code (each game's `meta.ts`): the same id,
 * title and player counts as its GameDef (a test checks they agree), a blurb and the players line.
 */
export interface GameMeta {
  /** The game id used in saved records, e.g. `horse-fair`. */
  id: string;
  title: string;
  /** One line for the shelf card. */
  blurb: string;
  /** Player counts as shown on the shelf, e.g. "4 players". */
  players: string;
  minPlayers: number;
  maxPlayers: number;
  /** Where the game stands on the shelf: games are listed by this number, smallest first. */
  order: number;
  /**
   * The game keeps a record from one match to the next of the same group ({@link Carry}): Home then loads it to
   * show its standings ({@link GameUI.Standings}) when this phone keeps such a record.
   */
  carries?: boolean;
}
