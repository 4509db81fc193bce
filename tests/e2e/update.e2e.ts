import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page } from 'playwright-core';
import { BASE_URL, E2E_PORT, enterPlayers, openBrowser, savedGames, shot, waitForHome, waitForServiceWorker, hold, settled } from './support/browser';
import { launchProfile } from '../../scripts/chromium.mjs';
import { putGames } from './support/idb';

/**
 * Updates: two builds of the app (versions 1 and 2, told apart by the version line in Settings:
 * version 1 is the build the whole run uses, version 2 is built here), version 1 is served and a game started, then version 2 is served at the same origin.
 * The player is offered the update, nothing reloads by itself, the game goes on, and after
 * "Update" the new version runs the same saved game. Also: an old-schema record loads, and a game
 * chunk missing after an update shows a message with a way out, never a blank page or a reload loop.
 */
const PORT = E2E_PORT + 1;
const URL = `http://localhost:${PORT}/`;
const DIST = process.env['E2E_DIST'] ?? 'dist';
/**
 * Version 1 is the build every browser test runs (global setup's, the version in package.json unless
 * VITE_APP_VERSION says otherwise); version 2 is the one build of this file's own, the same code told apart
 * by its version line (so its service worker and page differ from version 1's, as an update's do).
 */
const V1 = `Version ${process.env['VITE_APP_VERSION'] || String((JSON.parse(readFileSync('package.json', 'utf8')) as { version: unknown }).version)}`;
const V2 = 'Version 2';
/** Where version 1 (the run's build) and version 2 (this file's) are built. */
const V1_DIST = DIST;
const V2_DIST = `${DIST}-update-2`;

