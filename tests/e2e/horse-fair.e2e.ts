/**
 * Horse Fair in a real browser against the production build (docs/games/horse-fair.md; docs/house-rules.md "All games", "Horse Fair"):
 * a Basic 3-player game over two hands (hand-end summary, next deal, results), a reload mid-turn, the shared privacy
 * check on every handover screen, axe and screenshots at 390 px wide (the hand-end summary at 360 px too).
 * The turns are played by support/horse-fair.ts from the saved state.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, enterPlayers, expectHandoverHoldsNoSecrets, expectNoAxeViolations, shot, useBrowser, resizeTo } from './support/browser';
import { allSecrets, expectCardNamesFit, expectHandReachable, playHand, record, visitTable } from './support/horse-fair';
import { expectedRows, expectLastHandScored, expectResults, scoreRows } from './support/horse-fair-scores';

const browser = useBrowser({ width: 390, height: 844 });

describe('Horse Fair in the browser', () => {
  it('plays a Basic 3-player game of two hands through the UI: every handover private, a reload mid-turn, the hand-end summary, the results', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
    await enterPlayers(page, ['Ana', 'Bo', 'Cy']);
    await page.getByLabel('First dealer').selectOption({ label: 'Ana' });
    await page.getByLabel('Basic: 1 per card, 2 per figurine').check();
    await page.getByLabel('Hands').selectOption('2');
    await expect(page.getByLabel('Partnership game (partners sit across; 5 cards each)').count()).resolves.toBe(0);
    await shot(page, 'hf-setup-390');
    await expectNoAxeViolations(page, 'Horse Fair setup');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.handover').waitFor();

    let st = (await record(page)).state;
    expect(st).toMatchObject({
      players: ['Ana', 'Bo', 'Cy'],
      scoring: 'basic',
      partnership: false,
      handsTotal: 2,
      handNumber: 1,
      dealer: 0,
      turn: 1,
      phase: 'playing',
    });
    expect(st.hands.map((h) => h.length)).toEqual([6, 6, 6]);
    expect(st.drawPile).toHaveLength(65 - 18);
    await expectHandoverHoldsNoSecrets(page, allSecrets(st));
    await shot(page, 'hf-handover-390');
    await expectNoAxeViolations(page, 'Horse Fair handover');
    await visitTable(page, st, 'hf-table-390');

    st = await playHand(page, (i) => ({
      reload: i === 3,
      onPrivate:
        i === 0
          ? async () => {
              await expectHandReachable(page, 'private view at 390 px');
              await expectCardNamesFit(page, 'private view at 390 px');
              await page.screenshot({ path: 'test-output/screens/hf-private-390-viewport.png' });
              await shot(page, 'hf-private-390');
              await expectNoAxeViolations(page, 'Horse Fair private hand view');
              // A tapped card with its one Play button also passes axe; a second tap puts it back.
              await page.locator('.private .hf-hand-cards button').first().click();
              await expect(page.locator('.private .hf-play-bar button').first().innerText()).resolves.toMatch(/^Play /);
              await shot(page, 'hf-private-picked-390');
              await expectNoAxeViolations(page, 'Horse Fair card picked');
              await page.locator('.private .hf-hand-cards button').first().click();
              await expect(page.locator('.private .hf-hand-cards button[aria-pressed="true"]').count()).resolves.toBe(0);
            }
          : undefined,
    }));
    const ended = st;
    // Between hands nobody holds a secret: the table shows the summary and waits for "Deal the next hand".
    expect(ended.phase).toBe('hand-over');
    expectLastHandScored(ended);
    const summary = page.locator('.hf-hand-end');
    await summary.waitFor();
    await expect(summary.locator('h2').innerText()).resolves.toBe('Hand 1 is over');
    await expect(scoreRows(summary.locator('table.hf-scores').first())).resolves.toEqual(expectedRows(ended, ended.history[0]?.scores ?? []));
    await expect(page.locator('.handover').count()).resolves.toBe(0);
    await shot(page, 'hf-hand-end-390');
    await expectNoAxeViolations(page, 'Horse Fair hand-end summary');
    await resizeTo(page, { width: 360, height: 740 });
    await shot(page, 'hf-hand-end-360');
    await resizeTo(page, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Deal the next hand' }).click();
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await page.locator('.handover').waitFor();
    st = (await record(page)).state;
    expect(st).toMatchObject({ handNumber: 2, dealer: 1, turn: 2, phase: 'playing' });
    expect(st.history).toEqual(ended.history);
    expect(st.hands.map((h) => h.length)).toEqual([6, 6, 6]);

    st = await playHand(page);
    expectLastHandScored(st);
    expect(st.history).toHaveLength(2);
    await expectResults(page, st);
    await shot(page, 'hf-results-390');
    await expectNoAxeViolations(page, 'Horse Fair results');
  });
});
