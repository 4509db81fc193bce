/**
 * The board's frame in the browser (docs/architecture.md, "The board"; src/games/contract.ts `GameUI.Table`): what a
 * game's table marks with `data-board="…"` lies in the first screen, above the handover bar, with the page
 * not scrolled.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The phone sizes every board is checked at (CSS px). */
export const BOARD_SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
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
