/**
 * Setting up the festival (docs/games/festival-charter.md "Prepare public information"; docs/house-rules.md "Festival Charter").
 */
import { check } from '../../../engine/errors';
import { checkSeatNames } from '../../../engine/names';
import { randInt, seedRng, shuffle } from '../../../engine/rng';
import { PRIORITIES } from '../cards';
import { BEAT_MAX_MS, PLAYER_COUNT, START_BUDGET, type FcOptions, type FcState } from '../types';

/** The options a table starts from: the first seat chairs first, no discussion limit. */
export function defaultOptions(_playerCount: number): FcOptions {
  return { firstChair: 0, discussionLimit: false };
}

/**
 * Checks the setup choices.
 * @throws RuleError when the table is not exactly 4 planners, or the first chair is not a seat
 *   (0–3) or `'random'`, or the discussion limit is not on/off, or the beat is not a whole number of ms in
 *   0–{@link BEAT_MAX_MS}.
 */
export function checkOptions(options: FcOptions, playerCount: number): void {
  check(playerCount === PLAYER_COUNT, `Festival Charter needs exactly 4 planners, not ${playerCount}.`);
  const fc: unknown = options.firstChair;
  check(
    fc === 'random' || (typeof fc === 'number' && Number.isInteger(fc) && fc >= 0 && fc < PLAYER_COUNT),
    'The first chair must be one of the four planners, or Random.',
  );
  check(typeof options.discussionLimit === 'boolean', 'The discussion limit must be on or off.');
  check(
    options.beatMs === undefined || (Number.isInteger(options.beatMs) && options.beatMs >= 0 && options.beatMs <= BEAT_MAX_MS),
    `The beat before the discussion clock starts is 0 to ${BEAT_MAX_MS / 1000} seconds.`,
  );
}

/**
 * The options with the table's beat (ms) written in: the discussion clock waits for the announcement's beat
 * (docs/house-rules.md, "Each public step gets its beat"). A beat outside 0–{@link BEAT_MAX_MS} is brought into it.
 */
export function paced(options: FcOptions, beatMs: number): FcOptions {
  return { ...options, beatMs: Math.min(BEAT_MAX_MS, Math.max(0, Math.round(beatMs))) };
}

/**
 * A new festival: the four priority cards shuffled with the seeded generator and dealt face up,
 * budget 12, proposal 1, every PACKAGE marker unused, and the first chair from the options (drawn
 * with the seeded generator when `'random'`). `now` (epoch ms) is unused: no clock runs yet.
 * @throws RuleError when there are not exactly 4 players, the names do not fit (docs/house-rules.md "Seats") or the options do not fit.
 */
export function setup(players: readonly string[], options: FcOptions, seed: string, _now: number): FcState {
  checkSeatNames(players);
  checkOptions(options, players.length);
  const [dealt, afterShuffle] = shuffle(
    seedRng(seed),
    PRIORITIES.map((p) => p.id),
  );
  let rng = afterShuffle;
  let firstChair = 0;
  if (options.firstChair === 'random') {
    [firstChair, rng] = randInt(rng, 0, PLAYER_COUNT - 1);
  } else {
    firstChair = options.firstChair;
  }
  return {
    players: players.slice(),
    options: { ...options },
    rng: rng.slice(),
    priorities: dealt,
    firstChair,
    budget: START_BUDGET,
    proposalNumber: 1,
    chair: firstChair,
    packageSpent: [false, false, false, false],
    built: [],
    phase: { kind: 'proposing' },
    log: [],
  };
}

/**
 * The options for "Play again": the same table choices with the first chair passed to the next
 * seat clockwise from this game's first chair (docs/games/festival-charter.md "Errors, comfort and replay": "rotate the
 * first chair"; the new seed reshuffles the priorities).
 */
export function playAgainOptions(state: FcState): FcOptions {
  return { ...state.options, firstChair: (state.firstChair + 1) % PLAYER_COUNT };
}
