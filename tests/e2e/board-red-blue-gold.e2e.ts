/**
 * Red Blue Gold's board in the browser, at every stage of a 13-seat match: rounds 1 to 4 open (with the last
 * round's public result after each), and the prizes. Each stage is a match played by the real rules with
 * random legal moves up to that point, saved with every seat but one person's a bot (so the table waits on
 * the person only, as a practice match would), then opened from Home's store. At 360 × 640 and 390 × 844 the
 * board fits its area with the round, its clock, the 13 seats and the last round's result on it; at 200%
 * text the round and its clock start in its first screen; the table with its handover holds no secret.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyGameDef } from '../../src/engine/types';
import { makeRandom } from '../../src/engine/rng';
import { game as redBlueGold } from '../../src/games/red-blue-gold/index';
import type { RbgState } from '../../src/games/red-blue-gold/types';
import { gameStatus } from '../../src/session/status';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';
import { BASE_URL, expectHandoverHoldsNoSecrets, expectNoAxeViolations, useBrowser, waitForHome, resizeTo, frames } from './support/browser';
import { expectBoardFits, putRevealAway, smallText } from './support/board';
import { RBG_SECRETS } from './support/red-blue-gold';
import { putRecords } from './support/idb';

const browser = useBrowser({ width: 390, height: 844 });
const def = redBlueGold.def as unknown as AnyGameDef;
const PLAYERS = [
  'Ana',
  'Bramble (bot)',
  'Clover (bot)',
  'Dusty (bot)',
  'Ember (bot)',
  'Fennel (bot)',
  'Gorse (bot)',
  'Hazel (bot)',
  'Ivy (bot)',
  'Juniper (bot)',
  'Kestrel (bot)',
  'Linden (bot)',
  'Moss (bot)',
];

/** A 13-seat match (of `players`) played by random legal moves until `stop` says so; `people` are the seats that are not bots. */
function matchAt(id: string, stop: (s: RbgState) => boolean, people: (s: RbgState) => number[], players: readonly string[] = PLAYERS): SavedGame {
  const random = makeRandom(id);
  const createdAt = Date.now() - 600_000;
  let now = createdAt;
  const options = { ...(def.defaultOptions(players.length) as object), roundClock: '1h' };
  let state = def.setup([...players], options, id, now);
  const log: SavedGame['log'] = [];
  for (let i = 0; i < 5000 && !stop(state as RbgState) && !def.outcome(state); i++) {
    now += 1000;
    const move = def.randomAction(state, random, now);
    if (!move) break;
    state = def.apply(state, move.actor, move.action, now);
    log.push({ kind: 'act', at: now, actor: move.actor, action: move.action });
  }
  if (!stop(state as RbgState)) throw new Error(`${id}: random play did not reach the stage`);
  const mine = people(state as RbgState);
  const bots = players.map((_, s) => s).filter((s) => !mine.includes(s));
  return {
    schema: SCHEMA_VERSION,
    gameId: def.id,
    id,
    players: [...players],
    options,
    seed: id,
    state,
    log,
    createdAt,
    updatedAt: Date.now(),
    bots,
    ...gameStatus(def, [...players], state),
  } as SavedGame;
}

async function putRecord(page: Page, rec: SavedGame): Promise<void> {
  await putRecords(page, [rec]);
}

/** Opens `rec` on the table, as Home's list does, and waits for its board with the bots' moves made. */
async function open(page: Page, rec: SavedGame): Promise<void> {
  await page.goto(BASE_URL);
  await waitForHome(page);
  await putRecord(page, rec);
  await page.goto(`${BASE_URL}#/play/${rec.id}`);
  await page.locator('.rbg-board').waitFor();
  // The bots play their moves of the open round as soon as it opens: the board is measured once they are
  // done and only the people's seats are waited on (the handover bar names just them).
  const bots = rec.bots ?? [];
  const waited = def.waitingOn(rec.state).filter((s) => !bots.includes(s)).length;
  await page.waitForFunction((n) => document.querySelectorAll('.handover-names > li').length === n, waited);
}

/**
 * The seat tiles' names as a player sees them: each name's letters that are drawn inside its tile, uncovered
 * (a letter hidden by an ellipsis, cut off by the tile's edge or not drawn at all is left out); an ellipsis drawn
 * in place of letters shows as "…".
 */
async function visibleSeatNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.rbg-board .rbg-seats tbody tr')].map((tr) => {
      const name = tr.querySelector('.rbg-name');
      const text = name?.firstChild;
      if (!name || !(text instanceof Text)) return '';
      const tile = tr.getBoundingClientRect();
      const clip = name.getBoundingClientRect();
      const style = getComputedStyle(name);
      const cut = name.scrollWidth > name.clientWidth + 0.5 && style.textOverflow === 'ellipsis';
      const em = parseFloat(style.fontSize);
      let shown = '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const r = range.getBoundingClientRect();
        const inTile = r.left >= tile.left - 0.5 && r.right <= tile.right + 0.5 && r.top >= tile.top - 0.5 && r.bottom <= tile.bottom + 0.5;
        // Cut short, the name's box ends in an ellipsis (about 1em wide) drawn over what would follow.
        const beforeEllipsis = r.left >= clip.left - 0.5 && r.right <= clip.right - em + 0.5;
        if (r.width > 0 && inTile && (!cut || beforeEllipsis)) shown += text.data[i] ?? '';
      }
      return cut ? `${shown}…` : shown;
    }),
  );
}

