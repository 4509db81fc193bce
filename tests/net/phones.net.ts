/**
 * Several phones, one table (docs/architecture.md, "Several phones"), in Chromium inside isolated-net only: a table phone and
 * guest phones in contexts of their own, joined through the codes' text, play a whole game of each of the four
 * (the table's own seats and public moves by the seeded monkey on the table phone, each guest's moves by the
 * monkey on that phone, through the game's own private view). Mid-game one guest's phone is closed ("phone away")
 * and rejoins with a new invitation, getting the current view; another seat, one the game waits on then, is taken back
 * into the handover and makes that move through the table phone.
 * At the end the table phone's saved state equals a replay of its log, and every message each guest received
 * was exactly its own seat's view and the table's at that move: no other seat's secret, ever.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyGameDef } from '../../src/engine/types';
import { def as festivalCharter } from '../../src/games/festival-charter/def';
import { def as horseFair } from '../../src/games/horse-fair/def';
import { def as redBlueGold } from '../../src/games/red-blue-gold/def';
import { def as ribbonFair } from '../../src/games/ribbon-fair/def';
import { replay } from '../../src/session/replay';
import { enterPlayers } from '../e2e/support/browser';
import { monkey } from '../e2e/support/monkey';
import { NET_URL, join, received, savedGame, sharedPhones } from './support/phones';
import { expectOnlyOwnViews } from './support/game';

interface Game {
  id: string;
  title: string;
  /** Names at the table, in seat order: the table phone's own seat first. */
  players: string[];
  /** Seats joined from phones. */
  guests: number[];
  /** Fill the seats left empty with bots (Red Blue Gold's 13). */
  bots: boolean;
  def: AnyGameDef;
}

const GAMES: Game[] = [
  { id: 'horse-fair', title: 'Horse Fair', players: ['Ana', 'Bo', 'Cy', 'Di'], guests: [1, 2, 3], bots: false, def: horseFair as unknown as AnyGameDef },
  {
    id: 'festival-charter',
    title: 'Festival Charter',
    players: ['Ana', 'Bo', 'Cy', 'Di'],
    guests: [1, 2, 3],
    bots: false,
    def: festivalCharter as unknown as AnyGameDef,
  },
  { id: 'ribbon-fair', title: 'Ribbon Fair', players: ['Ana', 'Bo', 'Cy', 'Di'], guests: [1, 2, 3], bots: false, def: ribbonFair as unknown as AnyGameDef },
  {
    id: 'red-blue-gold',
    title: 'Red Blue Gold',
    players: ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', ...Array<string>(6).fill('')],
    guests: [1, 2, 3, 4, 5, 6],
    bots: true,
    def: redBlueGold as unknown as AnyGameDef,
  },
];

const newPhone = sharedPhones();

/** Back to the table on the table phone (the monkey may have left a private view open). */
async function toTable(page: Page): Promise<void> {
  // A sheet the monkey opened over the board or a private view (the menu, "A stall leaves") is put away, as a person
  // would, before the view is hidden (the sheet lies over its Hide), and again after.
  const closeSheet = async () => {
    if ((await page.locator('dialog.sheet[open]').count()) > 0) await page.keyboard.press('Escape');
    await page.locator('dialog.sheet[open]').waitFor({ state: 'detached' });
  };
  await closeSheet();
  const hide = page.locator('.private-bar').getByRole('button', { name: 'Hide' });
  if ((await hide.count()) > 0) await hide.click();
  await closeSheet();
  await page.locator('details.phones').waitFor();
}

/** Whether the guest phone on `page` shows a control of its own private view that can be pressed. */
async function hasControls(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main .private :is(button, input, select):not(.coach *)')].some((el) => !(el as HTMLButtonElement).disabled),
  );
}

/** The texts each seat's phones received (a rejoined seat's two phones together). */
type Inbox = Map<number, string[]>;

