/**
 * Horse Fair's options, state, actions and views (docs/games/horse-fair.md; docs/house-rules.md "Horse Fair").
 * Everything here is JSON-safe: plain objects, arrays, numbers, strings, booleans and null.
 */
import type { RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import type { Card, Horse } from './cards';

/** Which scoring the table plays (docs/games/horse-fair.md, "Basic Game Scoring" and "Advanced Game Scoring"). */
export type Scoring = 'basic' | 'advanced';

/**
 * How many hands the game lasts (docs/games/horse-fair.md, last paragraph of "Advanced Game Scoring"):
 * a set number 1..10, or `'per-player'` for one hand per player.
 */
export type HandsOption = number | 'per-player';

/** The table's choices at setup. */
export interface HfOptions {
  /** The first hand's dealer: a seat (0-based), or `'random'` (the default) to pick one from the seed. */
  dealer: Seat | 'random';
  scoring: Scoring;
  /** Partnership game (docs/games/horse-fair.md, "Partnership Game"): only with 4 or 6 players, and required with 6. */
  partnership: boolean;
  hands: HandsOption;
}

/**
 * A move.
 * - `play`: the seat whose turn it is lays the card with id `card` from its hand face up (docs/games/horse-fair.md, "Playing the Game").
 * - `next-hand`: a table action that deals the next hand once a hand has ended (several-hands game).
 */
export type HfAction = { type: 'play'; card: number } | { type: 'next-hand' };

/** `playing` during a hand, `hand-over` between hands, `game-over` once the last hand has ended. */
export type HfPhase = 'playing' | 'hand-over' | 'game-over';

/**
 * Why a hand ended (docs/games/horse-fair.md, "Game End"):
 * `four-figurines` — a player or partnership reached four figurines and won instantly;
 * `last-win` — the first horse to win after the draw pile ran out;
 * `out-of-cards` — every hand emptied with the pile empty and no further win (docs/house-rules.md "Out of cards").
 */
export type HandEndReason = 'four-figurines' | 'last-win' | 'out-of-cards';

/** The last card played, for the table view. */
export interface LastMove {
  seat: Seat;
  card: Card;
  /** `played` stayed face up, `won` made its horse win, `thumbs-down` discarded itself and its horse's face-up cards. */
  effect: 'played' | 'won' | 'thumbs-down';
  /** Cards the Thumbs Down! discarded, itself included (0 for other effects). */
  discarded: number;
  /** Whether the player drew a card after playing (false once the draw pile is empty or the hand ended). */
  drew: boolean;
}

/** The last horse to win, for the table view. */
export interface WinRecord {
  horse: Horse;
  /** The seat that played the winning card and took the figurine. */
  seat: Seat;
  /** Its team (the seat itself outside the partnership game). */
  team: number;
  /** Cards of the winning horse each seat collected into its (partnership's) pile, by seat. */
  collected: number[];
  /** Other face-up cards discarded by the win. */
  discarded: number;
  /** The 1-based hand it happened in. */
  hand: number;
}

/** One team's score for one hand, or its total over hands. */
export interface HandScore {
  /** Collected cards. */
  cards: number;
  figurines: number;
  /** Sum of the collected cards' face values (the horse numbers; a Second Look not doubled). */
  faceValue: number;
  /** Points under the game's scoring: Basic `cards + 2 × figurines`, Advanced `faceValue + figurines`. */
  points: number;
}

/** A finished hand. */
export interface HandRecord {
  /** 1-based hand number. */
  hand: number;
  dealer: Seat;
  reason: HandEndReason;
  /** Score of each team (index = team). */
  scores: HandScore[];
  /** Horse wins in the hand (= figurines awarded). */
  wins: number;
}

/**
 * The whole game. Teams: outside the partnership game team i is seat i alone; in it partners sit across
 * (4 players: 0&2, 1&3; 6 players: 0&3, 1&4, 2&5) and pool their piles and figurines.
 */
export interface HfState {
  players: string[];
  scoring: Scoring;
  partnership: boolean;
  /** Team index of each seat. */
  teamOf: number[];
  /** Seats of each team, in seat order. */
  teams: Seat[][];
  /** How many hands the game lasts. */
  handsTotal: number;
  /** 1-based number of the current (or last finished) hand. */
  handNumber: number;
  rng: RngState;
  dealer: Seat;
  /** The seat whose turn it is, or null outside `playing`. */
  turn: Seat | null;
  phase: HfPhase;
  /** Face-down draw pile; the next card drawn is at index 0. Secret: views show only its length. */
  drawPile: Card[];
  /** Each seat's hand (secret to that seat). */
  hands: Card[][];
  /** Cards face up in front of each seat. */
  faceUp: Card[][];
  /** Each team's face-down pile of collected cards for this hand. */
  piles: Card[][];
  /** Each team's figurines this hand. */
  figurines: number[];
  /** Discarded cards: losing face-up cards, Thumbs Down!s, and hands at the hand's end. */
  discard: Card[];
  /** Horse wins this hand. */
  wins: number;
  lastMove: LastMove | null;
  lastWin: WinRecord | null;
  /** Why the current hand ended, or null while it is played. */
  handEnd: HandEndReason | null;
  /** Every finished hand, in order. */
  history: HandRecord[];
}

/** One horse's track on the table: its face-up count toward its number. */
export interface Track {
  horse: Horse;
  name: string;
  number: number;
  /** Face-up count among all players, a Second Look counting two. */
  count: number;
}

/** The parts of {@link HfState} every viewer sees as they are. */
type PublicState = Pick<
  HfState,
  | 'players'
  | 'scoring'
  | 'partnership'
  | 'teamOf'
  | 'teams'
  | 'handsTotal'
  | 'handNumber'
  | 'dealer'
  | 'turn'
  | 'phase'
  | 'faceUp'
  | 'figurines'
  | 'lastMove'
  | 'lastWin'
  | 'handEnd'
  | 'history'
>;

/** What one viewer may see: every public fact, plus the viewer's own hand when a seat looks. */
export interface HfView extends PublicState {
  viewer: Seat | 'table';
  /** The viewer's hand; null for the table. */
  hand: Card[] | null;
  handSizes: number[];
  drawCount: number;
  discardCount: number;
  tracks: Track[];
  /** Per team: collected cards this hand (face down, so only the count). */
  pileSizes: number[];
  /** Per team: this hand's score so far, from its pile and figurines (collected cards were shown when collected). */
  handScores: HandScore[];
  /** Per team, over all finished hands. */
  totals: HandScore[];
  /** Teams sharing first place once the game is over (after the tie-breaks); empty before. */
  winningTeams: number[];
}
