import { describe, expect, it } from 'vitest';
import { BASE_URL, enterPlayers, expectHandoverHoldsNoSecrets, expectNoAxeViolations, savedGames, shot, useBrowser } from './support/browser';
import { RBG_SECRETS } from './support/red-blue-gold';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

interface Saved {
  phase: string;
  round: number;
  hands: { red: number; blue: number; gold: number }[];
  submissions: unknown[];
  history: { round: number; counts: number[]; points: number[] }[];
  round4Skipped: boolean;
  final: { scores: number[]; places: number[]; winners: number[]; ec: number | null; ecBy: string | null; tokenTo: number | null; tokensWon: number[]; zeroed: boolean[]; goldPays: boolean } | null;
}

const browser = useBrowser();

async function state(): Promise<Saved> {
  const { page } = browser;
  const games = await savedGames(page);
  const g = games.find((x) => x.gameId === 'red-blue-gold' && page.url().includes(x.id));
  if (!g) throw new Error('The open Red Blue Gold game is not saved.');
  return g.state as Saved;
}

/** From the handover screen: check it holds no secrets, then "I'm NAME" to open the private view. */
async function reveal(name: string): Promise<void> {
  const { page } = browser;
  await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
  await page.getByRole('button', { name: `I'm ${name}`, exact: true }).click();
  await page.locator('.private').waitFor();
}

/** Presses `button` (a ConfirmButton) and its confirm, then waits until the handover screen is back. */
async function confirm(button: string, yes: string): Promise<void> {
  const { page } = browser;
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('button', { name: yes, exact: true }).click();
  await page.locator('.handover').first().waitFor();
  expect(await page.locator('.private').count()).toBe(0);
}

async function look(name: string): Promise<void> {
  const { page } = browser;
  await shot(page, name);
  await expectNoAxeViolations(page, name);
}

const clicks = async (label: string, n: number) => {
  const { page } = browser;
  for (let i = 0; i < n; i++) await page.getByRole('button', { name: label, exact: true }).click();
};

/** Round 1: buy. */
async function buy(name: string, cards: { red?: number; blue?: number; gold?: number }, ): Promise<void> {
  await reveal(name);
  await clicks('More: Red', cards.red ?? 0);
  await clicks('More: Blue', cards.blue ?? 0);
  await clicks('More: Gold', cards.gold ?? 0);
  const n = (cards.red ?? 0) + (cards.blue ?? 0) + (cards.gold ?? 0);
  if (name === 'Ana') await look('rbg-form-buy');
  await confirm(`Submit: buy ${n} card${n === 1 ? '' : 's'}`, 'Submit');
}

async function trade(name: string, gifts: { to: string; blue: number }[], accept: string[], ): Promise<void> {
  const { page } = browser;
  await reveal(name);
  for (const g of gifts) await clicks(`More: Blue to ${g.to}`, g.blue);
  for (const a of accept) await page.getByRole('checkbox', { name: `Accept cards from ${a}` }).check();
  if (name === 'Ana') {
    // The secrets the handover checks look for are really on the private form.
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    expect(['Your hand', 'Still yours', 'Accept cards from', 'Submit trade'].filter((x) => !html.includes(x))).toEqual([]);
    await look('rbg-form-trade');
  }
  await confirm('Submit trade', 'Submit');
}

async function play(name: string, round: 3 | 4, games: Record<string, ('red' | 'blue' | 'gold')[]>, ): Promise<void> {
  const { page } = browser;
  await reveal(name);
  for (const [opp, colours] of Object.entries(games)) for (const c of colours) await page.getByRole('button', { name: `Add ${c} against ${opp}` }).click();
  if (name === 'Di') await look(`rbg-form-play-${round}`);
  await confirm('Submit games', 'Submit');
}

/** After a round's last submission the phone goes back to the handover screen, offering every player the next round. */
async function nextRoundOffered(): Promise<void> {
  const { page } = browser;
  await page.locator('.handover').first().waitFor();
  expect(await page.locator('.handover-names li').count()).toBe(NAMES.length);
}