const inRound = (n: number) => (s: RbgState) => s.phase === 'round' && s.round === n;
/** The people's seats: the first two the open round calls (the others are bots; with one person alone, the
 * app would open that person's view once the bots are done, as in a practice game). */
const firstCalled = (s: RbgState) => def.waitingOn(s).slice(0, 2);

describe('Red Blue Gold’s board, 13 seats', () => {
  for (const n of [1, 2, 3, 4] as const) {
    it(`round ${n} of 4 open${n > 1 ? `, with round ${n - 1}’s result` : ''}`, async () => {
      const { page } = browser;
      const rec = matchAt(`board-rbg-round-${n}`, inRound(n), firstCalled);
      await open(page, rec);
      await expect(page.locator('[data-board="round"] h2').innerText()).resolves.toMatch(new RegExp(`^Round ${n} of 4: `));
      await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
      const names = n === 1 ? ['round', 'clock', 'seats'] : ['round', 'clock', 'seats', 'last-round'];
      await expectBoardFits(page, '.rbg-board', `rbg-round-${n}`, names, ['round', 'clock']);
      await expect(page.locator('.rbg-seats tbody tr').count()).resolves.toBe(13);
      // The two people's names share one row of the handover bar, and the bar is that row tall: no empty row of its
      // cloth under them (a tester saw about 60 px of it).
      const under = await page.evaluate(() => {
        const grid = document.querySelector('.handover-names');
        const last = [...document.querySelectorAll('.handover-names > li')].at(-1);
        if (!grid || !last) return null;
        const row = last.getBoundingClientRect();
        return { under: Math.round(grid.getBoundingClientRect().bottom - row.bottom) <= 4, tall: Math.round(row.height) <= 56 };
      });
      expect(under, 'the handover bar as tall as its names (no empty row under them, no name stretched over it)').toEqual({ under: true, tall: true });
      // In round 1 the tiles' type takes the board's free height: 16 px on a 360 × 640 phone (12.6 px over 170 px of
      // bare planks before).
      if (n === 1) {
        await resizeTo(page, { width: 360, height: 640 });
        const px = await page.locator('.rbg-seats .rbg-seat-points').evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
        expect(Math.min(...px), 'the seats’ points at 360 × 640, round 1').toBeGreaterThanOrEqual(16);
        expect(await smallText(page, '.rbg-board [data-board="clock"]', 16), 'the round’s clock at 360 × 640, round 1').toEqual([]);
        await resizeTo(page, { width: 390, height: 844 });
      }
      if (n === 1) await expectNoAxeViolations(page, 'Red Blue Gold board, round 1');
    });
  }

  it('names that start alike (Bartholomew, Barthelemy) are told apart on the seat tiles', async () => {
    const { page } = browser;
    const alike = ['Bartholomew', 'Barthelemy', 'Maximiliana', 'Maximilian', ...PLAYERS.slice(4)];
    const rec = matchAt('board-rbg-alike', inRound(1), firstCalled, alike);
    await open(page, rec);
    // The round's reveal is put away, as the table would, so the seats are in sight.
    await putRevealAway(page);
    await expectBoardFits(page, '.rbg-board', 'rbg-alike', ['round', 'clock', 'seats'], ['round', 'clock']);
    for (const [size, text] of [
      [{ width: 360, height: 640 }, ''],
      [{ width: 390, height: 844 }, ''],
      [{ width: 360, height: 640 }, 'calc(225% * var(--font-scale))'],
    ] as const) {
      await resizeTo(page, size);
      await page.evaluate((t) => document.documentElement.style.setProperty('font-size', t), text);
      await frames(page);
      const shown = await visibleSeatNames(page);
      const where = `at ${size.width} × ${size.height}${text ? ', 200% text' : ''}`;
      expect(shown.slice(0, 4), where).toEqual(alike.slice(0, 4));
      expect(new Set(shown).size, `${where}: two tiles look the same`).toBe(shown.length);
    }
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
  });

  it('the prizes: the first places with their garnets and tokens of life, the E.C., every seat’s final points', async () => {
    const { page } = browser;
    // Two people, so the table is not a practice match whose one person's view opens by itself after a pause (which a
    // busy machine outlasts before the board is measured): the one the prizes wait on and one more.
    const rec = matchAt(
      'board-rbg-prizes',
      (s) => s.phase === 'token-gift' || s.phase === 'ec-choice',
      (s) => {
        const waiting = def.waitingOn(s);
        return [...waiting, PLAYERS.map((_, i) => i).find((i) => !waiting.includes(i)) ?? 0];
      },
    );
    await open(page, rec);
    await expectHandoverHoldsNoSecrets(page, RBG_SECRETS);
    await expectBoardFits(page, '.rbg-board', 'rbg-prizes', ['round', 'prizes', 'seats'], ['round', 'prizes']);
    await expect(page.locator('[data-board="prizes"] .rbg-garnet').count()).resolves.toBeGreaterThanOrEqual(5);
    await expectNoAxeViolations(page, 'Red Blue Gold board, prizes');
  });
});

