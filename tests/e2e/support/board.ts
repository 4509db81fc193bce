/**
 * A game's board in the browser (docs/architecture.md, "The board"; src/games/contract.ts `GameUI.Table`): at
 * each phone size the board's own box fits the board area the app's frame gives it (about 360 × 410 CSS px at
 * 360 × 640 with the handover bar docked, 390 × 610 at 390 × 844) and the screen's width, its content does not
 * scroll inside it, every `[data-board]` mark lies inside it, and what a game's table marks lies in the first
 * screen, above the handover bar, with the page not scrolled; at 200% text, the marks of the current decision
 * start in the board's first screen. Each check photographs the board for a person to look at
 * (test-output/screens/board-NAME-….png, not committed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { frames, resizeTo } from './browser';

/** The phone sizes every board is checked at (CSS px), with the nominal height of the board area where no frame is drawn. */
export const BOARD_SIZES = [
  { width: 360, height: 640, area: 430 },
  { width: 390, height: 844, area: 640 },
] as const;

/** Where one marked element lies, and what it is out of. */
interface Placed {
  what: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Every element matching `selectors` (by default every `[data-board]` element on the page) lies inside the
 * viewport and above the handover bar's top, and the page itself does not scroll (`scrollY` is 0 and the
 * scrolling element is no taller than the window). Fails listing each element out of view, and where it is.
 * A selector that matches nothing fails too: the board must show what the phase needs.
 */
export async function expectBoardInView(page: Page, selectors?: readonly string[]): Promise<void> {
  const found = await page.evaluate((sels) => {
    const page = { scrollY: window.scrollY, height: document.scrollingElement?.scrollHeight ?? 0, inner: window.innerHeight, width: window.innerWidth };
    const bar = document.querySelector('.handover-dock')?.getBoundingClientRect().top ?? window.innerHeight;
    const missing: string[] = [];
    const els: Element[] = [];
    if (sels === null) els.push(...document.querySelectorAll('[data-board]'));
    else
      for (const s of sels) {
        const hit = [...document.querySelectorAll(s)];
        if (hit.length === 0) missing.push(s);
        els.push(...hit);
      }
    const out = els.map((el) => {
      const r = el.getBoundingClientRect();
      const name = el.getAttribute('data-board') ?? el.tagName.toLowerCase();
      return {
        what: `${name} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`,
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
      };
    });
    return { page, bar, missing, out };
  }, selectors ?? null);
  expect(found.missing, `nothing on the board matches ${found.missing.join(', ')}`).toEqual([]);
  expect(found.page.scrollY, 'the page is scrolled').toBe(0);
  expect(found.page.height, 'the page is taller than the window').toBeLessThanOrEqual(found.page.inner + 1);
  const off = found.out.filter((p: Placed) => p.top < -0.5 || p.left < -0.5 || p.right > found.page.width + 0.5 || p.bottom > found.bar + 0.5);
  expect(
    off.map((p: Placed) => `${p.what} at ${Math.round(p.top)}–${Math.round(p.bottom)} px (the handover bar starts at ${Math.round(found.bar)})`),
    'every marked element lies in view above the handover bar',
  ).toEqual([]);
}

/** Where the board and each marked element lie (CSS px, relative to the board's box). */
interface Measured {
  board: { width: number; height: number; scrollHeight: number; clientHeight: number } | null;
  marks: { name: string; top: number; bottom: number; left: number; right: number }[];
}

/** Measures the board `root` (a selector) and its drawn `[data-board]` elements, with the page and the board at their tops. */
async function measure(page: Page, root: string): Promise<Measured> {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const el = document.querySelector(sel);
    if (!el) return { board: null, marks: [] };
    el.scrollTop = 0;
    const b = el.getBoundingClientRect();
    // Marks drawn on the board only: one the board leaves out at this size (one tap away in a sheet) is not on it.
    const marks = [...el.querySelectorAll('[data-board]')]
      .filter((m) => m.checkVisibility())
      .map((m) => {
        const r = m.getBoundingClientRect();
        return { name: m.getAttribute('data-board') ?? '', top: r.top - b.top, bottom: r.bottom - b.top, left: r.left - b.left, right: r.right - b.left };
      });
    return { board: { width: b.width, height: b.height, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }, marks };
  }, root);
}

/** The folder the board pictures go to (test-output/screens), made when missing. */
function screens(): string {
  const dir = join(process.cwd(), 'test-output', 'screens');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The names of `wanted` that no mark on the measured board carries. */
function unmarked(m: Measured, wanted: readonly string[]): string[] {
  const found = new Set(m.marks.map((x) => x.name));
  return wanted.filter((n) => !found.has(n));
}

/** Each mark `out` picks, said with where it lies on the board (CSS px from the board's top left) and the board's size. */
function placedOut(m: Measured, out: (x: Measured['marks'][number], w: number, h: number) => boolean): string[] {
  const h = m.board?.height ?? 0;
  const w = m.board?.width ?? 0;
  return m.marks
    .filter((x) => out(x, w, h))
    .map(
      (x) => `${x.name} at ${Math.round(x.left)},${Math.round(x.top)}–${Math.round(x.right)},${Math.round(x.bottom)} of ${Math.round(w)} × ${Math.round(h)}`,
    );
}

/**
 * A picture of the first element matching `selector` (the whole page when none is there) at `path`: its box read once
 * in the page, then the page photographed clipped to it. The app may re-render the element between finding it and
 * photographing it (a bot's move, a reveal settling), and a clip never holds a node, so this never waits on one.
 */
export async function clipShot(page: Page, selector: string, path: string): Promise<void> {
  const box = await page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r && r.width > 0 && r.height > 0 ? { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height } : null;
  }, selector);
  await page.screenshot({ path, fullPage: true, ...(box ? { clip: box } : {}) });
}

