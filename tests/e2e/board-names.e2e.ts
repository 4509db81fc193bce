/**
 * Whole names and whole words on every board (docs/look.md, "Read from a chair"): with 12-letter look-alike names in
 * every seat (Horse Fair 5 and 6 in partnerships, Festival Charter 4, Ribbon Fair 8 stalls, Red Blue Gold 13), at
 * 360 × 640 and 390 × 844, at normal, Larger and 200% text, no text on the page is cut (none wider or taller than
 * the box that clips it: the board, its strip, the handover bar, the top bar) and every player's name is on the board
 * whole, and in the first named seat's private view every name in a heading is on one line. On Horse Fair's place
 * mats, Festival Charter's planners, Ribbon Fair's stall tiles and Red Blue Gold's seats every word of every name is
 * drawn whole on one line (docs/look.md). Screenshots: test-output/screens/names-*.png.
 *
 * "Whole on the board" reads the board's text, which holds a name whole however it is drawn: broken inside a word over
 * two lines (`overflow-wrap: anywhere`) or its end clamped away. So where a board promises more, each word of each name
 * in its name boxes is also measured where it is drawn ({@link brokenWords}): on one line, and inside the box that
 * clips it. Ribbon Fair's stall tiles promise it, with the count on the name's line too (the entries' phases) and with
 * short names (a tester saw "Tes s" and "Bra m…" at 360 px).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { def as hf } from '../../src/games/horse-fair/def';
import { def as fc } from '../../src/games/festival-charter/def';
import { def as rf } from '../../src/games/ribbon-fair/def';
import { def as rbg } from '../../src/games/red-blue-gold/def';
import type { HfState } from '../../src/games/horse-fair/types';
import type { FcState } from '../../src/games/festival-charter/types';
import type { RfState } from '../../src/games/ribbon-fair/types';
import type { AnyGameDef, GameDef } from '../../src/engine/types';
import type { SavedGame } from '../../src/storage/schema';
import { BASE_URL, hold, useBrowser, resizeTo } from './support/browser';
import { openPhone } from './support/a11y';
import { openRecord, recordAt } from './support/board-phases';
import { clipShot } from './support/board';

/** Names of 12 letters that differ only at their end (the worst case for a name cut short). */
const LONG = ['Bramblewoody', 'Bramblewoods', 'Mary Ann Lee', 'Mary Ann Leo', 'Christophers', 'Christophera', 'Wilhelmina W', 'Wilhelmina M'];
const THIRTEEN = [...LONG, 'Clementine J', 'Clementine K', 'Maximilianus', 'Maximilianos', 'Bartholomews'];
/** Short names, some of wide letters, as at a tester's table. */
const SHORT = ['Tess', 'Bramwell', 'Ana', 'Bo', 'Cy', 'Dimitri', 'Ed', 'Florence'];

/** A board to look at: its root, and the saved game that opens it. */
interface Case {
  name: string;
  root: string;
  players: string[];
  record: () => SavedGame;
  /** The boxes on the board that hold a name each, where every word of it must be drawn whole ({@link brokenWords}). */
  nameBoxes?: string;
}

const any = <O, S, A, V>(d: GameDef<O, S, A, V>) => d as unknown as AnyGameDef;

