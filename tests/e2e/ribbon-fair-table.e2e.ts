/**
 * Ribbon Fair's table in the steps a fresh game does not reach, at 360 × 640, as it comes and at 200%
 * text with the longest names a stall may type: the rotating judge picking on the table (with an entry
 * chosen, so its "Award “…”" button shows), the crowd voting with the entries face up under the handover
 * panel, and the award panel with every stall framed in gold. Tap targets, nothing overlapping, cut off or
 * sideways, contrast; screenshots in test-output/screens/rf-table-<mode>-<step>.png. The saved games are
 * made with the real rules, each stall pinning the card of its hand with the longest word, so the cards
 * that must take a whole row ("ventriloquist's") are on the table.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Actor } from '../../src/engine/types';
import { def as rfDef } from '../../src/games/ribbon-fair/def';
import type { RfAction, RfOptions, RfState } from '../../src/games/ribbon-fair/types';
import type { SavedGame } from '../../src/storage/schema';
import { BASE_URL, shot, useBrowser } from './support/browser';
import { contrastProblems, layoutProblems, openPhone, putRecords, smallTargets } from './support/a11y';
import { clipShot } from './support/board';

const def = rfDef;
/** The longest names a stall may type: 24 letters with nowhere to break, and a name of many emoji. */
const LONG_NAMES = ['W'.repeat(24), 'Abuela Rosa 💐💐💐💐💐💐💐', 'Cy', 'Di', 'Ed'];
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];

/** Letters in the longest word of `text`. */
const longest = (text: string) => Math.max(...text.split(/[\s-]+/).map((w) => [...w].length));

/**
 * A saved fair of `style` played by the real rules through the pin (every stall pins its card with the
 * longest word) and, with `pick`, the judge's pick; the first seed `id-0`, `id-1`… whose fair `until` accepts.
 */
function record(id: string, players: string[], style: RfOptions['style'], until: (s: RfState) => boolean, pick = false): SavedGame {
  for (let k = 0; k < 100; k++) {
    const r = tryRecord(`${id}-${k}`, players, style, pick);
    if (until(r.state as RfState)) return { ...r, id };
  }
  throw new Error(`No seed gives ${id}`);
}

function tryRecord(seed: string, players: string[], style: RfOptions['style'], pick: boolean): SavedGame {
  const id = seed;
  const options: RfOptions = { ...def.defaultOptions(players.length), style, judgeClock: null, pinClock: null };
  const now = Date.now();
  let state = def.setup(players, options, id, now);
  const log: SavedGame['log'] = [];
  const act = (actor: Actor, action: RfAction) => {
    state = def.apply(state, actor, action, now);
    log.push({ kind: 'act', at: now, actor, action });
  };
  while (state.phase === 'pin') {
    const seat = state.round.owing[0] ?? 0;
    const hand = (state.stalls[seat]?.hand ?? []).slice().sort((a, b) => longest(b.text) - longest(a.text));
    act(seat, { type: 'pin', entry: hand[0]?.text ?? '' });
  }
  if (pick && state.phase === 'judge') act(state.round.judge ?? 0, { type: 'pick', entry: 0 });
  return { schema: 1, gameId: def.id, id, players, options, seed: id, state, log, createdAt: now, updatedAt: now };
}

/**
 * Words broken across lines inside a button of the table (a card to choose, "Award “…”", a won ribbon):
 * each word (parted by spaces and hyphens, where a line may break) must lie on one line.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const button of document.querySelectorAll('main .rf-table button')) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/[^\s\-‐]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (tops.size > 1) out.push(`the word "${m[0]}" is broken inside the button "${(button.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
    }
    return out;
  });
}

/** Tap targets, overlaps, spills, broken words and contrast on the screen now showing, each problem named by `screen`. */
async function check(page: Page, screen: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  await shot(page, `rf-table-${screen}`);
  const found = [...(await smallTargets(page)), ...(await layoutProblems(page)), ...(await brokenWords(page)), ...(await contrastProblems(page))];
  return found.map((p) => `[${screen}] ${p}`);
}

for (const mode of [
  { name: 'plain', fontSize: 16, names: NAMES },
  { name: 'text200', fontSize: 32, names: LONG_NAMES },
]) {
  describe(`Ribbon Fair's table at 360 × 640, ${mode.name}`, () => {
    const browser = useBrowser({
      open: () => openPhone(mode.fontSize),
      init: async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(BASE_URL);
        await page.locator('.shelf').waitFor();
        // "Ready to play offline" is put away first: it is the app's, not the table's.
        await page
          .locator('.pwa-bar button')
          .click({ timeout: 30_000 })
          .catch(() => undefined);
        const names = [...mode.names];
        await putRecords(page, [
          record(`rf-table-${mode.name}-judge`, names, 'rotating', (s) => s.phase === 'judge' && s.round.entries.some((e) => longest(e.card.text) > 10)),
          record(`rf-table-${mode.name}-vote`, names, 'crowd', (s) => s.phase === 'vote'),
          record(`rf-table-${mode.name}-award`, names, 'rotating', (s) => s.phase === 'award', true),
        ]);
      },
    });

    it('the judge picking on the table, the crowd voting, the award panel', async () => {
      const { page } = browser;
      const problems: string[] = [];
      const open = async (step: string) => {
        await page.goto(`${BASE_URL}#/play/rf-table-${mode.name}-${step}`);
        await page.locator('.rf-table').waitFor();
        // Every disclosure of the table open (the phones' panel in the top bar is a popover over the board: the
        // accessibility test checks it).
        await page.evaluate(() => document.querySelectorAll('main details:not(.top-bar details)').forEach((d) => ((d as HTMLDetailsElement).open = true)));
      };

      await open('judge');
      await expect(page.locator('.handover').count()).resolves.toBe(0);
      await expect(page.locator('.rf-cards > li.rf-wide').count()).resolves.toBeGreaterThan(0);
      problems.push(...(await check(page, `${mode.name}-judge`)));
      // The entry with the longest word chosen: "Award “…”" names it without breaking a word.
      const cards = page.locator('[aria-labelledby="rf-judge-title"] .rf-cards > li');
      await cards
        .locator('.rf-pick')
        .nth(await cards.evaluateAll((lis) => lis.findIndex((li) => li.classList.contains('rf-wide'))))
        .click();
      await expect(page.getByRole('button', { name: /^Award “/ }).isEnabled()).resolves.toBe(true);
      problems.push(...(await check(page, `${mode.name}-judge-chosen`)));
      await clipShot(page, '[aria-labelledby="rf-judge-title"]', `test-output/screens/rf-table-${mode.name}-judge-panel.png`);

      await open('vote');
      await page.locator('.handover').waitFor();
      await expect(page.locator('#rf-vote-title').innerText()).resolves.toBe('The crowd votes');
      problems.push(...(await check(page, `${mode.name}-vote`)));

      await open('award');
      await expect(page.locator('.rf-stall.waiting').count()).resolves.toBe(5);
      problems.push(...(await check(page, `${mode.name}-award`)));
      await clipShot(page, '.rf-head', `test-output/screens/rf-table-${mode.name}-award-top.png`);
      // The award's reveal settles into the last-move strip by itself after its beat, which the checks above can
      // outlast on a busy machine: reopened from the strip (the way a player brings it back) to photograph it.
      if ((await page.locator('.reveal').count()) === 0) await page.locator('.last-move').click();
      await clipShot(page, '.reveal', `test-output/screens/rf-table-${mode.name}-award-reveal.png`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}
