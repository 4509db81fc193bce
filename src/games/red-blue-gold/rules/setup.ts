/**
 * Options, setup and PINs (docs/games/red-blue-gold.md "Red Blue Gold Game"; docs/house-rules.md "Red Blue Gold": players, round clock, season).
 */
import { check } from '../../../engine/errors';
import { checkSeatNames } from '../../../engine/names';
import { seedRng } from '../../../engine/rng';
import { ROUND_LENGTH_MS, type RbgOptions, type RbgState, type Season } from '../types';

/** Seats allowed: 13 as written, 4–12 as the variant (docs/house-rules.md "Players"). */
export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 13;

/** An empty season for a new group. */
export function emptySeason(): Season {
  return { group: '', garnets: {}, tokens: {}, pastWinners: [], pastECs: [] };
}

/** The options a table starts from: the rule text's 24-hour rounds, no PINs, an empty season. */
export function defaultOptions(_playerCount: number): RbgOptions {
  return { roundClock: '24h', pins: {}, season: emptySeason() };
}

/**
 * Checks options chosen at setup.
 * @throws RuleError when the round clock is unknown, a PIN is not 4 digits or names no seat,
 *   or a season total is not a whole number ≥ 0.
 */
export function checkOptions(options: RbgOptions, playerCount: number): void {
  check(playerCount >= MIN_PLAYERS && playerCount <= MAX_PLAYERS, `Red Blue Gold is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players (13 as written).`);
  check(Object.prototype.hasOwnProperty.call(ROUND_LENGTH_MS, options.roundClock), 'Pick a round clock: 24 h, 1 h, 10 min or none.');
  for (const [seatText, pin] of Object.entries(options.pins ?? {})) {
    const seat = Number(seatText);
    check(Number.isInteger(seat) && seat >= 0 && seat < playerCount, `A PIN is set for seat ${seat + 1}, which is not at this table.`);
    check(/^\d{4}$/.test(pin), `The PIN for seat ${seat + 1} must be 4 digits.`);
  }
  const s = options.season;
  for (const [name, v] of [...Object.entries(s.garnets), ...Object.entries(s.tokens)]) {
    check(Number.isInteger(v) && v >= 0, `${name}'s season totals must be whole numbers, 0 or more.`);
  }
}

/**
 * True when `pin` opens `seat`'s private view: the seat has no PIN, or `pin` matches it.
 * A guard against peeking at a passed phone, not a lock against an attacker.
 */
export function checkPin(options: RbgOptions, seat: number, pin: string): boolean {
  const want = options.pins?.[seat];
  return want === undefined || want === '' || want === pin;
}

/** The PIN `seat` set at setup, or null when it set none: the handover asks for it before the reveal. */
export function pinOf(options: RbgOptions, seat: number): string | null {
  return options.pins?.[seat] || null;
}

/** Round length in ms for these options, null without a clock. */
export function roundLength(options: RbgOptions): number | null {
  return ROUND_LENGTH_MS[options.roundClock];
}

/**
 * A new match: round 1 (buy) opens at `now` (epoch ms) with its deadline stamped then.
 * @throws RuleError when the player count, the names (docs/house-rules.md "Seats") or the options do not fit.
 */
export function setup(players: readonly string[], options: RbgOptions, seed: string, now: number): RbgState {
  checkSeatNames(players);
  checkOptions(options, players.length);
  const n = players.length;
  const len = roundLength(options);
  return {
    players: players.slice(),
    options,
    rng: seedRng(seed),
    phase: 'round',
    round: 1,
    deadline: len === null ? null : now + len,
    hands: players.map(() => ({ red: 0, blue: 0, gold: 0 })),
    ledgers: players.map(() => ({ bought: 0, received: 0, given: 0, played: 0, goldPlayed: 0 })),
    points: Array.from({ length: n }, () => 0),
    submissions: Array.from({ length: n }, () => null),
    history: [],
    round4Skipped: false,
    final: null,
    votes: [],
  };
}