const CASES: Case[] = [
  {
    name: 'hf-5',
    root: '.hf-table',
    players: LONG.slice(0, 5),
    record: () => recordAt<HfState>(any(hf), 'names-hf-5', LONG.slice(0, 5), hf.defaultOptions(5), (s) => s.phase === 'playing' && s.faceUp.flat().length >= 5),
    nameBoxes: '.hf-mat-name',
  },
  {
    name: 'hf-6',
    root: '.hf-table',
    players: LONG.slice(0, 6),
    record: () => recordAt<HfState>(any(hf), 'names-hf-6', LONG.slice(0, 6), hf.defaultOptions(6), (s) => s.phase === 'playing' && s.faceUp.flat().length >= 5),
    nameBoxes: '.hf-mat-name',
  },
  {
    name: 'fc-vote',
    root: '.fc-table',
    players: LONG.slice(0, 4),
    record: () => recordAt<FcState>(any(fc), 'names-fc-vote', LONG.slice(0, 4), fc.defaultOptions(4), (s) => s.phase.kind === 'voting'),
    nameBoxes: '.fc-planner-name',
  },
  {
    name: 'fc-after',
    root: '.fc-table',
    players: LONG.slice(0, 4),
    record: () =>
      recordAt<FcState>(any(fc), 'names-fc-after', LONG.slice(0, 4), fc.defaultOptions(4), (s) => s.phase.kind === 'proposing' && s.log.length >= 2),
    nameBoxes: '.fc-planner-name',
  },
  {
    name: 'rf-8',
    root: '.rf-table',
    players: LONG,
    record: () => recordAt(any(rf), 'names-rf-8', LONG, rf.defaultOptions(8), () => true),
    nameBoxes: '.rf-stall-name',
  },
  // The crowd votes: on a short board each tile's count shares its name's line.
  {
    name: 'rf-8-vote',
    root: '.rf-table',
    players: LONG,
    record: () => recordAt<RfState>(any(rf), 'names-rf-8-vote', LONG, { ...rf.defaultOptions(8), style: 'crowd' }, (s) => s.phase === 'vote'),
    nameBoxes: '.rf-stall-name',
  },
  {
    name: 'rf-8-short-vote',
    root: '.rf-table',
    players: SHORT,
    record: () => recordAt<RfState>(any(rf), 'names-rf-8-short-vote', SHORT, { ...rf.defaultOptions(8), style: 'crowd' }, (s) => s.phase === 'vote'),
    nameBoxes: '.rf-stall-name',
  },
  {
    name: 'rbg-13',
    root: '.rbg-board',
    players: THIRTEEN,
    record: () => recordAt(any(rbg), 'names-rbg-13', THIRTEEN, rbg.defaultOptions(13), () => true),
    nameBoxes: '.rbg-seat-name',
  },
];

/**
 * Every text on the page that its box cuts: an element with words of its own, seen, whose content is wider than its
 * box where it clips sideways, or taller where it clips downwards; as `"words" (class)`.
 */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement)) continue;
      const words = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (words === '' || !el.checkVisibility() || el.closest('.sr-only') !== null || el.getBoundingClientRect().width <= 1) continue;
      const st = getComputedStyle(el);
      const wide = el.scrollWidth > el.clientWidth + 0.5 && st.overflowX !== 'visible';
      const tall = el.scrollHeight > el.clientHeight + 0.5 && st.overflowY === 'hidden';
      if (wide || tall) out.push(`"${words.slice(0, 40)}" (${el.className || el.tagName.toLowerCase()}) cut ${wide ? 'at its side' : 'at its foot'}`);
    }
    return out;
  });
}

/**
 * Every word of `players`' names in the boxes `boxes` under `root` that is not drawn whole: a word whose letters lie on
 * more than one line (broken inside it), or that runs past the nearest box around it, up to the name box, that clips
 * (ellipsized, or clamped away); as `"name": "word" …`. (A board that scrolls moves a name out of sight; it is not cut.)
 */
async function brokenWords(page: Page, root: string, boxes: string, players: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ root, boxes, players }) => {
      const out: string[] = [];
      for (const box of document.querySelectorAll(`${root} ${boxes}`)) {
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          // The box that clips the name, from its text up to the name box itself (none: nothing of it can be cut).
          const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible' || getComputedStyle(el).overflowY !== 'visible';
          let clip: Element | null = node.parentElement;
          while (clip && clip !== box && !clips(clip)) clip = clip.parentElement;
          const edge = clip && clips(clip) ? clip.getBoundingClientRect() : null;
          for (const name of players) {
            for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
              for (const word of name.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, at + word.index);
                range.setEnd(node, at + word.index + word[0].length);
                const rects = [...range.getClientRects()].filter((r) => r.width > 0);
                const lines = new Set(rects.map((r) => Math.round(r.top))).size;
                if (lines > 1) out.push(`"${name}": "${word[0]}" broken over ${lines} lines`);
                // Cut: running past the box's side (ellipsized), or its line's middle below the box's foot (clamped away).
                else if (edge && rects.some((r) => r.right > edge.right + 0.5 || r.left < edge.left - 0.5 || (r.top + r.bottom) / 2 > edge.bottom))
                  out.push(`"${name}": "${word[0]}" cut by its box`);
              }
            }
          }
        }
      }
      return out;
    },
    { root, boxes, players },
  );
}

