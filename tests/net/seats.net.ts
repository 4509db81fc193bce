/**
 * A phone is bound to its player, not to a seat number (inside isolated-net only): Ben's and Cleo's phones are invited
 * on the setup screen, then a seat is edited (move up, move down, remove, make a bot, rename), then a whole game of
 * Horse Fair is played. Each phone follows its player to the player's new seat, or, when its player is gone, is let
 * go with a plain message on both phones; every message and every page of each guest holds only its own player's view.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyGameDef } from '../../src/engine/types';
import { def as horseFair } from '../../src/games/horse-fair/def';
import { NET_URL, horseFairSetup, join, received, sharedPhones, withBenAndCleo } from './support/phones';
import { parseHostMessage } from '../../src/net/protocol';
import { chromiumGuest, expectOnlyOwnViews, finished, playToEnd } from './support/game';

const def = horseFair as unknown as AnyGameDef;

const newPhone = sharedPhones();

/** Every edit of the seats, in turn, on the setup screen of Ana, Ben, Cleo, Di, Eve, Fay (phones for Ben, Cleo, Di, Eve). */
const EDITS: { name: string; make(host: Page): Promise<void>; players: string[]; endsPhone?: [string, RegExp] }[] = [
  { name: 'move up', make: (h) => h.getByRole('button', { name: 'Move player 2 up' }).click(), players: ['Ben', 'Ana', 'Cleo', 'Di', 'Eve', 'Fay'] },
  { name: 'move down', make: (h) => h.getByRole('button', { name: 'Move player 3 down' }).click(), players: ['Ben', 'Ana', 'Di', 'Cleo', 'Eve', 'Fay'] },
  { name: 'remove', make: (h) => h.getByRole('button', { name: 'Remove player 2' }).click(), players: ['Ben', 'Di', 'Cleo', 'Eve', 'Fay'] },
  {
    name: 'make a bot',
    make: (h) => h.getByRole('button', { name: 'Player 2 is a bot' }).click(),
    players: ['Ben', '?', 'Cleo', 'Eve', 'Fay'],
    endsPhone: ['Di', /Di’s seat is played by a bot now/],
  },
  {
    name: 'rename',
    make: (h) => h.locator('#player-3').fill('Eva'),
    players: ['Ben', '?', 'Cleo', 'Eva', 'Fay'],
    endsPhone: ['Eve', /Eve’s name was changed/],
  },
];

