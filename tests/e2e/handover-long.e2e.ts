/**
 * The handover bar with a long name (12 to 24 letters, with and without spaces) at 360 × 640: the heading "Pass the
 * phone to NAME" is sized by the name, says a name of up to 16 letters whole on one line (up to 12 at 16 px or more),
 * nothing overflows the bar, and the hold button's "I'm NAME" stays on one line inside the button (cut short with an
 * ellipsis at most).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, shot, useBrowser } from './support/browser';
import { makeRecord, putRecords } from './support/a11y';
import { def as hfDef } from '../../src/games/horse-fair/def';
import type { AnyGameDef } from '../../src/engine/types';

const hf = hfDef as unknown as AnyGameDef;
/**
 * Long names, whether the heading says them whole (a name up to 16 letters; a longer one may end in an ellipsis) and
 * the least size it may have then (px: 16, the board's size for whose turn it is, for a name up to 12 letters).
 */
const LONG: { name: string; whole: boolean; least: number }[] = [
  { name: 'Bartholomewwwwwwwwwwwwww', whole: false, least: 12 },
  { name: 'Mary Anne Wollstonecraft', whole: false, least: 12 },
  { name: 'Bartholomew Finn', whole: true, least: 12 },
  { name: 'Anne Marie Smyth', whole: true, least: 12 },
  { name: 'Bramblewoody', whole: true, least: 16 },
  { name: 'Mary Ann Lee', whole: true, least: 16 },
  { name: 'Clementine R', whole: true, least: 16 },
];

