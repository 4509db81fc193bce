/**
 * The app's saved games read and written straight in the page's IndexedDB (`fairground-games`, store `games`), for
 * tests that put a record in place (a damaged one, an old version's, a game in a given phase) or compare what is saved
 * with what the screen shows. Every helper opens the database, does one transaction and closes it again, so the app's
 * own connection is never kept waiting.
 */
import type { Page } from 'playwright-core';

/** What one call does in the page: write entries, delete keys, or read every record. */
type Job = { put: [string, unknown][] } | { remove: string[] } | { all: true };

/** Runs `job` in the page in one transaction (creating the store when the app has not opened the database yet). */
function run<T>(page: Page, job: Job): Promise<T> {
  return page.evaluate(
    (j) =>
      new Promise<T>((resolve, reject) => {
        const req = indexedDB.open('fairground-games');
        req.onupgradeneeded = () => req.result.createObjectStore('games');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction('games', 'all' in j ? 'readonly' : 'readwrite');
          const store = tx.objectStore('games');
          let out: unknown;
          if ('put' in j) for (const [key, value] of j.put) store.put(value, key);
          else if ('remove' in j) for (const key of j.remove) store.delete(key);
          else {
            const all = store.getAll();
            all.onsuccess = () => (out = all.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out as T);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    job,
  );
}

/** Writes `entries` ([key, record], any values, damaged ones too) into the saved games. */
export function putGames(page: Page, entries: [string, unknown][]): Promise<void> {
  return run(page, { put: entries });
}

/** Writes saved-game records under their own ids. */
export function putRecords(page: Page, records: readonly { id: string }[]): Promise<void> {
  return putGames(
    page,
    records.map((r) => [r.id, r]),
  );
}

/** Deletes the saved games under `keys`. */
export function removeGames(page: Page, ...keys: string[]): Promise<void> {
  return run(page, { remove: keys });
}

/** Every saved record, as stored. */
export function allGames<T>(page: Page): Promise<T[]> {
  return run(page, { all: true });
}
