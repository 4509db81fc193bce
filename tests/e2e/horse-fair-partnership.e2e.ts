/**
 * Horse Fair's partnership game in a real browser against the production build (docs/games/horse-fair.md; docs/house-rules.md
 * "All games", "Horse Fair"): four players in two partnerships at 360 px wide, partners pooling piles and figurines,
 * the shared privacy check on every handover screen, axe and screenshots. The turns are played by support/horse-fair.ts
 * from the saved state.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, enterPlayers, expectNoAxeViolations, shot, useBrowser } from './support/browser';
import { expectCardNamesFit, expectHandReachable, playHand, record, visitTable } from './support/horse-fair';
import { expectLastHandScored, expectResults, standings, teamName } from './support/horse-fair-scores';

// The narrowest phone the app is made for.
const browser = useBrowser({ width: 360, height: 740 });

describe('Horse Fair in the browser', () => {
  it('plays a 4-player partnership game through the UI at 360 px: partners pool piles and figurines', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
    await enterPlayers(page, ['Ana', 'Bo', 'Cy', 'Di']);
    await page.getByLabel('Partnership game (partners sit across; 5 cards each)').check();
    await shot(page, 'hf-setup-360');
    await expectNoAxeViolations(page, 'Horse Fair setup (partnership)');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.handover').waitFor();

    let st = (await record(page)).state;
    expect(st).toMatchObject({
      partnership: true,
      teamOf: [0, 1, 0, 1],
      teams: [
        [0, 2],
        [1, 3],
      ],
      handsTotal: 1,
    });
    expect(st.turn).toBe((st.dealer + 1) % 4);
    expect(st.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(st.drawPile).toHaveLength(65 - 20);
    await shot(page, 'hf-handover-360');
    await expectNoAxeViolations(page, 'Horse Fair handover (partnership)');
    await visitTable(page, st, 'hf-table-360');

    let figsSeen = false;
    // The private view's copy of the table is folded under the hand: a tap on its heading opens it, as a player does.
    const unfold = async () => {
      if ((await page.locator('.private .hf-private-table[open]').count()) === 0) await page.locator('.private .hf-private-table > summary').click();
    };
    st = await playHand(page, (i) => ({
      onPrivate: async (s) => {
        if (i === 0) {
          await expectHandReachable(page, 'private view at 360 px');
          await expectCardNamesFit(page, 'private view at 360 px');
          await page.screenshot({ path: 'test-output/screens/hf-private-360-viewport.png' });
          await shot(page, 'hf-private-360');
          await expectNoAxeViolations(page, 'Horse Fair private hand view (partnership)');
          // The table's copy is folded under the hand, one tap away: opened, it shows each seat's team.
          await unfold();
          await expect(page.locator('.private .hf-team-tag').allInnerTexts()).resolves.toEqual(['Team A', 'Team B', 'Team A', 'Team B']);
          await expectNoAxeViolations(page, 'Horse Fair private hand view with the table unfolded (partnership)');
        }
        if (i === 8 || i === 20) {
          await shot(page, `hf-private-360-turn-${i}`);
          await expectCardNamesFit(page, `private view at 360 px, turn ${i + 1}`);
        }
        // Once a horse has won, the standings show pooled figurines per partnership.
        if (!figsSeen && s.figurines.some((f) => f > 0)) {
          figsSeen = true;
          await unfold();
          const standing = await page.locator('.private .hf-standings li').allInnerTexts();
          expect(standing).toHaveLength(2);
          s.teams.forEach((_, team) => {
            expect(standing[team]).toContain(teamName(s, team));
            expect(standing[team]).toContain(`${s.figurines[team]} figurine`);
            expect(standing[team]).toContain(`pile ${s.piles[team]?.length ?? 0}`);
          });
        }
      },
    }));
    expect(st.phase).toBe('game-over');
    expectLastHandScored(st);
    // Pooled: a partnership's figurines are the wins its two seats played, its pile both seats' collected cards.
    expect(st.figurines.reduce((a, b) => a + b, 0)).toBe(st.history[0]?.wins);
    await expectResults(page, st);
    await shot(page, 'hf-results-360');
    await expectNoAxeViolations(page, 'Horse Fair results (partnership)');
    const summary = await page.locator('.results > p').first().innerText();
    const { leaders, totals } = standings(st);
    const names = (team: number) => (st.teams[team] ?? []).map((s) => st.players[s]).join(' & ');
    // A one-hand game ended by a fourth figurine is won by that partnership at once, whatever the points (docs/games/horse-fair.md).
    const four = st.history[0]?.reason === 'four-figurines' ? st.figurines.findIndex((f) => f >= 4) : -1;
    if (four >= 0) expect(summary).toBe(`${names(four)} win at once with four figurines (${totals[four]?.points} points).`);
    else if (leaders.length === 1) {
      // A tie on points broken by a tie-break names those it beat (docs/games/horse-fair.md "Basic Game Scoring").
      const top = leaders[0] ?? 0;
      const points = totals[top]?.points;
      const other = totals.findIndex((t, team) => team !== top && t.points === points);
      const head = `${names(top)} win with ${points} points`;
      const by = (totals[other]?.figurines ?? 0) < (totals[top]?.figurines ?? 0) ? 'more figurines' : 'higher face value';
      expect(summary).toBe(other < 0 ? `${head}.` : `${head} (tied on points with ${names(other)}; won on ${by}).`);
    }
  });
});
