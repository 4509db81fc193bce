/**
 * Horse Fair's board in the browser (src/games/contract.ts `GameUI.Table`; docs/house-rules.md "Horse Fair",
 * "Pass-and-play"): every phase opened from a saved game (a turn at 3, 5 and 6 players in partnerships, a horse
 * just won, a hand's end, the results) fits the board area at 360 × 640 and 390 × 844 with the race, the cards
 * face up, the figurines, the collected piles, the draw pile and whose turn on it; at 200% text the race is in
 * the board's first screen. Every board passes axe and holds no hand. Screenshots: test-output/screens/board-hf-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { def } from '../../src/games/horse-fair/def';
import type { HfOptions, HfState } from '../../src/games/horse-fair/types';
import type { AnyGameDef } from '../../src/engine/types';
import { BASE_URL, expectNoAxeViolations, useBrowser, resizeTo } from './support/browser';
import { openPhone } from './support/a11y';
import { allSecrets, expectDomWithout } from './support/horse-fair';
import { BOARD_SIZES, boardShot, expectBoardFits, smallText } from './support/board';
import { expectInFirstScreen, expectResultsScreen, openRecord, recordAt } from './support/board-phases';

const anyDef = def as unknown as AnyGameDef;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
const ON_A_TURN = ['race', 'tableau', 'figurines', 'collected', 'draw-pile', 'turn'];

/** A saved Horse Fair game of `n` players (options over the defaults) played on until `until`. */
function game(id: string, n: number, options: Partial<HfOptions>, until: (s: HfState) => boolean) {
  return recordAt<HfState>(anyDef, `hf-${id}`, NAMES.slice(0, n), { ...def.defaultOptions(n), ...options }, until);
}

/** In the middle of a hand: several cards face up, the last one played without a win. */
const midHand = (s: HfState) => s.phase === 'playing' && s.lastMove?.effect === 'played' && s.faceUp.flat().length >= 6 && s.figurines.some((f) => f > 0);

/** Opens `record`, checks the board's fit, its secrets and axe. */
async function phase(page: Page, record: ReturnType<typeof game>, names: readonly string[], shot: string, before?: () => Promise<void>): Promise<void> {
  await resizeTo(page, { width: 360, height: 640 });
  await openRecord(page, BASE_URL, record);
  await page.locator('.hf-table').waitFor();
  await before?.();
  await expectBoardFits(page, '.hf-table', shot, names);
  await expectDomWithout(page, shot, allSecrets(record.state as HfState));
  await expectNoAxeViolations(page, shot);
}

describe('Horse Fair: the board at 360 × 640 and 390 × 844', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  it("a turn at 3 players: the race, each player's cards, figurines and pile, the draw pile, whose turn", async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.locator('.shelf').waitFor();
    const rec = game('turn-3', 3, {}, midHand);
    await phase(page, rec, ON_A_TURN, 'hf-turn-3');
    const st = rec.state as HfState;
    // The board says what the saved state says: each horse's count of its number, whose turn.
    const lanes = await page.locator('[data-board="race"] .hf-lane').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(lanes).toEqual(def.view(st, 'table').tracks.map((t) => `${t.name} ${t.number}: ${t.count} of ${t.number} face up`));
    await expect(page.locator('[data-board="turn"]').innerText()).resolves.toBe(`${st.players[st.turn ?? 0]} plays next.`);
    await expect(
      page
        .locator('[data-board="draw-pile"]')
        .innerText()
        .then((t) => t.replace(/\s+/g, ' ')),
    ).resolves.toContain(`Draw pile ${st.drawPile.length} cards`);
    // Whose turn and the draw pile are read from a chair: 16 px or more on both phones.
    for (const size of BOARD_SIZES) {
      await resizeTo(page, { width: size.width, height: size.height });
      for (const mark of ['turn', 'draw-pile']) {
        expect(await smallText(page, `.hf-table [data-board="${mark}"]`, 16), `${mark} at ${size.width} × ${size.height}`).toEqual([]);
      }
    }
  });

  it('a turn at 5 players, and at 6 in three partnerships (the most place mats)', async () => {
    const { page } = browser;
    await phase(page, game('turn-5', 5, {}, midHand), ON_A_TURN, 'hf-turn-5');
    await phase(page, game('turn-6', 6, { partnership: true }, midHand), ON_A_TURN, 'hf-turn-6');
  });

  it('a horse has just won: its reveal, the figurine and the pile on the board', async () => {
    const { page } = browser;
    const rec = game('win', 4, {}, (s) => s.phase === 'playing' && s.lastMove?.effect === 'won' && s.wins >= 2);
    // The reveal settles into the last-move strip by itself after its beat, and the board checks can take longer
    // than that on a busy machine: so it is read as soon as the board is up, and reopened from the strip (the way
    // a player brings it back) if its beat has already run out.
    await phase(page, rec, ON_A_TURN, 'hf-win', async () => {
      await expect(page.locator('.last-move-title').innerText()).resolves.toMatch(/wins!/);
      if ((await page.locator('.reveal').count()) === 0) await page.locator('.last-move').click();
      await expect(page.locator('.reveal-title').innerText()).resolves.toMatch(/wins!/);
    });
  });

  it('a hand\'s end: its summary and "Deal the next hand" instead of the race, the figurines and piles still in front of each player', async () => {
    const { page } = browser;
    const rec = game('hand-end', 3, { hands: 2 }, (s) => s.phase === 'hand-over');
    await phase(page, rec, ['hand-end', 'tableau', 'figurines', 'collected', 'draw-pile'], 'hf-hand-end');
    await expect(page.locator('[data-board="hand-end"] h2').innerText()).resolves.toBe('Hand 1 is over');
    await expect(page.getByRole('button', { name: 'Deal the next hand' }).isVisible()).resolves.toBe(true);
  });

  it('the results', async () => {
    const { page } = browser;
    const rec = game('over', 3, {}, (s) => s.phase === 'game-over');
    await openRecord(page, BASE_URL, rec);
    await expectResultsScreen(page, 'hf', 'Horse Fair');
  });
});

