/**
 * Ribbon Fair's board in the browser, through every phase of a round under each judging style (a stall
 * pinning, the entries laid out for the judge or the crowd, the award): at 360 × 640 and 390 × 844 the board
 * fits its area with the ribbon, the stalls, the clock and (once laid out) the entries on it; at 200% text
 * the ribbon and the entries start in its first screen. The fairs are played through the UI with the
 * handover checked for secrets at every pass (support/ribbon-fair.ts). And a table reloaded while a stall
 * holds its own hand shows no pin clock: that the stall looked is not the table's to know.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { def as rf } from '../../src/games/ribbon-fair/def';
import type { RfState } from '../../src/games/ribbon-fair/types';
import type { AnyGameDef } from '../../src/engine/types';
import { BASE_URL, expectHandoverHoldsNoSecrets, useBrowser, resizeTo } from './support/browser';
import { BOARD_SIZES, expectBoardFits } from './support/board';
import { openRecord, recordAt } from './support/board-phases';
import { Fair } from './support/ribbon-fair';

const browser = useBrowser({ width: 390, height: 844 });
const anyRf = rf as unknown as AnyGameDef;
const BOARD = '.rf-board';
const PIN = ['ribbon', 'stalls', 'clock'];
const LAID = ['ribbon', 'stalls', 'clock', 'entries'];
/** The longest clocks (90 s): the board's checks while one runs must not outlast it on a busy machine. */
const CALM = { pinClock: '90', judgeClock: '90' };
/** The longest entries of the three packs (about 36–38 letters each), seven of them as on a full table. */
const LONGEST_ENTRIES = [
  'A shopping trolley with a wonky wheel',
  'A garden hose with a mind of its own',
  'A phoenix who sets off smoke alarms',
  'A pepper grinder that makes you sneeze',
  'A plastic duck with a hook on its head',
  'A shopping trolley with a wonky wheel',
  'A garden hose with a mind of its own',
];

