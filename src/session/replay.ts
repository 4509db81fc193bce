import type { AnyGameDef } from '../engine/types';
import type { LogEntry, SavedGame } from '../storage/schema';

/**
 * Plays a game again from its seed: `setup` at `createdAt`, then every log entry in order
 * (an action through `apply` at its time, a clock through `tick` at its time).
 * @throws RuleError (or any error the rules throw) when the log holds a move the rules refuse.
 */
export function replay(def: AnyGameDef, game: Pick<SavedGame, 'players' | 'options' | 'seed' | 'createdAt' | 'log'>): unknown {
  let state = def.setup(game.players, game.options, game.seed, game.createdAt);
  for (const entry of game.log) state = step(def, state, entry);
  return state;
}

/** One log entry applied to `state`. */
export function step(def: AnyGameDef, state: unknown, entry: LogEntry): unknown {
  return entry.kind === 'act' ? def.apply(state, entry.actor, entry.action, entry.at) : def.tick(state, entry.at);
}

/**
 * Whether a saved game's state is exactly what its log replays to: the check that catches a
 * record edited or damaged in storage. Never throws.
 */
export function replaysExactly(def: AnyGameDef, game: SavedGame): boolean {
  try {
    return JSON.stringify(replay(def, game)) === JSON.stringify(game.state);
  } catch {
    return false;
  }
}