describe('Horse Fair: the board at 200% text', () => {
  const big = useBrowser({ open: () => openPhone(32) });

  it('the race is in the first screen, on a turn and after a win', async () => {
    const { page } = big;
    await page.goto(BASE_URL);
    await page.locator('.shelf').waitFor();
    for (const [id, until] of [
      ['turn-200', midHand],
      ['win-200', (s: HfState) => s.phase === 'playing' && s.lastMove?.effect === 'won'],
    ] as const) {
      const rec = game(id, 5, {}, until);
      await openRecord(page, BASE_URL, rec);
      await page.locator('.hf-table').waitFor();
      // The reveal over the board is put away first (on the app's frame it lies over the board).
      const ok = page.locator('.reveal').getByRole('button', { name: 'OK' });
      if ((await ok.count()) > 0) await ok.click();
      await page.evaluate(() => document.fonts.ready);
      await boardShot(page, '.hf-table', `hf-${id}`);
      await expectInFirstScreen(page, '.hf-table', ['[data-board="race"]'], 430, `Horse Fair ${id}`);
    }
  });
});

describe('Horse Fair: a Second Look face up', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  it('its ×2 lies inside the small card, on one line (a tester saw the 2 below the card)', async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    const rec = recordAt<HfState>(
      anyDef,
      'hf-second-look',
      NAMES.slice(0, 4),
      def.defaultOptions(4),
      (s) => s.phase === 'playing' && s.faceUp.flat().some((c) => c.kind === 'second-look'),
    );
    await openRecord(page, BASE_URL, rec);
    await page.locator('.hf-table .hf-kind-second-look').first().waitFor();
    const out = await page.evaluate(() =>
      [...document.querySelectorAll('.hf-table .hf-kind-second-look')].flatMap((card) => {
        const c = card.getBoundingClientRect();
        const x = card.querySelector('.hf-mini-x2')?.getBoundingClientRect();
        const border = parseFloat(getComputedStyle(card).borderTopWidth);
        if (!x) return ['no ×2'];
        const inside =
          x.top >= c.top + border - 0.5 && x.bottom <= c.bottom - border + 0.5 && x.left >= c.left + border - 0.5 && x.right <= c.right - border + 0.5;
        return inside && x.height < 14
          ? []
          : [
              `×2 at ${Math.round(x.left)},${Math.round(x.top)}–${Math.round(x.right)},${Math.round(x.bottom)} in a card at ${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)}`,
            ];
      }),
    );
    expect(out).toEqual([]);
  });
});

