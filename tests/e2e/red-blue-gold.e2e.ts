import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  enterPlayers,
  expectHandoverHoldsNoSecrets,
  expectNoAxeViolations,
  hold,
  revealSeat,
  savedGames,
  savedRecord,
  settled,
  shot,
  useBrowser,
} from './support/browser';
import { layoutProblems, openPhone } from './support/a11y';
import { openRecord, recordAt } from './support/board-phases';
import { def as rbg } from '../../src/games/red-blue-gold/def';
import type { RbgState } from '../../src/games/red-blue-gold/types';
import type { AnyGameDef } from '../../src/engine/types';
import { fillBuy, fillPlay, fillTrade, openSeat, press, RBG_SECRETS, submit } from './support/red-blue-gold';
// The match (the same as the tap bench's): what each buys, gives and accepts, and plays.
import { ACCEPT, BUY, GIFTS, NAMES, PLAY3 } from './support/red-blue-gold-match.mjs';

interface Saved {
  phase: string;
  round: number;
  hands: { red: number; blue: number; gold: number }[];
  submissions: unknown[];
  history: { round: number; counts: number[]; points: number[] }[];
  round4Skipped: boolean;
  final: { scores: number[]; places: number[]; winners: number[]; ec: number | null; ecBy: string | null; tokensWon: number[]; goldPays: boolean } | null;
}

const any = (d: typeof rbg) => d as unknown as AnyGameDef;
/** Thirteen names of 12 letters (as tests/e2e/board-names.e2e.ts seats them). */
const TWELVE = [
  'Bramblewoody',
  'Bramblewoods',
  'Mary Ann Lee',
  'Mary Ann Leo',
  'Christophers',
  'Christophera',
  'Wilhelmina W',
  'Wilhelmina M',
  'Clementine J',
  'Clementine K',
  'Maximilianus',
  'Maximilianos',
  'Bartholomews',
];

async function state(page: Page): Promise<Saved> {
  const g = await savedRecord(page);
  if (g.gameId !== 'red-blue-gold') throw new Error('The open Red Blue Gold game is not saved.');
  return g.state as Saved;
}

