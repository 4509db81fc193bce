// Ribbon Fair's tap scenarios for the tap bench: one whole round at 5 stalls, from the first ribbon on
// the table to the next one, in Rotating Judge and in Crowd Favourite. Setting the fair up is not counted;
// every gesture of the round is: a hold for "I'm Bo", a tap for each choice and button.

const STALLS = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli'];

/** Home → New game of Ribbon Fair → five stalls and `style` → Start (not counted): the table with the first ribbon. */
async function startFair(page, style) {
  await page.getByRole('button', { name: 'New game of Ribbon Fair' }).click();
  await page.locator('.player-row').first().waitFor();
  while ((await page.locator('.player-row').count()) < STALLS.length) await page.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of STALLS.entries()) await page.locator(`#player-${i}`).fill(name);
  await page.getByRole('radio', { name: new RegExp(`^${style}`) }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.rf-table').waitFor();
}

/** The handover's reveal for `name`: press and hold "I'm NAME". */
const reveal = (page, name) => page.getByRole('button', { name: `I'm ${name}`, exact: true });

/** One private move: "I'm NAME", the first choice that may be made, and the one button that names it. */
async function privateMove(page, { tap, hold }, name, list, named) {
  await hold(reveal(page, name));
  await page.locator('.private').waitFor();
  await tap(page.getByRole('list', { name: list }).locator('button:not([disabled])').first());
  await tap(page.getByRole('button', { name: named }));
  await page.locator('.private').waitFor({ state: 'detached' });
}

/** Next ribbon on the award panel; the round is over once the panel has gone. */
async function nextRibbon(page, tap) {
  await tap(page.getByRole('button', { name: 'Next ribbon', exact: true }));
  await page.locator('#rf-award-title').waitFor({ state: 'detached' });
}

export const scenarios = [
  {
    name: 'Ribbon Fair, one round, 5 stalls, Rotating Judge',
    budget: 15,
    async run({ page, tap, hold }) {
      await startFair(page, 'Rotating Judge');
      // Ana holds the rosette; the four others pin in private, from Ana's left.
      for (const name of STALLS.slice(1)) await privateMove(page, { tap, hold }, name, 'Your hand', /^Pin “/);
      // Ana picks on the table in front of everyone.
      await tap(page.locator('[aria-labelledby="rf-judge-title"] .rf-cards button').first());
      await tap(page.getByRole('button', { name: /^Award “/ }));
      await nextRibbon(page, tap);
    },
  },
  {
    name: 'Ribbon Fair, one round, 5 stalls, Crowd Favourite',
    budget: 31,
    async run({ page, tap, hold }) {
      await startFair(page, 'Crowd Favourite');
      for (const name of STALLS) await privateMove(page, { tap, hold }, name, 'Your hand', /^Pin “/);
      // Each stall votes in secret, behind its own handover, for an entry not its own.
      for (const name of STALLS) await privateMove(page, { tap, hold }, name, 'Entries', /^Vote for “/);
      await nextRibbon(page, tap);
    },
  },
];