/** The names typed on the setup screen now. */
const typed = (host: Page) => host.locator('.player-row input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe('phones invited at setup follow their players through every seat edit', () => {
  it('move up, move down, remove, make a bot, rename after the invitations, then a whole game: each phone shows only its own player', async () => {
    const host = await newPhone();
    const phones = new Map<string, Page>();
    try {
      const page = host.page;
      await horseFairSetup(page, ['Ana', 'Ben', 'Cleo', 'Di', 'Eve', 'Fay']);
      for (const name of ['Ben', 'Cleo', 'Di', 'Eve']) {
        const phone = await newPhone();
        phones.set(name, phone.page);
        await join(page, phone.page, name, false, true);
      }
      for (const edit of EDITS) {
        await edit.make(page);
        const now = await typed(page);
        expect(
          now.map((n, i) => (edit.players[i] === '?' ? '?' : n)),
          edit.name,
        ).toEqual(edit.players);
        if (edit.endsPhone) {
          // Let go with a plain message on both phones, before the game starts.
          const [name, why] = edit.endsPhone;
          await phones.get(name)?.getByText(why).waitFor();
          await page.getByText(new RegExp(`^${name}’s phone was let go`)).waitFor();
        }
        // The table lists each phone left at its player's name.
        await page.locator('details.phones').evaluate((d) => ((d as HTMLDetailsElement).open = true));
        for (const name of ['Ben', 'Cleo']) await page.getByText(`${name}: on their phone`).waitFor();
      }
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('.playing').waitFor();
      const playing = ['Ben', 'Cleo'];
      for (const name of playing) await phones.get(name)?.locator('.playing.guest[data-moves]').waitFor({ timeout: 20_000 });
      const guests = playing.map((name) => ({ name, page: chromiumGuest(phones.get(name) as Page) }));
      const pages = await playToEnd(page, guests, 'Horse Fair', 7000);
      const rec = await finished(page);
      expect(rec.players.filter((_, s) => !(rec.bots ?? []).includes(s))).toEqual(['Ben', 'Cleo', 'Eva', 'Fay']);
      const inbox = new Map<string, string[]>();
      for (const name of playing) inbox.set(name, await received(phones.get(name) as Page));
      for (const [name, why] of EDITS.flatMap((e) => (e.endsPhone ? [e.endsPhone] : []))) {
        // A phone let go was sent no view at all, and still shows why.
        const phone = phones.get(name) as Page;
        expect((await received(phone)).filter((t) => t.includes('"kind":"view"'))).toEqual([]);
        await phone.getByText(why).waitFor();
      }
      expect(pages).toBeGreaterThan(10);
      expect(expectOnlyOwnViews(def, rec, inbox)).toBeGreaterThan(5);
      for (const name of playing) expect(rec.log.some((e) => e.kind === 'act' && e.actor === rec.players.indexOf(name))).toBe(true);
    } finally {
      for (const phone of phones.values()) await phone.context().close();
      await host.context.close();
    }
  });

  it('an invitation open while the seats change is its player’s: Ben’s phone joins Ben wherever he sits; Cleo made a bot, hers joins nobody', async () => {
    await withBenAndCleo(newPhone, async (host, ben, cleo) => {
      const page = host.page;
      const openPanel = () => page.locator('details.phones').evaluate((d) => ((d as HTMLDetailsElement).open = true));
      /** Invites `name`'s phone on the table and takes the invitation on `guest`; returns the guest's answer. */
      const invite = async (guest: Page, name: string): Promise<string> => {
        await openPanel();
        await page.locator('#invite-seat').selectOption({ label: name });
        await page.getByRole('button', { name: 'Invite a phone' }).click();
        const offer = page.locator('#invite-code');
        await offer.waitFor({ timeout: 20_000 });
        await guest.goto(`${NET_URL}#/join`);
        await guest.locator('#join-offer').fill(await offer.inputValue());
        await guest.getByRole('button', { name: 'Use this code' }).click();
        const answer = guest.locator('#join-answer');
        await answer.waitFor({ timeout: 20_000 });
        return answer.inputValue();
      };
      const answer = async (text: string) => {
        await page.locator('#invite-answer').fill(text);
        await page.getByRole('button', { name: 'Use this code' }).click();
      };
      // Ben's invitation is open when he is moved up to the first seat: his phone joins Ben, not the second seat's Ana.
      const bensAnswer = await invite(ben.page, 'Ben');
      await page.getByRole('button', { name: 'Move player 2 up' }).click();
      await page.getByRole('heading', { name: 'Invite Ben’s phone' }).waitFor();
      await answer(bensAnswer);
      await ben.page.getByText('This is Ben’s phone for a game of Horse Fair.').waitFor({ timeout: 20_000 });
      await openPanel();
      await page.getByText('Ben: on their phone').waitFor();
      // Cleo's invitation is open when her seat is made a bot: the invitation is given up and her answer joins nobody.
      await invite(cleo.page, 'Cleo');
      await page.getByRole('button', { name: 'Player 3 is a bot' }).click();
      await page.getByText(/^Cleo is not a player at this table any more/).waitFor();
      await expect(page.getByRole('heading', { name: 'Invite Cleo’s phone' }).count()).resolves.toBe(1);
      await expect(page.locator('#invite-answer').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(received(cleo.page)).resolves.toEqual([]);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('.playing').waitFor();
      await ben.page.locator('.playing.guest[data-moves]').waitFor({ timeout: 20_000 });
      const views = (await received(ben.page)).map((t) => parseHostMessage(t)).flatMap((p) => (p.ok && p.message.kind === 'view' ? [p.message] : []));
      expect(views.length).toBeGreaterThan(0);
      for (const m of views) {
        expect(m.seat).toBe(0);
        expect(m.players[m.seat]).toBe('Ben');
      }
    });
  });
});
