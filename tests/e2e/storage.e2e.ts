import { describe, expect, it } from 'vitest';
import { BASE_URL, enterPlayers, savedGames, shot, useBrowser, waitForHome, hold, settled } from './support/browser';

/**
 * Storage that misbehaves (issue 6), in the browser: a quota error on save, and storage cleared
 * by the browser. (IndexedDB that cannot be opened is in app.e2e.ts; a connection closed under
 * the app is in tests/storage/misbehaving.test.ts.)
 */

/**
 * Makes every IndexedDB write of the page fail as a full disk does, while `window.full` is true;
 * it is true from the start when localStorage holds `e2e.full-at-start`.
 */
const QUOTA = `(() => {
  if (localStorage.getItem('e2e.full-at-start') === '1') window.full = true;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  };
})();`;

const browser = useBrowser({
  init: async ({ context }) => {
    await context.addInitScript({ content: QUOTA });
  },
});

async function startFestivalCharter(): Promise<string> {
  const { page } = browser;
  await page.goto(BASE_URL + '#/setup/festival-charter');
  await enterPlayers(page, ['Ana', 'Bo', 'Cy', 'Di']);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('#fc-propose').waitFor();
  return decodeURIComponent(new URL(page.url()).hash.replace('#/play/', ''));
}

async function logLength(id: string): Promise<number> {
  return (await savedGames(browser.page)).find((g) => g.id === id)?.log.length ?? -1;
}

describe('storage that misbehaves, in the browser', () => {
  it('a quota error on save: the player is told, the game goes on in memory, nothing earlier is lost', async () => {
    const { page } = browser;
    const id = await startFestivalCharter();
    await page.locator('button.fc-pick:not([disabled])').first().click();
    await page.getByRole('button', { name: /^Announce / }).click();
    await page.getByRole('button', { name: 'Open the vote' }).waitFor();
    await expect.poll(() => logLength(id)).toBe(1);

    await page.evaluate(() => ((window as unknown as { full: boolean }).full = true));
    await page.getByRole('button', { name: 'Open the vote' }).click();
    await page.getByText('Not saved: storage refused the last move.').waitFor();
    await page.getByRole('alert').filter({ hasText: 'could not be saved' }).waitFor();
    // It says what happened (a full disk's error has no text of its own).
    await page.getByRole('alert').filter({ hasText: 'could not be saved (the phone’s storage is full)' }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: '()' }).count()).resolves.toBe(0);
    await shot(page, 'storage-quota');
    // The move stands on the screen (the vote is open) and the game goes on.
    await page.locator('.error-bar').getByRole('button', { name: 'OK' }).click();
    await hold(page, page.getByRole('button', { name: 'Close the vote now' }));
    await page.locator('#fc-propose').waitFor();
    await expect(page.getByText('Not saved: storage refused the last move.').count()).resolves.toBe(1);
    // What was saved before is still there, untouched.
    expect(await logLength(id)).toBe(1);

    // Space is back: the next move saves the whole game, the moves made in memory included.
    await page.evaluate(() => ((window as unknown as { full: boolean }).full = false));
    // The closed vote's own save (refused) is over before the next tap, which that save would otherwise swallow.
    await settled(page);
    await page.locator('button.fc-pick:not([disabled])').first().click();
    await page.getByRole('button', { name: /^Announce / }).click();
    await expect.poll(() => logLength(id)).toBe(4);
    await expect(page.getByText('Not saved: storage refused the last move.').count()).resolves.toBe(0);
  });

  it('storage cleared by the browser: Home opens empty, with no error', async () => {
    const { context, page } = browser;
    await startFestivalCharter();
    await page.evaluate(() => (location.hash = '#/'));
    await page.getByRole('button', { name: 'Resume' }).first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(BASE_URL).origin, storageTypes: 'indexeddb,local_storage' });
    // Under the running app: Home reads the list again over connections the browser closed.
    await page.evaluate(() => (location.hash = '#/settings'));
    await page.evaluate(() => (location.hash = '#/'));
    await waitForHome(page);
    await expect(page.getByRole('heading', { name: /^(Games in progress|Finished games)/ }).count()).resolves.toBe(0);
    await expect(page.locator('.error-bar').count()).resolves.toBe(0);
    // And after a restart.
    await page.reload();
    await waitForHome(page);
    await expect(page.getByRole('heading', { name: /^(Games in progress|Finished games)/ }).count()).resolves.toBe(0);
    await expect(page.locator('.error-bar, [role=alert]').count()).resolves.toBe(0);
    await expect(page.getByText('will not let Fairground save').count()).resolves.toBe(0);
    // A new game starts and saves as usual.
    const id = await startFestivalCharter();
    expect((await savedGames(page)).map((g) => g.id)).toEqual([id]);
  });

  it('a full disk at start: every game still on the phone is listed and opens; the player is told moves may not be saved', async () => {
    const { page } = browser;
    const id = await startFestivalCharter();
    await page.evaluate(() => (location.hash = '#/'));
    await waitForHome(page);
    const before = await page.getByRole('button', { name: /^Resume / }).count();
    expect(before).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.setItem('e2e.full-at-start', '1'));
    try {
      await page.reload();
      await waitForHome(page);
      await page.getByText('This phone’s storage is full').waitFor();
      await expect(page.getByRole('button', { name: /^Resume / }).count()).resolves.toBe(before);
      await expect(page.getByText('will not let Fairground save').count()).resolves.toBe(0);
      await shot(page, 'storage-full-at-start');
      await page.evaluate((gameId) => (location.hash = `#/play/${encodeURIComponent(gameId)}`), id);
      await page.locator('main .playing').waitFor();
      await expect(page.getByRole('alert').filter({ hasText: 'could not be read' }).count()).resolves.toBe(0);
    } finally {
      await page.evaluate(() => localStorage.removeItem('e2e.full-at-start'));
    }
  });

  it('another tab deleting the database is not kept waiting, and the app saves again afterwards', async () => {
    const { context, page } = browser;
    await page.goto(BASE_URL);
    await waitForHome(page);
    const other = await context.newPage();
    try {
      await other.goto(BASE_URL + '#/settings');
      const outcome = await other.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const req = indexedDB.deleteDatabase('fairground-games');
            let blocked = false;
            req.onblocked = () => (blocked = true);
            req.onsuccess = () => resolve(blocked ? 'done after blocked' : 'done');
            req.onerror = () => resolve('error');
            setTimeout(() => resolve('still waiting'), 5000);
          }),
      );
      // Both tabs closed their connections when asked (a "blocked" event may come first; it must not last).
      expect(outcome).toMatch(/^done/);
    } finally {
      await other.close();
    }
    const id = await startFestivalCharter();
    expect((await savedGames(page)).map((g) => g.id)).toContain(id);
  });
});
