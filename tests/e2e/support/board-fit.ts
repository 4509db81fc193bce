/**
 * A game's board measured in the browser (src/games/contract.ts `GameUI.Table`): at each phone size the
 * board's own box fits the board area the app's frame gives it (about 360 × 410 CSS px at 360 × 640 with the
 * handover bar docked, 390 × 610 at 390 × 844), its content does not scroll inside it, and every `[data-board=NAME]` the phase needs lies
 * inside that box; at 200% text, the marks of the current decision start in its first screen. Each size is
 * photographed (test-output/screens/board-NAME-WxH.png) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectBoardInView } from './board';

/** The phone sizes every board is checked at (CSS px), with the height of the board area at each. */
export const BOARD_SIZES = [
  { width: 360, height: 640, area: 430 },
  { width: 390, height: 844, area: 640 },
] as const;

/** Where the board and its marked elements lie, measured in the page. */
interface Measure {
  board: { top: number; left: number; right: number; bottom: number; height: number; overflow: number } | null;
  missing: string[];
  out: string[];
}

async function measure(page: Page, root: string, names: readonly string[], firstScreen: boolean): Promise<Measure> {
  return page.evaluate(
    ({ root, names, firstScreen }) => {
      const el = document.querySelector(root);
      if (!el) return { board: null, missing: [...names], out: [] };
      el.scrollTop = 0;
      const b = el.getBoundingClientRect();
      const board = { top: b.top, left: b.left, right: b.right, bottom: b.bottom, height: b.height, overflow: el.scrollHeight - el.clientHeight };
      const missing: string[] = [];
      const out: string[] = [];
      for (const name of names) {
        const hits = [...el.querySelectorAll(`[data-board="${name}"]`)];
        if (hits.length === 0) missing.push(name);
        for (const h of hits) {
          const r = h.getBoundingClientRect();
          const where = `${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (board ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)})`;
          if (r.width === 0 || r.height === 0) out.push(`${name} is not drawn`);
          else if (
            firstScreen
              ? r.top < b.top - 0.5 || r.top > b.bottom - 24 || r.left < b.left - 0.5 || r.right > b.right + 0.5
              : r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.right > window.innerWidth + 0.5
          )
            out.push(where);
        }
      }
      return { board, missing, out };
    },
    { root, names, firstScreen },
  );
}

/** Saves a photograph of the board element alone (test-output/screens/NAME.png; not committed). */
export async function boardShot(page: Page, root: string, name: string): Promise<void> {
  const dir = join(process.cwd(), 'test-output', 'screens');
  mkdirSync(dir, { recursive: true });
  // On its own the board is photographed without the handover bar docked over the page's bottom.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((e) => (e.style.visibility = 'hidden')));
  await page
    .locator(root)
    .first()
    .screenshot({ path: join(dir, `${name}.png`) });
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.handover-dock').forEach((e) => (e.style.visibility = '')));
}

/**
 * At 360 × 640 and 390 × 844: the board `root` is no taller than the board area, nothing in it scrolls, and
 * each of `names` is marked on it and lies wholly inside it. Then at 200% text (360 × 640): each of
 * `decision` starts in the board's first screen (its top in sight, unscrolled). Photographs each as
 * `board-NAME-360x640.png`, `-390x844.png` and `-text200.png`, and leaves the viewport at 390 × 844.
 */
export async function expectBoardFits(page: Page, root: string, name: string, names: readonly string[], decision: readonly string[]): Promise<void> {
  for (const size of BOARD_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const m = await measure(page, root, names, false);
    expect(m.board, `${name}: no ${root} on the page`).not.toBeNull();
    await boardShot(page, root, `board-${name}-${size.width}x${size.height}`);
    expect(m.missing, `${name} at ${size.width} × ${size.height}: not on the board`).toEqual([]);
    // The area the app's frame gives the board on this screen (it grows where no handover bar is docked),
    // or the nominal one where no frame is drawn.
    const frame = await page.evaluate(() => document.querySelector('.board-area')?.getBoundingClientRect().height ?? null);
    expect(m.board?.height ?? Infinity, `${name} at ${size.width} × ${size.height}: the board's height`).toBeLessThanOrEqual((frame ?? size.area) + 0.5);
    expect(m.board?.overflow ?? Infinity, `${name} at ${size.width} × ${size.height}: the board scrolls inside itself`).toBeLessThanOrEqual(1);
    expect(m.out, `${name} at ${size.width} × ${size.height}: outside the board`).toEqual([]);
    // And on the page: each of them in the viewport above the handover bar, the page not scrolled.
    await expectBoardInView(
      page,
      names.map((n) => `${root} [data-board="${n}"]`),
    );
  }
  await page.setViewportSize({ width: 360, height: 640 });
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', 'calc(225% * var(--font-scale))'));
  try {
    const m = await measure(page, root, decision, true);
    await boardShot(page, root, `board-${name}-text200`);
    expect(m.missing, `${name} at 200% text: not on the board`).toEqual([]);
    expect(m.out, `${name} at 200% text: not in the board's first screen`).toEqual([]);
  } finally {
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
    await page.setViewportSize({ width: 390, height: 844 });
  }
}
