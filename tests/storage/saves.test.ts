import { describe, expect, it } from 'vitest';
import { idbAccess, idbKV, memoryKV } from '../../src/storage/kv';
import { makeSaves } from '../../src/storage/saves';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';
import { savedGame } from './fixtures';

let n = 0;
function freshSaves() {
  n++;
  return { saves: makeSaves(idbKV(`t-games-${n}`, 'games'), idbKV(`t-aside-${n}`, 'aside'), true), games: idbKV(`t-games-${n}`, 'games') };
}
const record = (id: string, updatedAt: number): SavedGame => savedGame(id, updatedAt);

describe('saves in IndexedDB', () => {
  it('round-trips a game', async () => {
    const { saves } = freshSaves();
    await saves.save(record('a', 5));
    const back = await saves.load('a');
    expect(back).toEqual({ ok: true, value: record('a', 5) });
  });
  it('lists games newest first', async () => {
    const { saves } = freshSaves();
    await saves.save(record('old', 1));
    await saves.save(record('new', 9));
    expect((await saves.list()).games.map((g) => g.id)).toEqual(['new', 'old']);
  });
  it('sets a corrupt record aside, keeps it, and still lists the others', async () => {
    const { saves, games } = freshSaves();
    await saves.save(record('good', 3));
    await games.set('bad', { schema: SCHEMA_VERSION, players: 'nobody' });
    const list = await saves.list();
    expect(list.games.map((g) => g.id)).toEqual(['good']);
    expect(list.setAside).toHaveLength(1);
    expect(list.setAside[0]?.key).toBe('bad');
    expect(await saves.rawSetAside('bad')).toEqual({ schema: SCHEMA_VERSION, players: 'nobody' });
    expect(await games.get('bad')).toBeUndefined();
  });
  it('reports a corrupt record on load without throwing', async () => {
    const { saves, games } = freshSaves();
    await games.set('bad', 'garbage');
    const r = await saves.load('bad');
    expect(r.ok).toBe(false);
    expect((await saves.list()).setAside.map((s) => s.key)).toEqual(['bad']);
  });
  it('deletes a game', async () => {
    const { saves } = freshSaves();
    await saves.save(record('a', 5));
    await saves.remove('a');
    expect((await saves.list()).games).toEqual([]);
  });
});

describe('when IndexedDB cannot be opened', () => {
  it('idbAccess says no when indexedDB is missing', async () => {
    const real = globalThis.indexedDB;
    // @ts-expect-error: simulating a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      expect(await idbAccess(memoryKV(), 200)).toEqual({ read: false, write: false });
    } finally {
      globalThis.indexedDB = real;
    }
  });
  it('idbAccess says no when opening fails', async () => {
    const real = globalThis.indexedDB;
    const broken = Object.create(real) as IDBFactory;
    broken.open = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    globalThis.indexedDB = broken;
    try {
      expect(await idbAccess(idbKV(`blocked-${++n}`, 'games'), 200)).toEqual({ read: false, write: false });
    } finally {
      globalThis.indexedDB = real;
    }
  });
  it('a memory store still plays and saves for the visit', async () => {
    const saves = makeSaves(memoryKV(), memoryKV(), false);
    await saves.save(record('m', 2));
    expect(saves.persistent).toBe(false);
    expect((await saves.load('m')).ok).toBe(true);
  });
});

describe('a take-over while the other tab keeps saving', () => {
  it('claims the record as the other tab last saved it, in one step, even when a save lands before every claim', async () => {
    const inner = memoryKV();
    let saved = 0;
    // The other tab saves (a newer record, under its own token) between each read of the claim and its write.
    const games = {
      ...inner,
      update: async (key: string, next: (old: unknown) => unknown) => {
        saved++;
        await inner.set(key, { ...savedGame('busy', 100 + saved), writer: 'other-tab' });
        return inner.update(key, next);
      },
    };
    await inner.set('busy', { ...savedGame('busy', 100), writer: 'other-tab' });
    const saves = makeSaves(games, memoryKV(), true);
    const claimed = await saves.claim('busy', 'this-tab');
    expect(claimed.ok, claimed.ok ? '' : claimed.error).toBe(true);
    // The record the other tab saved last (not the one first read) is the one claimed, now under this tab's token.
    expect(claimed.ok && claimed.value.updatedAt).toBe(100 + saved);
    expect(await inner.get('busy')).toMatchObject({ id: 'busy', updatedAt: 100 + saved, writer: 'this-tab' });
    expect(saved).toBe(1);
  });
});
