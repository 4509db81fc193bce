/**
 * The board tests' shared steps: a saved game played by random legal moves up to the phase a test wants
 * (so every phase opens straight from its saved record), and the board's own box measured against the
 * board area the app gives it (src/games/contract.ts `GameUI.Table`): at 360 × 640 the area is about
 * 360 × 430 px, at 390 × 844 about 390 × 640 px, and every `[data-board]` the phase needs lies inside the board.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { makeRandom } from '../../../src/engine/rng';
import type { AnyGameDef } from '../../../src/engine/types';
import { gameStatus } from '../../../src/session/status';
import type { SavedGame } from '../../../src/storage/schema';
import { expectNoAxeViolations } from './browser';
import { expectBoardInView } from './board';

/** The phone sizes, each with the height of the board area the app's frame leaves the game's Table (CSS px). */
export const PHONES = [
  { width: 360, height: 640, area: 430 },
  { width: 390, height: 844, area: 640 },
] as const;

/**
 * A saved game of `def` with `players`, played from its seed by random legal moves a second apart from
 * `now0` (epoch ms; the clock run on where nobody can move) until `until(state)` holds; throws when it
 * never does within 5,000 moves.
 */
export function recordAt<S>(
  def: AnyGameDef,
  id: string,
  players: string[],
  options: unknown,
  until: (state: S) => boolean,
  now0 = Date.now() - 600_000,
): SavedGame {
  const seed = `board-${id}`;
  let state = def.setup(players, options, seed, now0) as unknown;
  const log: SavedGame['log'] = [];
  const random = makeRandom(seed);
  let now = now0;
  for (let i = 0; !until(state as S); i++) {
    if (i > 5_000 || def.outcome(state)) throw new Error(`${id}: random play never reached the phase wanted`);
    now += 1000;
    const move = def.randomAction(state, random, now);
    if (move) {
      state = def.apply(state, move.actor, move.action, now);
      log.push({ kind: 'act', at: now, actor: move.actor, action: move.action });
    } else {
      const deadline = def.nextDeadline(state);
      if (deadline === null) throw new Error(`${id}: no move and no clock`);
      now = Math.max(now, deadline);
      state = def.tick(state, now);
      log.push({ kind: 'tick', at: now });
    }
  }
  const { status, finished } = gameStatus(def, players, state);
  return { schema: 1, gameId: def.id, id, players: [...players], options, seed, state, log, createdAt: now0, updatedAt: now, status, finished };
}

/** Puts `records` into the app's IndexedDB (the app must have opened it once) and opens the first. */
export async function openRecord(page: Page, base: string, record: SavedGame): Promise<void> {
  await page.evaluate(
    (rec) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('fairground-games');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('games', 'readwrite');
          tx.objectStore('games').put(rec, rec.id);
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    record,
  );
  await page.goto(`${base}#/play/${encodeURIComponent(record.id)}`);
  await page.reload();
}

/** Where the board and each marked element lie (CSS px, relative to the board's box). */
interface Measured {
  board: { width: number; height: number; scrollHeight: number } | null;
  marks: { name: string; top: number; bottom: number; left: number; right: number }[];
}

/** Measures the board `root` (a selector) and its `[data-board]` elements, with the page at its top. */
async function measure(page: Page, root: string): Promise<Measured> {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const el = document.querySelector(sel);
    if (!el) return { board: null, marks: [] };
    const b = el.getBoundingClientRect();
    const marks = [...el.querySelectorAll('[data-board]')].map((m) => {
      const r = m.getBoundingClientRect();
      return { name: m.getAttribute('data-board') ?? '', top: r.top - b.top, bottom: r.bottom - b.top, left: r.left - b.left, right: r.right - b.left };
    });
    return { board: { width: b.width, height: b.height, scrollHeight: el.scrollHeight }, marks };
  }, root);
}

/**
 * At each phone size: the board `root` is no taller than the board area and no wider than the screen, and
 * each of `names` is marked on it at least once, every marked element lying inside the board's box.
 * Takes screenshots at each size: the board alone (test-output/screens/board-<shot>-<width>.png) and the
 * first screen of the page (…-page.png).
 */
