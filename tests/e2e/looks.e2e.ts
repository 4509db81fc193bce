/**
 * The fair's moments in the browser, at 360 × 640 as it comes and at 200% text with the system's
 * reduced motion: every kind of reveal each game makes (found by random play with the real rules and
 * the game's own `moment`), and the results, once their motion has settled. Each must hold together
 * (nothing overlapping, cut off or scrolling sideways, tap targets of 44 px) and, with reduced motion,
 * nothing may move. Screenshots of the screen (not the whole page) for looking at side by side: Home,
 * and each game's setup, table, a private view, each reveal and the results:
 * test-output/screens/looks-<mode>-<game>-<what>.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL, useBrowser, hold } from './support/browser';
import { layoutProblems, makeRecord, motionProblems, openPhone, putRecords, smallTargets } from './support/a11y';
import { randomGame } from './support/random-game';
import type { AnyGameDef } from '../../src/engine/types';
import type { AnyGameModule } from '../../src/games/contract';
import type { SavedGame } from '../../src/storage/schema';
import { game as fc } from '../../src/games/festival-charter/index';
import { game as rf } from '../../src/games/ribbon-fair/index';
import { game as hf } from '../../src/games/horse-fair/index';
import { game as rbg } from '../../src/games/red-blue-gold/index';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];
const GAMES: { short: string; game: AnyGameModule; players: number }[] = [
  { short: 'fc', game: fc as unknown as AnyGameModule, players: 4 },
  { short: 'rf', game: rf as unknown as AnyGameModule, players: 5 },
  { short: 'hf', game: hf as unknown as AnyGameModule, players: 3 },
  { short: 'rbg', game: rbg as unknown as AnyGameModule, players: 13 },
];

/** A saved game for the first table showing each kind of moment, found by seeded random play. */
function momentRecords(short: string, module: AnyGameModule, players: string[], now0: number): SavedGame[] {
  const def: AnyGameDef = module.def;
  const options = def.defaultOptions(players.length);
  const seed = `looks-${short}`;
  const found = new Map<string, SavedGame>();
  for (const { state, log, now } of randomGame(def, def.setup(players, options, seed, now0), seed, now0, 1000, 5000)) {
    if (def.outcome(state)) break;
    const moment = module.ui.moment?.(def.view(state, 'table'), players) ?? null;
    if (moment && !found.has(moment.kind)) {
      // Not `looks-<game>-start`: that is the table's own record, whose reveal the private view puts away first.
      const id = `looks-${short}-moment-${moment.kind}`;
      found.set(moment.kind, { schema: 1, gameId: def.id, id, players, options, seed, state, log: [...log], createdAt: now0, updatedAt: now });
    }
  }
  return [...found.values()];
}

