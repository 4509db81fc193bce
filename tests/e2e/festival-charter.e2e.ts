import { describe, expect, it } from 'vitest';
import { openFirstVote } from './support/festival-charter';
import { BASE_URL, enterPlayers, expectHandoverHoldsNoSecrets, expectNoAxeViolations, savedGames, shot, useBrowser, waitForServiceWorker } from './support/browser';

/** What a voter's private screen shows and no handover screen may hold. */
const VOTE_SECRETS = ['Your vote:', 'your secret vote', 'Cast YES?', 'Cast NO?', '(locked)'];
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];

const browser = useBrowser();

/** Casts one vote from the handover screen: reveal, pick, confirm. Returns who voted. */
async function castVote(vote: 'YES' | 'NO'): Promise<string> {
  const { page } = browser;
  const heading = await page.locator('#handover-title').innerText();
  const name = heading.replace('Pass the phone to ', '');
  await expectHandoverHoldsNoSecrets(page, VOTE_SECRETS);
  await page.getByRole('button', { name: `I'm ${name}` }).click();
  await page.getByRole('button', { name: vote === 'YES' ? '✔ YES' : '✘ NO' }).click();
  await page.getByRole('button', { name: `Cast ${vote}` }).click();
  // The phone is handed on only once the vote is saved.
  await page.locator('.private').waitFor({ state: 'detached' });
  return name;
}

/** One whole proposal through the UI: the cheapest affordable project, speak-or-pass, vote. */
async function playProposal(votes: ('YES' | 'NO')[], opts: { reloadAfter?: number } = {}): Promise<void> {
  const { page } = browser;
  const picks = page.locator('button.fc-pick:not([disabled])');
  await picks.first().click();
  await page.getByRole('button', { name: /^Announce / }).click();
  await page.getByRole('button', { name: 'Announce', exact: true }).click();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: i % 2 ? / passes$/ : / spoke$/ }).click();
  await page.getByRole('button', { name: 'Open the vote' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  for (let i = 0; i < 4; i++) {
    await castVote(votes[i] ?? 'YES');
    if (opts.reloadAfter === i + 1) {
      await page.reload();
      await expectHandoverHoldsNoSecrets(page, VOTE_SECRETS);
      const [game] = await savedGames(page);
      const phase = (game?.state as { phase: { kind: string; votes: (string | null)[] } }).phase;
      expect(phase.kind).toBe('voting');
      expect(phase.votes.filter((v) => v !== null)).toHaveLength(i + 1);
      await shot(page, 'fc-handover-after-reload');
    }
  }
}

describe('Festival Charter in the browser', () => {
  it('installs: the service worker takes control and Chromium finds no installability errors', async () => {
    const { context, page } = browser;
    await page.goto(BASE_URL);
    await page.getByText('Ready to play offline').waitFor({ timeout: 30_000 });
    await page.reload();
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    await shot(page, 'home');
    await expectNoAxeViolations(page, 'home');
  });

  it('plays a whole game to its results, with a reload mid-vote and an offline reload', async () => {
    const { context, page } = browser;
    await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
    await enterPlayers(page, PLAYERS);
    await shot(page, 'fc-setup');
    await expectNoAxeViolations(page, 'setup');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('#fc-propose').waitFor();
    await shot(page, 'fc-table');
    await expectNoAxeViolations(page, 'table');

    await playProposal(['YES', 'YES', 'NO', 'YES'], { reloadAfter: 2 });
    await expect(page.locator('.fc').first().innerText()).resolves.toContain('Approved');
    await shot(page, 'fc-reveal');

    await context.setOffline(true);
    await page.reload();
    await page.locator('#fc-propose').waitFor();
    await context.setOffline(false);

    await playProposal(['NO', 'NO', 'YES', 'NO']);
    await page.locator('#fc-propose').waitFor();
    let guard = 0;
    while ((await page.locator('#results-title').count()) === 0 && guard++ < 10) {
      await playProposal(['YES', 'YES', 'YES', 'NO']);
      if (guard === 1) {
        await page.locator('#fc-propose, #results-title').first().waitFor();
      }
    }
    await page.locator('#results-title').waitFor();
    await shot(page, 'fc-results');
    await expectNoAxeViolations(page, 'results');
    const [game] = await savedGames(page);
    expect((game?.state as { phase: { kind: string } }).phase.kind).toBe('over');

    // Play again, pressed twice fast: one new game, and it starts.
    await page.getByRole('button', { name: 'Play again' }).dblclick();
    await page.locator('#fc-propose').waitFor();
    await page.waitForTimeout(500);
    expect((await savedGames(page)).map((g) => g.id).filter((id) => id !== game?.id)).toHaveLength(1);
  });

  it('the handover screen passes axe', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await openFirstVote(page);
    await expectHandoverHoldsNoSecrets(page, VOTE_SECRETS);
    await shot(page, 'fc-handover');
    await expectNoAxeViolations(page, 'handover');
  });
});
