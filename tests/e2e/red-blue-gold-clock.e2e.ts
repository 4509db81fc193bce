import { describe, expect, it } from 'vitest';
import { BASE_URL, enterPlayers, expectHandoverHoldsNoSecrets, expectNoAxeViolations, savedRecord, shot, useBrowser } from './support/browser';
import { fillBuy, openSeat, RBG_SECRETS, submit } from './support/red-blue-gold';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const START = Date.parse('2031-05-04T09:00:00Z');
const TEN_MIN = 10 * 60 * 1000;

interface Saved {
  phase: string;
  round: number;
  deadline: number | null;
  hands: { red: number; blue: number; gold: number }[];
  ledgers: { bought: number }[];
  submissions: unknown[];
  history: { round: number; counts: number[] }[];
}

const browser = useBrowser();

async function saved(): Promise<{ state: Saved; log: { kind: string; at: number }[] }> {
  const { page } = browser;
  const g = [await savedRecord(page)].find((x) => x.gameId === 'red-blue-gold');
  if (!g) throw new Error('No Red Blue Gold game is saved.');
  return { state: g.state as Saved, log: g.log as { kind: string; at: number }[] };
}

/** Round 1: `name` buys `times` cards of one colour. */
async function buy(name: string, colour: 'Red' | 'Blue' | 'Gold', times: number): Promise<void> {
  const { page } = browser;
  await openSeat(page, name);
  await fillBuy(page, { [colour]: times });
  await submit(page, /^Submit: buy/);
}

/** A new 4-player match with 10-minute rounds, at START on the page's clock. Returns its address. */
async function newMatch(): Promise<string> {
  const { page } = browser;
  await page.clock.install({ time: START });
  await page.goto(BASE_URL);
  await page.getByRole('button', { name: 'New game of Red Blue Gold' }).click();
  await enterPlayers(page, NAMES);
  await page.getByRole('radio', { name: '10 minutes' }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.handover').first().waitFor();
  return page.url();
}

describe('Red Blue Gold: a round clock that runs out while the app is closed', () => {
  it('closes the round at its deadline on reopening; those who had not submitted submitted nothing', async () => {
    const { page } = browser;
    const url = await newMatch();

    let { state } = await saved();
    const deadline = state.deadline ?? 0;
    expect(deadline - START).toBeGreaterThanOrEqual(TEN_MIN);
    // The setup's taps run on the page's clock too: a busy machine may take a few minutes of it.
    expect(deadline - START).toBeLessThan(TEN_MIN + 180_000);

    await buy('Ana', 'Red', 2);
    await buy('Cy', 'Gold', 1);
    await page.getByRole('timer', { name: /^Round 1 closes in: ([7-9]|10):\d\d left$/ }).waitFor();

    // Close the app, let 11 minutes pass, open it again.
    await page.goto('about:blank');
    await page.clock.fastForward('11:00');
    await page.goto(url);

    // Round 1 closed at its deadline and round 2 opened then, everyone to trade again.
    await page.locator('#reveal-title', { hasText: 'Round 1 closed: buy' }).waitFor();
    await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
    await expect(page.locator('.handover-names li').allInnerTexts()).resolves.toEqual(NAMES.map((n) => expect.stringContaining(`I'm ${n}`)));
    ({ state } = await saved());
    const { log } = await saved();
    expect([state.phase, state.round]).toEqual(['round', 2]);
    expect(state.deadline).toBe(deadline + TEN_MIN);
    expect(state.history[0]?.counts).toEqual([2, 0, 1, 0]);
    expect(state.hands).toEqual([
      { red: 2, blue: 0, gold: 0 },
      { red: 0, blue: 0, gold: 0 },
      { red: 0, blue: 0, gold: 1 },
      { red: 0, blue: 0, gold: 0 },
    ]);
    expect(state.ledgers.map((l) => l.bought)).toEqual([2, 0, 1, 0]);
    expect(log.map((e) => e.kind)).toEqual(['act', 'act', 'tick']);
    await shot(page, 'rbg-clock-reopened');
    await expectNoAxeViolations(page, 'handover after the clock ran out');

    await page.getByRole('heading', { name: 'Round 2 of 4: Trade' }).waitFor();
    await expect(page.getByText('0 of 4 submitted').count()).resolves.toBe(1);
    // The standing after round 1: Bo, who never submitted, holds no cards.
    await expect(page.locator('.rbg-standing tbody tr').nth(1).innerText()).resolves.toMatch(/^Bo\b[^\d]*0\s+0$/);
    await shot(page, 'rbg-clock-table');
    await expectNoAxeViolations(page, 'table after the clock ran out');

    // Bo, who never submitted, has nothing to give.
    await openSeat(page, 'Bo');
    await page.getByRole('group', { name: 'Stays with you: 0 red, 0 blue, 0 gold' }).waitFor();
    await expect(page.getByRole('button', { name: 'Give cards', exact: true }).isDisabled()).resolves.toBe(true);
  });

  it('with the app open: warns the table as the deadline nears, then closes the round by its clock with Di not submitted', async () => {
    const { page } = browser;
    await newMatch();
    await buy('Ana', 'Red', 2);
    await buy('Bo', 'Blue', 1);
    await buy('Cy', 'Gold', 1);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    // On the board the seats' tiles show who has not submitted (gold-framed); the words stay in the page for screen readers.
    await page.getByText('Not yet submitted: Di').waitFor({ state: 'attached' });

    // 8½ minutes in, 1½ left: the table warns, naming Di.
    await page.clock.runFor('08:30');
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'left: the round closes soon. Not yet submitted: Di. Anyone not submitted when the clock runs out submits nothing.' });
    await warning.waitFor();
    await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
    await shot(page, 'rbg-clock-warning');
    await expectNoAxeViolations(page, 'table warning before the deadline');

    // The clock runs out with the app open: the round closes by itself, Di having bought nothing.
    await page.clock.runFor('01:35');
    // The round's close is the last move; its reveal may have settled into the strip within those seconds: a tap shows it again.
    await page.locator('.last-move-title', { hasText: 'Round 1 closed: buy' }).waitFor();
    if ((await page.locator('.reveal-over').count()) === 0) await page.locator('.last-move').click();
    await page.locator('#reveal-title', { hasText: 'Round 1 closed: buy' }).waitFor();
    await page.getByText('4 cards bought; 1 player bought none.', { exact: false }).first().waitFor();
    const { state, log } = await saved();
    expect([state.phase, state.round]).toEqual(['round', 2]);
    expect(state.history[0]?.counts).toEqual([2, 1, 1, 0]);
    expect(log.map((e) => e.kind)).toEqual(['act', 'act', 'act', 'tick']);
    await shot(page, 'rbg-clock-closed-open-app');
  });
});
