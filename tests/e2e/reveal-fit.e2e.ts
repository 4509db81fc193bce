/**
 * A reveal held short by the board reads whole (docs/house-rules.md, "Public moments are revealed"): where the board
 * leaves a reveal less room than its words (a 360 × 640 phone at Larger text, with 12-letter names), its art goes, its
 * OK goes beside its words, and they step down in size (never under 13 px) until the headline and every line are in
 * view, clear of its OK: a
 * tester saw "Evening Picnic and Bake Tent are BUILT." and who won a ribbon hidden under the OK, a scroll away.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, useBrowser, resizeTo } from './support/browser';
import { openRecord, recordAt } from './support/board-phases';
import { def as fc } from '../../src/games/festival-charter/def';
import { def as rf } from '../../src/games/ribbon-fair/def';
import { def as hf } from '../../src/games/horse-fair/def';
import type { FcState } from '../../src/games/festival-charter/types';
import type { RfState } from '../../src/games/ribbon-fair/types';
import type { HfState } from '../../src/games/horse-fair/types';
import type { AnyGameDef } from '../../src/engine/types';
import type { SavedGame } from '../../src/storage/schema';
import { shot } from './support/browser';

const LONG = ['Bramblewoody', 'Wilhelminaxy', 'Mary Ann Lee', 'Mary Ann Leo', 'Christophera'];
const any = (d: unknown) => d as AnyGameDef;
const rfOptions = { ...rf.defaultOptions(5), pinClock: 90, judgeClock: 90 };

/** Each case: a saved game whose last move's reveal is taller than the room a 360 × 640 board at Larger text leaves it. */
const CASES: [string, () => SavedGame][] = [
  [
    'Festival Charter, a package BUILT',
    () =>
      recordAt<FcState>(
        any(fc),
        'fit-fc-vote',
        LONG.slice(0, 4),
        fc.defaultOptions(4),
        (s) => s.phase.kind === 'proposing' && s.built.length >= 1,
        Date.now() - 60_000,
      ),
  ],
  // Its OK went under its words at Larger text, which then had one line's room: "Bramblewoody proposes" and a scroll.
  [
    'Festival Charter, a proposal announced',
    () => recordAt<FcState>(any(fc), 'fit-fc-propose', LONG.slice(0, 4), fc.defaultOptions(4), (s) => s.phase.kind === 'discussion', Date.now() - 60_000),
  ],
  ['Ribbon Fair, the award', () => recordAt<RfState>(any(rf), 'fit-rf-award', LONG, rfOptions, (s) => s.phase === 'award', Date.now() - 30_000)],
  ['Ribbon Fair, the first ribbon', () => recordAt<RfState>(any(rf), 'fit-rf-start', LONG, rfOptions, (s) => s.phase === 'pin', Date.now() - 30_000)],
  [
    'Horse Fair, a card played',
    () => recordAt<HfState>(any(hf), 'fit-hf', LONG.slice(0, 3), hf.defaultOptions(3), (s) => s.phase === 'playing' && s.faceUp.flat().length >= 4),
  ],
];

describe('a reveal held short by the board reads whole, at Larger text on a 360 × 640 phone', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  it.each(CASES)('%s: its headline and every line in view above its OK, none under 13 px', async (name, make) => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    await resizeTo(page, { width: 360, height: 640 });
    await openRecord(page, BASE_URL, make());
    await page.locator('.board').waitFor();
    // Brought back from the strip if its beat is over (a busy machine), as a player would.
    if ((await page.locator('.reveal').count()) === 0) await page.locator('.last-move').click();
    await page.locator('.reveal').waitFor();
    // Laid and fitted once its motion has ended (the app lays it again when a motion on the board ends).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, {
      timeout: 10_000,
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(() => {
      const words = document.querySelector('.reveal-words')?.getBoundingClientRect();
      const ok = document.querySelector('.reveal-ok')?.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('.reveal-title, .reveal-line')].map((el) => {
        const r = el.getBoundingClientRect();
        const inView = words !== undefined && r.top >= words.top - 0.5 && r.bottom <= words.bottom + 0.5;
        const clearOfOk = ok === undefined || r.bottom <= ok.top + 0.5 || r.right <= ok.left + 0.5;
        return { text: el.textContent ?? '', inView, clearOfOk, small: parseFloat(getComputedStyle(el).fontSize) < 12.95 };
      });
    });
    // No word broken over two lines (the OK beside the words narrows their column: "Wilhelminax / y played Sundown 4").
    const broken = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll('.reveal-title, .reveal-line')) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) out.push(m[0]);
          }
        }
      }
      return out;
    });
    expect(broken, `${name}: words broken over two lines`).toEqual([]);
    await shot(page, `reveal-fit-${name.replace(/[^a-z]+/gi, '-').toLowerCase()}`);
    expect(seen.length, name).toBeGreaterThan(1);
    expect(
      seen.filter((s) => !s.inView || !s.clearOfOk || s.small),
      `${name}: hidden, under the OK or small`,
    ).toEqual([]);
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
  });
});

