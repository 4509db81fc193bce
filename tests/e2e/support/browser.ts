import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type BrowserContext, type Locator, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { chromiumPath, launchProfile } from '../../../scripts/chromium.mjs';
import { allGames } from './idb';

export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4173);
/** Where the production build is served during the browser tests (E2E_PORT, 4173 by default). */
export const BASE_URL = `http://localhost:${E2E_PORT}/`;

/** The Chromium to drive (scripts/chromium.mjs): CHROMIUM_PATH, or Debian's package; throws when none is installed. */
export { chromiumPath };

/** The viewport openBrowser opens its page at. */
export interface BrowserOptions {
  /** The viewport's width in CSS px (390 by default). */
  width?: number;
  /** The viewport's height in CSS px (844 by default). */
  height?: number;
  /** Chromium's own default text size in CSS px (its text-size setting; 16 px, 100%, by default). */
  fontSize?: number;
}

/** A browser profile and its first page. */
export interface OpenBrowser {
  context: BrowserContext;
  page: Page;
}

/**
 * Makes the app's bots move at once in every page of `context` (the botSpeed setting 'instant'), so the tests do not
 * wait the calm 700 ms a bot move. Runs before the app's own scripts on every load; keeps every other setting as
 * the app saved it, and a bot speed a test chose itself (in Settings, or by `speed`).
 */
export async function botsAtOnce(context: BrowserContext, speed: 'calm' | 'quick' | 'instant' = 'instant'): Promise<void> {
  await context.addInitScript((botSpeed) => {
    const KEY = 'fairground.settings';
    try {
      const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
      const saved = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      if (!('botSpeed' in saved)) localStorage.setItem(KEY, JSON.stringify({ ...saved, botSpeed }));
    } catch {
      /* unreadable settings: the app falls back to its defaults, as it would for a player */
    }
  }, speed);
}

/** A fresh browser profile (persistent, so the app is installable and its storage survives reloads), its bots at once. */
export async function openBrowser(opts: BrowserOptions = {}): Promise<OpenBrowser & { dir: string }> {
  const { context, dir } = await launchProfile('e2e', {
    width: opts.width ?? 390,
    height: opts.height ?? 844,
    ...(opts.fontSize === undefined ? {} : { prefs: { webkit: { webprefs: { default_font_size: opts.fontSize } } } }),
  });
  await botsAtOnce(context);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => {
    throw e;
  });
  return { context, page, dir };
}

/** How useBrowser opens its browser and readies it for the tests. */
export interface UseBrowserOptions extends BrowserOptions {
  /** Opens the browser instead of openBrowser (e.g. a11y's openPhone); width and height are then not used. */
  open?: () => Promise<OpenBrowser>;
  /** Runs once the browser is open, before the first test: init scripts, a first visit, saved games put in place. */
  init?: (opened: OpenBrowser) => Promise<void>;
}

/**
 * One browser for the tests of a file, or of the describe block it is called in.
 *
 * Registers there a beforeAll that opens a fresh profile (openBrowser with the viewport in
 * `opts`, or `opts.open`) and then awaits `opts.init` with it, and an afterAll that closes it,
 * also when `init` failed. Returns an object whose `context` and `page` getters give that
 * profile and its first page; reading either before the beforeAll has opened the browser (in a
 * describe body, while the tests are collected) or after the afterAll has closed it throws.
 */
export function useBrowser(opts: UseBrowserOptions = {}): Readonly<OpenBrowser> {
  let opened: OpenBrowser | null = null;
  const current = (): OpenBrowser => {
    if (!opened) throw new Error('The browser is not open: read page and context in a test or a hook, not while the tests are collected.');
    return opened;
  };
  beforeAll(async () => {
    const { context, page } = await (opts.open ? opts.open() : openBrowser(opts));
    opened = { context, page };
    await opts.init?.(opened);
  });
  afterAll(async () => {
    await opened?.context.close();
    opened = null;
  });
  return {
    get context() {
      return current().context;
    },
    get page() {
      return current().page;
    },
  };
}

/** Saves a screenshot as test output (test-output/screens/NAME.png; not committed). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'test-output', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * Runs axe on the page and throws with the violations' ids and targets when there are any, all in the
 * message's first line. `where` names the screen in the message.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // The app's motions are let finish first (a reveal flips in over about half a second): mid-way its words are
  // faint, and axe would judge their contrast as they pass. An endless motion (a running clock's beat) is not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  if (result.violations.length > 0) {
    const lines = result.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? ''}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
    // One line: a run's summary of what failed shows an error's first line only.
    throw new Error(`axe found ${result.violations.length} violation(s) on ${where}: ${lines.join(' ; ')}`);
  }
}

/**
 * The shared privacy check every browser test calls on a handover screen: the handover is
 * showing, no private view is mounted, and none of `secrets` (hands, votes, unrevealed entries…)
 * appears anywhere in the DOM, visible or not.
 */
