import { describe, expect, it } from 'vitest';
import { BASE_URL, enterPlayers, expectHandoverHoldsNoSecrets, expectNoAxeViolations, savedGames, shot, useBrowser } from './support/browser';
import { RBG_SECRETS } from './support/red-blue-gold';

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
  const [g] = (await savedGames(page)).filter((x) => x.gameId === 'red-blue-gold');
  if (!g) throw new Error('No Red Blue Gold game is saved.');
  return { state: g.state as Saved, log: g.log as { kind: string; at: number }[] };
}

async function buy(name: string, more: string, times: number): Promise<void> {
  const { page } = browser;
  await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
  await page.getByRole('button', { name: `I'm ${name}`, exact: true }).click();
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: more, exact: true }).click();
  await page.getByRole('button', { name: `Submit: buy ${times} card${times === 1 ? '' : 's'}` }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.locator('.handover').first().waitFor();
}

describe('Red Blue Gold: a round clock that runs out while the app is closed', () => {
  it('closes the round at its deadline on reopening; those who had not submitted submitted nothing', async () => {
    const { page } = browser;
    await page.clock.install({ time: START });
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Red Blue Gold' }).click();
    await enterPlayers(page, NAMES);
    await page.getByRole('radio', { name: '10 minutes' }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.handover').first().waitFor();
    const url = page.url();

    let { state } = await saved();
    const deadline = state.deadline ?? 0;
    expect(deadline - START).toBeGreaterThanOrEqual(TEN_MIN);
    expect(deadline - START).toBeLessThan(TEN_MIN + 60_000);

    await buy('Ana', 'More: Red', 2);
    await buy('Cy', 'More: Gold', 1);
    await page.getByRole('button', { name: 'Show the table' }).click();
    await page.getByRole('timer', { name: /^Round 1 closes in: (9|10):\d\d left$/ }).waitFor();

    // Close the app, let 11 minutes pass, open it again.
    await page.goto('about:blank');
    await page.clock.fastForward('11:00');
    await page.goto(url);

    // Round 1 closed at its deadline and round 2 opened then, everyone to trade again.
    await page.locator('#handover-title', { hasText: 'Who has the phone?' }).waitFor();
    await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
    await expect(page.locator('.handover-names li').allInnerTexts()).resolves.toEqual(NAMES.map((n) => `I'm ${n}`));
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

    await page.getByRole('button', { name: 'Show the table' }).click();
    await page.getByRole('heading', { name: 'Round 2 of 4: Trade' }).waitFor();
    await expect(page.getByText('0 of 4 submitted').count()).resolves.toBe(1);
    await page.getByText('After round 1 (Buy)').click();
    await expect(page.getByRole('row', { name: /^Bo 0 0$/ }).count()).resolves.toBe(1);
    await shot(page, 'rbg-clock-table');
    await expectNoAxeViolations(page, 'table after the clock ran out');

    // Bo, who never submitted, has nothing to trade.
    await page.getByRole('button', { name: 'Back to passing the phone' }).click();
    await page.getByRole('button', { name: "I'm Bo", exact: true }).click();
    await page.getByRole('group', { name: 'Your hand: 0 red, 0 blue, 0 gold' }).waitFor();
    await expect(page.getByRole('button', { name: 'More: Red to Ana' }).isDisabled()).resolves.toBe(true);
  });
});
