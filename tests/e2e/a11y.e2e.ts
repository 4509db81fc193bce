/**
 * Accessibility in the browser, on a 360 × 640 phone, in three modes: as it comes; with the app's
 * "Larger text" and "Reduce motion" settings; and with the browser's own text size at 200% and the
 * system's reduced motion (these two with the longest names a player may type). On every app
 * screen and on the setup, rules, handover, table, private and results screens of each game: tap
 * targets of at least 44 × 44 px, nothing overlapping, cut off or scrolling sideways, WCAG AA
 * contrast (axe), nothing moving when motion is reduced, a focus ring of 3:1 or more on everything
 * Tab reaches, no symbol inside a control's name and no two controls named alike.
 * Screenshots: test-output/screens/a11y-<mode>-<screen>.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, shot, useBrowser, hold } from './support/browser';
import {
  contrastProblems,
  focusRingProblems,
  layoutProblems,
  nameProblems,
  makeRecord,
  motionProblems,
  openPhone,
  putRecords,
  smallTargets,
} from './support/a11y';
import { def as fcDef } from '../../src/games/festival-charter/def';
import { def as hfDef } from '../../src/games/horse-fair/def';
import { def as rfDef } from '../../src/games/ribbon-fair/def';
import { def as rbgDef } from '../../src/games/red-blue-gold/def';
import type { AnyGameDef } from '../../src/engine/types';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];
/** The longest names a player may type: 24 letters with nowhere to break, and a name of many emoji. */
const LONG_NAMES = ['W'.repeat(24), 'Abuela Rosa 💐💐💐💐💐💐💐', ...NAMES.slice(2)];
const GAMES: { id: string; short: string; def: AnyGameDef; players: number }[] = [
  { id: 'festival-charter', short: 'fc', def: fcDef as unknown as AnyGameDef, players: 4 },
  { id: 'ribbon-fair', short: 'rf', def: rfDef as unknown as AnyGameDef, players: 5 },
  { id: 'horse-fair', short: 'hf', def: hfDef as unknown as AnyGameDef, players: 3 },
  { id: 'red-blue-gold', short: 'rbg', def: rbgDef as unknown as AnyGameDef, players: 13 },
];

type Mode = { name: string; fontSize: number; settings: boolean; systemReducedMotion: boolean; names: readonly string[] };
const MODES: Mode[] = [
  { name: 'plain', fontSize: 16, settings: false, systemReducedMotion: false, names: NAMES },
  { name: 'larger', fontSize: 16, settings: true, systemReducedMotion: false, names: LONG_NAMES },
  { name: 'text200', fontSize: 32, settings: false, systemReducedMotion: true, names: LONG_NAMES },
];

/** Every check on the screen now showing; returns the problems, each prefixed by the screen's name. */
async function check(page: Page, mode: Mode, screen: string): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Every disclosure open (the rules, a round's exchanges, a log), so what it holds is checked too.
  await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
  await page.evaluate(() => document.fonts.ready);
  // A reveal that is still moving in is measured once it has settled (its size mid-motion is not its size).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await shot(page, `a11y-${mode.name}-${screen}`);
  const found = [
    ...(await smallTargets(page)),
    ...(await layoutProblems(page)),
    ...(await contrastProblems(page)),
    ...(await nameProblems(page, mode.names)),
    ...(await focusRingProblems(page)),
  ];
  // The table's phones' panel lies over the board from the top bar, like a menu: put away again once checked.
  await page.evaluate(() => document.querySelectorAll('.top-bar details').forEach((d) => ((d as HTMLDetailsElement).open = false)));
  if (mode.settings || mode.systemReducedMotion) found.push(...(await motionProblems(page)));
  return found.map((p) => `[${mode.name} ${screen}] ${p}`);
}

/** Fails with every problem listed (not just the first), so one run says all that is wrong. */
function expectNone(problems: string[]): void {
  expect(problems, problems.join('\n')).toEqual([]);
}

for (const mode of MODES) {
  describe(`accessibility at 360 × 640, ${mode.name}`, () => {
    const browser = useBrowser({
      open: () => openPhone(mode.fontSize),
      init: async ({ page }) => {
        if (mode.systemReducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(BASE_URL);
        await page.locator('.shelf').waitFor();
        const now = Date.now();
        const records = GAMES.flatMap((g) => {
          const players = mode.names.slice(0, g.players);
          return [makeRecord(g.def, `a11y-${g.short}-start`, players, 'start', now), makeRecord(g.def, `a11y-${g.short}-end`, players, 'end', now - 3_600_000)];
        });
        await putRecords(page, records);
        await page.reload();
        await page.locator('.saved-game').first().waitFor();
        if (mode.settings) {
          await page.goto(`${BASE_URL}#/settings`);
          await page.getByLabel('Larger text').check();
          await page.getByLabel('Reduce motion').check();
        }
      },
    });

    it('the text is the size this mode asks for', async () => {
      const { page } = browser;
      const px = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(px).toBeCloseTo(18 * (mode.fontSize / 16) * (mode.settings ? 1.5 : 1), 1);
    });

    it('app screens: Home with saved games, Settings', async () => {
      const { page } = browser;
      const problems: string[] = [];
      await page.goto(`${BASE_URL}#/`);
      await page.locator('.saved-game').first().waitFor();
      problems.push(...(await check(page, mode, 'home')));
      await page.goto(`${BASE_URL}#/settings`);
      await page.locator('#settings-title').waitFor();
      problems.push(...(await check(page, mode, 'settings')));
      expectNone(problems);
    });

    for (const g of GAMES) {
      it(`${g.id}: setup, rules, handover, table, a private view, results`, async () => {
        const { page } = browser;
        const problems: string[] = [];
        await page.goto(`${BASE_URL}#/setup/${g.id}`);
        await page.getByRole('button', { name: 'Start the game' }).waitFor();
        problems.push(...(await check(page, mode, `${g.short}-setup`)));
        await page.goto(`${BASE_URL}#/rules/${g.id}`);
        await page.getByRole('heading', { level: 1, name: /^Rules of / }).waitFor();
        problems.push(...(await check(page, mode, `${g.short}-rules`)));

        await page.goto(`${BASE_URL}#/play/a11y-${g.short}-start`);
        await page.locator('.playing').waitFor();
        if ((await page.locator('.handover').count()) > 0) {
          // The table with its reveal and the handover panel docked under it.
          problems.push(...(await check(page, mode, `${g.short}-handover`)));
          if ((await page.locator('.reveal-ok').count()) > 0) {
            // Its OK, if the reveal has not settled into the strip by itself meanwhile (the checks take a while).
            await page.evaluate(() => document.querySelector<HTMLElement>('.reveal-ok')?.click());
            await page.locator('.reveal-over').waitFor({ state: 'detached' });
            problems.push(...(await check(page, mode, `${g.short}-table`)));
          }
          await hold(page, page.locator('.handover .hold-btn').first());
          await page.locator('.private').waitFor();
          problems.push(...(await check(page, mode, `${g.short}-private`)));
          await page.getByRole('button', { name: 'Hide and pass the phone' }).click();
        } else {
          problems.push(...(await check(page, mode, `${g.short}-table`)));
        }
        await page.goto(`${BASE_URL}#/play/a11y-${g.short}-end`);
        await page.locator('#results-title').waitFor();
        problems.push(...(await check(page, mode, `${g.short}-results`)));
        await page.goto(`${BASE_URL}#/`);
        expectNone(problems);
      });
    }
  });
}
