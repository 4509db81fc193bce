/**
 * Red Blue Gold's browser steps: a seat's move from the table's handover panel to the table again,
 * through the forms as a player uses them, with the shared privacy check on every handover.
 */
import type { Page } from 'playwright-core';
import { expectHandoverHoldsNoSecrets, revealSeat } from './browser';

/**
 * Texts only a private form shows (hands, forms, submissions read back, prize choices, a refused
 * gift): none may be in the DOM of the table with its handover panel. Checked against the
 * always-mounted rules panel and the table, which share none.
 */
export const RBG_SECRETS = [
  'Your hand',
  'Round 1: buy your deck',
  'cards chosen',
  'Submit: buy',
  'you have submitted round',
  'A submission is locked',
  'Still yours',
  'Stays with you',
  'Choose whom to accept',
  'Submit trade',
  'Stays in hand',
  'Your first card meets theirs',
  'Remove last',
  'Submit: play no games',
  'did not accept your',
  'Choose the E.C.',
  'Vote for the E.C.',
  'Give your second token',
  'Nothing for you to do now',
];

/** From the table: the privacy check, then "I'm NAME" held until that seat's private view opens. */
export async function openSeat(page: Page, name: string, secrets: readonly string[] = RBG_SECRETS): Promise<void> {
  await expectHandoverHoldsNoSecrets(page, secrets);
  await revealSeat(page, name);
  // On a loaded machine the hold's own timer can fire after the finger lifts (a short press opens
  // nothing); the player holds again, once.
  const opened = await page
    .locator('.private')
    .waitFor({ timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (!opened) {
    await expectHandoverHoldsNoSecrets(page, secrets);
    await revealSeat(page, name);
    await page.locator('.private').waitFor();
  }
  // The new screen ignores taps for its first moments (a double tap's second tap lands on nothing).
  await page.locator('.settling').waitFor({ state: 'detached' });
}

/** Presses the button named `name` (exactly, or matching a pattern). */
export async function press(page: Page, name: string | RegExp, times = 1): Promise<void> {
  const button = typeof name === 'string' ? page.getByRole('button', { name, exact: true }) : page.getByRole('button', { name });
  for (let i = 0; i < times; i++) await button.click();
}

/** Presses the private form's last button (`name`) and waits for the table with its handover panel. */
export async function submit(page: Page, name: string | RegExp): Promise<void> {
  await press(page, name);
  await page.locator('.private').waitFor({ state: 'detached' });
}

/** Cards by colour name, as the forms' buttons say them. */
export interface Buy {
  Red?: number;
  Blue?: number;
  Gold?: number;
}

/** Round 1, on the open buy form: the counters, then the one button that names the buy. */
export async function fillBuy(page: Page, buy: Buy): Promise<void> {
  for (const c of ['Red', 'Blue', 'Gold'] as const) await press(page, `More: ${c}`, buy[c] ?? 0);
}

/** Round 2, on the open trade form: whose gifts to accept (screen 2), then each gift (screens 3 and 4). */
export async function fillTrade(
  page: Page,
  gifts: readonly [to: string, colour: 'Red' | 'Blue' | 'Gold', n: number][],
  accept: readonly string[],
): Promise<void> {
  if (accept.length) {
    await press(page, 'Choose whom to accept');
    for (const a of accept) await press(page, a);
    await press(page, /^Done: accept/);
  }
  for (const [to, colour, n] of gifts) {
    await press(page, 'Give cards');
    await press(page, new RegExp(`^Give to ${to}`));
    await press(page, `More: ${colour} to ${to}`, n);
    await press(page, /^Done: /);
  }
}

/** Rounds 3 and 4, on the open play form: for each opponent, their screen, the colours in order, Done. */
export async function fillPlay(page: Page, games: Readonly<Record<string, readonly ('red' | 'blue' | 'gold')[]>>): Promise<void> {
  for (const [opponent, colours] of Object.entries(games)) {
    await press(page, new RegExp(`^Game with ${opponent} \\(`));
    for (const c of colours) await press(page, new RegExp(`^Add ${c} \\(`));
    await press(page, /^Done: /);
  }
}
