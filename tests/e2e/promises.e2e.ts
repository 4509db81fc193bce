import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyGameDef } from '../../src/engine/types';
import { game as horseFair } from '../../src/games/horse-fair/index';
import { game as ribbonFair } from '../../src/games/ribbon-fair/index';
import { game as redBlueGold } from '../../src/games/red-blue-gold/index';
import { gameStatus } from '../../src/session/status';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';
import { BASE_URL, enterPlayers, expectNoAxeViolations, openBrowser, savedGames, shot, useBrowser, waitForHome } from './support/browser';
import { putGames } from './support/idb';
import { randomGame, type RandomStep } from './support/random-game';

/**
 * Promises the README makes, tested from outside as a player or a hostile file would: the first
 * visit's tab plays offline, one bad record never hides the others, an import never overwrites a
 * different game, Home tells games apart, and the page runs under a strict Content-Security-Policy.
 */

/** A game of `def` played by random legal moves ({@link randomGame}): to its end, or `moves` moves in. */
function played(def: AnyGameDef, id: string, players: string[], options: unknown, moves = Infinity, createdAt = Date.now() - 3_600_000): SavedGame {
  let last: RandomStep = { state: def.setup(players, options, id, createdAt), log: [], now: createdAt };
  for (const step of randomGame(def, last.state, id, createdAt, 1000, moves)) last = step;
  const { state, log, now } = last;
  return { schema: SCHEMA_VERSION, gameId: def.id, id, players, options, seed: id, state, log, createdAt, updatedAt: now, ...gameStatus(def, players, state) };
}

const rf = ribbonFair.def as unknown as AnyGameDef;
const rbg = redBlueGold.def as unknown as AnyGameDef;
const hf = horseFair.def as unknown as AnyGameDef;

/** Writes `records` (any values) straight into the page's saved games, under their keys. */
async function putRecords(page: Page, records: [string, unknown][]): Promise<void> {
  await putGames(page, records);
}

