/**
 * Shapes of Red Blue Gold (docs/games/red-blue-gold.md "Red Blue Gold Game"; docs/house-rules.md "Red Blue Gold").
 * Everything here is JSON-safe: the session saves the state as it is.
 */
import type { RngState } from '../../engine/rng';
import type { Seat, Viewer } from '../../engine/types';

/** The three card colours. On screen each always carries a letter and shape too (R ▲, B ●, G ★). */
export type Colour = 'red' | 'blue' | 'gold';

/** The colours in the order the app lists them. */
export const COLOURS: readonly Colour[] = ['red', 'blue', 'gold'];

/** A number of cards of each colour (cards, each a whole number ≥ 0). */
export interface Cards {
  red: number;
  blue: number;
  gold: number;
}

/**
 * Round clock choices: the rule text's 24 hours (default), or a shorter round, or none
 * (then a round closes only when everyone has submitted).
 */
export type RoundClock = '24h' | '1h' | '10min' | 'none';

/** Length of each round clock in ms, null for none. */
export const ROUND_LENGTH_MS: Readonly<Record<RoundClock, number | null>> = {
  '24h': 24 * 60 * 60 * 1000,
  '1h': 60 * 60 * 1000,
  '10min': 10 * 60 * 1000,
  none: null,
};

/**
 * What the device keeps for a named group across matches (docs/house-rules.md "Season"), keyed by player name.
 * `garnets` and `tokens` are totals (a missing name counts 0); `pastWinners`/`pastECs` are names,
 * oldest first, one entry per match won / per match as E.C.
 */
export interface Season {
  group: string;
  garnets: Record<string, number>;
  tokens: Record<string, number>;
  pastWinners: string[];
  pastECs: string[];
}

/** The table's choices at setup. */
export interface RbgOptions {
  roundClock: RoundClock;
  /**
   * Optional 4-digit PIN per seat, asked for by the handover (the game gives it through `pinOf`) before a private view:
   * a guard against peeking, not a lock. The rules never read it, and no view carries it.
   */
  pins?: Record<number, string>;
  /** The season this match counts towards; its garnets are the starting garnets. */
  season: Season;
}

/** One gift in round 2: `cards` from the giver to `to`. */
export interface Gift {
  to: Seat;
  cards: Cards;
}

/** One game in rounds 3 and 4: the ordered colours played against `opponent` (empty = no game). */
export interface PlayList {
  opponent: Seat;
  colours: Colour[];
}

/** Round 1: the cards bought (0 to 9 in all, any mix). */
export interface BuySubmission {
  type: 'submit';
  round: 1;
  buy: Cards;
}

/** Round 2: gifts given and the seats whose gifts this player accepts. */
export interface TradeSubmission {
  type: 'submit';
  round: 2;
  gifts: Gift[];
  acceptFrom: Seat[];
}

/** Rounds 3 and 4: at most one ordered list of colours per opponent. */
export interface PlaySubmission {
  type: 'submit';
  round: 3 | 4;
  games: PlayList[];
}

/** One seat's secret submission for the open round. */
export type Submission = BuySubmission | TradeSubmission | PlaySubmission;

/**
 * A move. `submit` by a seat (one per seat per round, locked once made); `close-round` by the
 * table once the clock has run out or everyone has submitted; `choose-ec` by a winner (the pick, or
 * a secret vote); `give-token` by the sole winner (the second token of life).
 */
export type RbgAction = Submission | { type: 'close-round' } | { type: 'choose-ec'; seat: Seat } | { type: 'give-token'; to: Seat };

/** One card against one card in rounds 3 and 4 (public once the round closes). */
export interface Exchange {
  round: 3 | 4;
  /** The seat with the lower number, and its card. */
  a: Seat;
  aColour: Colour;
  b: Seat;
  bColour: Colour;
  /** 1-based position in the game between a and b. */
  index: number;
  aPoints: number;
  bPoints: number;
}

/** What the table learns when a round closes (docs/house-rules.md "After each round"). */
export interface RoundRecord {
  round: 1 | 2 | 3 | 4;
  /** Card count per seat after the round (cards; colours stay secret). */
  counts: number[];
  /** Points per seat after the round. */
  points: number[];
  /** Every exchange of the round (rounds 3 and 4), else empty. */
  exchanges: Exchange[];
}

/** One seat's own card ledger (secret to that seat): cards bought, received, given, played. */
export interface Ledger {
  bought: number;
  received: number;
  given: number;
  played: number;
  goldPlayed: number;
}