/**
 * The private view of the first seat the handover bar names, opened as a player does (press and hold): every name in its
 * headings (`.whole-name`) on one line and inside the view; the problems as text. A board whose phase names nobody (a
 * public step) gives none, and says so by returning null.
 */
async function privateNames(page: Page): Promise<string[] | null> {
  const button = page.locator('.handover .hold-btn').first();
  if ((await button.count()) === 0) return null;
  await hold(page, button);
  await page.locator('.private').waitFor();
  await page.locator('.settling').waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready);
  const names = await page.locator('.private .whole-name').count();
  if (names === 0) return ['no name in a heading of the private view'];
  const problems = await page.evaluate(() =>
    [...document.querySelectorAll('.private .whole-name')].flatMap((el) => {
      const view = el.closest('.private')?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const lines = el.getClientRects().length;
      if (lines !== 1) return [`"${el.textContent ?? ''}" broken over ${lines} lines`];
      if (view && (box.left < view.left - 0.5 || box.right > view.right + 0.5)) return [`"${el.textContent ?? ''}" runs out of the view`];
      return [];
    }),
  );
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  return problems;
}

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

for (const [label, font, large] of [
  ['normal text', 16, false],
  ['Larger text', 16, true],
  ['200% text', 32, false],
] as const) {
  describe(`whole names on every board, ${label}`, () => {
    const browser = useBrowser({ open: () => openPhone(font) });
    it('Horse Fair 5 and 6, Festival Charter voting and after a vote, Ribbon Fair 8 stalls (pinning, and the crowd voting with long and short names), Red Blue Gold 13: no text cut, every name whole (on a stall tile, every word drawn whole), also in the headings of a private view', async () => {
      const { page } = browser;
      await page.goto(BASE_URL);
      await page.locator('.shelf').waitFor();
      await page.evaluate((l) => localStorage.setItem('fairground.settings', JSON.stringify({ largeText: l })), large);
      const problems: string[] = [];
      let opened = 0;
      for (const c of CASES) {
        const record = c.record();
        for (const size of SIZES) {
          await resizeTo(page, size);
          await openRecord(page, BASE_URL, record);
          await page.locator(c.root).waitFor();
          await page.evaluate(() => document.fonts.ready);
          const where = `${c.name} at ${size.width} × ${size.height}, ${label}`;
          problems.push(...(await cutTexts(page)).map((p) => `${where}: ${p}`));
          const text = await page.locator(c.root).innerText();
          for (const name of c.players) if (!text.includes(name)) problems.push(`${where}: "${name}" is not whole on the board`);
          if (c.nameBoxes) problems.push(...(await brokenWords(page, c.root, c.nameBoxes, c.players)).map((p) => `${where}: ${p}`));
          await clipShot(page, 'body', `test-output/screens/names-${c.name}-${size.width}-${font}${large ? '-larger' : ''}.png`);
          // The first named seat's own view, at the narrower size: its name in the heading whole.
          if (size.width === 360) {
            const own = await privateNames(page);
            if (own !== null) opened++;
            problems.push(...(own ?? []).map((p) => `${where}, private view: ${p}`));
          }
        }
      }
      expect(problems).toEqual([]);
      // Every case but Festival Charter after a vote (the chair announces on the table) names a seat to pass the phone to.
      expect(opened).toBe(CASES.length - 1);
    });
  });
}
