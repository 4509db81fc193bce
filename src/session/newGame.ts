import { check } from '../engine/errors';
import type { Seat } from '../engine/types';
import type { AnyGameModule } from '../games/contract';
import { SCHEMA_VERSION, type SavedGame } from '../storage/schema';
import type { CarriedRecords } from '../storage/seasons';
import { newId } from '../storage/ids';

/**
 * A new saved game: options checked, any carried record (a season) merged in from `records`,
 * the rules' setup run with a fresh seed at `now` (epoch ms). `bots` are the seats the game's bot plays, and
 * `relaxed` those of them that play Relaxed (the others play Sharp; a seat in `relaxed` but not in `bots` is ignored).
 * @throws RuleError when the options or players do not fit the game, or every seat would be a bot.
 */
export async function newGameRecord(
  game: AnyGameModule,
  players: readonly string[],
  options: unknown,
  records: CarriedRecords | null,
  now: number,
  bots: readonly Seat[] = [],
  relaxed: readonly Seat[] = [],
): Promise<SavedGame> {
  const { def, carry } = game;
  def.checkOptions(options, players.length);
  check(bots.length === 0 || game.bot !== undefined, `${def.title} has no bot yet: every seat needs a person.`);
  check(bots.length < players.length, 'At least one seat needs a person: a game of bots alone has nobody to play it.');
  let opts = options;
  const key = carry?.key(opts) ?? null;
  if (carry && key && records) opts = carry.withStored(opts, await records.read(key));
  const seed = newId();
  const state = def.setup(players, opts, seed, now);
  const record: SavedGame = {
    schema: SCHEMA_VERSION,
    gameId: def.id,
    id: newId(),
    players: [...players],
    options: opts,
    seed,
    state,
    log: [],
    createdAt: now,
    updatedAt: now,
  };
  if (bots.length === 0) return record;
  const easy = relaxed.filter((s) => bots.includes(s)).sort((a, b) => a - b);
  return { ...record, bots: [...bots].sort((a, b) => a - b), ...(easy.length > 0 ? { relaxed: easy } : {}) };
}

/**
 * `options` with the table's beat (ms) written in, for a game whose rules time it (engine/types.ts `GameDef.paced`); the same
 * options for any other game. The app passes Settings' beat (contract.ts `boardBeatMs`) when a game starts or is played
 * again, so a table that reads slowly has its clocks wait as long as its moments hold the board.
 */
export function pacedOptions(game: AnyGameModule, options: unknown, beatMs: number): unknown {
  return game.def.paced ? game.def.paced(options, beatMs) : options;
}

/**
 * The record these options carry in (a Red Blue Gold group's season), as stored on this device, for setup
 * to show before the match starts: undefined when the game carries nothing, the options name no record,
 * none is kept, or storage is not open or refuses to read. Never rejects.
 */
export async function storedCarry(game: AnyGameModule, options: unknown, records: CarriedRecords | null): Promise<unknown> {
  const key = game.carry?.key(options) ?? null;
  return key && records ? records.read(key) : undefined;
}

/** Keeps what a finished game carries to the next match (its season), in `records`. Never rejects. */
export async function keepCarry(game: AnyGameModule, record: SavedGame, records: CarriedRecords | null): Promise<void> {
  const key = game.carry?.key(record.options) ?? null;
  if (!game.carry || !key || !records) return;
  try {
    await records.write(key, game.carry.after(record.state));
  } catch {
    /* storage refused: the season stays as it was */
  }
}
