import { describe, expect, it } from 'vitest';
import { expectHandoverHoldsNoSecrets, shot, useBrowser } from './support/browser';
import { Fair, leader, leave, playToTheEnd } from './support/ribbon-fair';

const STALLS = ['Ana', 'Bo', 'Cy'];

const browser = useBrowser({ width: 390 });

/** The pin step's public table, on screen above the handover panel, with the pinned entries face down only. */
async function lookAtTheTable(fair: Fair, pinned: readonly string[]): Promise<void> {
  const { page } = browser;
  await page.locator('.rf-table').waitFor();
  await page.locator('.handover').waitFor();
  const status = await page.locator('.rf-table p[role="status"]').innerText();
  expect(status).toContain(`${pinned.length} entr${pinned.length === 1 ? 'y' : 'ies'} pinned face down`);
  await expect(page.locator('.rf-facedown').count()).resolves.toBe(pinned.length);
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  for (const t of pinned) expect(html, `the table shows the pinned entry "${t}"`).not.toContain(t);
  await fair.look('table-pin', 'table (pinning)');
}

describe('Ribbon Fair in the browser', () => {
  it('Rotating Judge: a whole fair to its results, with a reload in the middle of pinning', async () => {
    const { page } = browser;
    const fair = new Fair(page, 'rf-rotating');
    await fair.start(STALLS, 'Rotating Judge');
    let s = await fair.state();
    expect(s.options).toMatchObject({ style: 'rotating', pinClock: 45, judgeClock: 30 });
    expect(s.round.judge).toBe(0);
    expect(s.round.owing).toEqual([1, 2]);

    const first = await fair.pin(0);
    await lookAtTheTable(fair, [first]);

    await page.reload();
    await page.locator('.handover').first().waitFor();
    s = await fair.state();
    expect(s.phase).toBe('pin');
    expect(s.round.pinned).toEqual([{ seat: 1, card: expect.objectContaining({ text: first }) }]);
    expect(s.round.owing).toEqual([2]);
    await expect(page.locator('#handover-title').innerText()).resolves.toBe('Pass the phone to Cy');
    await expectHandoverHoldsNoSecrets(page, [first, ...fair.secrets(s)]);
    await shot(page, 'rf-rotating-handover-after-reload');
    await lookAtTheTable(fair, [first]);

    const rounds = await playToTheEnd(fair, 24, leader);
    s = await fair.results();
    expect(s.end?.reason).toBe('target');
    const top = Math.max(...s.stalls.map((st) => st.won.length));
    expect(top).toBe(8);
    expect(s.end?.winners).toEqual(s.stalls.flatMap((st, i) => (st.won.length === top ? [i] : [])));
    expect(rounds).toBe(s.roundNo);
    // Two entrants a round, each behind a handover; the judge picks on the table with none.
    expect(fair.handovers).toBeGreaterThanOrEqual(rounds * 2);
  });

  it('AI Judge: complete rounds judged by Judge Marigold; it goes on with two stalls, and one stall is too few', async () => {
    const fair = new Fair(browser.page, 'rf-ai');
    await fair.start(STALLS, 'AI Judge', { pinClock: 'off', judgeClock: 'off' });
    let s = await fair.state();
    expect(s.options).toMatchObject({ style: 'ai', pinClock: null, judgeClock: null });
    expect(s.round.judge).toBe(null);
    expect(s.round.owing).toEqual([0, 1, 2]);
    // A 3-stall race to 8 random ribbons can take 20 rounds: play 6 complete rounds (nobody can hold 8 yet).
    const rounds = await playToTheEnd(fair, 6, leader, 6);
    expect(rounds).toBe(6);
    s = await fair.state();
    expect(s.phase).toBe('pin');
    expect(s.stalls.reduce((n, st) => n + st.won.length, 0)).toBe(6);
    expect(s.log.filter((l) => l === 'Judge Marigold picks at random.')).toHaveLength(6);

    // Cy leaves before pinning: AI Judge goes on with two stalls; Cy's ribbons stay, the hand leaves play.
    const cyWon = s.stalls[2]?.won.map((c) => c.text);
    s = await leave(fair, 'Cy');
    expect(s.stalls[2]?.won.map((c) => c.text)).toEqual(cyWon);
    expect(s.stalls[2]?.hand).toHaveLength(0);
    expect(s.phase).toBe('pin');
    expect(s.round.owing).toEqual([0, 1]);
    await expect(playToTheEnd(fair, 1, leader, 1)).resolves.toBe(1);
    s = await fair.state();
    expect(s.phase).toBe('pin');
    expect(s.roundNo).toBe(8);
    expect(s.stalls.reduce((n, st) => n + st.won.length, 0)).toBe(7);

    // Bo leaves: one stall is too few; the most ribbons win, ties share, none means no winner.
    await leave(fair, 'Bo');
    s = await fair.results();
    expect(s.end?.reason).toBe('too-few');
    const top = Math.max(...s.stalls.map((st) => st.won.length));
    expect(s.end?.winners).toEqual(s.stalls.flatMap((st, i) => (st.won.length === top ? [i] : [])));
  });
});