/** How the E.C. was settled (docs/games/red-blue-gold.md, the E.C. bullets). */
export type EcBy = 'points' | 'garnets' | 'winner-pick' | 'vote' | 'vote-tie-ex-winner' | 'vote-tie-random';

/** The end of the match: scores, places, prizes and the E.C. */
export interface Final {
  /** How many players played at least one gold card, and whether gold pays (≤ ⌊n/2⌋). */
  goldPlayers: number;
  goldPays: boolean;
  /** Gold bonus per seat (7 points per gold card played when gold pays, else 0). */
  bonus: number[];
  /** Points plus bonus, before zeroing. */
  beforeZero: number[];
  /** Seats still holding a card at the end (their score becomes 0). */
  zeroed: boolean[];
  /** Final points per seat. */
  scores: number[];
  /** Competition ranking (1, 1, 3 …) by final points. */
  places: number[];
  /** Garnets won in this match per seat (5 / 4 / 3 for places 1 / 2 / 3). */
  garnetsWon: number[];
  /** Season garnets after this match's prizes, per seat. */
  garnetsAfter: number[];
  /** Tokens of life won in this match per seat (after any gift or stripping). */
  tokensWon: number[];
  /** Seats in first place. */
  winners: Seat[];
  /** Seats with the fewest points, and among them those with the fewest garnets. */
  ecTiedPoints: Seat[];
  ecTiedGarnets: Seat[];
  /** The E.C., null while the winners still choose. */
  ec: Seat | null;
  ecBy: EcBy | null;
  /** Where the sole winner gave the second token, null until given (or when there is no sole winner). */
  tokenTo: Seat | null;
  /** True when a tied vote stripped the winners of this match's tokens. */
  stripped: boolean;
}

/** The match's stage: a round is open, the winners choose the E.C., the sole winner gives a token, or over. */
export type Phase = 'round' | 'ec-choice' | 'token-gift' | 'over';

/** The whole match. Secrets: `hands`, `ledgers`, `submissions`, `votes`, `refused`. */
export interface RbgState {
  players: string[];
  options: RbgOptions;
  rng: RngState;
  phase: Phase;
  /** The open round (the last round played once the phase is past 'round'). */
  round: 1 | 2 | 3 | 4;
  /** When the open round's clock runs out (epoch ms), null without a clock or after the rounds. */
  deadline: number | null;
  hands: Cards[];
  ledgers: Ledger[];
  points: number[];
  /** This round's submission per seat, null until made (locked once made). */
  submissions: (Submission | null)[];
  history: RoundRecord[];
  round4Skipped: boolean;
  final: Final | null;
  /** The E.C. vote by each winner (same order as `final.winners`), null until cast. */
  votes: (Seat | null)[];
  /**
   * Per seat, the gifts it gave in round 2 that their receiver did not accept (they stayed with the
   * giver); each seat's own secret. Absent before round 2 closes (and in matches saved before it was kept).
   */
  refused?: Gift[][];
}

/** One seat's own secrets. */
export interface SeatSecrets {
  seat: Seat;
  /** The colours this seat holds now (cards). */
  hand: Cards;
  /** This seat's submission for the open round, null until made. */
  submission: Submission | null;
  /** This seat's own card ledger. */
  ledger: Ledger;
  /** This seat's E.C. choice or vote (winners only, while and after choosing), else null. */
  vote: Seat | null;
  /** This seat's round-2 gifts that their receivers did not accept (they stayed in this hand). */
  refused: Gift[];
}

/** A redacted view of the match. */
export interface RbgView {
  viewer: Viewer;
  players: string[];
  phase: Phase;
  round: 1 | 2 | 3 | 4;
  roundClock: RoundClock;
  /** The open round's deadline (epoch ms) and full length (ms), null without a clock. */
  deadline: number | null;
  roundLength: number | null;
  /** Who has submitted this round (not what). */
  submitted: boolean[];
  /**
   * Who the open round calls: false for a player with no cards in a play round (they have nothing to
   * submit and are not called; public, since card counts are). All false once the rounds are over.
   */
  called: boolean[];
  /** Card count per seat (cards) and points per seat, as after the last closed round. */
  counts: number[];
  points: number[];
  /** The public record of every closed round, exchanges included for rounds 3 and 4. */
  history: RoundRecord[];
  round4Skipped: boolean;
  /** Gold pays when at most `goldLimit` players played gold; round 4 is skipped when at least `skipAt` hold no cards. */
  goldLimit: number;
  skipAt: number;
  /** The seats the station waits on. */
  waitingOn: Seat[];
  /** The end of the match, once the rounds are over (public). */
  final: Final | null;
  /** The viewer's own secrets; null for the table. */
  me: SeatSecrets | null;
}
