import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { announceFirstProject, openFirstVote } from './support/festival-charter';
import {
  BASE_URL,
  enterPlayers,
  expectNoAxeViolations,
  hold,
  openBrowser,
  savedGames,
  settled,
  shot,
  useBrowser,
  waitForHome,
  resizeTo,
} from './support/browser';
import { putGames } from './support/idb';

const browser = useBrowser();

async function startFestivalCharter(p: Page): Promise<string> {
  await p.goto(BASE_URL);
  await p.getByRole('button', { name: 'New game of Festival Charter' }).click();
  await enterPlayers(p, ['Ana', 'Bo', 'Cy', 'Di']);
  await p.getByRole('button', { name: 'Start the game' }).click();
  await p.locator('#fc-propose').waitFor();
  return new URL(p.url()).hash;
}

describe('the app shell in the browser', () => {
  it('a game open in two tabs is held by one; the other offers to take it over', async () => {
    const { context, page } = browser;
    const hash = await startFestivalCharter(page);
    const second = await context.newPage();
    await second.goto(BASE_URL + hash);
    await second.getByRole('heading', { name: 'This game is open in another tab' }).waitFor();
    await shot(second, 'app-two-tabs');
    await expectNoAxeViolations(second, 'the other-tab screen');
    await second.getByRole('button', { name: 'Take it over here' }).click();
    await second.locator('#fc-propose').waitFor();
    await page.getByRole('heading', { name: 'This game moved to another tab' }).waitFor();
    await second.close();
  });

  it('a damaged saved game is set aside and reported on Home; the others still open', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await putGames(page, [['broken-record', { schema: 1, gameId: 'festival-charter', players: 'nobody' }]]);
    await page.reload();
    await page.getByRole('heading', { name: 'Saved games that could not be read' }).waitFor();
    await expect(page.getByRole('button', { name: 'Resume' }).count()).resolves.toBeGreaterThan(0);
    await shot(page, 'app-home-set-aside');
    await expectNoAxeViolations(page, 'home with a set-aside record');
  });

  it('settings: larger text applies to the page and is kept', async () => {
    const { page } = browser;
    await page.goto(BASE_URL + '#/settings');
    await page.getByLabel('Larger text').check();
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.classList.contains('large-text'))).resolves.toBe(true);
    await shot(page, 'app-settings');
    await expectNoAxeViolations(page, 'settings');
    await page.getByLabel('Larger text').uncheck();
  });

  it('names with markup are shown as text, never run', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
    await enterPlayers(page, ['<img src=x onerror=f()>', 'Bo', 'Cy', 'Di']);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('#fc-propose').waitFor();
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    // Shown as the name it is, on the board (the chair's heading, the planner's card).
    await expect(page.locator('.board').getByText('<img src=x onerror=f()>').filter({ visible: true }).count()).resolves.toBeGreaterThan(0);
  });

  it.each(['festival-charter', 'ribbon-fair', 'horse-fair', 'red-blue-gold'])(
    '%s: names with emoji (24 characters as a reader counts them) start a game that opens',
    async (gameId) => {
      const { page } = browser;
      await page.goto(`${BASE_URL}#/setup/${gameId}`);
      const names = ['Abuela Rosa 💐💐💐💐💐💐💐', '🐴'.repeat(24), '👩‍👩‍👧 Kim', 'Di'];
      await enterPlayers(page, names);
      for (const [i, name] of names.entries()) await expect(page.locator(`#player-${i}`).inputValue()).resolves.toBe(name);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('main .playing').waitFor();
      await expect(page.getByText('could not be read').count()).resolves.toBe(0);
      await page.reload();
      await page.locator('main .playing').waitFor();
      await expect(page.getByText('could not be read').count()).resolves.toBe(0);
    },
  );

  it('duplicate names are refused with a clear message', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
    await enterPlayers(page, ['Ana', 'ANA', 'Cy', 'Di']);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('alert').filter({ hasText: 'are the same name' }).waitFor();
  });
});

