/**
 * A phone invited on the setup screen (inside isolated-net only): it joins before the game exists, waits for the
 * table, gets its seat's first view when the game starts, and the handover never names that seat.
 */
import { describe, expect, it } from 'vitest';
import { enterPlayers } from '../e2e/support/browser';
import { monkey } from '../e2e/support/monkey';
import { NET_URL, join, savedGame, sharedPhones } from './support/phones';

const newPhone = sharedPhones();

describe('a phone invited at setup', () => {
  it('waits for the table, then plays its seat from the first move', async () => {
    const host = await newPhone();
    const guest = await newPhone();
    try {
      await host.page.goto(NET_URL);
      await host.page.getByRole('button', { name: 'New game of Festival Charter' }).click();
      await enterPlayers(host.page, ['Ana', 'Bo', 'Cy', 'Di']);
      await join(host.page, guest.page, 'Bo', false, true);
      // Before the start, a joined phone shows its player's name and the game.
      await guest.page.getByText('This is Bo’s phone for a game of Festival Charter. Waiting for the table phone to start it…').waitFor();
      await host.page.locator('details.phones > summary').click();
      await host.page.getByText('Bo: on their phone').waitFor();
      await host.page.getByRole('button', { name: 'Start the game' }).click();
      await host.page.locator('.playing').waitFor();
      await guest.page.locator('.playing.guest[data-moves]').waitFor({ timeout: 20_000 });
      await expect(guest.page.locator('h1').innerText()).resolves.toBe('Festival Charter: Bo');
      // Until Bo's phone has moved, the table's handover goes to the others only.
      for (let i = 0; i < 30; i++) {
        const rec = await savedGame(host.page);
        if (rec.log.some((e) => e.kind === 'act' && e.actor === 1)) break;
        const handover = host.page.locator('.handover');
        if ((await handover.count()) > 0) expect(await handover.first().innerText()).not.toContain("I'm Bo");
        if ((await guest.page.locator('main .private button:not([disabled]):not(.coach *)').count()) > 0) await monkey(guest.page, 100 + i, 'steps', 2);
        await monkey(host.page, 200 + i, 'steps', 2);
      }
      expect((await savedGame(host.page)).log.some((e) => e.kind === 'act' && e.actor === 1)).toBe(true);
    } finally {
      await guest.context.close();
      await host.context.close();
    }
  });
});