export async function expectHandoverHoldsNoSecrets(page: Page, secrets: readonly string[]): Promise<void> {
  await page.locator('.handover').first().waitFor({ state: 'visible' });
  const privateCount = await page.locator('.private').count();
  if (privateCount > 0) throw new Error('A private view is mounted under the handover screen.');
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  for (const s of secrets) {
    if (s.length > 0 && html.includes(s)) throw new Error(`The handover screen's DOM holds a secret: "${s}"`);
  }
}

/** Reads the saved game records straight from IndexedDB (to compare with what the screen shows). */
export async function savedGames(page: Page): Promise<{ id: string; gameId: string; state: unknown; log: unknown[] }[]> {
  return allGames(page);
}

/** A saved game record as savedGames reads it. */
export type SavedRecord = Awaited<ReturnType<typeof savedGames>>[number];

/**
 * The open game's saved record, read once the app says it is saved: waits until the table's root
 * (`.playing`) carries `data-saved-moves` (the number of logged moves the saved record holds, set by the
 * app after each save) of at least `moves`, then reads the record of the game in the page's address.
 * Throws when no such record is saved, or when it holds fewer moves than the app said.
 */
export async function savedRecord(page: Page, moves = 0): Promise<SavedRecord> {
  const handle = await page.waitForFunction(
    (least) => {
      const n = Number(document.querySelector('.playing')?.getAttribute('data-saved-moves') ?? Number.NaN);
      // As a string: waitForFunction waits for a truthy value, and 0 moves is one.
      return n >= least ? String(n) : null;
    },
    moves,
    { timeout: 30_000 },
  );
  const said = Number(await handle.jsonValue());
  const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
  const game = (await savedGames(page)).find((g) => g.id === id);
  if (!game) throw new Error(`The open game (${id}) is not saved.`);
  if (game.log.length < said) throw new Error(`The open game's saved record holds ${game.log.length} moves; the app said ${said}.`);
  return game;
}

/**
 * Waits until a game screen has settled after a press: no move made on it is still being saved (the
 * screen below the table's header is `aria-busy` meanwhile), and the screen change after a move is over
 * (no `.settling`: the app's 250 ms in which taps go nowhere); then one frame, so what the app does after
 * painting the new screen (moving the focus to its heading) has happened. Returns at once off a game screen.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.playing [aria-busy="true"], .playing .settling') === null, undefined, { timeout: 30_000 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Sets the page's viewport (CSS px) and waits until the page has taken it in: the window reports the new size, and
 * two frames have been drawn since, so the window's `resize` event and the app's `ResizeObserver`s (the names and
 * tiles that fit themselves to their room) have run for the new size before anything is measured.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, size, { timeout: 30_000 });
  await frames(page);
}

/** Waits for two frames of the page to be drawn (what runs on a frame, a `resize` event or a `ResizeObserver`, has run). */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Waits until Home is on screen and has finished reading the saved games (so "no games" means none). */
export async function waitForHome(page: Page): Promise<void> {
  await page.locator('.home[data-saves="read"]').waitFor();
}

/** Waits until the service worker controls the page (the app is precached and works offline). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/** Types the players' names on the setup screen (replacing what is there) and sets the count. */
export async function enterPlayers(page: Page, names: readonly string[]): Promise<void> {
  await page.locator('.player-row').first().waitFor();
  for (;;) {
    const count = await page.locator('.player-row').count();
    if (count < names.length) await page.getByRole('button', { name: 'Add a player' }).click();
    else if (count > names.length) await page.getByRole('button', { name: `Remove player ${count}` }).click();
    else break;
  }
  for (let i = 0; i < names.length; i++) await page.locator(`#player-${i}`).fill(names[i] ?? '');
}

/**
 * Presses and holds a hold button (`.hold-btn`: "I'm Ana", "Close the vote now") as a finger does: down
 * on its centre, held until the app says its bar is full (`is-full`), then lifted, which is when it acts.
 */
export async function hold(page: Page, button: Locator): Promise<void> {
  await button.hover();
  await page.mouse.down();
  await button.and(page.locator('.is-full')).waitFor();
  await page.mouse.up();
}

/**
 * Opens `name`'s private view from the handover panel on the table, as a player does: presses and
 * holds "I'm NAME" until the bar fills (docs/house-rules.md, "All games": a deliberate reveal). A seat with a
 * PIN then shows its PIN form instead.
 */
export async function revealSeat(page: Page, name: string): Promise<void> {
  await hold(page, page.getByRole('button', { name: `I'm ${name}`, exact: true }));
}

/**
 * `name`'s private view opened from the handover panel (a seat with no PIN), ready for a tap: its screen is up and
 * its first moments, in which the app lets taps go nowhere (`.settling`), are over.
 */
export async function openPrivate(page: Page, name: string): Promise<void> {
  await revealSeat(page, name);
  await page.locator('.private').waitFor();
  await page.locator('.settling').waitFor({ state: 'detached' });
}
