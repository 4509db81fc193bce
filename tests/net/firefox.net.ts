/**
 * Mixed phones (inside isolated-net only): a Chromium table phone, Ben's phone in Firefox ESR (Gecko, over WebDriver
 * BiDi) and Cleo's in Chromium play a whole Horse Fair through the codes' text; every message and page of each guest
 * holds only its own player's view.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../src/engine/types';
import { def as horseFair } from '../../src/games/horse-fair/def';
import { enterPlayers } from '../e2e/support/browser';
import { NET_URL, join, received, sharedPhones } from './support/phones';
import { chromiumGuest, expectOnlyOwnViews, finished, playToEnd } from './support/game';
import { answerOnFirefox, firefoxGuest, openFirefoxPhone, type FirefoxPhone } from './support/firefox';

const def = horseFair as unknown as AnyGameDef;

const newPhone = sharedPhones();

describe('a Firefox guest with a Chromium table phone', () => {
  it('Ben on Firefox ESR and Cleo on Chromium play a whole Horse Fair with the table phone', async () => {
    const host = await newPhone();
    const cleo = await newPhone();
    let ff: FirefoxPhone | null = null;
    try {
      ff = await openFirefoxPhone();
      console.log(`Firefox guest: ${ff.version}`);
      const page = host.page;
      await page.goto(NET_URL);
      await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
      await enterPlayers(page, ['Ana', 'Ben', 'Cleo']);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('.playing').waitFor();
      // Ben's Firefox phone joins through the codes' text.
      const panel = page.locator('details.phones');
      if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
      await page.locator('#invite-seat').selectOption({ label: 'Ben' });
      await page.getByRole('button', { name: 'Invite a phone' }).click();
      await page.locator('#invite-code').waitFor({ timeout: 20_000 });
      const offer = await page.locator('#invite-code').inputValue();
      const answer = await answerOnFirefox(ff.page, offer);
      console.log(`codes: Chromium's invitation ${offer.length} bytes, Firefox's answer ${answer.length} bytes`);
      await page.locator('#invite-answer').fill(answer);
      await page.getByRole('button', { name: 'Use this code' }).click();
      await ff.page.waitForSelector('.playing.guest[data-moves]', { timeout: 20_000 });
      await join(page, cleo.page, 'Cleo');
      const ben = firefoxGuest(ff.page);
      const pages = await playToEnd(
        page,
        [
          { name: 'Ben', page: ben },
          { name: 'Cleo', page: chromiumGuest(cleo.page) },
        ],
        'Horse Fair',
        4100,
      );
      const rec = await finished(page);
      await ff.page.waitForSelector('#results-title');
      const inbox = new Map([
        ['Ben', await ben.inbox()],
        ['Cleo', await received(cleo.page)],
      ]);
      expect(pages).toBeGreaterThan(10);
      expect(expectOnlyOwnViews(def, rec, inbox)).toBeGreaterThan(10);
      // Ben's moves, made on Firefox, are in the table's log.
      expect(rec.log.some((e) => e.kind === 'act' && e.actor === 1)).toBe(true);
    } finally {
      await ff?.browser.close();
      await cleo.context.close();
      await host.context.close();
    }
  });
});