describe.each([
  ['at 360 × 640', 16, 1],
  ['at 200% text', 32, 2],
])('Red Blue Gold for 13 %s', (label, fontSize, screens) => {
  const browser = useBrowser({ open: () => openPhone(fontSize) });
  const tag = fontSize === 16 ? '' : '-200';

  /**
   * Looks at a screen: a screenshot, nothing spilling or overlapping, axe, and a private view no
   * taller than `screens` screens of 640 px (one decision per screen; two at most at 200% text).
   */
  async function look(name: string): Promise<void> {
    const { page } = browser;
    // The screen has settled and its motion is over (every animation that ends has ended).
    await settled(page);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await shot(page, `rbg${tag}-${name}`);
    // The form's button bar is sticky: what scrolls under it is out of sight, not overlapped, so the
    // layout is checked with the bar in its place in the flow (as the shared check does for the dock).
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.rbg-submit').forEach((e) => (e.style.position = 'static')));
    expect(await layoutProblems(page), `${label}, ${name}`).toEqual([]);
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.rbg-submit').forEach((e) => (e.style.position = '')));
    await expectNoAxeViolations(page, `${label}, ${name}`);
    // The form of one decision (under the app's "Only Ana should see this" bar, its button kept in reach at the bottom).
    const form = page.locator('.private .rbg-form');
    if ((await form.count()) > 0) {
      const box = await form.boundingBox();
      expect(box?.height ?? 0, `${label}, ${name}: the form's height`).toBeLessThanOrEqual(640 * screens);
    }
  }

  it('plays the match with the new forms to the prizes: a reload mid-round, privacy on every handover, every screen looked at', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page
      .locator('.pwa-bar')
      .getByRole('button', { name: 'OK' })
      .click({ timeout: 20_000 })
      .catch(() => undefined);
    await page.getByRole('button', { name: 'New game of Red Blue Gold' }).click();
    await enterPlayers(page, NAMES);
    await page.getByRole('radio', { name: '10 minutes' }).check();
    await page.getByText('about 46 seconds each per round: short for trading and playing').waitFor();
    await look('setup');
    await page.locator('summary', { hasText: 'PINs (optional)' }).click();
    await page.locator('summary', { hasText: 'Starting garnets (optional)' }).click();
    await look('setup-folds-open');
    await page.getByRole('radio', { name: '24 hours (as written)' }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();

    // The table opens with round 1's moment and every player on the handover panel.
    await page.locator('#reveal-title', { hasText: 'Round 1: buy' }).waitFor();
    await expect(page.locator('.handover-names li').count()).resolves.toBe(13);
    await look('table-start');

    // Round 1: one screen each.
    for (const name of NAMES) {
      await openSeat(page, name);
      await fillBuy(page, BUY[name] ?? {});
      if (name === 'Cy') await look('form-buy');
      await submit(page, /^Submit: buy/);
    }
    await page.locator('#reveal-title', { hasText: 'Round 1 closed: buy' }).waitFor();
    await look('table-round-1-closed');
    let s = await state(page);
    expect(s.history[0]?.counts).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0]);

    // Round 2: most submit at once; Hal's red to Gus is refused (Gus accepts nobody).
    for (const name of NAMES) {
      await openSeat(page, name);
      if (name === 'Hal') {
        await look('form-trade');
        await press(page, 'Choose whom to accept');
        await look('form-trade-accept');
        await press(page, /^Done: accept/);
        await press(page, 'Give cards');
        await look('form-trade-give');
        await press(page, 'Give to Gus');
        await press(page, 'More: Red to Gus');
        await look('form-trade-gift');
        await press(page, /^Done: /);
        await look('form-trade-ready');
      } else await fillTrade(page, GIFTS[name] ?? [], ACCEPT[name] ?? []);
      await submit(page, 'Submit trade');
    }
    await page.locator('#reveal-title', { hasText: 'Round 2 closed: trade' }).waitFor();
    await page.locator('.reveal').getByText('Cards changed hands: Jo +1, Kit −1, Lu −1, Mo +1.').waitFor();
    s = await state(page);
    expect(s.history[1]?.counts).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1]);

    // Round 3: Kit and Lu hold no cards: not called, and the table says so.
    await expect(page.locator('.handover-names li').allInnerTexts()).resolves.toEqual(
      NAMES.filter((n) => n !== 'Kit' && n !== 'Lu').map((n) => expect.stringContaining(`I'm ${n}`)),
    );
    await page.getByText('No cards, so not called this round: Kit and Lu.').waitFor();
    await look('table-round-3');
    // Ana lines up a card, then the app reloads: back at the table, Ana's game unsent.
    await openSeat(page, 'Ana');
    await press(page, /^Game with Bo \(/);
    await press(page, /^Add blue \(/);
    await page.reload();
    await page.locator('.handover').first().waitFor();
    s = await state(page);
    expect([s.phase, s.round, s.submissions.every((x) => x === null)]).toEqual(['round', 3, true]);
    for (const [name, games] of Object.entries(PLAY3)) {
      await openSeat(page, name);
      if (name === 'Hal') await page.getByText('Gus did not accept your 1 red: it stayed with you.').waitFor();
      if (name === 'Cy') {
        await look('form-play');
        await fillPlay(page, games);
        await press(page, /^Game with Di \(/);
        await look('form-play-game');
        await press(page, /^Done: /);
        await look('form-play-ready');
      } else await fillPlay(page, games);
      if (name === 'Hal') await look('form-play-refused-gift');
      await submit(page, /^Submit/);
    }
    await page.locator('#reveal-title', { hasText: 'Round 3 closed: play' }).waitFor();
    await page.locator('.reveal').getByText('Ana blue, blue against Bo blue, blue: Ana 4, Bo 4.').waitFor();
    await look('table-round-3-closed');
    s = await state(page);
    expect(s.round4Skipped).toBe(false);
    expect(s.history[2]?.points).toEqual([4, 4, 0, 0, 0, 2, 2, 3, 0, 0, 0, 0, 0]);

    // Round 4: only Cy and Mo hold a card; their two submissions close it.
    await expect(page.locator('.handover-names li').count()).resolves.toBe(2);
    await openSeat(page, 'Cy');
    await look('form-play-round-4');
    await fillPlay(page, { Mo: ['blue'] });
    await submit(page, /^Submit/);
    await openSeat(page, 'Mo');
    await fillPlay(page, { Cy: ['red'] });
    await submit(page, /^Submit/);

    // Prizes: Eve and Ivy share first place with gold; five tie on 0 points and 0 garnets, and both vote Kit.
    await page.locator('#reveal-title', { hasText: 'Eve and Ivy share first place' }).waitFor();
    await look('table-prizes');
    for (const name of ['Eve', 'Ivy']) {
      await openSeat(page, name);
      await press(page, 'Kit');
      if (name === 'Eve') await look('form-ec-vote');
      await submit(page, 'Vote for Kit as E.C.');
    }
    await page.locator('#results-title').waitFor();
    await page.getByText('E.C.:').first().waitFor();
    await look('results');
    s = await state(page);
    expect(s.phase).toBe('over');
    expect(s.final?.scores).toEqual([4, 4, 0, 0, 7, 2, 2, 3, 7, 0, 0, 0, 3]);
    expect([s.final?.winners, s.final?.ec, s.final?.ecBy, s.final?.goldPays]).toEqual([[4, 8], 10, 'vote', true]);
    // A whole 13-player match with an accessibility check on every screen: about 5 minutes alone at 200% text, up to
    // 15 on a busy 2-core machine. The limit is a net for a hung test, not a speed budget (that is the bench's).
  }, 1_200_000);
});