/**
 * A moment with more words than the board leaves room for, once fitted, is a sheet over the screen (docs/house-rules.md,
 * "Public moments are revealed"): Festival Charter's proposal announced as the vote opens, at Larger text on a 360 × 640
 * phone with 12-letter names, read in a window of 81 px of 187 (a tester found it cut at "Speak or pass in turn:").
 * Every line whole in view above its OK, at 13 px or more; the handover bar under it clear; a tap on the shade round it
 * gives the board back. At normal text the same moment fits the board and lies over it as before.
 */
describe('a moment that needs more room than the board is a sheet over the screen', () => {
  const browser = useBrowser({ width: 360, height: 640 });
  const make = () => recordAt<FcState>(any(fc), 'sheet-fc-vote', LONG.slice(0, 4), fc.defaultOptions(4), (s) => s.phase.kind === 'voting', Date.now() - 60_000);

  it('Festival Charter, a proposal announced as the vote opens: a sheet at Larger text, over the board at normal text', async () => {
    const { page } = browser;
    for (const larger of [true, false]) {
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').setChecked(larger);
      // Slower moments: a sheet puts itself away at the end of its beat, and a busy machine must not see it go before the
      // test has measured it and tapped its shade.
      await page.getByLabel('Slower moments').setChecked(true);
      await resizeTo(page, { width: 360, height: 640 });
      await openRecord(page, BASE_URL, make());
      await page.locator('.board').waitFor();
      if ((await page.locator('.reveal').count()) === 0) await page.locator('.last-move').click();
      await page.locator('.reveal').waitFor();
      await page.waitForFunction(
        () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        null,
        {
          timeout: 10_000,
        },
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const seen = await page.evaluate(() => {
        const over = document.querySelector('.reveal-over');
        const words = document.querySelector('.reveal-words');
        const ok = document.querySelector('.reveal-ok')?.getBoundingClientRect();
        const card = document.querySelector('.reveal')?.getBoundingClientRect();
        const dock = document.querySelector('.handover-dock')?.getBoundingClientRect();
        const lines = [...document.querySelectorAll<HTMLElement>('.reveal-title, .reveal-line')].map((el) => {
          const r = el.getBoundingClientRect();
          const w = words?.getBoundingClientRect();
          return {
            inView: w !== undefined && r.top >= w.top - 0.5 && r.bottom <= w.bottom + 0.5,
            clearOfOk: ok === undefined || r.bottom <= ok.top + 0.5 || r.right <= ok.left + 0.5,
            small: parseFloat(getComputedStyle(el).fontSize) < 12.95,
          };
        });
        return {
          sheet: over?.classList.contains('reveal-over-sheet') ?? false,
          scrolls: words !== null && words.scrollHeight > words.clientHeight + 1,
          okInView: ok !== undefined && ok.top >= 0 && ok.bottom <= (dock?.top ?? window.innerHeight) + 0.5,
          dockClear: card !== undefined && dock !== undefined && card.bottom <= dock.top + 0.5,
          lines: lines.length,
          bad: lines.filter((l) => !l.inView || !l.clearOfOk || l.small).length,
        };
      });
      const where = larger ? 'Larger text' : 'normal text';
      if (larger) await shot(page, 'reveal-sheet-fc-vote-larger');
      expect(seen, where).toEqual({ sheet: larger, scrolls: false, okInView: true, dockClear: true, lines: seen.lines, bad: 0 });
      expect(seen.lines, where).toBeGreaterThan(2);
      // The sheet's shade round its card puts it away at a tap, like its OK.
      if (larger) await page.locator('.reveal-over-sheet').click({ position: { x: 3, y: 3 } });
      else await page.locator('.reveal-ok').click();
      await page.locator('.reveal-over').waitFor({ state: 'detached' });
      await expect(page.locator('.board [data-board="proposal"]').first().isVisible(), `${where}: the board is back`).resolves.toBe(true);
    }
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
    await page.getByLabel('Slower moments').uncheck();
  });
});