export async function expectBoardFits(page: Page, root: string, names: readonly string[], shot: string): Promise<void> {
  for (const phone of PHONES) {
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.locator(root).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const m = await measure(page, root);
    await page.screenshot({ path: `test-output/screens/board-${shot}-${phone.width}-page.png` });
    // The board alone, with the handover bar that follows the page put aside for the picture only.
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((d) => (d.style.visibility = 'hidden')));
    await page.locator(root).screenshot({ path: `test-output/screens/board-${shot}-${phone.width}.png` });
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((d) => (d.style.visibility = '')));
    expect(m.board, `${shot}: the board ${root} is on the page`).not.toBeNull();
    const where = `${shot} at ${phone.width} × ${phone.height}`;
    // The area is the one the app's frame gives the board on this screen (it grows where no handover bar is
    // docked), or the nominal one where no frame is drawn.
    const frame = await page.evaluate(() => document.querySelector('.board-area')?.getBoundingClientRect().height ?? null);
    expect(m.board?.height ?? Infinity, `${where}: the board's height`).toBeLessThanOrEqual((frame ?? phone.area) + 0.5);
    expect(m.board?.scrollHeight ?? Infinity, `${where}: the board scrolls inside itself`).toBeLessThanOrEqual((m.board?.height ?? 0) + 1);
    expect(m.board?.width ?? Infinity, `${where}: the board's width`).toBeLessThanOrEqual(phone.width);
    const found = new Set(m.marks.map((x) => x.name));
    expect(
      names.filter((n) => !found.has(n)),
      `${where}: marked on the board`,
    ).toEqual([]);
    const h = m.board?.height ?? 0;
    const w = m.board?.width ?? 0;
    const off = m.marks
      .filter((x) => x.top < -0.5 || x.left < -0.5 || x.bottom > h + 0.5 || x.right > w + 0.5)
      .map((x) => `${x.name} at ${Math.round(x.top)}–${Math.round(x.bottom)} of ${Math.round(h)}`);
    expect(off, `${where}: every marked element inside the board`).toEqual([]);
    // And on the page: each of them in the viewport above the handover bar, the page not scrolled.
    await expectBoardInView(
      page,
      names.map((n) => `${root} [data-board="${n}"]`),
    );
  }
}

/**
 * With the page and the board at their tops, each of `selectors` (the current decision's state) ends within the
 * board area's height from the board's top (`area` CSS px, 430 on a 360 × 640 phone): the first screen of the
 * board, whatever the app's frame puts above it (the frame's own browser test checks the page).
 */
export async function expectInFirstScreen(page: Page, root: string, selectors: readonly string[], area: number, where: string): Promise<void> {
  const out = await page.evaluate(
    ([rootSel, sels]) => {
      window.scrollTo(0, 0);
      const board = document.querySelector(rootSel);
      board?.scrollTo?.(0, 0);
      const top = board?.getBoundingClientRect().top ?? 0;
      return sels.map((s) => {
        const r = document.querySelector(s)?.getBoundingClientRect();
        return { s, bottom: r ? r.bottom - top : Infinity };
      });
    },
    [root, selectors] as const,
  );
  expect(
    out
      .filter((o) => o.bottom > area + 0.5)
      .map((o) => `${o.s} ends ${Math.round(o.bottom)} px below the board's top (the first screen of the board is ${area} px)`),
    `${where}: in the board's first screen`,
  ).toEqual([]);
}

/** A picture of the board `root` alone (test-output/screens/board-<name>.png), the handover bar that follows the page put aside for it. */
export async function boardShot(page: Page, root: string, name: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((d) => (d.style.visibility = 'hidden')));
  await page.locator(root).screenshot({ path: `test-output/screens/board-${name}.png` });
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((d) => (d.style.visibility = '')));
}

/** The results screen, photographed whole at each phone size (`board-<short>-results-<width>.png`), then checked by axe. */
export async function expectResultsScreen(page: Page, short: string, title: string): Promise<void> {
  await page.locator('#results-title').waitFor();
  for (const phone of PHONES) {
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.screenshot({ path: `test-output/screens/board-${short}-results-${phone.width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page, `${title} results`);
}