describe('several phones, one table', () => {
  for (const [n, g] of GAMES.entries()) {
    it(`${g.title}: the table phone and ${g.guests.length} guest phones${g.bots ? ' and bots' : ''} play a whole game; one phone drops and rejoins, one seat goes back to the handover`, async () => {
      const host = await newPhone();
      const phones = new Map<number, Page>();
      const inbox: Inbox = new Map(g.guests.map((s) => [s, []]));
      try {
        const page = host.page;
        await page.goto(NET_URL);
        await page.getByRole('button', { name: `New game of ${g.title}` }).click();
        await enterPlayers(page, g.players);
        if (g.bots) await page.getByRole('button', { name: 'Fill the empty seats with bots' }).click();
        await page.getByRole('button', { name: 'Start the game' }).click();
        await page.locator('.playing').waitFor();
        for (const seat of g.guests) {
          const phone = await newPhone();
          phones.set(seat, phone.page);
          await join(page, phone.page, g.players[seat] ?? '');
        }
        const dropSeat = g.guests[0] ?? 1;
        const dropName = g.players[dropSeat] ?? '';
        let backSeat = -1;
        let dropped = false;
        let takenBack = false;
        let backAt = Infinity;
        let seed = 5000 * (n + 1);
        for (let round = 0; round < 3000; round++) {
          if ((await page.locator('#results-title').count()) > 0) break;
          const moves = (await savedGame(page)).log.length;
          if (!dropped && moves >= 12) {
            // The phone sleeps (its page closes): the table shows it away; a new invitation brings it back.
            await toTable(page);
            const old = phones.get(dropSeat);
            if (old) {
              inbox.get(dropSeat)?.push(...(await received(old)));
              await old.context().close();
            }
            await page.locator(`.phone-mark[data-phone-seat="${dropSeat}"][data-phone-state="away"]`).waitFor();
            const phone = await newPhone();
            phones.set(dropSeat, phone.page);
            await join(page, phone.page, dropName, true);
            // The rejoined phone shows the game as it is now: the table's moves so far (the bots may move meanwhile, so
            // the two are read together until they agree, each time afresh).
            await expect
              .poll(
                async () => {
                  const shown = await phone.page.locator('.playing.guest').getAttribute('data-moves');
                  return shown === String((await savedGame(page)).log.length);
                },
                { timeout: 15_000 },
              )
              .toBe(true);
            dropped = true;
          }
          // A seat the game waits on now, so it has a move to make through the handover (a Red Blue Gold player who holds
          // no cards in the play rounds is not called again).
          const waiting = dropped && !takenBack && moves >= 24 ? g.def.waitingOn((await savedGame(page)).state) : [];
          const back = g.guests.find((s) => s !== dropSeat && phones.has(s) && waiting.includes(s));
          if (back !== undefined) {
            backSeat = back;
            const backName = g.players[backSeat] ?? '';
            const old = phones.get(backSeat);
            await toTable(page);
            await page.locator('details.phones').evaluate((d) => ((d as HTMLDetailsElement).open = true));
            await page.getByRole('button', { name: `Take ${backName} back into the handover` }).click();
            if (old) {
              await old.getByText(`On the table phone, ${backName} was taken back into the handover`, { exact: false }).waitFor();
              inbox.get(backSeat)?.push(...(await received(old)));
              await old.context().close();
            }
            phones.delete(backSeat);
            backAt = (await savedGame(page)).log.length;
            takenBack = true;
          }
          // The handover never names a seat whose phone is joined.
          const handover = page.locator('.handover');
          if ((await handover.count()) > 0) {
            const text = await handover.first().innerText();
            for (const seat of phones.keys()) expect(text).not.toContain(`I'm ${g.players[seat] ?? ''}`);
          }
          // A guest phone with nothing of its own to press (not its move) is left alone: the monkey would only idle.
          for (const phone of phones.values()) if (await hasControls(phone)) await monkey(phone, seed++, 'steps', 2);
          if (round % 25 === 0) console.log(`${g.title}: round ${round}, ${moves} moves`);
          await monkey(page, seed++, 'steps', 2);
        }
        await page.locator('#results-title').waitFor({ timeout: 30_000 });
        expect(dropped && takenBack).toBe(true);
        for (const [seat, phone] of phones) {
          await phone.locator('#results-title').waitFor({ timeout: 10_000 });
          inbox.get(seat)?.push(...(await received(phone)));
        }
        const rec = await savedGame(page);
        expect(JSON.stringify(replay(g.def, rec))).toBe(JSON.stringify(rec.state));
        // The guests did play: moves by each phone seat are in the table's log.
        for (const seat of g.guests) expect(rec.log.some((e) => e.kind === 'act' && e.actor === seat)).toBe(true);
        // The seat taken back went on through the table phone's handover.
        expect(rec.log.slice(backAt).some((e) => e.kind === 'act' && e.actor === backSeat)).toBe(true);
        // Each seat's texts under its player's name, as the check reads them.
        const byName = new Map([...inbox].map(([seat, texts]) => [rec.players[seat] ?? '', texts]));
        expect(expectOnlyOwnViews(g.def, rec, byName)).toBeGreaterThan(g.guests.length * 5);
      } finally {
        for (const phone of phones.values())
          await phone
            .context()
            .close()
            .catch(() => undefined);
        await host.context.close();
      }
    });
  }
});