/** Saves what a 360 × 640 phone shows (the screen, not the whole page) as test-output/screens/NAME.png. */
async function screen(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'test-output', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Waits until every animation on the page has finished (a reveal's flip, the confetti). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/**
 * What is wrong with setup's seat rows once every seat is a bot, and with its checkboxes and radios: a seat's ↑ ↓ ✕
 * split over two lines (at any text size), a bot seat's buttons not on one line (`oneLine`: at normal text, 360 px),
 * a checkbox or radio drawn by the browser rather than in the fair's look. Empty when all is well.
 */
async function seatRowProblems(page: Page, oneLine: boolean): Promise<string[]> {
  const fill = page.getByRole('button', { name: /Fill the empty seats/ });
  if ((await fill.count()) > 0) await fill.click();
  return page.evaluate((oneLine) => {
    const found: string[] = [];
    // Buttons on one line have their tops within a few px (a bordered one sits a pixel higher); a wrapped one is a
    // button's height lower.
    const lines = (buttons: Element[]) => {
      const tops = buttons.map((b) => b.getBoundingClientRect().top);
      return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 12 ? 2 : 1;
    };
    document.querySelectorAll('.player-row').forEach((row, i) => {
      if (lines([...row.querySelectorAll('.seat-moves .btn')]) > 1) found.push(`seat ${i + 1}: its ↑ ↓ ✕ are split over two lines`);
      if (oneLine && lines([...row.querySelectorAll('.btn')]) > 1) found.push(`seat ${i + 1}: its buttons take more than one line`);
    });
    document.querySelectorAll('input[type="checkbox"], input[type="radio"]').forEach((input) => {
      const style = getComputedStyle(input);
      if (style.appearance !== 'none' || parseFloat(style.borderTopWidth) < 3)
        found.push(`${input.getAttribute('name') ?? input.id}: the browser's own control`);
    });
    return found;
  }, oneLine);
}

/**
 * Where a private view has a move bar (its button and the seat's clock), what is wrong with it: out of the window at
 * the top of the view or at its bottom (the bar stays in sight while the hand scrolls under it). Empty when all is well.
 */
async function actBarProblems(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const at of ['top', 'bottom'] as const) {
    const seen = await page.evaluate((at) => {
      const bar = document.querySelector('.private .act-bar');
      if (!bar) return null;
      window.scrollTo(0, at === 'top' ? 0 : document.documentElement.scrollHeight);
      const r = bar.getBoundingClientRect();
      return r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5;
    }, at);
    if (seen === false) found.push(`the move bar is out of sight with the view scrolled to its ${at}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return found;
}

/**
 * What the table's reveal covers that it must not (docs/house-rules.md, "Public moments are revealed"): the next
 * action's button, a hold button, a running clock, or the board marks of what it reports (`data-reports`); whether
 * its OK is in view, inside the board's area and clear of its words; and whether a line of its words is cut in two by
 * the foot of their box (where they scroll). A sheet (a moment with more words than the board leaves room for) must
 * instead show whole with its OK in view above the handover bar. Empty when no reveal is over the board.
 */
async function revealProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const over = document.querySelector<HTMLElement>('.reveal-over');
    const area = document.querySelector('.board-area');
    if (!over || !area) return [];
    // The card itself: the frame round it is clear and lets taps through.
    const box = (over.querySelector('.reveal') ?? over).getBoundingClientRect();
    const room = area.getBoundingClientRect();
    const found: string[] = [];
    // A moment with more words than the board has room for is a sheet over the screen: its OK in the window and above
    // the handover bar, which it never covers (what it covers of the board is the point of it).
    const sheet = over.classList.contains('reveal-over-sheet');
    if (sheet) {
      const dock = document.querySelector('.handover-dock')?.getBoundingClientRect().top ?? window.innerHeight;
      const ok = over.querySelector('.reveal-ok')?.getBoundingClientRect();
      if (!ok || ok.top < -0.5 || ok.bottom > Math.min(dock, window.innerHeight) + 0.5) found.push('the sheet’s OK is not in view above the handover bar');
      if (box.bottom > dock + 0.5) found.push('the sheet covers the handover bar');
    }
    const marks = (over.dataset['reports'] ?? '').split(' ').filter((m) => m !== '');
    const keep = ['.btn-primary', '.hold-btn', '[role="timer"]', '[data-board="clock"]', '[data-keep-clear]', ...marks.map((m) => `[data-board="${m}"]`)];
    for (const el of sheet ? [] : document.querySelectorAll<HTMLElement>(keep.map((k) => `.board ${k}`).join(', '))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const covered = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
      if (covered > 1 && r.left < box.right && r.right > box.left) {
        found.push(`the reveal covers ${el.dataset['board'] ?? el.textContent?.trim().slice(0, 30) ?? el.className} (${covered.toFixed(0)} px)`);
      }
    }
    const ok = over.querySelector('.reveal-ok')?.getBoundingClientRect();
    const words = over.querySelector('.reveal-words')?.getBoundingClientRect();
    if (!ok) found.push('the reveal has no OK');
    else if (!sheet) {
      if (ok.top < room.top - 0.5 || ok.bottom > room.bottom + 0.5) found.push('the reveal’s OK is outside the board');
      if (words && ok.top < words.bottom - 0.5 && ok.left < words.right - 0.5 && ok.right > words.left + 0.5) found.push('the reveal’s OK lies over its words');
    }
    // Where the words scroll, the window onto them ends at a whole line: none is cut in two at its foot, above the OK
    // (it read as text run under the button).
    const wordsBox = over.querySelector('.reveal-words');
    if (wordsBox && words) {
      const walker = document.createTreeWalker(wordsBox, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const cut = [...range.getClientRects()].find((r) => r.height > 0 && r.top < words.bottom - 0.5 && r.bottom > words.bottom + 0.5);
        if (cut) found.push(`a line of the reveal’s words is cut at the foot of their box: "${(node.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}

const MODES = [
  { name: 'plain', fontSize: 16, reduced: false },
  { name: 'text200', fontSize: 32, reduced: true },
];

for (const mode of MODES) {
  describe(`the fair's moments at 360 × 640, ${mode.name}`, () => {
    const now = Date.now();
    const records = GAMES.map((g) => {
      const players = NAMES.slice(0, g.players);
      return {
        ...g,
        reveals: momentRecords(g.short, g.game, players, now),
        start: makeRecord(g.game.def, `looks-${g.short}-start`, players, 'start', now),
        end: makeRecord(g.game.def, `looks-${g.short}-end`, players, 'end', now - 3_600_000),
      };
    });
    const browser = useBrowser({
      open: () => openPhone(mode.fontSize),
      init: async ({ page }) => {
        if (mode.reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(BASE_URL);
        await page.locator('.shelf').waitFor();
        // "Ready to play offline" is put away once, as a player would, so it does not cover each screen.
        await page
          .getByRole('button', { name: 'OK' })
          .first()
          .click({ timeout: 5000 })
          .catch(() => undefined);
        await putRecords(
          page,
          records.flatMap((r) => [...r.reveals, r.start, r.end]),
        );
      },
    });

    it('Home: the shelf', async () => {
      const { page } = browser;
      await page.goto(`${BASE_URL}#/`);
      await page.locator('.shelf').waitFor();
      await settle(page);
      await screen(page, `looks-${mode.name}-home`);
      await page.locator('.shelf').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(process.cwd(), 'test-output', 'screens', `looks-${mode.name}-home-shelf.png`) });
      expect([...(await smallTargets(page)), ...(await layoutProblems(page))]).toEqual([]);
    });

    for (const r of records) {
      it(`${r.game.def.title}: setup, table, a private view, each kind of reveal (${r.reveals.map((x) => x.id.split('-').pop()).join(', ')}) and the results`, async () => {
        const { page } = browser;
        const problems: string[] = [];
        const look = async (what: string) => {
          await settle(page);
          await screen(page, `looks-${mode.name}-${r.short}-${what}`);
          const found = [...(await smallTargets(page)), ...(await layoutProblems(page)), ...(mode.reduced ? await motionProblems(page) : [])];
          problems.push(...found.map((p) => `[${what}] ${p}`));
        };
        // A game that names its moments shows at least one on the way to its end.
        if (r.game.ui.moment) expect(r.reveals.length).toBeGreaterThan(0);
        await page.goto(`${BASE_URL}#/setup/${r.game.def.id}`);
        await page.getByRole('button', { name: 'Start the game' }).waitFor();
        await look('setup');
        problems.push(...(await seatRowProblems(page, mode.name === 'plain')).map((p) => `[setup, bots] ${p}`));
        await page.goto(`${BASE_URL}#/play/${r.start.id}`);
        await page.locator('.playing').waitFor();
        await look('table');
        // Further down the table, where its cards lie.
        await page.evaluate(() => window.scrollTo(0, 560));
        await page.screenshot({ path: join(process.cwd(), 'test-output', 'screens', `looks-${mode.name}-${r.short}-table-below.png`) });
        if ((await page.locator('.handover .hold-btn').count()) > 0) {
          await hold(page, page.locator('.handover .hold-btn').first());
          await page.locator('.private').waitFor();
          await look('private');
          problems.push(...(await actBarProblems(page)).map((p) => `[private] ${p}`));
        }
        for (const rec of r.reveals) {
          // By way of Home, so each game opens afresh (a moment put away in one game stays put away in its screen).
          await page.goto(`${BASE_URL}#/`);
          await page.locator('.shelf').waitFor();
          await page.goto(`${BASE_URL}#/play/${rec.id}`);
          // A game's last moment may open straight on its results (a clock that ran out while it was closed ends it).
          await page.locator('.reveal, #results-title').first().waitFor();
          const what = `reveal-${rec.id.split('-').pop() ?? ''}`;
          await look(what);
          problems.push(...(await revealProblems(page)).map((p) => `[${what}] ${p}`));
        }
        await page.goto(`${BASE_URL}#/play/${r.end.id}`);
        await page.locator('#results-title').waitFor();
        await look('results');
        await page.goto(`${BASE_URL}#/`);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}
