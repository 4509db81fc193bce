/**
 * An AI Judge fair with "Judge Marigold: judges with taste" in the browser: the option on the setup screen,
 * her sentence on the award and in the log, the Rules panel on both modes, and the saved fair replaying
 * from its log to the same picks (docs/games/ribbon-fair.md, "Judging styles").
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { def as rfDef } from '../../src/games/ribbon-fair/def';
import type { RfState } from '../../src/games/ribbon-fair/types';
import { fitScores } from '../../src/games/ribbon-fair/rules/taste';
import { replay } from '../../src/session/replay';
import type { SavedGame } from '../../src/storage/schema';
import { layoutProblems, openPhone, smallTargets } from './support/a11y';
import { BASE_URL, enterPlayers, expectNoAxeViolations, openPrivate, savedRecord, shot, useBrowser } from './support/browser';

const STALLS = ['Ana', 'Bo', 'Cy'];
const ROUNDS = 3;
const browser = useBrowser({ width: 360 });

/** The open fair's saved record, once the app says it holds more than `after` moves (any number unless told). */
async function saved(page: Page = browser.page, after = -1): Promise<SavedGame> {
  const g = await savedRecord(page, after + 1);
  if (g.gameId !== 'ribbon-fair') throw new Error('The open Ribbon Fair is not saved.');
  return g as unknown as SavedGame;
}
const stateOf = (g: SavedGame): RfState => g.state as RfState;

/** The next stall owing an entry opens its hand (press and hold) and pins its first card. */
async function pinFirst(s: RfState, page: Page = browser.page): Promise<string> {
  const seat = s.round.owing[0] ?? -1;
  const text = s.stalls[seat]?.hand[0]?.text ?? '';
  await openPrivate(page, s.players[seat] ?? '');
  await page.getByRole('list', { name: 'Your hand' }).getByRole('button').first().click();
  await page.getByRole('button', { name: `Pin “${text}”` }).click();
  // A confirmation, where the pin asks for one (the table may pin in one press).
  const confirm = page.getByRole('button', { name: 'Yes, pin it' });
  const hand = page.getByRole('list', { name: 'Your hand' });
  await Promise.race([
    confirm.waitFor({ timeout: 5000 }).then(
      () => confirm.click(),
      () => undefined,
    ),
    hand.waitFor({ state: 'detached' }),
  ]);
  await hand.waitFor({ state: 'detached' });
  return text;
}

describe('Ribbon Fair: Judge Marigold with taste', () => {
  it('AI Judge with taste: the award and the log show her sentence, and the fair replays to the same picks', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Ribbon Fair' }).click();
    await enterPlayers(page, STALLS);
    // Rotating Judge has no Marigold to choose; AI Judge offers her two ways, at random first (the default).
    await expect(page.getByRole('radio', { name: 'Judges with taste' }).count()).resolves.toBe(0);
    await page.getByRole('radio', { name: /^AI Judge/ }).check();
    await expect(page.getByRole('radio', { name: 'Picks at random (as the rule text has it)' }).isChecked()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'Judges with taste' }).check();
    await shot(page, 'rf-taste-setup');
    await expectNoAxeViolations(page, 'rf-taste setup');
    await page.getByRole('button', { name: 'Start the game' }).click();
    const rules = (await page.locator('.rules-inline').textContent()) ?? '';
    expect(rules).toContain('Picks at random (as the rule text has it, and the default)');
    expect(rules).toContain('Judges with taste: she picks the entry that best fits the ribbon');

    const reasons: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let g = await saved();
      let s = stateOf(g);
      expect(s.options).toMatchObject({ style: 'ai', marigold: 'taste' });
      while (s.phase === 'pin') {
        await pinFirst(s);
        g = await saved(browser.page, g.log.length);
        s = stateOf(g);
      }
      expect(s.phase).toBe('award');
      const a = s.round.award;
      const reason = a?.reason ?? '';
      const winner = s.round.entries[a?.entry ?? -1]?.card.text ?? '';
      // She picked a best fit, and her sentence names it.
      const scores = fitScores(
        a?.ribbon.text ?? '',
        s.round.entries.map((e) => e.card.text),
      );
      expect(scores[a?.entry ?? -1]).toBe(Math.max(...scores));
      expect(reason.toLowerCase()).toContain(winner.toLowerCase().replace(/^(a|an|the|two|one|your) /, ''));
      expect(s.log).toContain(`Judge Marigold: ${reason}`);
      // The award on screen says what she said (the log says it too, folded away).
      await page.getByText(`Judge Marigold: ${reason}`, { exact: true }).filter({ visible: true }).first().waitFor();
      if (round === 0) {
        await shot(page, 'rf-taste-award');
        await expectNoAxeViolations(page, 'rf-taste award');
      }
      reasons.push(reason);
      await page.getByRole('button', { name: 'Next ribbon', exact: true }).click();
      expect(stateOf(await saved(browser.page, g.log.length)).roundNo).toBe(s.roundNo + 1);
    }
    expect(new Set(reasons).size).toBe(ROUNDS);

    // Replayed from its seed and log, the saved fair comes out the same: the same picks and sentences.
    const g = await saved();
    const again = replay(rfDef, g) as RfState;
    expect(JSON.stringify(again)).toBe(JSON.stringify(g.state));
    const said = (st: RfState) => st.log.filter((l) => l.startsWith('Judge Marigold: ') || l.includes(' wins “'));
    expect(said(again)).toEqual(said(stateOf(g)));
    expect(said(again).filter((l) => l.startsWith('Judge Marigold: '))).toHaveLength(ROUNDS);
  });

  it('at 200% text with 24-letter names: the option and her sentence hold together, with 44 px targets', async () => {
    const { context, page } = await openPhone(32);
    try {
      const names = ['Bartholomew Fairweathers', 'Clementine Hollyhocking', 'Maximilian Goosefeather'];
      await page.goto(BASE_URL);
      await page.getByRole('button', { name: 'New game of Ribbon Fair' }).click();
      await enterPlayers(page, names);
      for (const style of [/^Crowd Favourite/, /^AI Judge/]) {
        await page.getByRole('radio', { name: style }).check();
        await page.getByRole('radio', { name: 'Judges with taste' }).check();
        // The name fields scroll their long text, as text fields do (the app's setup screen, not this option).
        const problems = [...(await smallTargets(page)), ...(await layoutProblems(page))].filter((p) => !p.startsWith('input#player-'));
        expect(problems).toEqual([]);
      }
      await shot(page, 'rf-taste-setup-200');
      await page.getByRole('button', { name: 'Start the game' }).click();
      let g = await saved(page);
      let s = stateOf(g);
      while (s.phase === 'pin') {
        await pinFirst(s, page);
        g = await saved(page, g.log.length);
        s = stateOf(g);
      }
      await page
        .getByText(`Judge Marigold: ${s.round.award?.reason ?? '?'}`, { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();
      await shot(page, 'rf-taste-award-200');
      expect([...(await smallTargets(page)), ...(await layoutProblems(page))]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
