import { findGame } from '../games/registry';
import { replaysExactly } from '../session/replay';
import type { Saves } from '../storage/saves';
import { parseSavedGame, type SavedGame } from '../storage/schema';

/**
 * Reads an exported game file (the JSON of one saved record), validates it like any load
 * (schema, a game this version has, a state that replays exactly from its log) and saves it.
 * Resolves to the imported record, or to a message saying why the file was refused; nothing is
 * saved then. A game already on this phone with the same id is replaced only when the file's
 * last move is newer.
 */
export async function importGameFile(text: string, saves: Saves): Promise<{ ok: true; game: SavedGame } | { ok: false; error: string }> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a Fairground game (it is not JSON).' };
  }
  const parsed = parseSavedGame(raw);
  if (!parsed.ok) return { ok: false, error: `This file is not a Fairground game (${parsed.error}).` };
  const game = parsed.value;
  const entry = findGame(game.gameId);
  if (!entry) return { ok: false, error: `This version of Fairground does not have the game "${game.gameId}".` };
  const mod = await entry.load();
  if (!replaysExactly(mod.def, game)) return { ok: false, error: 'This game file does not match its own moves, so it may be damaged. Nothing was imported.' };
  const existing = await saves.load(game.id);
  if (existing.ok && existing.value.updatedAt >= game.updatedAt) {
    return { ok: false, error: 'This phone already has this game at the same move or a later one. Nothing was imported.' };
  }
  await saves.save(game);
  return { ok: true, game };
}

/** The file name for an exported game, e.g. `fairground-festival-charter-2026-11-29.json`. */
export function exportName(game: SavedGame): string {
  return `fairground-${game.gameId}-${new Date(game.updatedAt).toISOString().slice(0, 10)}.json`;
}
