/**
 * Seeded random games played with the real rules, outside the browser: the saved games the browser tests open
 * deep in a game (a11y, looks) and the bench's 500 saved games (bench/home-list.mjs, through bench/rules-entry.ts)
 * are made by this one loop.
 */
import { makeRandom } from '../../../src/engine/rng';
import type { AnyGameDef } from '../../../src/engine/types';
import type { SavedGame } from '../../../src/storage/schema';

/** Where a random game has got to after a step. */
export interface RandomStep {
  /** The game's state after the step. */
  state: unknown;
  /** Every step so far, as a saved record logs them. The same array grows from step to step: copy it to keep one. */
  log: SavedGame['log'];
  /** The time of the step (epoch ms). */
  now: number;
}

/**
 * Plays `def` from `state` with random legal moves (`def.randomAction`, its random numbers seeded by `seed`, as the
 * game's own seed makes them), `stepMs` apart from `start` (epoch ms), yielding after each step. A step is a move,
 * or, when nobody can move, the next clock's timeout logged at its deadline. Ends after the step that finishes the
 * game, when nobody can move and no clock runs, or after `maxSteps` steps; the caller tells these apart by
 * `def.outcome` of the last step's state.
 */
export function* randomGame(
  def: AnyGameDef,
  state: unknown,
  seed: string,
  start: number,
  stepMs: number,
  maxSteps = 100_000,
): Generator<RandomStep, void, undefined> {
  const random = makeRandom(seed);
  const log: SavedGame['log'] = [];
  let now = start;
  for (let i = 0; i < maxSteps && !def.outcome(state); i++) {
    now += stepMs;
    const move = def.randomAction(state, random, now);
    if (move) {
      state = def.apply(state, move.actor, move.action, now);
      log.push({ kind: 'act', at: now, actor: move.actor, action: move.action });
    } else {
      const deadline = def.nextDeadline(state);
      if (deadline === null) return;
      now = Math.max(now, deadline);
      state = def.tick(state, now);
      log.push({ kind: 'tick', at: now });
    }
    yield { state, log, now };
  }
}
