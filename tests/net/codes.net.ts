/**
 * The pairing codes' errors as players meet them (inside isolated-net only), each in the app's own words, never the
 * browser's: a damaged invitation, one from another version, a text far too long, a used invitation (on the phone
 * that used it, at once; on a third phone, what to try next within seconds; its answer on the table, at once), and a
 * forged answer (its fingerprint changed) that the table phone refuses once the phones meet.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CODE_ERRORS, decodeCode, encodeCode } from '../../src/net/code';
import { LINK_ERRORS } from '../../src/net/link';
import { NET_URL, join, sharedPhones, withBenAndCleo } from './support/phones';

const newPhone = sharedPhones();

/** The table phone's invitation for `name`, shown on the setup screen. */
async function invitation(host: Page, name: string): Promise<string> {
  const panel = host.locator('details.phones');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await host.locator('#invite-seat').selectOption({ label: name });
  await host.getByRole('button', { name: 'Invite a phone' }).click();
  const box = host.locator('#invite-code');
  await box.waitFor({ timeout: 20_000 });
  return box.inputValue();
}

/** Pastes `text` as the table's invitation on the guest phone `guest` (opening Join a table). */
async function pasteOffer(guest: Page, text: string): Promise<void> {
  await guest.goto(`${NET_URL}#/`);
  await guest.goto(`${NET_URL}#/join`);
  await guest.locator('#join-offer').fill(text);
  await guest.getByRole('button', { name: 'Use this code' }).click();
}

/** Pastes `text` as the guest's answer on the table phone. */
async function pasteAnswer(host: Page, text: string): Promise<void> {
  await host.locator('#invite-answer').fill(text);
  await host.getByRole('button', { name: 'Use this code' }).click();
}

describe('a code that is wrong is answered in words a player understands', () => {
  it('damaged, another version, too long, used, and forged codes each get their message', async () => {
    await withBenAndCleo(newPhone, async (host, ben, cleo) => {
      const page = host.page;

      const offer = await invitation(page, 'Ben');
      const mid = Math.floor(offer.length / 2);
      const flipped = offer.slice(0, mid) + (offer[mid] === 'A' ? 'B' : 'A') + offer.slice(mid + 1);
      const cases: [string, string][] = [
        [flipped, CODE_ERRORS.damaged],
        [offer.slice(0, -10), CODE_ERRORS.damaged],
        [offer.replace(/^FG2\./, 'FG1.'), CODE_ERRORS.otherVersion],
        [offer + 'A'.repeat(5000), CODE_ERRORS.tooLong],
      ];
      for (const [text, error] of cases) {
        await pasteOffer(ben.page, text);
        await ben.page.getByRole('alert').getByText(error, { exact: true }).waitFor();
        expect(await ben.page.locator('#join-answer').count()).toBe(0);
      }
      await page.getByRole('button', { name: 'Close' }).click();

      // Ben's phone joins with an invitation; the same invitation is then used again.
      const { offer: used } = await join(page, ben.page, 'Ben', false, true);
      await pasteOffer(ben.page, used);
      await ben.page.getByRole('alert').getByText('This invitation was already used', { exact: false }).waitFor();
      // On a third phone it is answered, but nothing takes that answer: within seconds it says what to try next.
      await pasteOffer(cleo.page, used);
      const answerBox = cleo.page.locator('#join-answer');
      await answerBox.waitFor({ timeout: 20_000 });
      const usedAnswer = await answerBox.inputValue();
      await cleo.page.getByRole('alert').getByText('The table phone has not taken this answer yet.', { exact: false }).waitFor({ timeout: 20_000 });
      // That answer, scanned on the table for a new invitation, is named as used at once.
      await invitation(page, 'Cleo');
      await pasteAnswer(page, usedAnswer);
      await page.getByRole('alert').getByText('That answer is for an invitation already used', { exact: false }).waitFor();

      // A forged answer: Cleo's real answer with its fingerprint changed (and its check bytes made again).
      await cleo.page.getByRole('button', { name: 'Start again' }).click();
      const cleoOffer = await page.locator('#invite-code').inputValue();
      await cleo.page.locator('#join-offer').fill(cleoOffer);
      await cleo.page.getByRole('button', { name: 'Use this code' }).click();
      await answerBox.waitFor({ timeout: 20_000 });
      // Start again with the same invitation, not yet taken: a new answer, never "already used".
      await cleo.page.getByRole('button', { name: 'Start again' }).click();
      await cleo.page.locator('#join-offer').fill(cleoOffer);
      await cleo.page.getByRole('button', { name: 'Use this code' }).click();
      await answerBox.waitFor({ timeout: 20_000 });
      await expect(cleo.page.getByText('This invitation was already used', { exact: false }).count()).resolves.toBe(0);
      const real = decodeCode(await answerBox.inputValue());
      if (!real.ok) throw new Error(real.error);
      const sdp = real.value.sdp.replace(
        /(a=fingerprint:sha-256 (?:[0-9A-F]{2}:){31})([0-9A-F]{2})/,
        (_, head: string, last: string) => head + (last === '00' ? '01' : '00'),
      );
      expect(sdp).not.toBe(real.value.sdp);
      await pasteAnswer(page, encodeCode({ ...real.value, sdp }));
      await page.getByRole('alert').getByText(LINK_ERRORS.fingerprint, { exact: true }).waitFor({ timeout: 40_000 });
      // No phone joined for Cleo, and nothing the browser says reached the players.
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('main').innerText()).resolves.not.toMatch(/Failed to execute|setRemoteDescription|DOMException|OperationError/);
      await expect(cleo.page.locator('main').innerText()).resolves.not.toMatch(/Failed to execute|setRemoteDescription|DOMException|OperationError/);
      await expect(page.getByText('Cleo: on their phone').count()).resolves.toBe(0);
    });
  });
});
