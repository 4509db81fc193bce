/**
 * Horse Fair's scores in the browser tests: what the saved state says a finished hand scored (Basic scoring), the
 * totals and tie-breaks over the hands, and the score tables of the hand-end summary and the results screen.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { horseNumber } from '../../../src/games/horse-fair/cards';
import { andList } from '../../../src/engine/words';
import type { HandScore, HfState } from '../../../src/games/horse-fair/types';
import { expectDomWithout, pileSecrets } from './horse-fair';

/** The rows of a score table, read from its words ("4 points", "2 cards · 1 figurine · face value 14"): [name, cards, figurines, face value, points]. */
export async function scoreRows(table: ReturnType<Page['locator']>): Promise<string[][]> {
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((r) => [r.querySelector('th')?.textContent ?? '', r.querySelector('td')?.textContent ?? '']));
  return rows.map(([name = '', score = '']) => {
    const m = /^(\d+) points?(\d+) cards? · (\d+) figurines? · face value (\d+)$/.exec(score.trim());
    if (!m) throw new Error(`A score that does not read as points and their parts: "${score}"`);
    return [name.trim(), m[2] ?? '', m[3] ?? '', m[4] ?? '', m[1] ?? ''];
  });
}

export function teamName(st: HfState, team: number): string {
  const names = (st.teams[team] ?? []).map((s) => st.players[s]).join(' & ');
  return st.partnership ? `Team ${String.fromCharCode(65 + team)} (${names})` : names;
}

export function expectedRows(st: HfState, scores: readonly HandScore[], winners: readonly number[] = []): string[][] {
  return scores.map((s, team) => [
    `${teamName(st, team)}${winners.includes(team) ? ' ★ winner' : ''}`,
    String(s.cards),
    String(s.figurines),
    String(s.faceValue),
    String(s.points),
  ]);
}

/** Basic scoring (docs/games/horse-fair.md "Basic Game Scoring"): 1 per collected card, 2 per figurine; checked on the last hand from its piles. */
export function expectLastHandScored(st: HfState): void {
  const last = st.history[st.history.length - 1];
  if (!last) throw new Error('No finished hand.');
  st.teams.forEach((_, team) => {
    const pile = st.piles[team] ?? [];
    const figs = st.figurines[team] ?? 0;
    expect(last.scores[team]).toEqual({
      cards: pile.length,
      figurines: figs,
      faceValue: pile.reduce((n, c) => n + horseNumber(c.horse), 0),
      points: pile.length + 2 * figs,
    });
  });
  // Hands and face-up cards are gone; every one of the 65 cards is in a pile, the discard or the draw pile.
  expect(st.hands.flat()).toEqual([]);
  expect(st.faceUp.flat()).toEqual([]);
  const ids = [...st.piles.flat(), ...st.discard, ...st.drawPile].map((c) => c.id).sort((a, b) => a - b);
  expect(ids).toEqual(Array.from({ length: 65 }, (_, i) => i));
  if (last.reason === 'four-figurines') expect(Math.max(...st.figurines)).toBeGreaterThanOrEqual(4);
  else expect(Math.max(...st.figurines)).toBeLessThan(4);
  if (last.reason === 'last-win') expect(st.drawPile).toEqual([]);
}

/** Totals over hands and the leaders: a one-hand game's four-figurine taker, else the Basic tie-breaks (points, figurines, face value). */
export function standings(st: HfState): { totals: HandScore[]; leaders: number[] } {
  const totals = st.teams.map((_, team) =>
    st.history.reduce(
      (a, h) => {
        const s = h.scores[team];
        return s ? { cards: a.cards + s.cards, figurines: a.figurines + s.figurines, faceValue: a.faceValue + s.faceValue, points: a.points + s.points } : a;
      },
      { cards: 0, figurines: 0, faceValue: 0, points: 0 },
    ),
  );
  const key = (s: HandScore) => [s.points, s.figurines, s.faceValue];
  const better = (a: HandScore, b: HandScore) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  };
  // A one-hand game ended by a fourth figurine is won by whoever took it, whatever the points (docs/games/horse-fair.md).
  const four = st.handsTotal === 1 && st.history[0]?.reason === 'four-figurines' ? st.figurines.findIndex((f) => f >= 4) : -1;
  if (four >= 0) return { totals, leaders: [four] };
  const best = totals.reduce((t, s) => (better(s, t) > 0 ? s : t));
  return { totals, leaders: totals.flatMap((s, team) => (better(s, best) === 0 ? [team] : [])) };
}

/** Checks the results screen against the saved state: title, winners and the score table. */
export async function expectResults(page: Page, st: HfState): Promise<void> {
  await page.locator('#results-title').waitFor();
  expect(st.phase).toBe('game-over');
  const { totals, leaders } = standings(st);
  const sides = leaders.map((team) => (st.teams[team] ?? []).map((s) => st.players[s]).join(' & '));
  // A partnership wins as one side ("Ana & Cy win!"); players alone are named ("Ana wins!"), more than three counted.
  const title = st.partnership
    ? sides.length === 1
      ? `${sides[0]} win!`
      : `${andList(sides)} share the win!`
    : sides.length === 1
      ? `${sides[0]} wins!`
      : sides.length > 3
        ? `${sides.length} players share the win!`
        : `${andList(sides)} share the win!`;
  await expect(page.locator('#results-title').innerText()).resolves.toBe(title);
  await expect(scoreRows(page.locator('.hf-results table.hf-scores').first())).resolves.toEqual(expectedRows(st, totals, leaders));
  // Why each hand ended is said on the results.
  const text = await page.locator('.hf-results').innerText();
  for (const h of st.history) expect(text).toContain(END_WORDS[h.reason] ?? `unknown reason ${h.reason}`);
  await expectDomWithout(page, 'the results', pileSecrets(st));
}

/** The start of the sentence saying why a hand ended (views/words.ts endWords). */
const END_WORDS: Record<string, string> = {
  'four-figurines': 'collected four figurines and won the hand at once.',
  'last-win': 'The draw pile had run out, so this win ended the hand.',
  'out-of-cards': "Every player's cards ran out with no further win",
};
