/**
 * Whole names in the results' tables (docs/house-rules.md, "All games"): at Larger text on a 360 × 640 phone, with
 * 12-letter names, every player's name in Horse Fair's and Festival Charter's score tables, and in the boxes of
 * Festival Charter's last vote, keeps its words whole (a line break only between words). Testers saw "Bramblewo-ody"
 * broken over two lines of a narrow column, and "Bramble-woody:" in a vote's box.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, useBrowser } from './support/browser';
import { openRecord, recordAt } from './support/board-phases';
import type { AnyGameDef } from '../../src/engine/types';
import { def as fc } from '../../src/games/festival-charter/def';
import { def as hf } from '../../src/games/horse-fair/def';
import type { SavedGame } from '../../src/storage/schema';

const LONG = ['Bramblewoody', 'Bramblewoods', 'Mary Ann Lee', 'Mary Ann Leo', 'Christophers', 'Christophera'];
const any = (d: unknown) => d as AnyGameDef;
const over = (def: AnyGameDef) => (s: unknown) => def.outcome(s) !== null;

const CASES: [string, () => SavedGame][] = [
  ['Horse Fair, three players', () => recordAt(any(hf), 'names-hf-3', LONG.slice(0, 3), hf.defaultOptions(3), over(any(hf)))],
  ['Horse Fair, partnerships of six', () => recordAt(any(hf), 'names-hf-6', LONG, hf.defaultOptions(6), over(any(hf)))],
  ['Festival Charter', () => recordAt(any(fc), 'names-fc', LONG.slice(0, 4), fc.defaultOptions(4), over(any(fc)))],
];

describe('whole names in the results at Larger text on a 360 × 640 phone', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  it.each(CASES)('%s: no name broken inside a word', async (name, make) => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    await openRecord(page, BASE_URL, make());
    await page.locator('.cell-name, .fc-scores .whole-name').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Each word of a name on one line: a word whose text spans two line boxes is broken inside itself.
    const names = page.locator('.cell-name, .fc-scores .whole-name, .fc-votes .whole-name');
    const broken = await names.evaluateAll((els) =>
      els.flatMap((el) => {
        const text = el.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [`no text in ${el.outerHTML.slice(0, 60)}`];
        const words = (text.textContent ?? '').split(/(\s+)/);
        const out: string[] = [];
        let at = 0;
        for (const w of words) {
          if (w.trim() !== '') {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + w.length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) out.push(w);
          }
          at += w.length;
        }
        return out;
      }),
    );
    expect(broken, `${name}: words broken over two lines`).toEqual([]);
    expect(await page.locator('.cell-name, .fc-scores .whole-name').count(), name).toBeGreaterThan(1);
    // Festival Charter's last vote, turned over under the scores: each planner's name in their vote's box.
    if (name.startsWith('Festival')) expect(await page.locator('.fc-votes .whole-name').count(), name).toBe(4);
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
  });
});
