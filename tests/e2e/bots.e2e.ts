/**
 * Bots in the browser (docs/house-rules.md "Bots"): each game set up with one person and the other seats filled with bots,
 * played to its results through the UI (the person's moves by the seeded monkey, the bots' by the session), with a
 * reload in the middle. Between stretches of play: the handover never names a bot, no private view of a bot is ever
 * on screen, the table holds none of a bot's secrets (Horse Fair's hands), and the saved record lists the bot seats
 * and logs their moves like anyone's.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { RuleError } from '../../src/engine/errors';
import type { AnyGameDef } from '../../src/engine/types';
import type { Bot } from '../../src/games/contract';
import { bot as festivalCharterBot } from '../../src/games/festival-charter/bot';
import { bot as horseFairBot } from '../../src/games/horse-fair/bot';
import { bot as redBlueGoldBot } from '../../src/games/red-blue-gold/bot';
import { bot as ribbonFairBot } from '../../src/games/ribbon-fair/bot';
import { def as festivalCharter } from '../../src/games/festival-charter/def';
import { def as horseFair } from '../../src/games/horse-fair/def';
import type { HfState } from '../../src/games/horse-fair/types';
import { def as redBlueGold } from '../../src/games/red-blue-gold/def';
import { def as ribbonFair } from '../../src/games/ribbon-fair/def';
import { BASE_URL, enterPlayers, expectNoAxeViolations, savedRecord, shot, useBrowser } from './support/browser';
import { layoutProblems, openPhone, smallTargets } from './support/a11y';
import { allSecrets } from './support/horse-fair';
import { instrument, monkey } from './support/monkey';

/**
 * Records, in every page, whether a private view was on screen when the game screen (`.playing`) first came up since
 * the page loaded (`window.atOpen`: null until it came up): a practice game's sole person's view opens by itself a
 * pause after the table is shown, so after a reload what matters is what the game opened on, not what is up when
 * the test looks.
 */
