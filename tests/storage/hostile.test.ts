import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbKV, storageErrorText } from '../../src/storage/kv';
import { makeSaves, openSaves } from '../../src/storage/saves';
import { parseSavedGame, type SavedGame } from '../../src/storage/schema';
import { savedGame } from './fixtures';

/**
 * Records from outside (a file, a hand edit, a full disk): every time in a record is one a Date
 * holds; reading never depends on writing; a connection another tab asks for is given up.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const base: SavedGame = {
  ...savedGame('g', 6),
  log: [
    { kind: 'act', at: 5, actor: 0, action: { type: 'x' } },
    { kind: 'tick', at: 6 },
  ],
};

/** Every time in a record, and how to put `t` there. */
const TIME_FIELDS: [string, (t: number) => unknown][] = [
  ['createdAt', (t) => ({ ...base, createdAt: t })],
  ['updatedAt', (t) => ({ ...base, updatedAt: t })],
  ['a move’s time', (t) => ({ ...base, log: [{ kind: 'act', at: t, actor: 0, action: {} }] })],
  ['a clock’s time', (t) => ({ ...base, log: [{ kind: 'tick', at: t }] })],
];
/** Numbers a Date cannot hold, at the edges of a number's range. */
const OUT_OF_RANGE = [8.64e15 + 1, -8.64e15 - 1, 1e300, -1e300, Number.MAX_VALUE, Infinity, -Infinity, NaN];

describe('every time in a record is one a Date can hold', () => {
  it.each(TIME_FIELDS.flatMap(([field, put]) => OUT_OF_RANGE.map((t) => [field, t, put] as const)))('%s = %s is refused', (_field, t, put) => {
    const r = parseSavedGame(put(t));
    expect(r.ok).toBe(false);
  });
  it.each(TIME_FIELDS.flatMap(([field, put]) => [8.64e15, -8.64e15, 0].map((t) => [field, t, put] as const)))('%s = %s is kept', (_field, t, put) => {
    const r = parseSavedGame(put(t));
    expect(r.ok).toBe(true);
    // And a Date formats it.
    if (r.ok) expect(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(r.value.updatedAt)).not.toThrow();
  });
  it('a record with a time out of range is set aside; every other game is still listed', async () => {
    const n = Math.random().toString(36).slice(2);
    const games = idbKV(`times-${n}`, 'games');
    const saves = makeSaves(games, idbKV(`times-aside-${n}`, 'aside'), true);
    await saves.save(savedGame('a', 1));
    await saves.save(savedGame('b', 2));
    await games.set('bad', { ...savedGame('bad', 3), updatedAt: 1e300 });
    const list = await saves.list();
    expect(list.games.map((g) => g.id)).toEqual(['b', 'a']);
    expect(list.setAside.map((s) => s.key)).toEqual(['bad']);
  });
});

/** Makes every IndexedDB write fail as a full disk does. */
function fillTheDisk(): void {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('', 'QuotaExceededError');
  });
}

describe('a full disk', () => {
  it('at start: every saved game is still listed and opens; the saves say they cannot write', async () => {
    const games = idbKV('fairground-games', 'games');
    await games.set('a', savedGame('a', 1));
    await games.set('b', savedGame('b', 2));
    fillTheDisk();
    const saves = await openSaves();
    expect(saves.persistent).toBe(true);
    expect(saves.writable).toBe(false);
    expect((await saves.list()).games.map((g) => g.id)).toEqual(['b', 'a']);
    expect(await saves.load('a')).toEqual({ ok: true, value: savedGame('a', 1) });
    await expect(saves.save(savedGame('c', 3))).rejects.toMatchObject({ name: 'QuotaExceededError' });
  });
  it('a damaged record that cannot be moved aside is reported, kept where it is, and can be exported and deleted', async () => {
    const n = Math.random().toString(36).slice(2);
    const games = idbKV(`full-${n}`, 'games');
    const saves = makeSaves(games, idbKV(`full-aside-${n}`, 'aside'), true);
    await saves.save(savedGame('a', 1));
    await games.set('bad', { junk: true });
    fillTheDisk();
    const list = await saves.list();
    expect(list.games.map((g) => g.id)).toEqual(['a']);
    expect(list.setAside.map((s) => s.key)).toEqual(['bad']);
    expect(await saves.rawSetAside('bad')).toEqual({ junk: true });
    vi.restoreAllMocks();
    await saves.forgetSetAside('bad');
    expect(await games.get('bad')).toBeUndefined();
    expect((await saves.list()).games.map((g) => g.id)).toEqual(['a']);
  });
  it.each([
    [new DOMException('', 'QuotaExceededError'), 'the phone’s storage is full'],
    [new DOMException('Quota exceeded.', 'UnknownError'), 'the phone’s storage is full'],
    [new DOMException('', 'AbortError'), 'storage refused it: AbortError'],
    [undefined, 'storage refused it'],
  ])('a storage error says what happened: %s → %s', (e, text) => {
    expect(storageErrorText(e)).toBe(text);
  });
});

