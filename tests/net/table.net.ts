/**
 * A table that outlives the table phone's reload and the next game (inside isolated-net only): Ben's phone joins a
 * Horse Fair; mid-game the table phone reloads and shows Ben's phone away (never Ben back in the handover); one
 * invitation brings the same phone back to Ben's seat; the game is played out; Play again keeps Ben's phone on Ben,
 * which shows the new game at once, and that game is played out too. Every message and page checked as Ben's own.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyGameDef } from '../../src/engine/types';
import { def as horseFair } from '../../src/games/horse-fair/def';
import { enterPlayers } from '../e2e/support/browser';
import { monkey } from '../e2e/support/monkey';
import { NET_URL, join, received, savedGame, sharedPhones } from './support/phones';
import { chromiumGuest, expectMarksInSight, expectOnlyOwnViews, finished, playToEnd } from './support/game';

const def = horseFair as unknown as AnyGameDef;

const newPhone = sharedPhones();

/** Ben's mark above the board on the table phone, in the state `state`. */
const mark = (host: Page, state: string) => host.locator(`.phone-mark[data-phone-seat="1"][data-phone-state="${state}"]`);

describe('the table phone’s reload and Play again', () => {
  it('a reload shows the phone away, one invitation brings it back to its seat, and Play again keeps it on its player', async () => {
    const host = await newPhone();
    const ben = await newPhone();
    try {
      const page = host.page;
      // The table phone at 360 × 640 with Larger text: the phone marks must still be in sight.
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto(NET_URL);
      await page.evaluate(() => localStorage.setItem('fairground.settings', JSON.stringify({ largeText: true })));
      await page.reload();
      await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
      await enterPlayers(page, ['Ana', 'Ben', 'Cleo']);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('.playing').waitFor();
      await join(page, ben.page, 'Ben');
      const guest = chromiumGuest(ben.page);
      // A few moves, then the table phone reloads.
      for (let i = 0; (await savedGame(page)).log.length < 6; i++) {
        if (await guest.hasControls()) await guest.press(100 + i);
        await monkey(page, 200 + i, 'steps', 2);
      }
      const hide = page.locator('.private-bar').getByRole('button', { name: 'Hide' });
      if ((await hide.count()) > 0) await hide.click();
      await page.reload();
      await page.locator('.playing').waitFor();
      // Ben's phone is away, in sight above the board; the handover never names Ben; Ben's phone knows it lost the table.
      await mark(page, 'away').waitFor();
      expect(await expectMarksInSight(page)).toBe(1);
      // The away mark is a button to what can be done: the phones panel opens, its first button focused and in view.
      await mark(page, 'away').getByRole('button').click();
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        const r = el?.getBoundingClientRect();
        return { text: el?.textContent ?? '', inView: r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight };
      });
      expect(focused).toEqual({ text: 'Take Ben back into the handover', inView: true });
      const handover = page.locator('.handover');
      if ((await handover.count()) > 0) expect(await handover.first().innerText()).not.toContain("I'm Ben");
      await ben.page.getByText('This phone has lost the table.', { exact: false }).waitFor();
      // One invitation brings the same phone back, to Ben's seat, at the move the table is at.
      await ben.page.getByRole('button', { name: 'Join again' }).click();
      await join(page, ben.page, 'Ben', true);
      await mark(page, 'away').waitFor({ state: 'detached' });
      const now = String((await savedGame(page)).log.length);
      await expect(ben.page.locator('.playing.guest').getAttribute('data-moves')).resolves.toBe(now);
      await expect(ben.page.locator('main h1').innerText()).resolves.toBe('Horse Fair: Ben');
      await playToEnd(page, [{ name: 'Ben', page: guest }], 'Horse Fair', 300);
      const first = await finished(page);
      await ben.page.locator('#results-title').waitFor();
      const firstInbox = await received(ben.page);
      expect(expectOnlyOwnViews(def, first, new Map([['Ben', firstInbox]]))).toBeGreaterThan(5);

      // Play again: Ben's phone stays on Ben and shows the new game at once.
      await page.getByRole('button', { name: 'Play again' }).click();
      await page.waitForFunction((id) => !location.hash.includes(id), encodeURIComponent(first.id));
      await page.locator('.playing').waitFor();
      await ben.page.locator('#results-title').waitFor({ state: 'detached' });
      await ben.page.locator('.playing.guest[data-moves]').waitFor();
      await mark(page, 'away').waitFor({ state: 'detached' });
      await expect(page.locator('.phone-mark[data-phone-seat="1"]').count()).resolves.toBe(1);
      await playToEnd(page, [{ name: 'Ben', page: guest }], 'Horse Fair', 900);
      const second = await finished(page);
      expect(second.id).not.toBe(first.id);
      const secondInbox = (await received(ben.page)).slice(firstInbox.length);
      expect(expectOnlyOwnViews(def, second, new Map([['Ben', secondInbox]]))).toBeGreaterThan(5);
      expect(second.log.some((e) => e.kind === 'act' && e.actor === 1)).toBe(true);
    } finally {
      await ben.context.close();
      await host.context.close();
    }
  });
});