describe('Red Blue Gold in the browser', () => {
  it('plays a 13-player match to the prizes, with a reload mid-round, the E.C. choice and the token gift', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Red Blue Gold' }).click();
    await enterPlayers(page, NAMES);
    await expect(page.getByRole('radio', { name: '24 hours (as written)' }).isChecked()).resolves.toBe(true);
    await look('rbg-setup');
    await page.getByRole('button', { name: 'Start the game' }).click();

    // Round 1: everyone picks their own name; three submit, then the app is reloaded.
    await page.locator('#handover-title', { hasText: 'Who has the phone?' }).waitFor();
    await expect(page.locator('.handover-names li').count()).resolves.toBe(13);
    await look('rbg-handover');
    await buy('Ana', { red: 2, blue: 1 });
    await buy('Bo', { blue: 2 });
    await buy('Cy', { gold: 1 });
    // Di opens her form and picks a card, then the app reloads: back to the handover, Di's pick unsent.
    await reveal('Di');
    await clicks('More: Red', 1);
    await page.reload();
    await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
    await shot(page, 'rbg-handover-after-reload');
    let s = await state();
    expect([s.phase, s.round]).toEqual(['round', 1]);
    expect(s.submissions.map((x) => x !== null)).toEqual(NAMES.map((_, i) => i < 3));
    expect(await page.locator('.handover-names li').allInnerTexts()).toEqual(NAMES.slice(3).map((n) => `I'm ${n}`));
    await page.getByRole('button', { name: 'Show the table' }).click();
    await expect(page.getByText('3 of 13 submitted').count()).resolves.toBe(1);
    await look('rbg-table');
    await page.getByRole('button', { name: 'Back to passing the phone' }).click();

    await buy('Di', { red: 1, blue: 1 });
    await buy('Eve', { red: 1 });
    for (const n of NAMES.slice(5, 12)) await buy(n, {});
    await buy('Mo', {});
    await nextRoundOffered();
    s = await state();
    expect(s.history[0]?.counts).toEqual([3, 2, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0]);

    // Round 2: Ana's gift to Di is accepted; Bo's to Cy is not (Cy accepts nobody).
    await trade('Ana', [{ to: 'Di', blue: 1 }], []);
    await trade('Bo', [{ to: 'Cy', blue: 1 }], []);
    await trade('Cy', [], []);
    await trade('Di', [], ['Ana']);
    for (const n of NAMES.slice(4, 12)) await trade(n, [], []);
    await trade('Mo', [], []);
    await nextRoundOffered();
    s = await state();
    expect(s.history[1]?.counts).toEqual([2, 2, 1, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.hands[3]).toEqual({ red: 1, blue: 2, gold: 0 });

    // Round 3: Ana's red beats Bo's blue (3); Bo and Di play blue on blue (2 each). Four players still hold cards.
    await play('Ana', 3, { Bo: ['red'] });
    await play('Bo', 3, { Ana: ['blue'], Di: ['blue'] });
    await play('Cy', 3, {});
    await play('Di', 3, { Bo: ['blue'] });
    for (const n of NAMES.slice(4, 12)) await play(n, 3, {});
    await play('Mo', 3, {});
    await nextRoundOffered();
    s = await state();
    expect(s.history[2]?.points.slice(0, 4)).toEqual([3, 2, 0, 2]);
    expect(s.round4Skipped).toBe(false);
    await page.getByRole('button', { name: 'Show the table' }).click();
    await page.getByRole('row', { name: /Exchange 1 of 1: Ana red against Bo blue, 3 and 0 points/ }).waitFor();
    await look('rbg-table-round-4');
    await page.getByRole('button', { name: 'Back to passing the phone' }).click();

    // Round 4: Ana's red beats Di's blue; Di's red beats Cy's gold. Eve keeps her red card.
    await play('Ana', 4, { Di: ['red'] });
    await play('Cy', 4, { Di: ['gold'] });
    await play('Di', 4, { Ana: ['blue'], Cy: ['red'] });
    await play('Bo', 4, {});
    for (const n of NAMES.slice(4)) await play(n, 4, {});

    // Prizes: Cy wins alone (gold pays 7); nine players tie on 0 points and 0 garnets, so Cy picks the E.C.
    await expect(page.locator('.handover-names li').allInnerTexts()).resolves.toEqual(["I'm Cy"]);
    await reveal('Cy');
    await page.locator('.private h2', { hasText: 'Choose the E.C.' }).waitFor();
    await expect(page.getByRole('radio').count()).resolves.toBe(9);
    await page.getByRole('radio', { name: 'Eve', exact: true }).click();
    await look('rbg-form-ec-choice');
    // Choosing the E.C. and giving the token are one turn of Cy's: the phone stays with Cy.
    await page.getByRole('button', { name: 'Make this player the E.C.', exact: true }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.locator('.private h2', { hasText: 'Give your second token of life' }).waitFor();
    await expect(page.getByRole('radio', { name: 'Eve', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('radio', { name: 'Ana', exact: true }).click();
    await look('rbg-form-token');
    await page.getByRole('button', { name: 'Give the token', exact: true }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();

    await page.locator('#results-title', { hasText: 'Cy wins!' }).waitFor();
    await expect(page.getByText('E.C.:').innerText()).resolves.toContain('Eve');
    await expect(page.getByText('Cy gave the second token of life to Ana.').count()).resolves.toBe(1);
    await look('rbg-results');
    s = await state();
    expect(s.phase).toBe('over');
    const f = s.final;
    expect(f?.goldPays).toBe(true);
    expect(f?.scores).toEqual([6, 2, 7, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(f?.zeroed.map((z, i) => (z ? NAMES[i] : null)).filter(Boolean)).toEqual(['Eve']);
    expect([f?.winners, f?.ec, f?.ecBy, f?.tokenTo]).toEqual([[2], 4, 'winner-pick', 0]);
    expect(f?.tokensWon.slice(0, 3)).toEqual([1, 0, 1]);
  });

  it('asks a player with a PIN for it before the reveal; a wrong PIN does not open the hand', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Red Blue Gold' }).click();
    await enterPlayers(page, ['Ana', 'Bo', 'Cy', 'Di']);
    await page.getByLabel('PIN for Bo').fill('4321');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await buy('Ana', { red: 2, blue: 1 });

    await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
    await page.getByRole('button', { name: "I'm Bo", exact: true }).click();
    await page.locator('#handover-title', { hasText: 'Bo, type your PIN' }).waitFor();
    await expectHandoverHoldsNoSecrets(page, [...RBG_SECRETS, '4321']);
    await look('rbg-pin');
    await page.getByLabel('PIN (4 digits)').fill('1234');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('alert').filter({ hasText: 'That is not the PIN for Bo.' }).waitFor();
    await expectHandoverHoldsNoSecrets(page, [...RBG_SECRETS, '4321']);
    await shot(page, 'rbg-pin-wrong');

    await page.getByLabel('PIN (4 digits)').fill('4321');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.locator('.private h2', { hasText: 'Round 1: buy your deck' }).waitFor();
    await confirm('Submit: buy 0 cards', 'Submit');
    await expect((await state()).submissions.map((x) => x !== null)).toEqual([true, true, false, false]);
  });
});
