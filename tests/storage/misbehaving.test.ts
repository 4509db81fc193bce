import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbKV } from '../../src/storage/kv';
import { makeSaves } from '../../src/storage/saves';
import type { SavedGame } from '../../src/storage/schema';
import { savedGame } from './fixtures';

/** Records every IndexedDB connection the code under test opens, so a test can close it under the code. */
function watchConnections(): IDBDatabase[] {
  const opened: IDBDatabase[] = [];
  const realOpen = indexedDB.open.bind(indexedDB);
  vi.spyOn(indexedDB, 'open').mockImplementation((name: string, version?: number) => {
    const req = realOpen(name, version);
    req.addEventListener('success', () => opened.push(req.result));
    return req;
  });
  return opened;
}

const record = (id: string, n: number): SavedGame => savedGame(id, n, n);

let n = 0;
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage that misbehaves', () => {
  it('a connection closed under the app is reopened and the save retried', async () => {
    const opened = watchConnections();
    const name = `closed-${++n}`;
    const kv = idbKV(name, 'games');
    await kv.set('a', 1);
    expect(opened).toHaveLength(1);
    for (const db of opened) db.close();
    await kv.set('b', 2);
    await expect(kv.get('a')).resolves.toBe(1);
    await expect(kv.get('b')).resolves.toBe(2);
    expect(opened).toHaveLength(2);
    for (const db of opened) db.close();
    await expect(kv.entries()).resolves.toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    for (const db of opened) db.close();
    await kv.del('a');
    await expect(kv.get('a')).resolves.toBeUndefined();
  });

  it('a saved game survives its connection closing between two moves', async () => {
    const opened = watchConnections();
    const id = ++n;
    const saves = makeSaves(idbKV(`games-${id}`, 'games'), idbKV(`aside-${id}`, 'aside'), true);
    await saves.save(record('g', 1));
    for (const db of opened) db.close();
    await saves.save(record('g', 2));
    const back = await saves.load('g');
    expect(back).toEqual({ ok: true, value: record('g', 2) });
  });

  it('another error is not retried: it reaches the caller as it was', async () => {
    const kv = idbKV(`bad-key-${++n}`, 'games');
    const spy = vi.spyOn(indexedDB, 'open');
    // A key IndexedDB refuses (a plain object) fails with DataError, which a new connection would not fix.
    await expect(kv.set({} as unknown as string, 1)).rejects.toMatchObject({ name: 'DataError' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('storage cleared by the browser under a running app: the list is empty, with no error', async () => {
    const opened = watchConnections();
    const id = ++n;
    const saves = makeSaves(idbKV(`cleared-${id}`, 'games'), idbKV(`cleared-aside-${id}`, 'aside'), true);
    await saves.save(record('g', 1));
    await saves.list();
    // Clearing site data closes the app's connections, then deletes the databases.
    for (const db of opened) db.close();
    for (const name of [`cleared-${id}`, `cleared-aside-${id}`]) {
      await new Promise<void>((resolve, reject) => {
        const req = indexedDB.deleteDatabase(name);
        req.onsuccess = () => resolve();
        req.onerror = () => reject(req.error);
      });
    }
    await expect(saves.list()).resolves.toEqual({ games: [], setAside: [] });
    await expect(saves.load('g')).resolves.toEqual({ ok: false, error: 'This game is no longer saved on this device.' });
  });
});
