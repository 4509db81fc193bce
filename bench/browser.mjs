// Chromium figures: a profile with the service worker installed and one saved Festival Charter,
// then, offline at 4x CPU slowdown, start times (Home interactive, a saved game's table).
import { readFileSync } from 'node:fs';
import { launchProfile } from '../scripts/chromium.mjs';

const INSTRUMENT = readFileSync(new URL('./instrument.js', import.meta.url), 'utf8');
export const SLOWDOWN = 4;

/** A persistent profile (installable, storage kept; Lighthouse reopens it once it is closed). */
export async function openProfile(url) {
  const { context, dir } = await launchProfile('bench');
  await context.addInitScript(INSTRUMENT);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await page.getByText('Ready to play offline').waitFor({ timeout: 30_000 });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  // One saved game of Festival Charter, left in the discussion of its first proposal.
  await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
  for (let i = 0; i < 4; i++) await page.locator(`#player-${i}`).fill(['Ana', 'Bo', 'Cy', 'Di'][i]);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('#fc-propose').waitFor();
  const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2]);
  await page.locator('button.fc-pick:not([disabled])').first().click();
  await page.getByRole('button', { name: /^Announce / }).click();
  await page.locator('#fc-discuss').waitFor();
  const record = await idbGame(page, id);
  await page.goto(url); // Home holds no game, so other tabs may open it
  return { context, page, dir, id, record };
}

/** Reads (or writes, with `value`) one saved game straight from IndexedDB, in the page. */
export const idbGame = (page, key, value) => page.evaluate(`(${IDB})(${JSON.stringify(key)}, ${JSON.stringify(value)})`);
const IDB = `async (key, value) => {
  const db = await new Promise((ok, no) => { const r = indexedDB.open('fairground-games'); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const tx = db.transaction('games', value === undefined ? 'readonly' : 'readwrite');
  const req = value === undefined ? tx.objectStore('games').get(key) : tx.objectStore('games').put(value, key);
  const out = await new Promise((ok, no) => { tx.oncomplete = () => ok(req.result); tx.onerror = () => no(tx.error); });
  db.close();
  return out;
}`;

/** A new tab at `rate`x slowdown, its service worker stopped first (a cold start, as after a phone lock). */
export async function slowTab(context, rate = SLOWDOWN) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Navigation → Home interactive and → the saved game's table, offline, `runs` cold tabs each. */
export async function startTimes(context, url, id, runs = 7) {
  await context.setOffline(true);
  const out = { home: [], table: [] };
  for (const [kind, target] of [
    ['home', url],
    ['table', `${url}#/play/${encodeURIComponent(id)}`],
  ]) {
    for (let i = 0; i < runs; i++) {
      const page = await slowTab(context);
      await page.goto(target);
      await page.waitForFunction((k) => window.__bench[k] !== null, kind, { timeout: 30_000 });
      await page.waitForTimeout(1500); // long tasks still running are seen, then counted
      const m = await page.evaluate(() => window.__bench);
      const ready = m[kind];
      // Interactive: on screen, and no long task that began before then still running.
      const busyUntil = Math.max(0, ...m.longTasks.filter(([s]) => s <= ready).map(([, e]) => e));
      out[kind].push(Math.max(ready, busyUntil));
      await page.close();
    }
  }
  await context.setOffline(false);
  return { home: { median: median(out.home), worst: Math.max(...out.home) }, table: { median: median(out.table), worst: Math.max(...out.table) }, runs };
}
