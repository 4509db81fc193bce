/**
 * Joining by camera (inside isolated-net only): the guest phone's camera is Chromium's fake capture showing the
 * table phone's invitation as a QR code; Join a table reads it (the QR reader of the build, with no network beyond
 * the app's own files) and answers, and the table phone takes the answer's text. The guest then shows its seat.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enterPlayers, expectNoAxeViolations } from '../e2e/support/browser';
import { NET_URL, launch, openPhone, sharedPhones } from './support/phones';
import { writeQrVideo } from './support/y4m';

const newPhone = sharedPhones();

describe('joining a table by camera', () => {
  it('the guest phone scans the invitation from its camera and joins the seat', async () => {
    const host = await newPhone();
    await host.page.goto(NET_URL);
    await host.page.getByRole('button', { name: 'New game of Festival Charter' }).click();
    await enterPlayers(host.page, ['Ana', 'Bo', 'Cy', 'Di']);
    await host.page.getByRole('button', { name: 'Start the game' }).click();
    await host.page.locator('details.phones > summary').click();
    await host.page.locator('#invite-seat').selectOption({ label: 'Cy' });
    await host.page.getByRole('button', { name: 'Invite a phone' }).click();
    const offer = await host.page.locator('#invite-code').inputValue({ timeout: 20_000 });
    await expect(host.page.getByRole('img', { name: 'Invitation code for Cy’s phone' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(host.page, 'the table phone’s invitation');

    // The guest phone: a browser of its own whose camera sees the invitation.
    const video = joinPath(mkdtempSync(joinPath(tmpdir(), 'fairground-camera-')), 'offer.y4m');
    writeQrVideo(video, offer);
    const phone = await launch(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`, '--use-fake-ui-for-media-stream']);
    try {
      const guest = await openPhone(phone);
      await guest.context.grantPermissions(['camera'], { origin: NET_URL });
      await guest.page.goto(`${NET_URL}#/join`);
      const answer = await guest.page.locator('#join-answer').inputValue({ timeout: 60_000 });
      await expectNoAxeViolations(guest.page, 'the guest phone’s answer');
      await host.page.locator('#invite-answer').fill(answer);
      await host.page.getByRole('button', { name: 'Use this code' }).click();
      await guest.page.locator('.playing.guest[data-moves]').waitFor({ timeout: 20_000 });
      await expect(guest.page.locator('h1').innerText()).resolves.toBe('Festival Charter: Cy');
      await expectNoAxeViolations(guest.page, 'the guest phone in a game');
      await host.page.locator('details.phones > summary').click();
      await host.page.getByText('Cy: on their phone').waitFor();
    } finally {
      await phone.close();
      await host.context.close();
    }
  });
});