describe('the back button', () => {
  it('in a game started from setup goes Home, not back to the filled-in form', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await waitForHome(page);
    await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
    await enterPlayers(page, ['Ana', 'Bo', 'Cy', 'Di']);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('#fc-propose').waitFor();
    await page.goBack();
    await waitForHome(page);
    await expect(page.locator('.player-row').count()).resolves.toBe(0);
    // Forward returns to the game where it was.
    await page.goForward();
    await page.locator('#fc-propose').waitFor();
  });

  it("from one game's setup straight to another's (by the address) starts that game's form afresh, and each screen names itself in the title", async () => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${BASE_URL}#/setup/horse-fair`);
    await page.getByRole('heading', { name: 'New game of Horse Fair' }).waitFor();
    await expect(page.title()).resolves.toBe('Setup: Horse Fair — Fairground');
    await page.goto(`${BASE_URL}#/setup/red-blue-gold`);
    await page.getByRole('heading', { name: 'New game of Red Blue Gold' }).waitFor();
    await expect(page.title()).resolves.toBe('Setup: Red Blue Gold — Fairground');
    await expect(page.locator('.player-row').count()).resolves.toBe(13);
    await page.goBack();
    await page.getByRole('heading', { name: 'New game of Horse Fair' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a double tap', () => {
  it('moves once: the second tap does not land on the button that replaces the first', async () => {
    const { page } = browser;
    // A phone's screen, where *Open the vote* comes up where *Announce* was.
    const size = page.viewportSize();
    await resizeTo(page, { width: 360, height: 640 });
    await startFestivalCharter(page);
    const id = decodeURIComponent(new URL(page.url()).hash.replace('#/play/', ''));
    const logLength = async () => (await savedGames(page)).find((g) => g.id === id)?.log.length ?? -1;
    await page.locator('button.fc-pick:not([disabled])').first().click();
    const announce = page.getByRole('button', { name: /^Announce / });
    // The chair's moment put away by a tap on its OK (as a player does), so the finger finds *Announce*.
    const ok = page.locator('.reveal-over').getByRole('button', { name: 'OK' });
    if ((await ok.count()) > 0) await ok.click();
    await announce.scrollIntoViewIfNeeded();
    await settled(page);
    const box = await announce.boundingBox();
    if (!box) throw new Error('no "Announce" button');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // The second tap of a double tap comes as soon as the new screen can take one: the app's own moment, not a time
    // (the move saved, the screen no longer busy, *Open the vote* on the page), on the new screen's move button, wherever
    // the finger's next tap may find it. It goes where a tap there would go (what the page hit-tests at that point).
    const second = page.evaluate(
      () =>
        new Promise<{ landed: string; inView: boolean }>((done) => {
          const tap = () => {
            const open = [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').includes('Open the vote'));
            if (open === undefined || document.querySelector('[aria-busy="true"]') !== null) return false;
            const r = open.getBoundingClientRect();
            const [px, py] = [r.left + r.width / 2, r.top + r.height / 2];
            const hit = document.elementFromPoint(px, py);
            if (hit instanceof HTMLElement) hit.click();
            const inView = px > 0 && py > 0 && px < innerWidth && py < innerHeight;
            done({ landed: hit?.closest('button')?.textContent ?? (hit ? String(hit.className) : 'nothing'), inView });
            return true;
          };
          const watch = new MutationObserver(() => {
            if (tap()) watch.disconnect();
          });
          watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          // Not a wait: a net, so a first tap that announced nothing fails here rather than at the test's limit.
          setTimeout(() => done({ landed: 'nothing: the proposal was never announced', inView: false }), 30_000);
        }),
    );
    await page.mouse.click(x, y);
    const { landed, inView } = await second;
    expect(inView, '"Open the vote" in view on the new screen').toBe(true);
    expect(landed, 'what the second tap landed on').not.toMatch(/Open the vote/);
    await settled(page);
    // The proposal is announced and the vote is not open: whatever came under the finger took nothing.
    await page.locator('#fc-discuss').waitFor();
    expect(await logLength()).toBe(1);

    // A fast double tap: the second tap comes while the first move is still being saved.
    await page.getByRole('button', { name: 'Open the vote' }).dblclick();
    await settled(page);
    expect(await logLength()).toBe(2);
    await page.locator('#fc-voting').waitFor();
    if (size) await resizeTo(page, size);
  });
});

describe('by keyboard', () => {
  it('each new screen starts at its heading: the private view after the reveal, the board after the vote', async () => {
    const { page } = browser;
    await startFestivalCharter(page);
    await openFirstVote(page);
    const focused = () =>
      page.evaluate(() => ({
        tag: document.activeElement?.tagName ?? '',
        inPrivate: document.activeElement?.closest('.private') !== null,
        inBoard: document.activeElement?.closest('.board') !== null,
        text: document.activeElement?.textContent ?? '',
      }));
    await page.locator('#handover-title').waitFor();
    await page.getByRole('button', { name: /^I'm / }).focus();
    // The first press arms the reveal (the hint says so), the second opens the private view.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.handover .hold-hint').innerText()).toMatch(/^Press again to open /);
    await expect(page.locator('.private').count()).resolves.toBe(0);
    await page.keyboard.press('Enter');
    await page.locator('.private').waitFor();
    await expect.poll(focused).toMatchObject({ tag: 'H2', inPrivate: true });
    // Tab goes on inside the private view, to its first control.
    await page.keyboard.press('Tab');
    await expect.poll(focused).toMatchObject({ inPrivate: true });
    await page.getByRole('radio', { name: 'YES' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Vote YES' }).focus();
    await page.keyboard.press('Enter');
    // Back from a private view the table starts at the board's top (docs/architecture.md, "The board").
    await page.locator('#handover-title').waitFor();
    await expect.poll(focused).toMatchObject({ tag: 'H2', inPrivate: false, inBoard: true });
  });
});

describe('covering a private view', () => {
  /** Starts a Festival Charter vote and reveals the first voter's private view. */
  async function revealFirstVoter(p: Page): Promise<void> {
    await startFestivalCharter(p);
    await openFirstVote(p);
    await hold(p, p.getByRole('button', { name: /^I'm / }));
    await p.locator('.private').waitFor();
  }

  it('hiding the page (app switcher, lock screen) covers it at once', async () => {
    const { page } = browser;
    await revealFirstVoter(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.locator('.handover').waitFor();
    expect(await page.locator('.private').count()).toBe(0);
  });

  it('losing focus covers it at once', async () => {
    const { page } = browser;
    await revealFirstVoter(page);
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.locator('.handover').waitFor();
    expect(await page.locator('.private').count()).toBe(0);
  });
});

describe('moving a game to another phone', () => {
  it('a game exported on one phone is imported on another and plays on from the same move', async () => {
    const { page } = browser;
    await startFestivalCharter(page);
    await announceFirstProject(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Export game' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('export-word');
    await expect(page.getByRole('button', { name: 'Export', exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Type MOVE to export').fill('move');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    const file = await download.path();
    await expect(page.getByRole('status').filter({ hasText: 'Go on with this game on one phone only' }).count()).resolves.toBe(1);
    const { context: other, page: p2 } = await openBrowser();
    try {
      await p2.goto(BASE_URL);
      await p2.getByText('Move a game from another phone').click();
      await p2.locator('#import-file').setInputFiles(file);
      await p2.getByRole('heading', { name: 'Discussion' }).waitFor();
      await shot(p2, 'app-imported-game');
      await p2.getByRole('button', { name: 'Open the vote' }).click();
      await p2.getByRole('heading', { name: 'Pass the phone to Bo' }).waitFor();
    } finally {
      await other.close();
    }
  });

  it('a file that is not a game is refused with a message, and nothing is imported', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByText('Move a game from another phone').click();
    await page.locator('#import-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    await page.getByRole('alert').filter({ hasText: 'not a Fairground game' }).waitFor();
  });
});

describe('when IndexedDB cannot be opened', () => {
  it('the game still plays and a banner says it will not be saved', async () => {
    const { context: ctx, page: p } = await openBrowser();
    try {
      await p.addInitScript(() => {
        Object.defineProperty(window, 'indexedDB', { value: undefined });
      });
      await startFestivalCharter(p);
      await p.getByText('will not let Fairground save').waitFor();
      await shot(p, 'app-no-storage');
    } finally {
      await ctx.close();
    }
  });
});