async function recordOpening(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.assign(window, { atOpen: null });
    const watch = new MutationObserver(() => {
      if (document.querySelector('.playing') === null) return;
      Object.assign(window, { atOpen: { private: document.querySelector('.private') !== null } });
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
}

const browser = useBrowser({
  width: 360,
  height: 640,
  init: async ({ context }) => {
    await instrument(context);
    await recordOpening(context);
  },
});

interface Saved {
  id: string;
  gameId: string;
  state: unknown;
  log: { kind: string; actor?: number | 'table' }[];
  players?: string[];
  bots?: number[];
}

async function saved(page: Page): Promise<Saved> {
  return (await savedRecord(page)) as Saved;
}

/** What is on screen now, checked for what a bot seat must never cause: a handover to it, its private view. */
async function expectNoBotOnThePhone(page: Page): Promise<void> {
  const handover = page.locator('.handover');
  if ((await handover.count()) > 0) expect(await handover.first().innerText()).not.toMatch(/\(bot\)/);
  const priv = page.locator('.private');
  if ((await priv.count()) > 0) expect(await priv.first().getAttribute('aria-label')).not.toMatch(/\(bot\)/);
}

/** Horse Fair: on the table (no private view open), none of the bots' hands nor the draw pile is in the page. */
async function expectNoHfSecrets(page: Page, st: HfState): Promise<void> {
  if ((await page.locator('.private').count()) > 0) return;
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const bots = st.players.map((_, s) => s).filter((s) => s !== 0);
  const secrets = allSecrets({ ...st, hands: st.hands.map((h, s) => (bots.includes(s) ? h : [])) }).filter(
    (s) => s !== 'Pick a card first' && s !== 'hf-hand-cards',
  );
  for (const s of secrets) if (html.includes(s)) throw new Error(`The table holds a bot's secret: ${s.slice(0, 60)}`);
}

/**
 * Waits (up to 15 s a bot move) until the saved game waits on no bot: the person's monkey then plays only its own part (left
 * to press while bots think, it would only find the table's "A stall leaves" and empty the fair of bots).
 */
async function waitForBots(page: Page, def: AnyGameDef, bot: Bot<unknown, unknown>, bots: readonly number[]): Promise<void> {
  // A bot the game waits on may have nothing to do (Ribbon Fair's award panel waits on every stall for a table press).
  const hasMove = (state: unknown, seat: number) => {
    try {
      bot.decide(def.view(state, seat), seat, () => 0);
      return true;
    } catch (e) {
      if (e instanceof RuleError) return false;
      throw e;
    }
  };
  for (let i = 0; i < 1000; i++) {
    const rec = await saved(page);
    if (def.outcome(rec.state) !== null || !def.waitingOn(rec.state).some((s) => bots.includes(s) && hasMove(rec.state, s))) return;
    // The next bot move saved: the table's count of saved moves goes past this record's.
    await page
      .waitForFunction((n) => Number(document.querySelector('.playing')?.getAttribute('data-saved-moves') ?? -1) > n, rec.log.length, { timeout: 15_000 })
      .catch(() => {
        throw new Error('the bots did not move');
      });
  }
  throw new Error('the bots did not stop moving');
}

const erase = <V, A>(bot: Bot<V, A>) => bot as unknown as Bot<unknown, unknown>;
const GAMES: { id: string; title: string; seats: number; def: AnyGameDef; bot: Bot<unknown, unknown> }[] = [
  { id: 'horse-fair', title: 'Horse Fair', seats: 4, def: horseFair as unknown as AnyGameDef, bot: erase(horseFairBot) },
  { id: 'festival-charter', title: 'Festival Charter', seats: 4, def: festivalCharter as unknown as AnyGameDef, bot: erase(festivalCharterBot) },
  { id: 'red-blue-gold', title: 'Red Blue Gold', seats: 5, def: redBlueGold as unknown as AnyGameDef, bot: erase(redBlueGoldBot) },
  { id: 'ribbon-fair', title: 'Ribbon Fair', seats: 5, def: ribbonFair as unknown as AnyGameDef, bot: erase(ribbonFairBot) },
];

describe('bots in the browser', () => {
  for (const [n, g] of GAMES.entries()) {
    it(`${g.title}: one person and ${g.seats - 1} bots play to the results, with a reload in the middle`, async () => {
      const { page } = browser;
      await page.goto(BASE_URL);
      await page.getByRole('button', { name: `New game of ${g.title}` }).click();
      await enterPlayers(page, ['Ana', ...Array<string>(g.seats - 1).fill('')]);
      await page.getByRole('button', { name: 'Fill the empty seats with bots' }).click();
      await expect(page.locator('#player-1').inputValue()).resolves.toBe('Bramble (bot)');
      await expect(page.getByRole('button', { name: 'Player 2 is a bot' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(page.getByRole('button', { name: 'Player 1 is a bot' }).getAttribute('aria-pressed')).resolves.toBe('false');
      await shot(page, `bots-${g.id}-setup`);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('.playing').waitFor();
      const first = await saved(page);
      expect(first.bots).toEqual(Array.from({ length: g.seats - 1 }, (_, i) => i + 1));
      expect(first.players?.slice(1).every((p) => p.endsWith(' (bot)'))).toBe(true);

      let reloaded = false;
      let seed = 1000 * (n + 1);
      for (let stretch = 0; stretch < 400; stretch++) {
        await waitForBots(page, g.def, g.bot, first.bots ?? []);
        const result = await monkey(page, seed++, 'steps', 3);
        if (result.reason === 'ended' || (await page.locator('#results-title').count()) > 0) break;
        await expectNoBotOnThePhone(page);
        const rec = await saved(page);
        if (g.id === 'horse-fair') await expectNoHfSecrets(page, rec.state as HfState);
        const botMoves = rec.log.filter((e) => e.kind === 'act' && typeof e.actor === 'number' && e.actor > 0).length;
        if (!reloaded && botMoves >= 3) {
          await shot(page, `bots-${g.id}-mid`);
          await page.reload();
          await page.locator('.playing').waitFor();
          const after = await saved(page);
          expect(after.log.length).toBeGreaterThanOrEqual(rec.log.length);
          expect(after.bots).toEqual(first.bots);
          // Reopened on the table: nobody's private view is open when the game comes up (the sole person's opens by
          // itself a pause later, which a busy machine may outlast before the test looks).
          const atOpen = await page.waitForFunction(() => (window as unknown as { atOpen: { private: boolean } | null }).atOpen);
          expect(await atOpen.jsonValue()).toEqual({ private: false });
          reloaded = true;
        }
      }
      await page.locator('#results-title').waitFor({ timeout: 30_000 });
      await shot(page, `bots-${g.id}-results`);
      expect(reloaded).toBe(true);
      const end = await saved(page);
      const bySeat = new Set(end.log.flatMap((e) => (e.kind === 'act' && typeof e.actor === 'number' ? [e.actor] : [])));
      expect([...bySeat].some((s) => s > 0)).toBe(true);
      // A whole fair of bots at the table's pace (a pause before each bot move) takes a few minutes.
    }, 480_000);
  }

  it.each([16, 32])('setup with bot seats holds together with text at %i px and 24-letter names: tap targets, layout, axe', async (fontSize) => {
    const { context, page } = await openPhone(fontSize);
    try {
      await page.goto(BASE_URL);
      await page.getByRole('button', { name: 'New game of Festival Charter' }).click();
      await enterPlayers(page, ['Wilhelmina Fortescue-Ray', 'Bartholomew Quincy Adams', '', '']);
      await page.getByRole('button', { name: 'Fill the empty seats with bots' }).click();
      // A bot seat turned back into a person's is emptied for a name; turned into a bot again it gets a bot's name.
      await page.getByRole('button', { name: 'Player 3 is a bot' }).click();
      await expect(page.locator('#player-2').inputValue()).resolves.toBe('');
      await page.getByRole('button', { name: 'Player 3 is a bot' }).click();
      await expect(page.locator('#player-2').inputValue()).resolves.toBe('Bramble (bot)');
      await expect(page.locator('#player-3').inputValue()).resolves.toBe('Clover (bot)');
      await shot(page, `bots-setup-text-${fontSize}`);
      expect(await smallTargets(page)).toEqual([]);
      // A name field scrolls its own text (a 24-letter name can be wider than the field): not a layout fault.
      expect((await layoutProblems(page)).filter((p) => !/^input#player-\d+ "" is cut off/.test(p))).toEqual([]);
      // "Bot" is one word on one line: its button grows to fit rather than break it.
      const bot = await page.getByRole('button', { name: 'Player 1 is a bot' }).boundingBox();
      expect(bot?.height ?? 0).toBeLessThan(80);
      await expectNoAxeViolations(page, `setup with bot seats, text at ${fontSize} px`);
    } finally {
      await context.close();
    }
  });
});