/** Thirteen names of 12 letters, in pairs that differ only at their end. */
const LONG13 = [
  'Bramblewoody',
  'Bramblewoods',
  'Mary Ann Lee',
  'Mary Ann Leo',
  'Christophers',
  'Christophera',
  'Wilhelmina W',
  'Wilhelmina M',
  'Clementine J',
  'Clementine K',
  'Maximilianus',
  'Maximilianos',
  'Bartholomews',
];

describe('Red Blue Gold’s board, 13 seats of 12-letter names', () => {
  // At Larger text rounds 1 to 4 fit both phones (on the short one the last round's box starts beside the thirteenth
  // seat, in the two cells its row leaves free), and the prizes (on the short one a step smaller, a place a line); at
  // the usual size the prizes too (a sole winner's E.C. said once, on the podium).
  for (const n of [1, 2, 3, 4] as const) {
    it(`Larger text: round ${n} of 4 open, the round, its clock, the 13 seats${n > 1 ? ' and the last round' : ''} fit the board`, async () => {
      const { page } = browser;
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').check();
      const rec = matchAt(`board-rbg-larger-${n}`, inRound(n), firstCalled, LONG13);
      await open(page, rec);
      await putRevealAway(page);
      const names = n === 1 ? ['round', 'clock', 'seats'] : ['round', 'clock', 'seats', 'last-round'];
      await expectBoardFits(page, '.rbg-board', `rbg-larger-${n}`, names);
      // The last round's box lies over no seat's tile, at either size.
      for (const size of [
        { width: 360, height: 640 },
        { width: 390, height: 844 },
      ]) {
        await resizeTo(page, size);
        await frames(page);
        const overlaps = await page.evaluate(() => {
          const last = document.querySelector('.rbg-board .rbg-last')?.getBoundingClientRect();
          if (!last) return [];
          return [...document.querySelectorAll('.rbg-board .rbg-seats tbody tr')]
            .filter((tr) => {
              const r = tr.getBoundingClientRect();
              return r.left < last.right - 0.5 && last.left < r.right - 0.5 && r.top < last.bottom - 0.5 && last.top < r.bottom - 0.5;
            })
            .map((tr) => tr.textContent ?? '');
        });
        expect(overlaps, `round ${n} at ${size.width} × ${size.height}: seats under the last round's box`).toEqual([]);
      }
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').uncheck();
    });
  }

  /** The prizes of a match of 12-letter names with the E.C. still to choose (or the token to give): the seats waited on are people. */
  const longPrizes = () =>
    matchAt(
      'board-rbg-long-prizes',
      (s) => s.phase === 'ec-choice' || s.phase === 'token-gift',
      (s) => {
        const waiting = def.waitingOn(s);
        return [...waiting, LONG13.map((_, i) => i).find((i) => !waiting.includes(i)) ?? 0];
      },
      LONG13,
    );

  it('the usual text: the prizes with the E.C. still to choose', async () => {
    const { page } = browser;
    const rec = longPrizes();
    await open(page, rec);
    await putRevealAway(page);
    await expectBoardFits(page, '.rbg-board', 'rbg-long-prizes', ['round', 'prizes', 'seats']);
  });

  // At Larger text on a 360 × 640 phone the prizes, the E.C.'s line and the 13 seats scrolled by 67 px, and each seat's
  // place disc lay over its " pts".
  it('Larger text: the prizes with the E.C. still to choose, every seat’s place clear of its points', async () => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    const rec = longPrizes();
    await open(page, rec);
    await putRevealAway(page);
    await expectBoardFits(page, '.rbg-board', 'rbg-larger-prizes', ['round', 'prizes', 'seats']);
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await resizeTo(page, size);
      await frames(page);
      const covered = await page.locator('.rbg-seats tbody tr:has(.rbg-seat-place)').evaluateAll(
        (rows) =>
          rows.filter((tr) => {
            const place = tr.querySelector('.rbg-seat-place')?.getBoundingClientRect();
            const points = tr.querySelector('.rbg-seat-points');
            if (!place || !points) return false;
            // The points' line keeps the disc's room: its content box (the number, and " pts" drawn by CSS) ends before it.
            const box = points.getBoundingClientRect();
            const right = box.right - parseFloat(getComputedStyle(points).paddingRight);
            return right > place.left + 0.5 && box.bottom > place.top + 0.5 && box.top < place.bottom - 0.5;
          }).length,
      );
      expect(covered, `seats whose points lie under their place at ${size.width} × ${size.height}`).toBe(0);
    }
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
  });
});
