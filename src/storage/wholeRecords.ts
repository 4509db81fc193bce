/**
 * What the saves do with a whole record (its state and log): read and check it with the saved-game
 * validator, save it, make one tab its writer, keep its summary and set aside one that does not read.
 * A game screen needs all of it; Home lists games from their summaries and needs it only for a record
 * that has none, so `saves.ts` loads this module (and the validator with it) on first use.
 */
import type { Result } from '../engine/result';
import { parseSavedGame, type SavedGame } from './schema';
import { summaryOf, type GameSummary } from './summary';
import { TakenOverError, type SaveStores } from './saveStores';

/** How many times {@link claim} reads a record again when a save lands between its read and its claim. */
const CLAIM_TRIES = 20;

/** The writer token a stored record names, or undefined when it names none (or is not a record). */
function writerOf(stored: unknown): unknown {
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>)['writer'] : undefined;
}

/** How many moves a stored record's log holds, and when it was last saved, to tell whether it changed; null for no record. */
function versionOf(stored: unknown): string | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const r = stored as Record<string, unknown>;
  return `${Array.isArray(r['log']) ? r['log'].length : -1} ${String(r['updatedAt'])} ${String(r['writer'])}`;
}

/** Keeps `summary`; when storage refuses, drops the old one so that the record is read next time. */
async function summarise({ index }: SaveStores, summary: GameSummary): Promise<void> {
  try {
    await index.set(summary.id, summary);
  } catch {
    await index.del(summary.id).catch(() => undefined);
  }
}

/** Moves a record aside with its reason and the time (epoch ms); false when storage refused (it then stays, untouched, under its key). */
async function setAside({ games, aside, index }: SaveStores, key: string, raw: unknown, reason: string): Promise<boolean> {
  try {
    await aside.set(key, { raw, reason, at: Date.now() });
    await games.del(key);
    await index.del(key).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the record `raw` found under `key` (a record without a summary, for the list): its summary,
 * now kept; or, when it does not read or its id is not its key, the reason, with `movedAside` false
 * when storage refused to set it aside (it then stays under its key, untouched).
 */
export async function summariseRecord(
  stores: SaveStores,
  key: string,
  raw: unknown,
): Promise<{ ok: true; summary: GameSummary } | { ok: false; reason: string; movedAside: boolean }> {
  const parsed = parseSavedGame(raw);
  if (parsed.ok && parsed.value.id === key) {
    const summary = summaryOf(parsed.value);
    await summarise(stores, summary);
    return { ok: true, summary };
  }
  const reason = parsed.ok ? 'its id does not match its key' : parsed.error;
  return { ok: false, reason, movedAside: await setAside(stores, key, raw, reason) };
}

/** `Saves.load`: the game saved under `id`, or a message why it cannot be read (it is then set aside). */
export async function load(stores: SaveStores, id: string): Promise<Result<SavedGame>> {
  const raw = await stores.games.get(id);
  if (raw === undefined) return { ok: false, error: 'This game is no longer saved on this device.' };
  const parsed = parseSavedGame(raw);
  if (parsed.ok) {
    // The summary is made afresh whenever a game is opened, should it have fallen behind.
    await summarise(stores, summaryOf(parsed.value));
    return parsed;
  }
  await setAside(stores, id, raw, parsed.error);
  return { ok: false, error: `This saved game could not be read (${parsed.error}); it was set aside.` };
}

/** `Saves.claim`: makes the tab holding token `writer` the one writer of game `id` (docs/architecture.md, "One writer"). */
export async function claim(stores: SaveStores, id: string, writer: string): Promise<Result<SavedGame>> {
  for (let i = 0; i < CLAIM_TRIES; i++) {
    // The record as stored (an older schema's too), to tell whether another tab saved since it was read.
    const seen = versionOf(await stores.games.get(id));
    const loaded = await load(stores, id);
    if (!loaded.ok) return loaded;
    // The record claimed: as read, or as another tab saved it between the read and the claim.
    let claimedAs = loaded.value;
    const claimed = await stores.games
      .update(id, (stored) => {
        // Another tab saved between the read and now: the record as it stands now is claimed, in the same step, where
        // it reads as this game (a tab saving on every move, bots at full speed, must not keep the game from a
        // take-over); otherwise it is read again from the start.
        if (versionOf(stored) !== seen) {
          const now = parseSavedGame(stored);
          if (!now.ok || now.value.id !== id) throw new TakenOverError();
          claimedAs = now.value;
        }
        // The record as read and checked (migrated to this schema), now under this tab's token.
        return { ...claimedAs, writer };
      })
      .then(
        () => 'claimed' as const,
        (e: unknown) => (e instanceof TakenOverError ? ('again' as const) : ('refused' as const)),
      );
    if (claimed === 'claimed') return { ok: true, value: { ...claimedAs, writer } };
    // Storage refuses writes (a full disk): the game still opens, as it was read; its moves may not be saved
    // (the app says so), and with nothing written no other tab's save can be undone by this one.
    if (claimed === 'refused') return loaded;
  }
  return { ok: false, error: 'This game is being played in another tab right now; close it there to play it here.' };
}

/**
 * `Saves.save`: saves `game` under its id, only while the stored record still names `game.writer` when
 * it is set (checked and written in one step).
 * @throws TakenOverError (rejects) when the stored record names another writer; nothing is written then.
 */
export async function save(stores: SaveStores, game: SavedGame): Promise<void> {
  await stores.games.update(game.id, (stored) => {
    if (game.writer !== undefined && stored !== undefined && writerOf(stored) !== game.writer) throw new TakenOverError();
    return game;
  });
  await summarise(stores, summaryOf(game));
}

/** `Saves.forgetSetAside`: deletes a set-aside record for good, and one left under its key because it could not be moved aside. */
export async function forgetSetAside({ games, aside }: SaveStores, key: string): Promise<void> {
  await aside.del(key);
  // One that could not be moved aside (a full disk) is still under its key, unread.
  const left = await games.get(key);
  if (left !== undefined && !parseSavedGame(left).ok) await games.del(key);
}