/** The bar's heading, its hold button and the button's label, measured in the page. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const dock = document.querySelector('.handover-dock');
    const h2 = document.querySelector<HTMLElement>('.handover-dock h2');
    const btn = document.querySelector<HTMLElement>('.handover-dock .handover-reveal');
    const label = btn?.querySelector<HTMLElement>('.hold-label');
    if (!dock || !h2 || !btn || !label) return null;
    const d = dock.getBoundingClientRect();
    const out = [...dock.querySelectorAll('*')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 1 && r.height > 1 && (r.left < d.left - 0.5 || r.right > d.right + 0.5 || r.top < d.top - 0.5 || r.bottom > d.bottom + 0.5))
      .map(({ el }) => `${el.tagName.toLowerCase()}.${el.className}`);
    const range = document.createRange();
    range.selectNodeContents(label);
    return {
      heading: h2.textContent ?? '',
      headingHeight: h2.getBoundingClientRect().height,
      headingLine: parseFloat(getComputedStyle(h2).lineHeight),
      headingSize: parseFloat(getComputedStyle(h2).fontSize),
      headingCut: h2.scrollWidth > h2.clientWidth ? `${h2.scrollWidth} > ${h2.clientWidth}` : false,
      // The label's lines: its text's boxes, by where each starts (an ellipsis is a box of its own on the same line).
      labelLines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
      labelHeight: label.getBoundingClientRect().height,
      labelLine: parseFloat(getComputedStyle(label).lineHeight),
      labelWidth: label.getBoundingClientRect().width,
      buttonWidth: btn.getBoundingClientRect().width,
      out,
    };
  });
}

describe('the handover bar with a long name', () => {
  const browser = useBrowser({ width: 360, height: 640 });
  for (const [i, { name, whole, least }] of LONG.entries())
    it(`says "${name}" on one line${whole ? ', whole' : ''}, and "I'm ${name}" on one line inside the button`, async () => {
      const { page } = browser;
      expect([...name].length, 'the name is 12 letters or more').toBeGreaterThanOrEqual(12);
      await page.goto(BASE_URL);
      await page.locator('.shelf').waitFor();
      const id = `long-${i}`;
      // The long name goes to the seat the first handover names (the deal, by the record's seed, picks it).
      const players = ['Ana', 'Bo', 'Cy'];
      const first = hf.handover(makeRecord(hf, id, players, 'start', Date.now()).state)?.seats[0] ?? 0;
      players[first] = name;
      await putRecords(page, [makeRecord(hf, id, players, 'start', Date.now())]);
      await page.goto(`${BASE_URL}#/play/${id}`);
      await page.reload();
      await page.locator('.board-screen .handover-dock .handover-reveal').waitFor();
      await page.locator('.settling').waitFor({ state: 'detached' });
      const m = await measure(page);
      expect(m, 'the bar shows a heading and a hold button').not.toBeNull();
      if (!m) return;
      await shot(page, `handover-long-${i}`);
      expect(m.heading).toBe(`Pass the phone to ${name}`);
      expect(m.headingHeight, 'the heading is one line high').toBeLessThan(m.headingLine * 1.5);
      if (whole) expect(m.headingCut, 'the heading is cut short (the name not said whole)').toBe(false);
      expect(m.headingSize, `the heading is under ${least} px`).toBeGreaterThanOrEqual(least);
      // Set smaller than for a short name (18 px), so the longer name fits its line.
      expect(m.headingSize, 'the heading is as large as for a short name').toBeLessThan(18);
      expect(m.out, 'parts of the bar overflow it').toEqual([]);
      expect(m.labelLines, "the button's label is one line").toBe(1);
      expect(m.labelHeight, "the button's label is one line high").toBeLessThan(m.labelLine * 1.5);
      expect(m.labelWidth, "the button's label is no wider than the button").toBeLessThanOrEqual(m.buttonWidth + 0.5);
    });
});

// A practice game's sole person, whose view opens by itself: the bar says "Your move, NAME" (three letters more than
// "Pass to NAME") and "It opens by itself, or press and hold." under the button. A tester saw "Your move,
// Bramblewo…" and "It opens by itself, or press a…" at Larger text on a 360 × 640 phone.
describe('the handover bar of a practice game at Larger text, a 12-letter name', () => {
  const browser = useBrowser({ width: 360, height: 640 });
  it('says "Your move, Bramblewoody" whole on one line, and its hint whole', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.locator('.shelf').waitFor();
    // Slower moments: the board's first moment holds the view back 8 s, time enough to read the bar.
    await page.evaluate(() => localStorage.setItem('fairground.settings', JSON.stringify({ largeText: true, slowMoments: true })));
    const players = ['Ana (bot)', 'Bo (bot)', 'Cy (bot)'];
    const first = hf.handover(makeRecord(hf, 'practice-long', players, 'start', Date.now()).state)?.seats[0] ?? 0;
    players[first] = 'Bramblewoody';
    const rec = { ...makeRecord(hf, 'practice-long', players, 'start', Date.now()), bots: [0, 1, 2].filter((s) => s !== first) };
    await putRecords(page, [rec]);
    await page.goto(`${BASE_URL}#/play/practice-long`);
    await page.reload();
    await page.locator('.handover-dock h2', { hasText: 'Your move, Bramblewoody' }).waitFor();
    const bar = await page.evaluate(() => {
      const h2 = document.querySelector<HTMLElement>('.handover-dock h2');
      const hint = document.querySelector<HTMLElement>('.handover-dock .hold-hint');
      return {
        heading: h2?.textContent ?? '',
        headingCut: h2 ? h2.scrollWidth > h2.clientWidth : true,
        headingLines: h2 ? Math.round(h2.getBoundingClientRect().height / parseFloat(getComputedStyle(h2).lineHeight)) : 0,
        headingPx: h2 ? parseFloat(getComputedStyle(h2).fontSize) : 0,
        hint: hint?.textContent ?? '',
        hintCut: hint ? hint.scrollWidth > hint.clientWidth : true,
        hintPx: hint ? parseFloat(getComputedStyle(hint).fontSize) : 0,
      };
    });
    await shot(page, 'handover-practice-larger');
    expect(bar).toMatchObject({
      heading: 'Your move, Bramblewoody',
      headingCut: false,
      headingLines: 1,
      hint: 'It opens by itself, or press and hold.',
      hintCut: false,
    });
    expect(bar.headingPx, 'the heading is under 16 px').toBeGreaterThanOrEqual(16);
    expect(bar.hintPx, 'the hint is under 12 px').toBeGreaterThanOrEqual(12);
  });
});
