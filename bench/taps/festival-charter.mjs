// Festival Charter's tap scenarios: one proposal at 4 players, from the chair's table to the four votes
// turned over on it. The chair picks a project and announces it (2), one tap opens the vote (1), and each
// of the four voters holds "I'm Bo", picks YES or NO and presses the one button that names it (4 x 3).

/** Sets up a new festival (not counted): four names, the options, Start. */
async function start(page, limit) {
  await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
  for (let i = 0; i < 4; i++) await page.locator(`#player-${i}`).fill(['Ana', 'Bo', 'Cy', 'Di'][i]);
  if (limit) await page.getByLabel(/^Discussion limit/).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('#fc-propose').waitFor();
}

/** The measured part: one single-project proposal, voted YES, YES, NO, YES from the chair's left. */
async function proposal(page, tap, hold) {
  await tap(page.locator('button.fc-pick:not([disabled])').first());
  await tap(page.getByRole('button', { name: /^Announce / }));
  await tap(page.getByRole('button', { name: 'Open the vote' }));
  for (const vote of ['YES', 'YES', 'NO', 'YES']) {
    const name = (await page.locator('#handover-title').innerText()).replace(/^Pass the phone to /, '');
    await hold(page.getByRole('button', { name: `I'm ${name}`, exact: true }));
    await tap(page.locator('.private').getByRole('radio', { name: vote }));
    await tap(page.locator('.private').getByRole('button', { name: `Vote ${vote}` }));
    await page.locator('.private').waitFor({ state: 'detached' });
  }
  await page.locator('.reveal-vote').waitFor();
}

export const scenarios = [
  {
    name: 'Festival Charter, one proposal, 4 players',
    budget: 15,
    async run({ page, tap, hold }) {
      await start(page, false);
      await proposal(page, tap, hold);
    },
  },
  {
    name: 'Festival Charter, one proposal, 4 players, discussion limit on',
    budget: 15,
    async run({ page, tap, hold }) {
      await start(page, true);
      await proposal(page, tap, hold);
    },
  },
];
