/**
 * Setting up Horse Fair: options, seats and teams, and dealing a hand
 * (docs/games/horse-fair.md, "Preparation", "Partnership Game", and the several-hands paragraph).
 */
import { check } from '../../../engine/errors';
import { checkSeatNames } from '../../../engine/names';
import { randInt, seedRng, shuffle, type RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { buildDeck, type Card } from '../cards';
import type { HfOptions, HfState } from '../types';

/** Fewest and most players: 2–5 in the normal game, 4 or 6 in the partnership game. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** Most hands a set number may ask for. */
export const MAX_HANDS = 10;

/** Cards dealt to each player: six, or five in the partnership game (docs/games/horse-fair.md, "Preparation", "Partnership Game"). */
export function handSize(partnership: boolean): number {
  return partnership ? 5 : 6;
}

/** Whether a partnership game may be played with `playerCount` players (4 or 6). */
export function partnershipAllowed(playerCount: number): boolean {
  return playerCount === 4 || playerCount === 6;
}

/** Options a table starts from: random dealer, Basic scoring, one hand; the partnership game for 6 (where it is required). */
export function defaultOptions(playerCount: number): HfOptions {
  return { dealer: 'random', scoring: 'basic', partnership: playerCount === 6, hands: 1 };
}

/**
 * Checks options against the rules for `playerCount` players.
 * @throws RuleError when the count is outside 2–6, 6 players do not play partnerships, partnerships are asked
 * for with other than 4 or 6 players, the dealer is not a seat, or the hands are not 1–10 or one per player.
 */
export function checkOptions(options: HfOptions, playerCount: number): void {
  check(
    Number.isInteger(playerCount) && playerCount >= MIN_PLAYERS && playerCount <= MAX_PLAYERS,
    `Horse Fair is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`,
  );
  check(!options.partnership || partnershipAllowed(playerCount), 'The partnership game is for exactly 4 or 6 players.');
  check(playerCount !== 6 || options.partnership, 'Six players play the partnership game: turn partnerships on.');
  check(options.scoring === 'basic' || options.scoring === 'advanced', 'Scoring is Basic or Advanced.');
  check(
    options.dealer === 'random' || (Number.isInteger(options.dealer) && options.dealer >= 0 && options.dealer < playerCount),
    'The dealer must be one of the players, or chosen at random.',
  );
  check(
    options.hands === 'per-player' || (Number.isInteger(options.hands) && options.hands >= 1 && options.hands <= MAX_HANDS),
    `Play 1 to ${MAX_HANDS} hands, or one hand per player.`,
  );
}

/**
 * `options` made to fit `playerCount` after the table changed its size: partnerships turned off where they are
 * not allowed and on for 6 players, a dealer seat that no longer exists replaced by `'random'`, hands out of range
 * set to 1. Options that already fit come back unchanged (the same object).
 */
export function fitOptions(options: HfOptions, playerCount: number): HfOptions {
  const partnership = playerCount === 6 || (options.partnership && partnershipAllowed(playerCount));
  const dealer =
    options.dealer === 'random' || (Number.isInteger(options.dealer) && options.dealer >= 0 && options.dealer < playerCount) ? options.dealer : 'random';
  const hands = options.hands === 'per-player' || (Number.isInteger(options.hands) && options.hands >= 1 && options.hands <= MAX_HANDS) ? options.hands : 1;
  const scoring = options.scoring === 'advanced' ? 'advanced' : 'basic';
  if (partnership === options.partnership && dealer === options.dealer && hands === options.hands && scoring === options.scoring) return options;
  return { dealer, scoring, partnership, hands };
}

/**
 * Team of each seat and the seats of each team. Outside the partnership game each seat is its own team;
 * in it partners sit across: 4 players 0&2, 1&3; 6 players 0&3, 1&4, 2&5 (docs/house-rules.md "Horse Fair", "Partnership").
 */
export function makeTeams(playerCount: number, partnership: boolean): { teamOf: number[]; teams: Seat[][] } {
  const teamCount = partnership ? playerCount / 2 : playerCount;
  const teamOf = Array.from({ length: playerCount }, (_, seat) => seat % teamCount);
  const teams = Array.from({ length: teamCount }, (_, team) => teamOf.flatMap((t, seat) => (t === team ? [seat] : [])));
  return { teamOf, teams };
}

/** The next seat clockwise ("to the left") of `seat` at a table of `playerCount`. */
export function leftOf(seat: Seat, playerCount: number): Seat {
  return (seat + 1) % playerCount;
}

/** A freshly shuffled deck dealt one card at a time from the dealer's left, `size` cards each; the rest is the draw pile. */
export function deal(rng: RngState, playerCount: number, dealer: Seat, size: number): { rng: RngState; hands: Card[][]; drawPile: Card[] } {
  const [deck, next] = shuffle(rng, buildDeck());
  const hands: Card[][] = Array.from({ length: playerCount }, () => []);
  let seat = leftOf(dealer, playerCount);
  let taken = 0;
  for (; taken < size * playerCount; taken++) {
    const card = deck[taken];
    const hand = hands[seat];
    if (card === undefined || hand === undefined) break;
    hand.push(card);
    seat = leftOf(seat, playerCount);
  }
  return { rng: next, hands, drawPile: deck.slice(taken) };
}

/**
 * `state` with a new hand dealt by `dealer`: all 65 cards reshuffled, piles, figurines and face-up cards cleared,
 * and the player left of the dealer to play first (docs/games/horse-fair.md, "Preparation"). `handNumber` is 1-based.
 */
export function startHand(state: HfState, dealer: Seat, handNumber: number): HfState {
  const n = state.players.length;
  const dealt = deal(state.rng, n, dealer, handSize(state.partnership));
  return {
    ...state,
    rng: dealt.rng,
    handNumber,
    dealer,
    turn: leftOf(dealer, n),
    phase: 'playing',
    drawPile: dealt.drawPile,
    hands: dealt.hands,
    faceUp: Array.from({ length: n }, () => []),
    piles: state.teams.map(() => []),
    figurines: state.teams.map(() => 0),
    discard: [],
    wins: 0,
    lastMove: null,
    lastWin: null,
    handEnd: null,
  };
}

/**
 * A new game: names checked, options checked, the first dealer chosen (the option's seat, or at random from
 * the seed), and the first hand dealt.
 * @throws RuleError when the names, the player count or the options do not fit the rules.
 */
export function setup(players: readonly string[], options: HfOptions, seed: string): HfState {
  checkSeatNames(players);
  checkOptions(options, players.length);
  const n = players.length;
  let rng = seedRng(seed);
  let dealer: Seat;
  if (options.dealer === 'random') [dealer, rng] = randInt(rng, 0, n - 1);
  else dealer = options.dealer;
  const { teamOf, teams } = makeTeams(n, options.partnership);
  const base: HfState = {
    players: players.map((p) => p.trim()),
    scoring: options.scoring,
    partnership: options.partnership,
    teamOf,
    teams,
    handsTotal: options.hands === 'per-player' ? n : options.hands,
    handNumber: 1,
    rng,
    dealer,
    turn: null,
    phase: 'playing',
    drawPile: [],
    hands: [],
    faceUp: [],
    piles: [],
    figurines: [],
    discard: [],
    wins: 0,
    lastMove: null,
    lastWin: null,
    handEnd: null,
    history: [],
  };
  return startHand(base, dealer, 1);
}

/**
 * "Play again": the same scoring, partnerships and number of hands; the deal moves on to the left of
 * the last dealer (docs/games/horse-fair.md, "Preparation").
 */
export function playAgainOptions(state: HfState): HfOptions {
  return {
    dealer: leftOf(state.dealer, state.players.length),
    scoring: state.scoring,
    partnership: state.partnership,
    hands: state.handsTotal,
  };
}
