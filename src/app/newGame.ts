import type { AnyGameModule } from '../games/contract';
import { SCHEMA_VERSION, type SavedGame } from '../storage/schema';
import type { KV } from '../storage/kv';
import { newId } from './ids';

/**
 * A new saved game: options checked, any carried record (a season) merged in from `records`,
 * the rules' setup run with a fresh seed at `now` (epoch ms).
 * @throws RuleError when the options or players do not fit the game.
 */
export async function newGameRecord(game: AnyGameModule, players: readonly string[], options: unknown, records: KV | null, now: number): Promise<SavedGame> {
  const { def, carry } = game;
  def.checkOptions(options, players.length);
  let opts = options;
  const key = carry?.key(opts) ?? null;
  if (carry && key && records) opts = carry.withStored(opts, await records.get(key).catch(() => undefined));
  const seed = newId();
  const state = def.setup(players, opts, seed, now);
  return { schema: SCHEMA_VERSION, gameId: def.id, id: newId(), players: [...players], options: opts, seed, state, log: [], createdAt: now, updatedAt: now };
}

/** Keeps what a finished game carries to the next match (its season). Never rejects. */
export async function keepCarry(game: AnyGameModule, record: SavedGame, records: KV | null): Promise<void> {
  const key = game.carry?.key(record.options) ?? null;
  if (!game.carry || !key || !records) return;
  try {
    await records.set(key, game.carry.after(record.state));
  } catch {
    /* storage refused: the season stays as it was */
  }
}