/** The award's own controls (Next ribbon, Finish the fair) lie on the board, in sight. */
async function expectNextOnBoard(fair: Fair): Promise<void> {
  const box = await fair.page.locator(BOARD).boundingBox();
  const next = await fair.page.getByRole('button', { name: /^(Next ribbon|Finish the fair)$/ }).boundingBox();
  expect(box).not.toBeNull();
  expect(next).not.toBeNull();
  if (box && next) {
    expect(next.y + next.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    expect(next.height).toBeGreaterThanOrEqual(44);
  }
}

describe('Ribbon Fair’s board', () => {
  it('Crowd Favourite, 8 stalls with long names: "Still to pin" names every stall, none cut short, on a board that fits', async () => {
    const { page } = browser;
    const fair = new Fair(page, 'board-rf-long-names');
    const names = [
      'Bartholomew Fairweather',
      'Maximiliana Honeysett',
      'Wilhelmina Kettleby',
      'Christopher Ashdown',
      'Anastasia Blackwood',
      'Bartholomewwwwwwwwwwwwww',
      'Evangeline Thistledown',
      'Montgomery Pemberton',
    ];
    await fair.start(names, 'Crowd Favourite', CALM);
    // The ribbon's reveal is put away, as the table would, so the line is in sight under it (unless its time over the
    // board already ran out and it folded into the strip by itself).
    await page.evaluate(() => document.querySelector<HTMLElement>('.reveal .reveal-ok')?.click());
    await page.locator('.reveal').waitFor({ state: 'detached' });
    await expectBoardFits(page, BOARD, 'rf-long-names-pin', PIN, ['ribbon']);
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await resizeTo(page, size);
      const line = await page.locator(`${BOARD} .rf-status`).evaluate((el) => ({
        text: el.textContent ?? '',
        cut: el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
      }));
      expect(line.cut, `at ${size.width} × ${size.height}: "${line.text}" is cut short`).toBe(false);
      for (const name of names) expect(line.text, `at ${size.width} × ${size.height}`).toContain(name);
    }
  });

  it('8 stalls of 12-letter look-alike names: every name whole on its tile, at 360 × 640 and 390 × 844', async () => {
    const { page } = browser;
    const fair = new Fair(page, 'board-rf-twelve');
    const names = ['Bramblewoody', 'Bramblewoods', 'Mary Ann Lee', 'Mary Ann Leo', 'Clementine J', 'Clementine K', 'Wilhelmina W', 'Christophers'];
    await fair.start(names, 'Rotating Judge', CALM);
    await page.evaluate(() => document.querySelector<HTMLElement>('.reveal .reveal-ok')?.click());
    await page.locator('.reveal').waitFor({ state: 'detached' });
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await resizeTo(page, size);
      const tiles = await page.locator(`${BOARD} .rf-stall-name`).evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent ?? '',
          cut: el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
          px: parseFloat(getComputedStyle(el).fontSize),
        })),
      );
      expect(tiles.map((t) => t.text)).toEqual(names);
      for (const t of tiles) {
        expect(t.cut, `at ${size.width} × ${size.height}: "${t.text}" is cut short on its tile`).toBe(false);
        expect(t.px, `at ${size.width} × ${size.height}: "${t.text}" is under 12 px`).toBeGreaterThanOrEqual(12);
      }
    }
    await resizeTo(page, { width: 360, height: 640 });
    await expectBoardFits(page, BOARD, 'rf-twelve-pin', PIN, ['ribbon']);
  });

  it('Rotating Judge, 8 stalls: pinning, the seven entries for the judge to tap, the award; no pin clock after a reload mid-pin', async () => {
    const { page } = browser;
    const fair = new Fair(page, 'board-rf-rotating');
    await fair.start(['Ana', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'], 'Rotating Judge', CALM);
    await expectBoardFits(page, BOARD, 'rf-rotating-pin-start', PIN, ['ribbon']);
    await fair.pin(0);
    await expectBoardFits(page, BOARD, 'rf-rotating-pinning', PIN, ['ribbon']);

    // Cy opens his hand (his own pin clock starts), and the app is reloaded before he pins.
    let s = await fair.state();
    await fair.reveal(s, s.round.owing[0] ?? -1);
    await page.reload();
    await page.locator('.handover').first().waitFor();
    await page.locator(BOARD).waitFor();
    await expect(page.locator(`${BOARD} [role="timer"]`).count()).resolves.toBe(0);
    await expect(page.locator(BOARD).innerText()).resolves.not.toMatch(/Pin time \d/);
    await expect(page.locator(`${BOARD} [data-board="clock"]`).getAttribute('aria-label')).resolves.toBe(
      'Pin time runs in each stall’s own hand, from when it opens it',
    );
    s = await fair.state();
    await expectHandoverHoldsNoSecrets(page, fair.secrets(s));

    while ((await fair.state()).phase === 'pin') await fair.pin(1);
    s = await fair.state();
    expect(s.phase).toBe('judge');
    expect(s.round.entries).toHaveLength(7);
    await expectBoardFits(page, BOARD, 'rf-rotating-judge', LAID, ['ribbon', 'entries']);
    // Every entry is a target the judge can tap, 44 px at least, in sight with the clock running.
    const entries = page.locator(`${BOARD} [data-board="entries"] button`);
    await expect(entries.count()).resolves.toBe(7);
    await resizeTo(page, { width: 360, height: 640 });
    for (let i = 0; i < 7; i++) expect((await entries.nth(i).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await resizeTo(page, { width: 390, height: 844 });
    await fair.judge(s.round.entries[0]?.seat ?? 1);
    await expectBoardFits(page, BOARD, 'rf-rotating-award', [...LAID, 'award'], ['ribbon', 'entries']);
    await expectNextOnBoard(fair);
    // The entries dealt are random: the same award with seven of the packs' longest entries and a long winner's name
    // in its heading still fits (the entries alone may scroll), then the page is reloaded to the real award.
    await page.evaluate((texts) => {
      document.querySelectorAll(`.rf-cards-board .rf-card-text`).forEach((e, i) => (e.textContent = texts[i % texts.length] ?? ''));
      const title = document.querySelector('#rf-award-title');
      if (title) title.textContent = `Bartholomew Fairweather wins with “${texts[0] ?? ''}”`;
    }, LONGEST_ENTRIES);
    await expectBoardFits(page, BOARD, 'rf-rotating-award-longest', [...LAID, 'award']);
    await page.reload();
    await page.locator(`${BOARD} [data-board="award"]`).waitFor();
    await fair.award();
    await expectBoardFits(page, BOARD, 'rf-rotating-ribbon-2', PIN, ['ribbon']);
  });

  it('AI Judge, 5 stalls: pinning, then the entries laid out with their authors on the award', async () => {
    const { page } = browser;
    const fair = new Fair(page, 'board-rf-ai');
    await fair.start(['Ana', 'Bo', 'Cy', 'Dee', 'Eli'], 'AI Judge', CALM);
    await fair.pin(0);
    await expectBoardFits(page, BOARD, 'rf-ai-pinning', PIN, ['ribbon']);
    while ((await fair.state()).phase === 'pin') await fair.pin(2);
    await page.locator('#rf-award-title').waitFor();
    await expectBoardFits(page, BOARD, 'rf-ai-award', [...LAID, 'award'], ['ribbon', 'entries']);
    await expectNextOnBoard(fair);
    await fair.award();
  });

  it('Crowd Favourite, 4 stalls: pinning, the entries face up while the crowd votes, the award with the votes', async () => {
    const { page } = browser;
    const fair = new Fair(page, 'board-rf-crowd');
    await fair.start(['Ana', 'Bo', 'Cy', 'Dee'], 'Crowd Favourite', CALM);
    await fair.pin(0);
    await expectBoardFits(page, BOARD, 'rf-crowd-pinning', PIN, ['ribbon']);
    while ((await fair.state()).phase === 'pin') await fair.pin(3);
    await fair.vote(0);
    await expectBoardFits(page, BOARD, 'rf-crowd-vote', LAID, ['ribbon', 'entries']);
    while ((await fair.state()).phase === 'vote') await fair.vote(0);
    await page.locator('#rf-award-title').waitFor();
    await expectBoardFits(page, BOARD, 'rf-crowd-award', [...LAID, 'award'], ['ribbon', 'entries']);
    await expectNextOnBoard(fair);
    await fair.award();
  });
});

describe('Ribbon Fair’s board, 8 stalls of 12-letter names, at Larger and normal text', () => {
  const larger = useBrowser({ width: 360, height: 640 });
  const names = ['Bramblewoody', 'Bramblewoods', 'Mary Ann Lee', 'Mary Ann Leo', 'Christophers', 'Christophera', 'Wilhelmina W', 'Wilhelmina M'];
  // The longest clocks, and the saved game made just now, so no clock runs out while the board is measured.
  const options = { ...rf.defaultOptions(8), pinClock: 90, judgeClock: 90 };

  /** Every stall's name on its tile: whole (neither cut nor ellipsized) and at least 12 px. */
  async function expectNamesWhole(page: Page, where: string): Promise<void> {
    const tiles = await page.locator(`${BOARD} .rf-stall-name`).evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent ?? '',
        cut: el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5 || el.hasAttribute('data-cut'),
        px: parseFloat(getComputedStyle(el).fontSize),
      })),
    );
    expect(tiles.map((t) => t.text)).toEqual(names);
    for (const t of tiles) {
      expect(t.cut, `${where}: "${t.text}" is cut short on its tile`).toBe(false);
      expect(t.px, `${where}: "${t.text}" is under 12 px`).toBeGreaterThanOrEqual(12);
    }
  }

  // A tester's 360 × 640 board at Larger text was 890 px of content in 356 (the very large text layout, one column that
  // scrolls), and its tiles' names ellipsized ("B…", "M… A…").
  it('pinning: the ribbon, the clock, who is still to pin and the eight tiles on one screen at both phone sizes, every name whole', async () => {
    const { page } = larger;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    const rec = recordAt<RfState>(anyRf, 'rf-larger-pin', names, options, (s) => s.phase === 'pin', Date.now() - 30_000);
    await openRecord(page, BASE_URL, rec);
    await page.locator(BOARD).waitFor();
    await page.evaluate(() => document.querySelector<HTMLElement>('.reveal .reveal-ok')?.click());
    await page.locator('.reveal').waitFor({ state: 'detached' });
    await expectBoardFits(page, BOARD, 'rf-larger-pin', PIN);
    for (const size of BOARD_SIZES) {
      await resizeTo(page, size);
      const where = `at ${size.width} × ${size.height}`;
      await expectNamesWhole(page, where);
      const cloth = await page.locator(`${BOARD} .rf-cloth`).evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(cloth, `${where}: the cloth scrolls inside`).toBeLessThanOrEqual(1);
      expect(await page.locator(`${BOARD} .rf-status`).innerText(), where).toMatch(/^\d+ pinned face down, \d+ still to pin\.$/);
    }
  });

  // The entries' phases with seven entries (Rotating Judge) or eight (Crowd Favourite) of 12-letter authors: the judge
  // picking, the crowd voting and the award (every entry with its author and votes, Next ribbon) on both phones, at
  // normal and Larger text. Where the board is short the award's headline is left to screen readers (the winning card
  // and the strip say it) and its clock sits beside Next ribbon; while the crowd votes its note sits beside the ribbon.
  // (The crowd's vote and award at 360 × 640 scrolled inside the cloth by a row, and the authors were cut "Christophe…".)
  it.each([
    ['Larger', 'rotating', 'judge', 390, 844],
    ['Larger', 'rotating', 'award', 390, 844],
    ['Larger', 'rotating', 'judge', 360, 640],
    ['Larger', 'rotating', 'award', 360, 640],
    ['Larger', 'crowd', 'vote', 360, 640],
    ['Larger', 'crowd', 'award', 360, 640],
    ['Larger', 'crowd', 'vote', 390, 844],
    ['Larger', 'crowd', 'award', 390, 844],
    ['normal', 'crowd', 'vote', 360, 640],
    ['normal', 'crowd', 'award', 360, 640],
    ['normal', 'crowd', 'vote', 390, 844],
    ['normal', 'crowd', 'award', 390, 844],
    ['normal', 'rotating', 'award', 360, 640],
  ] as const)(
    '%s text, %s, the %s phase at %i px: every entry, its author, the clock and the eight tiles on one screen',
    async (text, style, phase, width, height) => {
      const { page } = larger;
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').setChecked(text === 'Larger');
      const rec = recordAt<RfState>(anyRf, `rf-${text}-${style}-${phase}`, names, { ...options, style }, (s) => s.phase === phase, Date.now() - 30_000);
      await openRecord(page, BASE_URL, rec);
      await resizeTo(page, { width, height });
      await page.locator(`${BOARD} .rf-cards-board`).waitFor();
      await page.evaluate(() => document.querySelector<HTMLElement>('.reveal .reveal-ok')?.click());
      await page.locator('.reveal').waitFor({ state: 'detached' });
      const where = `${text} text, ${style}, ${phase} at ${width} × ${height}`;
      const inner = await page.locator(BOARD).evaluate((board) => [
        { sel: 'the board', over: board.scrollHeight - board.clientHeight },
        ...['.rf-board-in', '.rf-cloth', '.rf-cards-board'].map((sel) => {
          const el = board.querySelector(sel);
          // A part missing from the board counts as scrolling without end.
          return { sel, over: el === null ? Infinity : el.scrollHeight - el.clientHeight };
        }),
      ]);
      for (const { sel, over } of inner) expect(over, `${where}: ${sel} scrolls inside`).toBeLessThanOrEqual(1);
      await expectNamesWhole(page, where);
      // Every entry of the round on the table (random play may have had a stall leave), each inside the board.
      const entries = rf.view(rec.state as RfState, 'table').entries.length;
      expect(entries).toBeGreaterThanOrEqual(6);
      const cards = await page.locator(`${BOARD} .rf-cards-board > li`).evaluateAll((els) => {
        const board = els[0]?.closest('.rf-board')?.getBoundingClientRect();
        return els.map((el) => {
          const r = el.getBoundingClientRect();
          return board !== undefined && r.top >= board.top - 0.5 && r.bottom <= board.bottom + 0.5;
        });
      });
      expect(cards, where).toEqual(Array.from({ length: entries }, () => true));
      // At the award every author's name is whole inside its card, and at least 12 px.
      const authors = await page.locator(`${BOARD} .rf-cards-board .rf-author`).evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const card = el.closest('.rf-card')?.getBoundingClientRect();
          const whole = card !== undefined && r.left >= card.left - 0.5 && r.right <= card.right + 0.5 && r.bottom <= card.bottom + 0.5;
          return { name: el.textContent ?? '', whole, px: parseFloat(getComputedStyle(el).fontSize), lines: el.getClientRects().length };
        }),
      );
      expect(authors.length, where).toBe(phase === 'award' ? entries : 0);
      for (const a of authors) expect(a, `${where}: the author's name on its card`).toMatchObject({ whole: true, lines: 1 });
      for (const a of authors) expect(a.px, `${where}: "${a.name}" in px`).toBeGreaterThanOrEqual(12);
      // The clock, and the judge's award button or the award's Next ribbon, inside the board and clear of each other.
      const parts = await page.locator(BOARD).evaluate((board) => {
        const b = board.getBoundingClientRect();
        const boxes = ['.rf-clock', '.rf-play-go'].map((sel) => board.querySelector(sel)?.getBoundingClientRect() ?? null);
        const [clock, go] = boxes;
        return {
          inside: boxes.map((r) => r === null || (r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5 && r.left >= b.left - 0.5 && r.right <= b.right + 0.5)),
          apart: !clock || !go || clock.right <= go.left + 0.5 || go.right <= clock.left + 0.5 || clock.bottom <= go.top + 0.5 || go.bottom <= clock.top + 0.5,
          go: go !== null,
        };
      });
      expect(parts, where).toEqual({ inside: [true, true], apart: true, go: phase !== 'vote' });
    },
  );
});

