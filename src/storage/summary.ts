import type { SavedGame } from './schema';

/**
 * What Home lists of a saved game, kept in a small index beside the records so that Home never
 * reads a whole game (its state and log) to list it: who plays, the options, whose turn or how it
 * ended, and when. Checked by hand ({@link readSummary}), so Home starts without the record
 * validator, which loads only when a whole record is read.
 */
export interface GameSummary {
  id: string;
  gameId: string;
  players: string[];
  options: unknown;
  /** Whose turn it is or how it ended, in a few words; absent in records saved before it was kept. */
  status?: string | undefined;
  /** True once the game is over; absent or false while it is on. */
  finished?: boolean | undefined;
  /** Epoch ms of setup. */
  createdAt: number;
  /** Epoch ms of the last saved move. */
  updatedAt: number;
}

/** A moment (epoch ms) that a `Date` can hold: finite and within ±8.64e15 ms of 1970, as in a saved game. */
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= -8.64e15 && x <= 8.64e15;
const isName = (x: unknown): x is string => typeof x === 'string' && x.length > 0;

/**
 * A kept summary as Home lists it, or null when it is not one (the record is then read whole
 * instead): `id` and `gameId` non-empty strings, `players` strings, `options` present, `status` a
 * string and `finished` a boolean where present, both times moments a `Date` can hold. Keys it
 * does not know are dropped.
 */
export function readSummary(raw: unknown): GameSummary | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const { id, gameId, players, options, status, finished, createdAt, updatedAt } = r;
  if (!isName(id) || !isName(gameId) || !('options' in r) || !isTime(createdAt) || !isTime(updatedAt)) return null;
  if (!Array.isArray(players) || !players.every((p): p is string => typeof p === 'string')) return null;
  if (status !== undefined && typeof status !== 'string') return null;
  if (finished !== undefined && typeof finished !== 'boolean') return null;
  const out: GameSummary = { id, gameId, players: [...players], options, createdAt, updatedAt };
  if ('status' in r) out.status = status;
  if ('finished' in r) out.finished = finished;
  return out;
}

/** The summary Home lists for `game`. */
export function summaryOf(game: SavedGame): GameSummary {
  const { id, gameId, players, options, status, finished, createdAt, updatedAt } = game;
  return { id, gameId, players, options, status, finished, createdAt, updatedAt };
}
