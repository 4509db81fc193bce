import type { Saves } from '../storage/saves';
import { parseSavedGame, type SavedGame } from '../storage/schema';
import { newId } from '../storage/ids';
import { storageErrorText } from '../storage/kv';
import { loadChecked } from './open';
import type { Result } from '../engine/result';

/** Whether two records are the same game: the same game, players, options, seed and start. */
function sameGame(a: SavedGame, b: SavedGame): boolean {
  return (
    a.gameId === b.gameId &&
    a.seed === b.seed &&
    a.createdAt === b.createdAt &&
    JSON.stringify([a.players, a.options]) === JSON.stringify([b.players, b.options])
  );
}

/** Whether `longer`'s log begins with every move of `shorter`'s, in order. */
function logExtends(longer: SavedGame, shorter: SavedGame): boolean {
  return shorter.log.length <= longer.log.length && shorter.log.every((e, i) => JSON.stringify(e) === JSON.stringify(longer.log[i]));
}

/**
 * Reads an exported game file (the JSON of one saved record), validates it like any load
 * (schema, a game this version has, a state that replays exactly from its log) and saves it.
 * Resolves to the imported record, or to a message saying why the file was refused; nothing is
 * saved then. An import never overwrites a different game: a game already on this phone under
 * the same id is replaced only by a later point of the same game (the same start and its moves
 * carried on); a different game, or one whose moves went another way, is saved under a new id
 * beside it; the same game at the same move or an earlier one is refused.
 */
export async function importGameFile(text: string, saves: Saves): Promise<Result<SavedGame>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a Fairground game (it is not JSON).' };
  }
  const parsed = parseSavedGame(raw);
  if (!parsed.ok) return { ok: false, error: `This file is not a Fairground game (${parsed.error}).` };
  let game = parsed.value;
  const checked = await loadChecked(game, 'This game file does not match its own moves, so it may be damaged. Nothing was imported.');
  if (!checked.ok) return checked;
  const existing = await saves.load(game.id);
  if (existing.ok) {
    const mine = existing.value;
    if (sameGame(mine, game) && logExtends(mine, game)) {
      return { ok: false, error: 'This phone already has this game at the same move or a later one. Nothing was imported.' };
    }
    if (!sameGame(mine, game) || !logExtends(game, mine)) {
      let id = newId();
      while ((await saves.load(id)).ok) id = newId();
      game = { ...game, id };
    }
  }
  try {
    await saves.save(game);
  } catch (e) {
    return { ok: false, error: `The game could not be saved on this phone (${storageErrorText(e)}). Nothing was imported.` };
  }
  return { ok: true, value: game };
}

/** The file name for an exported game, e.g. `fairground-festival-charter-2026-11-29.json`. */
export function exportName(game: SavedGame): string {
  return `fairground-${game.gameId}-${new Date(game.updatedAt).toISOString().slice(0, 10)}.json`;
}