// Under Judge Marigold the award is made in the move that lays the entries out: while that step's reveal ("N entries,
// face up") holds the board, a tester saw the authors and the winner already on it under "Judge Marigold picks one at
// random." The app marks the board while a lead holds it (tests/app/play/beat-every.test.tsx); the board keeps back
// the award's headline and words, each card's author, the winner's mark and Next ribbon until it goes.
describe('Ribbon Fair’s board under Judge Marigold, while the entries are laid out', () => {
  it('the award waits for its own moment: no author, no winner, no ribbon count, no Next ribbon while the lead holds the board', async () => {
    const { page } = browser;
    const names = ['Ana', 'Bo', 'Cy', 'Di'];
    const rec = recordAt<RfState>(anyRf, 'rf-ai-lead', names, { ...rf.defaultOptions(4), style: 'ai' }, (s) => s.phase === 'award', Date.now() - 30_000);
    await page.goto(BASE_URL);
    await resizeTo(page, { width: 360, height: 640 });
    await openRecord(page, BASE_URL, rec);
    await page.locator(`${BOARD} .rf-award`).waitFor();
    // Opened anew, the board shows the lead first, for its beat: then the award's own moment.
    await page.locator('.board:not([data-lead])').waitFor();
    const shown = () =>
      page.evaluate(() =>
        ['.rf-award .rf-play-title', '.rf-award .rf-card-footer', '.rf-award .rf-play-go', '.rf-stall-count'].map((sel) =>
          [...document.querySelectorAll(sel)].some((el) => el.checkVisibility({ visibilityProperty: true })),
        ),
      );
    await expect(shown(), 'the award on the board').resolves.toEqual([true, true, true, true]);
    await page.evaluate(() => document.querySelector('.board')?.setAttribute('data-lead', ''));
    await expect(shown(), 'while a lead holds the board').resolves.toEqual([false, false, false, false]);
    const outlined = await page.locator('.rf-award .rf-winner').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outlined, "the winner's frame while a lead holds the board").toBe('none');
  });
});
