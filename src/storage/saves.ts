import { idbAccess, idbKV, memoryKV, type KV } from './kv';
import type { Result } from '../engine/result';
import type { SavedGame } from './schema';
import { readSummary, type GameSummary } from './summary';
import type { SaveStores } from './saveStores';

/** How a set-aside record is kept: the raw value as it was found, why it was refused, and when (epoch ms). */
interface AsideRecord {
  raw: unknown;
  reason: string;
  at: number;
}

/** A set-aside record as kept, or null when it is not one (`raw` present, `reason` a string, `at` a number). */
function readAside(val: unknown): AsideRecord | null {
  if (typeof val !== 'object' || val === null || Array.isArray(val)) return null;
  const r = val as Record<string, unknown>;
  return 'raw' in r && typeof r['reason'] === 'string' && typeof r['at'] === 'number' && !Number.isNaN(r['at'])
    ? { raw: r['raw'], reason: r['reason'], at: r['at'] }
    : null;
}

export { TakenOverError } from './saveStores';

/** A record that failed validation: kept aside untouched under its old key, and reported on Home. */
export interface SetAside {
  key: string;
  /** Why it could not be read, e.g. "players: Invalid length". */
  reason: string;
  /** When it was set aside (epoch ms). */
  at: number;
}

/** Every saved game that reads, and the ones set aside. */
export interface SavedList {
  /** What Home shows of each game, newest move first. */
  games: GameSummary[];
  setAside: SetAside[];
}

/** Where the games are kept: IndexedDB, or memory when it could not be opened. */
export interface Saves {
  /** False when IndexedDB could not be opened: games play but are lost when the page closes. */
  persistent: boolean;
  /** False when saved games read but a write failed at start (a full disk): moves may not be saved. */
  writable: boolean;
  list(): Promise<SavedList>;
  /** The game saved under `id`, or a message why it cannot be read (it is then set aside). */
  load(id: string): Promise<Result<SavedGame>>;
  /**
   * Makes this tab the game's one writer: reads the game saved under `id` (validated, as `load`) and
   * stamps it with `writer` (a random token) in one step, so that from then on a save from any other
   * tab is refused ({@link TakenOverError}) and every save that tab completed before is in the record
   * returned. Resolves to the record with its `writer`, or a message as `load` gives.
   */
  claim(id: string, writer: string): Promise<Result<SavedGame>>;
  /**
   * Saves `game` under `game.id`. When `game.writer` is set, the save is made only while the stored record
   * still names that writer (checked and written in one step): else it rejects with {@link TakenOverError}
   * and writes nothing. Rejects when storage refuses it (quota, closed connection).
   */
  save(game: SavedGame): Promise<void>;
  remove(id: string): Promise<void>;
  /** Deletes a set-aside record for good. */
  forgetSetAside(key: string): Promise<void>;
  /** A set-aside record's raw content, for exporting it before deleting it. */
  rawSetAside(key: string): Promise<unknown>;
}

/** Beyond this many records without a summary, the list reads every record at once instead of one by one. */
const READ_ALL_BEYOND = 8;

/**
 * Saves over three key-value stores: `games` (records by id), `aside` (records that failed
 * validation, moved there whole with their reason so nothing saved is ever lost) and `index` (a
 * summary per game, written after each save, so Home lists 500 games without reading one whole).
 * A record with no summary (saved by an older version, or written by hand) is read, checked and
 * summarised when the list is made; a record that cannot be moved aside (the disk is full) stays
 * where it is and is reported all the same. Should the app be killed between a record and its
 * summary, the summary is one move behind until the game is next opened or saved.
 */
export function makeSaves(games: KV, aside: KV, persistent: boolean, writable = persistent, index: KV = memoryKV()): Saves {
  const stores: SaveStores = { games, aside, index };
  /** What a game screen needs (reading, writing and claiming whole records), loaded on first use: Home starts without it. */
  const whole = () => import('./wholeRecords');
  return {
    persistent,
    writable,
    async list() {
      // The set-aside store is opened meanwhile (read at the end, once this list has moved any record there).
      const [ids, kept] = await Promise.all([games.keys(), index.entries().catch((): [string, unknown][] => []), aside.keys().catch(() => [])]);
      const summaries = new Map<string, GameSummary>();
      for (const [key, raw] of kept) {
        const summary = readSummary(raw);
        if (summary && summary.id === key) summaries.set(key, summary);
      }
      const found: GameSummary[] = [];
      const refused: SetAside[] = [];
      const unread = ids.filter((key) => !summaries.has(key));
      const all = unread.length > READ_ALL_BEYOND ? new Map(await games.entries()) : null;
      for (const key of ids) {
        const known = summaries.get(key);
        if (known) {
          found.push(known);
          continue;
        }
        const raw = all ? all.get(key) : await games.get(key);
        // Nothing under the key: deleted meanwhile (skipped), or a record of nothing (set aside below).
        if (raw === undefined && !(all ? all.has(key) : (await games.keys()).includes(key))) continue;
        const read = await (await whole()).summariseRecord(stores, key, raw);
        if (read.ok) found.push(read.summary);
        else if (!read.movedAside) refused.push({ key, reason: read.reason, at: 0 });
      }
      // Summaries of games no longer saved (deleted in another tab) are dropped.
      const present = new Set(ids);
      for (const key of summaries.keys()) if (!present.has(key)) await index.del(key).catch(() => undefined);
      found.sort((a, b) => b.updatedAt - a.updatedAt);
      const setAsideList: SetAside[] = [];
      for (const [key, val] of await aside.entries()) {
        const rec = readAside(val);
        setAsideList.push(rec ? { key, reason: rec.reason, at: rec.at } : { key, reason: 'unreadable', at: 0 });
      }
      return { games: found, setAside: [...setAsideList, ...refused.filter((r) => !setAsideList.some((a) => a.key === r.key))] };
    },
    load: async (id) => (await whole()).load(stores, id),
    claim: async (id, writer) => (await whole()).claim(stores, id, writer),
    save: async (game) => (await whole()).save(stores, game),
    async remove(id) {
      await games.del(id);
      await index.del(id).catch(() => undefined);
    },
    forgetSetAside: async (key) => (await whole()).forgetSetAside(stores, key),
    async rawSetAside(key) {
      const val = await aside.get(key);
      if (val === undefined) return games.get(key);
      const rec = readAside(val);
      return rec ? rec.raw : val;
    },
  };
}

/**
 * Opens the device's saves: IndexedDB when it reads, else memory (the app then says games will
 * not be saved). Reading does not depend on writing: with a full disk every saved game is still
 * listed and opens, and `writable` is false. Never rejects.
 */
export async function openSaves(): Promise<Saves> {
  const games = idbKV('fairground-games', 'games');
  const access = await idbAccess(games);
  if (access.read) return makeSaves(games, idbKV('fairground-aside', 'aside'), true, access.write, idbKV('fairground-index', 'index'));
  return makeSaves(memoryKV(), memoryKV(), false);
}