/** Imports `text` as a game file through Home's "Move a game from another phone". */
async function importFile(page: Page, text: string): Promise<void> {
  await page.getByText('Move a game from another phone').click();
  await page.locator('#import-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

describe('the first visit', () => {
  const browser = useBrowser();
  it('plays offline in the same tab right after "Ready to play offline"', async () => {
    const { context, page } = browser;
    await page.goto(BASE_URL);
    await page.getByText('Ready to play offline').waitFor({ timeout: 30_000 });
    await context.setOffline(true);
    try {
      // No reload: the tab that installed the app opens a game's setup (its code loaded on demand).
      await page.getByRole('button', { name: 'New game of Ribbon Fair' }).click();
      await page.locator('.player-row').first().waitFor();
      await expect(page.getByText('could not be loaded').count()).resolves.toBe(0);
      await page.evaluate(() => (location.hash = '#/setup/horse-fair'));
      await page.locator('.player-row').first().waitFor();
      await page.evaluate(() => (location.hash = '#/rules/red-blue-gold'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.getByText('could not be loaded').count()).resolves.toBe(0);
      await shot(page, 'promises-first-visit-offline');
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('the first visit, on a small phone', () => {
  const browser = useBrowser({ width: 360, height: 640 });
  it('"Ready to play offline" never lies over Home\'s heading', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    const toast = page.locator('.pwa-bar .banner').filter({ hasText: 'Ready to play offline' });
    await toast.waitFor({ timeout: 30_000 });
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const box = await toast.boundingBox();
    expect(heading, 'Home has its heading').not.toBeNull();
    expect(box, 'the toast is on screen').not.toBeNull();
    if (!heading || !box) return;
    const overlaps = box.x < heading.x + heading.width && heading.x < box.x + box.width && box.y < heading.y + heading.height && heading.y < box.y + box.height;
    expect(
      overlaps,
      `the toast (${Math.round(box.y)}–${Math.round(box.y + box.height)} px) over the heading (${Math.round(heading.y)}–${Math.round(heading.y + heading.height)} px)`,
    ).toBe(false);
    expect(box.y + box.height, 'the toast is within the screen').toBeLessThanOrEqual(640);
    await shot(page, 'promises-first-visit-toast');
  });
});

describe('Home, with records from outside', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  it('one record with a time no date can hold is set aside; every other game is listed and can be deleted', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await waitForHome(page);
    const good = played(hf, 'good-horse', ['Ana', 'Bo', 'Cy'], hf.defaultOptions(3), 6);
    const other = played(hf, 'other-horse', ['Di', 'Ed'], hf.defaultOptions(2), 4);
    // Every time in a record, each out of a Date's range in one record.
    const bad: [string, unknown][] = [
      ['bad-updated', { ...good, id: 'bad-updated', updatedAt: 1e300 }],
      ['bad-created', { ...good, id: 'bad-created', createdAt: -8.64e15 - 1 }],
      ['bad-log', { ...good, id: 'bad-log', log: good.log.map((e, i) => (i === 0 ? { ...e, at: 8.64e15 + 1 } : e)) }],
    ];
    await putRecords(page, [['good-horse', good], ['other-horse', other], ...bad]);
    await page.reload();
    await waitForHome(page);
    await page.getByRole('heading', { name: 'Saved games that could not be read' }).waitFor();
    await expect(page.getByText(/^Record bad-/).count()).resolves.toBe(3);
    await expect(page.getByRole('button', { name: /^Resume Horse Fair/ }).count()).resolves.toBe(2);
    // Still so after a reload; and a game can be deleted.
    await page.reload();
    await waitForHome(page);
    await page.getByRole('button', { name: 'Resume Horse Fair with Di and Ed' }).waitFor();
    const row = page.locator('.saved-game').filter({ hasText: 'Di, Ed' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Resume Horse Fair with Di and Ed' }).count()).toBe(0);
    await shot(page, 'promises-home-bad-times');

    // A file whose time no date can hold is refused, and nothing changes.
    await importFile(page, JSON.stringify({ ...other, id: 'file-bad', updatedAt: 8.64e15 + 1 }));
    await page.getByRole('alert').filter({ hasText: 'not a Fairground game' }).waitFor();
    expect((await savedGames(page)).map((g) => g.id).sort()).toEqual(['good-horse']);
  });

  it('an imported game with the id of a different game on the phone is kept beside it, never over it', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await waitForHome(page);
    const mine = played(hf, 'same-id', ['Ana', 'Bo'], hf.defaultOptions(2), 5);
    const theirs = played(hf, 'theirs', ['Cy', 'Di', 'Ed'], hf.defaultOptions(3), 30);
    await putRecords(page, [['same-id', mine]]);
    await page.reload();
    await waitForHome(page);
    await importFile(page, JSON.stringify({ ...theirs, id: 'same-id' }));
    await page.locator('main .playing').waitFor();
    const saved = await savedGames(page);
    expect(saved.find((g) => g.id === 'same-id')).toEqual(mine);
    const imported = saved.find((g) => g.id !== 'same-id' && g.id !== 'good-horse');
    expect(imported?.log).toEqual(theirs.log);
  });

  it('tells games apart: in progress with Resume, whose turn and the options; finished ones folded, with Results', async () => {
    const { page } = browser;
    const rfOptions = (style: string) => ({ ...(rf.defaultOptions(3) as object), style });
    const rotating = played(rf, 'rf-rotating', ['Ana', 'Bo', 'Cy'], rfOptions('rotating'), 3);
    const crowd = played(rf, 'rf-crowd', ['Ana', 'Bo', 'Cy'], rfOptions('crowd'), 3);
    const over = played(hf, 'hf-over', ['Gus', 'Hal', 'Ivy'], { ...(hf.defaultOptions(3) as object), scoring: 'advanced', hands: 2 });
    expect(over.finished).toBe(true);
    await page.goto(BASE_URL);
    await putRecords(page, [
      ['rf-rotating', rotating],
      ['rf-crowd', crowd],
      ['hf-over', over],
    ]);
    await page.goto(BASE_URL);
    await page.reload();
    await waitForHome(page);
    const inProgress = page.locator('section[aria-labelledby="in-progress"]');
    const rowOf = (id: string) => inProgress.locator('.saved-game').filter({ has: page.getByText(id === 'rf-crowd' ? 'Crowd Favourite' : 'Rotating Judge') });
    await expect(rowOf('rf-rotating').count()).resolves.toBe(1);
    await expect(rowOf('rf-crowd').count()).resolves.toBe(1);
    for (const g of [rotating, crowd]) await expect(rowOf(g.id).innerText()).resolves.toContain(g.status ?? '?');
    expect(rotating.status).toMatch(/ to play$/);
    await expect(inProgress.getByRole('button', { name: /^Results/ }).count()).resolves.toBe(0);
    await expect(inProgress.getByRole('button', { name: 'Resume Horse Fair with Gus, Hal, and Ivy' }).count()).resolves.toBe(0);
    // The finished game is folded away: not in the page until unfolded.
    await expect(page.getByRole('button', { name: /^Results of Horse Fair/ }).count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'Finished games (1)' }).click();
    const results = page.getByRole('button', { name: 'Results of Horse Fair with Gus, Hal, and Ivy' });
    await results.waitFor();
    const row = page.locator('.saved-game').filter({ has: results });
    await expect(row.innerText()).resolves.toContain('Advanced scoring · 2 hands');
    await expect(row.innerText()).resolves.toContain(over.status ?? '?');
    await shot(page, 'promises-home-apart');
    await expectNoAxeViolations(page, 'Home with games in progress and finished ones unfolded');
    await results.click();
    await page.locator('main .playing').waitFor();
  });
});

describe('a clock that ran with no move after it', () => {
  const browser = useBrowser();
  it('is not given back when the device clock is set back an hour while the app is closed', async () => {
    const { context, page } = browser;
    // The device clock, as the page reads it: moved by `e2e.clock-offset` (ms) in localStorage.
    await context.addInitScript(() => {
      let offset = 0;
      try {
        offset = Number(localStorage.getItem('e2e.clock-offset') ?? 0);
      } catch {
        /* a page with no storage (about:blank) */
      }
      const real = Date.now.bind(Date);
      if (offset) Date.now = () => real() + offset;
    });
    await page.goto(BASE_URL);
    await waitForHome(page);
    // A Red Blue Gold match with a 10-minute round clock, set up 20 s ago, no move made since.
    const match = played(rbg, 'rbg-clock', ['Ana', 'Bo', 'Cy', 'Di'], { ...(rbg.defaultOptions(4) as object), roundClock: '10min' }, 0, Date.now() - 20_000);
    await putRecords(page, [['rbg-clock', match]]);
    const left = async () => {
      const label = (await page.getByRole('timer').first().getAttribute('aria-label')) ?? '';
      const [m, s] = (/(\d+):(\d\d) left/.exec(label)?.slice(1) ?? ['99', '0']).map(Number);
      return (m ?? 99) * 60 + (s ?? 0);
    };
    await page.evaluate(() => (location.hash = '#/play/rbg-clock'));
    await page.getByRole('timer').first().waitFor();
    // The clock runs: it shows 22 s gone (20 s before the app opened, then its own ticking).
    await expect.poll(left, { timeout: 15_000 }).toBeLessThanOrEqual(600 - 22);
    const before = await left();
    // The app is closed; the device clock goes back an hour; the app opens the game again.
    await page.goto('about:blank');
    await page.goto(BASE_URL);
    await page.evaluate(() => localStorage.setItem('e2e.clock-offset', String(-3_600_000)));
    await page.goto('about:blank');
    await page.goto(BASE_URL + '#/play/rbg-clock');
    await page.getByRole('timer').first().waitFor();
    // The page's clock is an hour back.
    expect(await page.evaluate(() => Date.now())).toBeLessThan(Date.now() - 3_500_000);
    try {
      // The clock goes on from where it was seen (kept once a second), never back to 10:00.
      expect(await left()).toBeLessThanOrEqual(before + 1);
    } finally {
      await page.evaluate(() => localStorage.removeItem('e2e.clock-offset'));
    }
  });
});

describe('a strict Content-Security-Policy', () => {
  it('is in the page, nothing the app does breaks it, and an injected inline script does not run', async () => {
    const { context, page } = await openBrowser({ width: 360, height: 640 });
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { violations: string[] };
        w.violations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      await page.goto(BASE_URL);
      const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      await page.getByText('Ready to play offline').waitFor({ timeout: 30_000 });
      const screens: [string, RegExp][] = [
        ['#/setup/festival-charter', /New game of Festival Charter/],
        ['#/setup/ribbon-fair', /New game of Ribbon Fair/],
        ['#/setup/horse-fair', /New game of Horse Fair/],
        ['#/setup/red-blue-gold', /New game of Red Blue Gold/],
        ['#/rules/ribbon-fair', /Rules of /],
        ['#/settings', /Settings/],
      ];
      for (const [hash, heading] of screens) {
        await page.evaluate((h) => (location.hash = h), hash);
        // The screen is on: its code and styles have loaded (a refused one would be in `violations`).
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.evaluate(() => (location.hash = '#/'));
        await waitForHome(page);
      }
      await page.evaluate(() => (location.hash = '#/setup/horse-fair'));
      await enterPlayers(page, ['Ana', 'Bo']);
      await page.getByRole('button', { name: 'Start the game' }).first().click();
      await page.locator('main .playing').waitFor();
      const ran = await page.evaluate(async () => {
        const s = document.createElement('script');
        s.textContent = 'window.injected = true';
        // The refusal is reported by an event: wait for it (or for the script to have run, synchronously, if allowed).
        const refused = new Promise((r) => document.addEventListener('securitypolicyviolation', r, { once: true }));
        document.body.append(s);
        if (!(window as unknown as { injected?: boolean }).injected) await refused;
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
      // Only the injected script was refused.
      expect(violations).toEqual([expect.stringMatching(/^script-src/)]);
    } finally {
      await context.close();
    }
  });
});
