// Horse Fair's tap scenario: one turn of a 3-player game, from the table with its handover panel
// to the next handover: "I'm Bo" (hold), the card, "Play …".
export const scenarios = [
  {
    name: 'Horse Fair, one turn',
    budget: 3,
    async run({ page, tap, hold }) {
      await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
      await page.getByRole('button', { name: 'Add a player' }).click();
      for (let i = 0; i < 3; i++) await page.locator(`#player-${i}`).fill(['Ana', 'Bo', 'Cy'][i]);
      await page.getByRole('button', { name: 'Start the game' }).click();
      const title = await page.locator('#handover-title').innerText();
      const name = title.replace(/^Pass the phone to /, '');
      await hold(page.getByRole('button', { name: `I'm ${name}`, exact: true }));
      await tap(page.locator('.private .hf-hand-cards button').first());
      await tap(page.locator('.private .hf-play-bar button'));
      await page.locator('.handover').waitFor();
      await page.locator('.private').waitFor({ state: 'detached' });
    },
  },
];