describe('Red Blue Gold: a game’s line-up at 360 × 640', () => {
  const browser = useBrowser({ open: () => openPhone(16) });
  // The long match's look() lays the sticky Done bar in the flow (what scrolls under it is out of sight): here the screen
  // is looked at as it opens, the bar in its place, and every control of the line-up is in sight above it, none half
  // under its divider (a tester saw "Remove last" there).
  it.each([5, 13])('%i players, round 3: every free card lined up, its colours to add and "Remove last" all above the Done bar', async (n) => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.locator('.shelf').waitFor();
    // Five short names; thirteen of twelve letters, whose names the screen's heading and hint say.
    const players = n === 5 ? NAMES.slice(0, n) : TWELVE;
    // Played (seeded) to a round 3 where the first seat called holds 9 cards, as a player who bought all 9 does.
    const record = recordAt<RbgState>(
      any(rbg),
      `rbg-lineup-${n}-${n === 5 ? 2 : 3}`,
      players,
      rbg.defaultOptions(n),
      (st) => st.phase === 'round' && st.round === 3 && st.submissions.every((x) => x === null),
    );
    await openRecord(page, BASE_URL, record);
    await page.locator('.handover .hold-btn').first().waitFor();
    await hold(page, page.locator('.handover .hold-btn').first());
    await page.locator('.private').waitFor();
    await page.locator('.settling').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Game with / })
      .first()
      .click();
    // Every free card lined up, as a finger adds them on the screen as it opened (taps, with no scrolling to a button).
    for (let i = 0; i < 12; i++) {
      const add = page.locator('.rbg-form button.rbg-add-card:not([disabled])').first();
      if ((await add.count()) === 0) break;
      await add.evaluate((b: HTMLElement) => b.click());
    }
    await settled(page);
    await page.screenshot({ path: `test-output/screens/rbg-lineup-${n}.png` });
    const covered = await page.evaluate(() => {
      const bar = document.querySelector('.private .rbg-submit')?.getBoundingClientRect();
      if (!bar) return ['no Done bar'];
      return [...document.querySelectorAll<HTMLElement>('.private .rbg-form button')]
        .filter((b) => !b.closest('.rbg-submit'))
        .flatMap((b) => {
          const r = b.getBoundingClientRect();
          return r.top < -0.5 || r.bottom > bar.top + 0.5
            ? [`"${b.textContent?.trim() ?? ''}" at ${Math.round(r.top)}–${Math.round(r.bottom)} px (the bar's divider at ${Math.round(bar.top)})`]
            : [];
        });
    });
    expect(covered).toEqual([]);
  });
});

describe('Red Blue Gold: PINs', () => {
  const browser = useBrowser();
  it('asks a player with a PIN for it before the reveal; a wrong PIN does not open the hand', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Red Blue Gold' }).click();
    await enterPlayers(page, ['Ana', 'Bo', 'Cy', 'Di']);
    await page.locator('summary', { hasText: 'PINs (optional)' }).click();
    await page.getByLabel('PIN for Bo').fill('4321');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await openSeat(page, 'Ana', [...RBG_SECRETS, '4321']);
    await fillBuy(page, { Red: 2, Blue: 1 });
    await submit(page, 'Submit: buy 2 red, 1 blue');

    await openSeatWithPin(page);
    await page.getByLabel('PIN (4 digits)').fill('4321');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.locator('.private h2', { hasText: 'Round 1: buy your deck' }).waitFor();
    await submit(page, 'Submit: buy no cards');
    const [g] = (await savedGames(page)).filter((x) => x.gameId === 'red-blue-gold');
    expect((g?.state as Saved).submissions.map((x) => x !== null)).toEqual([true, true, false, false]);
  });

  /** Bo's reveal asks for the PIN; a wrong one says so and opens nothing. */
  async function openSeatWithPin(page: Page): Promise<void> {
    await expectHandoverHoldsNoSecrets(page, [...RBG_SECRETS, '4321']);
    await revealSeat(page, 'Bo');
    await page.locator('#handover-title', { hasText: 'Bo, type your PIN' }).waitFor();
    await expectHandoverHoldsNoSecrets(page, [...RBG_SECRETS, '4321']);
    await page.getByLabel('PIN (4 digits)').fill('1234');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('alert').filter({ hasText: 'That is not the PIN for Bo.' }).waitFor();
    await expectHandoverHoldsNoSecrets(page, [...RBG_SECRETS, '4321']);
    await shot(page, 'rbg-pin-wrong');
  }
});