describe('Horse Fair: the board with 12-letter names, at Larger and at normal text', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  const LONG = ['Bramblewoody', 'Clementine R', 'Maximilianus', 'Wilhelmina W', 'Christophers', 'Christophera'];
  // Two to six players (six in three partnerships) at both phone sizes, at Larger text; five and six at normal text too
  // (a tester's 360 × 640 board with six long names scrolled by 23 px).
  it.each([
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, true],
    [5, false],
    [6, false],
  ])(
    '%i players of 12-letter names (Larger text: %s): the race, every place mat, the draw pile and whose turn fit the board, every name whole',
    async (n, larger) => {
      const { page } = browser;
      const names = LONG.slice(0, n);
      await page.goto(`${BASE_URL}#/settings`);
      const box = page.getByLabel('Larger text');
      if (larger) await box.check();
      else await box.uncheck();
      const options = n === 6 ? { ...def.defaultOptions(n), partnership: true } : def.defaultOptions(n);
      const rec = recordAt<HfState>(anyDef, `hf-larger-${n}`, names, options, midHand);
      await openRecord(page, BASE_URL, rec);
      await page.locator('.hf-table').waitFor();
      // The last card's reveal lies over a board that fits its area, never at the head of the board's scroll (where it
      // pushed the race and the mats down, the board made to scroll). Brought back from the strip if its beat is over.
      if ((await page.locator('.reveal').count()) === 0) await page.locator('.last-move').click();
      await page.locator('.reveal').waitFor();
      await expect(page.locator('.reveal-over-inline').count(), 'the reveal heads the board').resolves.toBe(0);
      await page.locator('.reveal').getByRole('button', { name: 'OK' }).click();
      await page.locator('.reveal').waitFor({ state: 'detached' });
      await expectBoardFits(page, '.hf-table', `hf-${larger ? 'larger' : 'long'}-${n}`, ON_A_TURN);
      // Each mat's name on one line, none cut or broken inside itself.
      const mats = await page.locator('.hf-mat-name').evaluateAll((els) =>
        els.map((e) => ({
          text: e.textContent ?? '',
          cut: e.scrollWidth > e.clientWidth + 0.5,
          lines: Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)),
        })),
      );
      expect(mats).toEqual(names.map((text) => ({ text, cut: false, lines: 1 })));
    },
  );

  // Between hands the mats stood three a row at 360 px, a 12-letter name shrunk to 11 px (under the game's last reveal
  // too); in partnerships each mat took two lines, and four players' hand's end scrolled by 12 px.
  it.each([3, 4, 6])(
    "normal text, %i players of 12-letter names, a hand's end: its summary and every mat on one screen, each name whole at 12 px or more",
    async (n) => {
      const { page } = browser;
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').uncheck();
      const options = { ...def.defaultOptions(n), hands: 2, partnership: n === 6 };
      const rec = recordAt<HfState>(anyDef, `hf-long-end-${n}`, LONG.slice(0, n), options, (s) => s.phase === 'hand-over');
      await openRecord(page, BASE_URL, rec);
      await page.locator('.hf-hand-end').waitFor();
      if ((await page.locator('.reveal').count()) > 0) await page.locator('.reveal').getByRole('button', { name: 'OK' }).click();
      await page.locator('.reveal').waitFor({ state: 'detached' });
      await expectBoardFits(page, '.hf-table', `hf-long-end-${n}`, ['hand-end', 'tableau', 'figurines', 'collected']);
      for (const size of BOARD_SIZES) {
        await resizeTo(page, { width: size.width, height: size.height });
        const mats = await page.locator('.hf-mat-name .whole-name').evaluateAll((els) =>
          els.map((e) => ({
            text: e.textContent ?? '',
            small: parseFloat(getComputedStyle(e).fontSize) < 11.95,
            cut: (e.parentElement?.scrollWidth ?? 0) > (e.parentElement?.clientWidth ?? 0) + 0.5,
            lines: e.getClientRects().length,
          })),
        );
        expect(mats, `at ${size.width} × ${size.height}`).toEqual(LONG.slice(0, n).map((text) => ({ text, small: false, cut: false, lines: 1 })));
      }
    },
  );

  // Six in partnerships with the pile run out (its note a line of its own) scrolled by 31 px at 360 × 640 and by 11 at
  // 390 × 844, where "Draw pile 0 cards · the next win ends the hand" took two lines.
  it('normal text, six in three partnerships, the draw pile empty: the race, every mat and the teams on one screen', async () => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
    const options = { ...def.defaultOptions(6), partnership: true };
    const rec = recordAt<HfState>(anyDef, 'hf-six-empty', LONG, options, (s) => s.phase === 'playing' && s.drawPile.length === 0);
    await openRecord(page, BASE_URL, rec);
    await page.locator('.hf-table').waitFor();
    if ((await page.locator('.reveal').count()) > 0) await page.locator('.reveal').getByRole('button', { name: 'OK' }).click();
    await page.locator('.reveal').waitFor({ state: 'detached' });
    await expectBoardFits(page, '.hf-table', 'hf-six-empty', ON_A_TURN);
  });

  // A tester saw whose turn squeezed to a column of single letters once the pile ran out, the note cut at the edge.
  it('Larger text, the draw pile empty: whose turn keeps its line, "the next win ends the hand" whole, the board on one screen (4 players)', async () => {
    const { page } = browser;
    const names = LONG.slice(0, 4);
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    const rec = recordAt<HfState>(anyDef, 'hf-larger-empty', names, def.defaultOptions(4), (s) => s.phase === 'playing' && s.drawPile.length === 0);
    await openRecord(page, BASE_URL, rec);
    await page.locator('.hf-table').waitFor();
    if ((await page.locator('.reveal').count()) > 0) await page.locator('.reveal').getByRole('button', { name: 'OK' }).click();
    await page.locator('.reveal').waitFor({ state: 'detached' });
    await expectBoardFits(page, '.hf-table', 'hf-larger-empty', ON_A_TURN);
    for (const size of BOARD_SIZES) {
      await resizeTo(page, { width: size.width, height: size.height });
      const top = await page.evaluate(() => {
        const turn = document.querySelector('[data-board="turn"] strong');
        const draw = document.querySelector<HTMLElement>('[data-board="draw-pile"]');
        return {
          nameLines: turn ? new Set([...turn.getClientRects()].map((r) => Math.round(r.top))).size : 0,
          drawCut: draw
            ? draw.scrollWidth > draw.clientWidth + 0.5 || draw.getBoundingClientRect().right > (draw.closest('.hf-table')?.getBoundingClientRect().right ?? 0)
            : true,
          note: draw?.innerText ?? '',
        };
      });
      expect(top, `at ${size.width} × ${size.height}`).toEqual({
        nameLines: 1,
        drawCut: false,
        note: expect.stringContaining('the next win ends the hand') as unknown as string,
      });
    }
  });

  // Six in partnerships at Larger text with the pile run out scrolled by 28 px at 360 × 640 (7 px with cards left).
  it('Larger text, six in three partnerships, the draw pile empty: the race, every mat and the teams on one screen', async () => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    const options = { ...def.defaultOptions(6), partnership: true };
    const rec = recordAt<HfState>(anyDef, 'hf-larger-six-empty', LONG, options, (s) => s.phase === 'playing' && s.drawPile.length === 0);
    await openRecord(page, BASE_URL, rec);
    await page.locator('.hf-table').waitFor();
    if ((await page.locator('.reveal').count()) > 0) await page.locator('.reveal').getByRole('button', { name: 'OK' }).click();
    await page.locator('.reveal').waitFor({ state: 'detached' });
    await expectBoardFits(page, '.hf-table', 'hf-larger-six-empty', ON_A_TURN);
  });

  // At Larger text the lanes showed a number and an emblem only: a tester could not tell which horse was which.
  it("Larger text: every lane names its horse, whole, at 12 px or more, the lanes' tracks starting in one column", async () => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    await openRecord(page, BASE_URL, recordAt<HfState>(anyDef, 'hf-larger-lanes', LONG.slice(0, 4), def.defaultOptions(4), midHand));
    await page.locator('.hf-table').waitFor();
    for (const size of BOARD_SIZES) {
      await resizeTo(page, { width: size.width, height: size.height });
      const lanes = await page.locator('.hf-lane').evaluateAll((els) =>
        els.map((lane) => {
          const name = lane.querySelector<HTMLElement>('.hf-lane-name');
          const track = lane.querySelector('.hf-lane-track');
          return {
            name: name && name.getBoundingClientRect().width > 0 ? name.textContent : null,
            whole: name !== null && name.scrollWidth <= name.clientWidth + 0.5,
            small: name === null || parseFloat(getComputedStyle(name).fontSize) < 11.95,
            left: Math.round(track?.getBoundingClientRect().left ?? -1),
          };
        }),
      );
      const where = `at ${size.width} × ${size.height}`;
      expect(
        lanes.map((l) => l.name),
        where,
      ).toEqual(['Rascal', 'Sundown', 'Firecracker', 'Snowflake', 'Dandy']);
      expect(
        lanes.filter((l) => !l.whole || l.small),
        where,
      ).toEqual([]);
      expect(new Set(lanes.map((l) => l.left)).size, `${where}: where the tracks start`).toBe(1);
    }
  });
});