let server: ChildProcess | null = null;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function serve(outDir: string): Promise<void> {
  server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  const end = Date.now() + 30_000;
  while (!(await answers(URL))) {
    if (Date.now() > end) throw new Error(`vite preview of ${outDir} did not answer on ${PORT}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  }
  server = null;
  const end = Date.now() + 15_000;
  while (await answers(URL)) {
    if (Date.now() > end) throw new Error(`port ${PORT} is still served`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(() => {
  const b = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--outDir', V2_DIST, '--emptyOutDir'], {
    stdio: 'ignore',
    env: { ...process.env, VITE_APP_VERSION: '2' },
  });
  if (b.status !== 0) throw new Error('vite build of version 2 failed');
  if (V1 === V2) throw new Error('Version 1 and version 2 have the same version line: build the browser tests with another VITE_APP_VERSION.');
}, 300_000);
afterAll(async () => {
  await stop();
});

/** Reads the version line on Settings (reached through the hash, so the page does not reload). */
async function version(page: Page): Promise<string> {
  const back = new globalThis.URL(page.url()).hash;
  await page.evaluate(() => (location.hash = '#/settings'));
  const text = await page.getByText(/^Version /).innerText();
  await page.evaluate((h) => (location.hash = h), back);
  return text;
}

async function record(page: Page, id: string) {
  const r = (await savedGames(page)).find((g) => g.id === id);
  if (!r) throw new Error(`game ${id} is not saved`);
  return r;
}

/** One public move of Festival Charter from the table: the chair picks and announces, the vote opens, or it is closed early (press and hold). */
async function fcMove(page: Page): Promise<void> {
  const open = page.getByRole('button', { name: 'Open the vote' });
  if ((await open.count()) > 0) return open.click();
  const close = page.getByRole('button', { name: 'Close the vote now' });
  if ((await close.count()) > 0) return hold(page, close);
  await page.locator('button.fc-pick:not([disabled])').first().click();
  await page.getByRole('button', { name: /^Announce / }).click();
}

async function waitForLog(page: Page, id: string, length: number): Promise<void> {
  const end = Date.now() + 60_000;
  while ((await record(page, id)).log.length < length) {
    if (Date.now() > end) throw new Error(`the game's log did not reach ${length} moves`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Version 1 served and visited in a new browser until it is ready to play offline, then `test` on that page; the
 * browser and the server stopped after it, whatever happens.
 */
async function fromVersion1(test: (page: Page) => Promise<void>): Promise<void> {
  await serve(V1_DIST);
  const { context, page } = await openBrowser();
  try {
    await page.goto(URL);
    await page.getByText('Ready to play offline').waitFor({ timeout: 30_000 });
    await test(page);
  } finally {
    await context.close();
    await stop();
  }
}

describe('an update deployed while a game is in progress', () => {
  it('is offered, applied only when the player says so, and never breaks the game; an old-schema record loads', async () => {
    await fromVersion1(async (page) => {
      await page.reload();
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
      await enterPlayers(page, ['Ana', 'Bo', 'Cy', 'Di']);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('#fc-propose').waitFor();
      const id = decodeURIComponent(new globalThis.URL(page.url()).hash.replace('#/play/', ''));
      await fcMove(page);
      await waitForLog(page, id, 1);
      expect(await version(page)).toBe(V1);

      // Version 2 goes up at the same address; the phone opens the game again.
      await stop();
      await serve(V2_DIST);
      await page.reload();
      await page.getByText('A new version of Fairground is ready.').waitFor({ timeout: 30_000 });
      await shot(page, 'update-offered');
      // Nothing reloads by itself: a mark left on the page survives, and version 1 still runs.
      await page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));
      await page.waitForTimeout(1500);
      await expect(page.evaluate(() => (window as unknown as { mark?: number }).mark)).resolves.toBe(42);
      expect(await version(page)).toBe(V1);
      // The game in progress loads and plays on under the offer.
      await page.locator('main .playing').waitFor();
      const before = (await record(page, id)).log.length;
      await fcMove(page);
      await waitForLog(page, id, before + 1);
      // The offer never lies over the handover: once the vote opens, "I'm NAME" is what a finger on it touches.
      for (let i = 0; i < 3; i++) {
        await settled(page);
        if ((await page.locator('.handover .hold-btn').count()) > 0) break;
        const moves = (await record(page, id)).log.length;
        await fcMove(page);
        await waitForLog(page, id, moves + 1);
      }
      const holdButton = page.locator('.handover .hold-btn').first();
      await holdButton.waitFor();
      await page.locator('.settling').waitFor({ state: 'detached' });
      await expect(
        holdButton.evaluate((b) => {
          const r = b.getBoundingClientRect();
          return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.hold-btn') === b;
        }),
      ).resolves.toBe(true);
      await expect(page.getByText('A new version of Fairground is ready.').isVisible()).resolves.toBe(true);

      // The player presses Update: the new version runs, with the same saved game.
      const saved = await record(page, id);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update' }).click()]);
      await page.locator('main').waitFor();
      expect(await version(page)).toBe(V2);
      await page.evaluate((gameId) => (location.hash = `#/play/${encodeURIComponent(gameId)}`), id);
      await page.locator('main .playing').waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      // The same game, claimed by the new version's tab (a new writer token: docs/architecture.md "One writer").
      expect(await record(page, id)).toEqual({ ...saved, writer: expect.any(String) });
      await fcMove(page);
      await waitForLog(page, id, saved.log.length + 1);
      await expect(page.getByText('A new version of Fairground is ready.').count()).resolves.toBe(0);

      // A record saved before the schema field existed (schema 0: no `schema`, the log under `moves`) loads.
      const current = (await record(page, id)) as unknown as Record<string, unknown>;
      const { schema: _schema, log, ...rest } = current;
      const old = { ...rest, id: 'from-schema-0', moves: log };
      await putGames(page, [['from-schema-0', old]]);
      await page.evaluate(() => (location.hash = '#/'));
      await page.reload();
      await waitForHome(page);
      await expect(page.getByRole('button', { name: 'Resume' }).count()).resolves.toBe(2);
      await expect(page.getByText('Saved games that could not be read').count()).resolves.toBe(0);
      await page.evaluate(() => (location.hash = '#/play/from-schema-0'));
      await page.locator('main .playing').waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      const oldLength = (log as unknown[]).length;
      await fcMove(page);
      await waitForLog(page, 'from-schema-0', oldLength + 1);
      const upgraded = (await record(page, 'from-schema-0')) as unknown as Record<string, unknown>;
      expect(upgraded['schema']).toBe(1);
      expect('moves' in upgraded).toBe(false);
    });
  });
});

describe('an update reaching the tab of the first visit', () => {
  it('the tab plays offline as soon as it is ready, is offered the update, never reloads by itself, and Update applies it', async () => {
    // The first visit: no reload after "Ready to play offline"; the tab is the worker's at once.
    await fromVersion1(async (page) => {
      await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(true);
      await page.getByRole('button', { name: 'OK' }).click();
      await page.evaluate(() => ((window as unknown as { mark: number }).mark = 7));

      // Version 2 goes up; the browser checks for it while the same tab stays open.
      await stop();
      await serve(V2_DIST);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.getByText('A new version of Fairground is ready.').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      // Nothing reloaded by itself: the mark is still there and version 1 still runs.
      await expect(page.evaluate(() => (window as unknown as { mark?: number }).mark)).resolves.toBe(7);
      expect(await version(page)).toBe(V1);

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update' }).click()]);
      await page.locator('main, .home').first().waitFor();
      expect(await version(page)).toBe(V2);
    });
  });
});

describe('a game chunk that is gone after an update', () => {
  it('shows a message with a way out, never a blank screen or a reload loop', async () => {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunk = manifest['src/games/horse-fair/index.ts']?.file;
    if (!chunk) throw new Error('no horse-fair chunk in the build manifest');
    // No service worker here: it would answer from its cache; this is the page of an old version
    // asking the server for a file the new version no longer has.
    const { context } = await launchProfile('e2e', { touch: false, options: { serviceWorkers: 'block' } });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      let loads = 0;
      page.on('load', () => loads++);
      const gone = (p: Page) => p.route(`**/${chunk}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));

      // A game in progress, saved while its code was there.
      await page.goto(BASE_URL + '#/setup/horse-fair');
      await enterPlayers(page, ['Ana', 'Bo']);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('main .playing').waitFor();
      const id = decodeURIComponent(new globalThis.URL(page.url()).hash.replace('#/play/', ''));

      // Its code is gone: resuming says so, with a way home, and the page stays put.
      await gone(page);
      loads = 0;
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor();
      await shot(page, 'update-chunk-gone-play');
      await page.waitForTimeout(1500);
      expect(loads).toBe(1);
      await page.getByRole('link', { name: /Home/ }).click();
      await page.getByRole('heading', { name: 'Start a game' }).waitFor();

      // Starting a new game of it says so too, with a way home.
      await page.evaluate(() => (location.hash = '#/setup/horse-fair'));
      await page.locator('main .error-bar').waitFor();
      await expect(page.locator('main .error-bar').innerText()).resolves.not.toBe('');
      await shot(page, 'update-chunk-gone-setup');
      await page.waitForTimeout(1000);
      expect(loads).toBe(1);
      await page.getByRole('link', { name: /Home/ }).click();
      await page.getByRole('heading', { name: 'Start a game' }).waitFor();

      // Once the code is back (the app reloaded into the new version), the saved game plays.
      await page.unroute(`**/${chunk}`);
      await page.goto(`${BASE_URL}#/play/${encodeURIComponent(id)}`);
      await page.reload();
      await page.locator('main .playing').waitFor();
    } finally {
      await context.close();
    }
  });
});