describe('another tab deleting or upgrading the database', () => {
  it('is not kept waiting: the connection is closed, and reopened on the next save', async () => {
    const name = `vc-${Math.random().toString(36).slice(2)}`;
    const kv = idbKV(name, 'games');
    await kv.set('a', 1);
    let blocked = false;
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase(name);
      req.onblocked = () => (blocked = true);
      req.onsuccess = () => resolve();
      req.onerror = () => reject(req.error);
    });
    expect(blocked).toBe(false);
    // The next save opens a fresh connection (the database was deleted: it starts empty).
    await kv.set('b', 2);
    expect(await kv.entries()).toEqual([['b', 2]]);
  });
});

describe('the summaries Home lists from', () => {
  /** Saves over stores whose reads are counted. */
  function counted() {
    const n = Math.random().toString(36).slice(2);
    const games = idbKV(`sum-${n}`, 'games');
    const index = idbKV(`sum-index-${n}`, 'index');
    const reads = { get: 0, entries: 0 };
    const watched = { ...games, get: (k: string) => (reads.get++, games.get(k)), entries: () => (reads.entries++, games.entries()) };
    return { saves: makeSaves(watched, idbKV(`sum-aside-${n}`, 'aside'), true, true, index), games, index, reads };
  }
  it('once kept, the list reads no whole game; a record with none (older, or put there by hand) is read once and summarised', async () => {
    const { saves, games, reads } = counted();
    for (let i = 0; i < 12; i++) await saves.save(savedGame(`g${i}`, i));
    await games.set('by-hand', savedGame('by-hand', 99));
    const first = await saves.list();
    expect(first.games.map((g) => g.id).slice(0, 2)).toEqual(['by-hand', 'g11']);
    expect(reads.get).toBe(1);
    reads.get = 0;
    const second = await saves.list();
    expect(second).toEqual(first);
    expect(reads).toEqual({ get: 0, entries: 0 });
  });
  it.each([
    ['not an object', 'g'],
    ['an empty id', { id: '' }],
    ['another game\u2019s id', { id: 'other' }],
    ['a game id that is not a string', { gameId: 5 }],
    ['players that are not a list', { players: 'Ana' }],
    ['a player that is not a name', { players: ['Ana', 3] }],
    ['no options', { options: undefined }],
    ['a status that is not words', { status: 3 }],
    ['finished that is not yes or no', { finished: 'yes' }],
    ['a start that is not a number', { createdAt: '1' }],
    ['a last move no date can hold', { updatedAt: 1e300 }],
    ['a last move that is not a number at all', { updatedAt: NaN }],
  ])('a kept summary with %s is not listed: the record is read whole and summarised afresh', async (_name, damage) => {
    const { saves, index, reads } = counted();
    await saves.save(savedGame('g', 7));
    const good = await index.get('g');
    const bad: unknown = typeof damage === 'string' ? damage : { ...(good as object), ...damage };
    if (typeof damage === 'object' && 'options' in damage) delete (bad as Record<string, unknown>)['options'];
    await index.set('g', bad);
    expect((await saves.list()).games).toEqual([good]);
    expect(reads.get).toBe(1);
    expect(await index.get('g')).toEqual(good);
  });
  it('many records with none are read in one go', async () => {
    const { saves, games, reads } = counted();
    for (let i = 0; i < 20; i++) await games.set(`g${i}`, savedGame(`g${i}`, i));
    expect((await saves.list()).games).toHaveLength(20);
    expect(reads).toEqual({ get: 0, entries: 1 });
  });
  it('a summary behind its record (killed between the two writes) is made afresh when the game is opened', async () => {
    const { saves, games, index } = counted();
    await saves.save(savedGame('g', 1));
    await games.set('g', { ...savedGame('g', 5), status: 'Bo to play' });
    expect((await saves.list()).games[0]?.updatedAt).toBe(1);
    await saves.load('g');
    expect((await saves.list()).games[0]).toMatchObject({ updatedAt: 5, status: 'Bo to play' });
    // A summary whose game is gone (deleted in another tab) is dropped.
    await games.del('g');
    expect((await saves.list()).games).toEqual([]);
    expect(await index.get('g')).toBeUndefined();
  });
});