/**
 * Puts the table's reveal away with a tap on its OK, as a player does. A reveal folds into the last-move strip by
 * itself after its time over the board, which a busy machine can outlast: then it is opened again from the strip (as
 * a player does) and that one's OK tapped, so the test never waits on a reveal that is gone.
 */
export async function putRevealAway(page: Page): Promise<void> {
  const ok = page.locator('.reveal-over .reveal-ok');
  for (let tries = 0; ; tries++) {
    if ((await page.locator('.reveal-over').count()) === 0) await page.locator('.last-move').click();
    try {
      await ok.click({ timeout: 5_000 });
      break;
    } catch (e) {
      if (tries >= 2) throw e;
    }
  }
  await page.locator('.reveal-over').waitFor({ state: 'detached' });
}

/** A picture of the board `root` alone (test-output/screens/board-NAME.png), the handover bar that follows the page put aside for it. */
export async function boardShot(page: Page, root: string, name: string): Promise<void> {
  const dir = screens();
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((d) => (d.style.visibility = 'hidden')));
  await clipShot(page, root, join(dir, `board-${name}.png`));
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((d) => (d.style.visibility = '')));
}

/**
 * The texts on the board under `least` px (computed font size): each element with words of its own that is seen (not
 * for screen readers only), as `"words" N px`. Empty when every text on the board can be read from a chair.
 */
export async function smallText(page: Page, root: string, least = 12): Promise<string[]> {
  return page.evaluate(
    ({ root, least }) => {
      const board = document.querySelector(root);
      if (!board) return [`no board ${root}`];
      const out: string[] = [];
      for (const el of board.querySelectorAll('*')) {
        if (!(el instanceof HTMLElement) && !(el instanceof SVGTextElement)) continue;
        const words = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (words === '' || el.closest('.sr-only') !== null || !el.checkVisibility()) continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        const px = parseFloat(getComputedStyle(el).fontSize);
        if (px < least - 0.05) out.push(`"${words.slice(0, 40)}" ${px.toFixed(1)} px`);
      }
      return out;
    },
    { root, least },
  );
}

/**
 * At each of {@link BOARD_SIZES}: the board `root` is no taller than the board area the frame gives it (or the
 * nominal one where no frame is drawn) and no wider than the screen, nothing in it scrolls, no text on it is under 12 px ({@link smallText}), each of `names` is
 * marked on it, every marked element lies wholly inside it, and each of `names` is in view above the handover bar
 * ({@link expectBoardInView}). Then, when `decision` names marks, at 200% text (360 × 640) each of them starts in
 * the board's first screen (its top in sight, unscrolled). Photographs the page and the board at each size
 * (`board-NAME-WxH-page.png`, `board-NAME-WxH.png`, `board-NAME-text200.png`) and leaves the viewport at 390 × 844.
 */
export async function expectBoardFits(page: Page, root: string, name: string, names: readonly string[], decision: readonly string[] = []): Promise<void> {
  const dir = screens();
  for (const size of BOARD_SIZES) {
    await resizeTo(page, { width: size.width, height: size.height });
    await page.locator(root).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    const where = `${name} at ${size.width} × ${size.height}`;
    const m = await measure(page, root);
    await page.screenshot({ path: join(dir, `board-${name}-${size.width}x${size.height}-page.png`) });
    await boardShot(page, root, `${name}-${size.width}x${size.height}`);
    expect(m.board, `${where}: the board ${root} is on the page`).not.toBeNull();
    const frame = await page.evaluate(() => document.querySelector('.board-area')?.getBoundingClientRect().height ?? null);
    expect(m.board?.height ?? Infinity, `${where}: the board's height`).toBeLessThanOrEqual((frame ?? size.area) + 0.5);
    expect(m.board?.width ?? Infinity, `${where}: the board's width`).toBeLessThanOrEqual(size.width);
    expect((m.board?.scrollHeight ?? Infinity) - (m.board?.clientHeight ?? 0), `${where}: the board scrolls inside itself`).toBeLessThanOrEqual(1);
    expect(unmarked(m, names), `${where}: not marked on the board`).toEqual([]);
    const off = placedOut(m, (x, w, h) => x.top < -0.5 || x.left < -0.5 || x.bottom > h + 0.5 || x.right > w + 0.5);
    expect(off, `${where}: every marked element inside the board`).toEqual([]);
    expect(await smallText(page, root), `${where}: text on the board under 12 px`).toEqual([]);
    await expectBoardInView(
      page,
      names.map((n) => `${root} [data-board="${n}"]`),
    );
  }
  if (decision.length > 0) {
    await resizeTo(page, { width: 360, height: 640 });
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', 'calc(225% * var(--font-scale))'));
    await frames(page);
    try {
      const m = await measure(page, root);
      await boardShot(page, root, `${name}-text200`);
      expect(unmarked(m, decision), `${name} at 200% text: not on the board`).toEqual([]);
      const late = placedOut(m, (x, w, h) => decision.includes(x.name) && (x.top < -0.5 || x.top > h - 24 || x.left < -0.5 || x.right > w + 0.5));
      expect(late, `${name} at 200% text: not in the board's first screen`).toEqual([]);
    } finally {
      await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
    }
  }
  await resizeTo(page, { width: 390, height: 844 });
}
