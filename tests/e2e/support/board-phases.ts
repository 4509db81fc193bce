/**
 * The board tests' shared steps: a saved game played by random legal moves up to the phase a test wants (so
 * every phase opens straight from its saved record), the first screen of a board at large text, and the results
 * screen. The board's own fit is checked by ./board.ts.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyGameDef } from '../../../src/engine/types';
import { gameStatus } from '../../../src/session/status';
import type { SavedGame } from '../../../src/storage/schema';
import { expectNoAxeViolations, resizeTo } from './browser';
import { BOARD_SIZES } from './board';
import { putRecords } from './idb';
import { randomGame, type RandomStep } from './random-game';

/**
 * A saved game of `def` with `players`, played from its seed by random legal moves a second apart from
 * `now0` (epoch ms; the clock run on where nobody can move: {@link randomGame}) until `until(state)` holds; throws
 * when it never does within 5,000 moves.
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
  let reached: RandomStep = { state: def.setup(players, options, seed, now0), log: [], now: now0 };
  const steps = randomGame(def, reached.state, seed, now0, 1000, 5_001);
  while (!until(reached.state as S)) {
    const next = steps.next();
    if (next.done === true) throw new Error(`${id}: random play never reached the phase wanted (the game ended, stalled or ran too long)`);
    reached = next.value;
  }
  const { state, log, now } = reached;
  const { status, finished } = gameStatus(def, players, state);
  return { schema: 1, gameId: def.id, id, players: [...players], options, seed, state, log, createdAt: now0, updatedAt: now, status, finished };
}

/** Puts `records` into the app's IndexedDB (the app must have opened it once) and opens the first. */
export async function openRecord(page: Page, base: string, record: SavedGame): Promise<void> {
  await putRecords(page, [record]);
  await page.goto(`${base}#/play/${encodeURIComponent(record.id)}`);
  await page.reload();
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

/** The results screen, photographed whole at each phone size (`board-<short>-results-<width>.png`), then checked by axe. */
export async function expectResultsScreen(page: Page, short: string, title: string): Promise<void> {
  await page.locator('#results-title').waitFor();
  for (const phone of BOARD_SIZES) {
    await resizeTo(page, { width: phone.width, height: phone.height });
    await page.screenshot({ path: `test-output/screens/board-${short}-results-${phone.width}.png`, fullPage: true });
  }
  await expectNoAxeViolations(page, `${title} results`);
}
