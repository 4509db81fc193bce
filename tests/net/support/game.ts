/**
 * A whole game on a table phone with guest phones (inside isolated-net only), and the check that every message and
 * every page a guest saw held only its own player's view (by name: a player may sit at another seat than the one
 * their phone was invited for).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyGameDef } from '../../../src/engine/types';
import type { HfState } from '../../../src/games/horse-fair/types';
import { parseHostMessage } from '../../../src/net/protocol';
import { replay, step } from '../../../src/session/replay';
import type { SavedGame } from '../../../src/storage/schema';
import { monkey } from '../../e2e/support/monkey';
import { received, savedGame } from './phones';

/** A guest phone in the game: its page and its player's name. */
export interface Guest {
  name: string;
  /** The page, or a driver of another engine that can do the same few things. */
  page: GuestPage;
}

/** What the game loop needs of a guest phone's page (Chromium's page, or Firefox's through its own driver). */
export interface GuestPage {
  /** Whether the phone shows a control of its own private view that can be pressed. */
  hasControls(): Promise<boolean>;
  /** Two seeded presses of the monkey inside the page. */
  press(seed: number): Promise<void>;
  /** The page's heading and its private view's label (what a reader sees of whose phone it is). */
  whose(): Promise<{ heading: string; privateLabel: string | null }>;
  /** Every text the phone received on its data channel so far. */
  inbox(): Promise<string[]>;
  /** Whether the results are shown. */
  over(): Promise<boolean>;
}

/** A Chromium guest page as a {@link GuestPage}. */
export function chromiumGuest(page: Page): GuestPage {
  return {
    hasControls: () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main .private :is(button, input, select):not(.coach *)')].some((el) => !(el as HTMLButtonElement).disabled),
      ),
    press: async (seed) => void (await monkey(page, seed, 'steps', 2)),
    whose: () =>
      page.evaluate(() => ({
        heading: document.querySelector('main h1')?.textContent ?? '',
        privateLabel: document.querySelector('main .private')?.getAttribute('aria-label') ?? null,
      })),
    inbox: () => received(page),
    over: async () => (await page.locator('#results-title').count()) > 0,
  };
}

/**
 * Plays the game open on `host` to its end: the table's seats and public moves by the monkey on the table phone,
 * each guest's moves by the monkey on that phone. After every round each guest's page is checked to show its own
 * player's name only (`title: name` heading, `name’s move` private view). Returns how many pages were checked.
 */
export async function playToEnd(host: Page, guests: readonly Guest[], title: string, seed: number): Promise<number> {
  let pages = 0;
  for (let round = 0; round < 3000; round++) {
    if ((await host.locator('#results-title').count()) > 0) break;
    for (const g of guests) {
      const seen = await g.page.whose();
      expect(seen.heading).toBe(`${title}: ${g.name}`);
      if (seen.privateLabel !== null) expect(seen.privateLabel).toBe(`${g.name}’s move`);
      pages++;
      if (await g.page.hasControls()) await g.page.press(seed++);
    }
    // The handover never names a player on a phone.
    const handover = host.locator('.handover');
    if ((await handover.count()) > 0) {
      const text = await handover.first().innerText();
      for (const g of guests) expect(text).not.toContain(`I'm ${g.name}`);
    }
    if (round % 10 === 0 && (await host.locator('.board-screen').count()) > 0) expect(await expectMarksInSight(host)).toBe(guests.length);
    await monkey(host, seed++, 'steps', 2);
  }
  await host.locator('#results-title').waitFor({ timeout: 30_000 });
  return pages;
}

/**
 * Checks every text each guest received against the replay of the host's log: each view is exactly its player's
 * seat's view and the table's at that move (and in Horse Fair no other hand appears anywhere in it); a "seat" message
 * names its player. Returns how many views were checked.
 */
export function expectOnlyOwnViews(def: AnyGameDef, rec: SavedGame, inbox: ReadonlyMap<string, readonly string[]>): number {
  expect(JSON.stringify(replay(def, rec))).toBe(JSON.stringify(rec.state));
  const states: unknown[] = [def.setup(rec.players, rec.options, rec.seed, rec.createdAt)];
  for (const entry of rec.log) states.push(step(def, states[states.length - 1], entry));
  let checked = 0;
  for (const [name, texts] of inbox) {
    const seat = rec.players.indexOf(name);
    for (const text of texts) {
      const parsed = parseHostMessage(text);
      if (!parsed.ok) throw new Error(`${name}’s phone received a message it cannot read: ${text.slice(0, 80)}`);
      const m = parsed.message;
      if (m.kind === 'end') continue;
      if (m.kind === 'seat') {
        expect(m.name).toBe(name);
        continue;
      }
      expect(m.gameId).toBe(rec.gameId);
      expect(m.players).toEqual(rec.players);
      const state = states[m.moves];
      expect(m.seat, `${name}’s phone got seat ${m.seat}’s view`).toBe(seat);
      expect(JSON.stringify(m.seatView)).toBe(JSON.stringify(def.view(state, seat)));
      expect(JSON.stringify(m.tableView)).toBe(JSON.stringify(def.view(state, 'table')));
      if (def.id === 'horse-fair') {
        const st = state as HfState;
        for (const [other, hand] of st.hands.entries()) if (other !== seat && hand.length > 0) expect(text).not.toContain(JSON.stringify(hand));
      }
      checked++;
    }
  }
  return checked;
}

/** The game open on `host` as saved, once its results show. */
export async function finished(host: Page): Promise<SavedGame> {
  await host.locator('#results-title').waitFor();
  return savedGame(host);
}

/**
 * Checks that every phone mark on the table phone's board is wholly in sight (inside the viewport, not under the
 * board's scroll): who is still to act on a phone, or whose phone is away. Returns how many marks there are.
 */
export async function expectMarksInSight(host: Page): Promise<number> {
  const { marks, height, width } = await host.evaluate(() => ({
    marks: [...document.querySelectorAll('.phone-mark')].map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    height: innerHeight,
    width: innerWidth,
  }));
  for (const r of marks) {
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.left).toBeGreaterThanOrEqual(0);
    expect(r.bottom).toBeLessThanOrEqual(height);
    expect(r.right).toBeLessThanOrEqual(width);
  }
  return marks.length;
}
