// Red Blue Gold, a fixed 13-player match played through the app at 360 x 640 and counted in taps
// (issue "Red Blue Gold for a real group of 13": at most 200 for the whole match to the prizes).
// One scenario, the whole match; its line also gives the taps of each round and of the prizes.
// The match (the same as the browser test's): names, buys, gifts, games and E.C. votes.
import { ACCEPT, BUY, GIFTS, NAMES, PLAY3, PLAY4, VOTES } from '../../tests/e2e/support/red-blue-gold-match.mjs';

const button = (page, name) => page.getByRole('button', { name, exact: true });

/** Waits until the table with its handover is back (after a private move). */
async function backAtTable(page) {
  await page.locator('.private').waitFor({ state: 'detached' });
}

async function reveal(page, g, name) {
  await g.hold(button(page, `I'm ${name}`));
  await page.locator('.private').waitFor();
}

async function buyRound(page, g) {
  for (const name of NAMES) {
    await reveal(page, g, name);
    for (const label of ['Red', 'Blue', 'Gold']) {
      for (let i = 0; i < (BUY[name]?.[label] ?? 0); i++) await g.tap(button(page, `More: ${label}`));
    }
    await g.tap(page.getByRole('button', { name: /^Submit: buy/ }));
    await backAtTable(page);
  }
}

async function tradeRound(page, g) {
  for (const name of NAMES) {
    const accept = ACCEPT[name] ?? [];
    await reveal(page, g, name);
    if (accept.length) {
      await g.tap(button(page, 'Choose whom to accept'));
      for (const a of accept) await g.tap(button(page, a));
      await g.tap(page.getByRole('button', { name: /^Done: accept/ }));
    }
    for (const [to, colour, cards] of GIFTS[name] ?? []) {
      await g.tap(button(page, 'Give cards'));
      await g.tap(button(page, `Give to ${to}`));
      for (let i = 0; i < cards; i++) await g.tap(button(page, `More: ${colour} to ${to}`));
      await g.tap(page.getByRole('button', { name: /^Done: / }));
    }
    await g.tap(button(page, 'Submit trade'));
    await backAtTable(page);
  }
}

async function playRound(page, g, plays) {
  for (const [name, games] of Object.entries(plays)) {
    await reveal(page, g, name);
    for (const [opponent, colours] of Object.entries(games)) {
      await g.tap(page.getByRole('button', { name: new RegExp(`^Game with ${opponent} \\(`) }));
      for (const c of colours) await g.tap(page.getByRole('button', { name: new RegExp(`^Add ${c} \\(`) }));
      await g.tap(page.getByRole('button', { name: /^Done: / }));
    }
    await g.tap(page.getByRole('button', { name: /^Submit/ }));
    await backAtTable(page);
  }
}

async function prizes(page, g) {
  for (const [name, ec] of Object.entries(VOTES)) {
    await reveal(page, g, name);
    await g.tap(button(page, ec));
    await g.tap(button(page, `Vote for ${ec} as E.C.`));
  }
  await page.getByText('Kit is the E.C.', { exact: false }).first().waitFor();
}

const STEPS = [
  ['round 1 (buy)', buyRound],
  ['round 2 (trade)', tradeRound],
  ['round 3 (play)', (page, g) => playRound(page, g, PLAY3)],
  ['round 4 (play)', (page, g) => playRound(page, g, PLAY4)],
  ['prizes', prizes],
];

/** Setup, not counted, from Home (where the bench opens the page): 13 names typed, the options as they come (24-hour rounds), the game started. */
async function setUp(page) {
  await page.locator('.shelf').waitFor();
  // The first visit's "Ready to play offline" toast would cover the bottom of each screen.
  const ready = page.locator('.pwa-bar').getByRole('button', { name: 'OK' });
  await ready.click({ timeout: 15_000 }).catch(() => undefined);
  await page.getByRole('button', { name: 'New game of Red Blue Gold' }).click();
  await page.locator('.player-row').first().waitFor();
  for (;;) {
    const count = await page.locator('.player-row').count();
    if (count >= NAMES.length) break;
    await page.getByRole('button', { name: 'Add a player' }).click();
  }
  for (let i = 0; i < NAMES.length; i++) await page.locator(`#player-${i}`).fill(NAMES[i]);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await button(page, `I'm ${NAMES[0]}`).waitFor();
}

export const scenarios = [
  {
    name: 'Red Blue Gold, whole match, 13 players',
    budget: 200,
    async run({ page, tap, hold }) {
      await setUp(page);
      let n = 0;
      const counted = {
        tap: (l) => (n++, tap(l)),
        hold: (l) => (n++, hold(l)),
      };
      const parts = [];
      for (const [label, step] of STEPS) {
        const before = n;
        await step(page, counted);
        parts.push(`${label} ${n - before}`);
      }
      return parts.join(', ');
    },
  },
];
