/**
 * A private view's move in reach (docs/house-rules.md, "All games"): on a 360 × 640 and a 390 × 844 phone, at normal
 * and Larger text, with 12-letter names, the button that names the seat's move is in the first screen when the view
 * opens and stays there while the view scrolls (its move bar: base.css `.act-bar`, Red Blue Gold's `.rbg-submit`), with the seat's clock where it
 * has one. A tester's Horse Fair hand put "Pick a card first" at y = 703 on a 640 px screen (1,037 at Larger text),
 * and Festival Charter's "Pick YES or NO first" at 724 (1,135).
 *
 * The view's choices come up with it, above its move bar in the first screen: the whole hand of Horse Fair and Festival
 * Charter's proposal with YES and NO, at normal and Larger text; Ribbon Fair's hand or ballot whole on the taller phone
 * at normal text, its first row at least on the short one, and its first two to five entries at Larger text. A tester
 * found a hand of six cards under the bar, the entries all below the ribbon, and YES and NO half hidden; at Larger text
 * only the hand's first row was above the bar, and the proposal under YES and NO.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, openPrivate, resizeTo, useBrowser } from './support/browser';
import { openRecord, recordAt } from './support/board-phases';
import type { AnyGameDef } from '../../src/engine/types';
import { def as rf } from '../../src/games/ribbon-fair/def';
import { def as fc } from '../../src/games/festival-charter/def';
import { def as hf } from '../../src/games/horse-fair/def';
import { def as rbg } from '../../src/games/red-blue-gold/def';
import type { RfState } from '../../src/games/ribbon-fair/types';
import type { FcState } from '../../src/games/festival-charter/types';
import type { HfState } from '../../src/games/horse-fair/types';
import type { SavedGame } from '../../src/storage/schema';

const LONG = ['Bramblewoody', 'Bramblewoods', 'Mary Ann Lee', 'Mary Ann Leo', 'Christophers', 'Christophera', 'Wilhelmina W', 'Wilhelmina M'];
const THIRTEEN = [...LONG, 'Clementine J', 'Clementine K', 'Maximilianus', 'Maximilianos', 'Bartholomews'];
const any = (d: unknown) => d as AnyGameDef;
const rfOptions = { ...rf.defaultOptions(8), style: 'crowd', pinClock: 90, judgeClock: 90 };

/**
 * What of a view's choices must lie above its move bar in the first screen at normal text: `all` of the elements that
 * `sel` finds, or the first `n` of them; on the 360 × 640 phone and on the 390 × 844 one. `larger`: the same at Larger
 * text.
 */
interface Choices {
  sel: string;
  short: 'all' | number;
  tall: 'all' | number;
  larger: { short: 'all' | number; tall: 'all' | number };
}

/** Each case: a saved game at a seat's private move, whether that move has a clock of the seat's own, and its choices. */
const CASES: [string, () => SavedGame, boolean, Choices | null][] = [
  [
    'Horse Fair, a hand to play',
    () => recordAt<HfState>(any(hf), 'reach-hf', LONG.slice(0, 5), hf.defaultOptions(5), (s) => s.phase === 'playing' && s.faceUp.flat().length >= 3),
    false,
    { sel: '.hf-hand-cards button.hf-card', short: 'all', tall: 'all', larger: { short: 'all', tall: 'all' } },
  ],
  [
    'Festival Charter, a secret vote',
    () => recordAt<FcState>(any(fc), 'reach-fc', LONG.slice(0, 4), fc.defaultOptions(4), (s) => s.phase.kind === 'voting', Date.now() - 20_000),
    false,
    { sel: '.fc-proposal-line, .fc-ballot-choice', short: 'all', tall: 'all', larger: { short: 'all', tall: 'all' } },
  ],
  [
    'Ribbon Fair, an entry to pin',
    () => recordAt<RfState>(any(rf), 'reach-rf-pin', LONG, rfOptions, (s) => s.phase === 'pin', Date.now() - 20_000),
    true,
    { sel: '.rf-cards .rf-pick', short: 4, tall: 'all', larger: { short: 2, tall: 5 } },
  ],
  [
    'Ribbon Fair, a crowd vote',
    () => recordAt<RfState>(any(rf), 'reach-rf-vote', LONG, rfOptions, (s) => s.phase === 'vote', Date.now() - 20_000),
    true,
    { sel: '.rf-cards .rf-pick', short: 2, tall: 'all', larger: { short: 2, tall: 4 } },
  ],
  ['Red Blue Gold, a deck to buy', () => recordAt(any(rbg), 'reach-rbg', THIRTEEN, rbg.defaultOptions(13), () => true, Date.now() - 20_000), false, null],
];

describe('a private view keeps its move in reach', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  it.each(CASES)('%s: the move and its clock in the first screen and after a scroll to the end', async (name, make, clock, choices) => {
    const { page } = browser;
    const rec = make();
    for (const text of ['normal', 'Larger'] as const) {
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').setChecked(text === 'Larger');
      for (const size of [
        { width: 360, height: 640 },
        { width: 390, height: 844 },
      ]) {
        await resizeTo(page, size);
        await openRecord(page, BASE_URL, rec);
        await page.locator('.board-screen .board').waitFor();
        await page.locator('.settling').waitFor({ state: 'detached' });
        await page.evaluate(() => document.querySelector<HTMLElement>('.reveal .reveal-ok')?.click());
        const label = (await page.locator('.handover button.hold-btn').first().textContent()) ?? '';
        const seat = THIRTEEN.find((n) => label.includes(n));
        expect(seat, `${name}: a seat is called to the phone ("${label}")`).toBeDefined();
        await openPrivate(page, seat ?? '');
        const where = `${name}, ${text} text at ${size.width} × ${size.height}`;
        if (choices !== null) {
          const of = text === 'normal' ? choices : choices.larger;
          const want = size.height < 700 ? of.short : of.tall;
          const found = await page.evaluate(
            ([sel, want]) => {
              window.scrollTo(0, 0);
              const bar = document.querySelector('.private :is(.act-bar, .rbg-submit)');
              const barTop = Math.min(bar?.getBoundingClientRect().top ?? Infinity, window.innerHeight);
              const all = [...document.querySelectorAll(sel)];
              const some = want === 'all' ? all : all.slice(0, want);
              // A choice in the move bar itself (YES and NO) must be in the screen; any other, above the bar.
              const out = (e: Element) => {
                const r = e.getBoundingClientRect();
                const foot = bar?.contains(e) === true ? window.innerHeight : barTop;
                return r.height === 0 || r.top < -0.5 || r.bottom > foot + 0.5;
              };
              const where = (e: Element) => `${Math.round(e.getBoundingClientRect().top)}–${Math.round(e.getBoundingClientRect().bottom)}`;
              return { count: all.length, under: some.filter(out).map((e) => `${where(e)} (bar at ${Math.round(barTop)})`) };
            },
            [choices.sel, want] as const,
          );
          expect(found.count, `${where}: the choices are there`).toBeGreaterThanOrEqual(want === 'all' ? 2 : want);
          expect(found.under, `${where}: choices (${choices.sel}) out of the first screen or under the move bar`).toEqual([]);
        }
        for (const at of ['top', 'end'] as const) {
          const seen = await page.evaluate(
            ([at, clock]) => {
              window.scrollTo(0, at === 'top' ? 0 : document.documentElement.scrollHeight);
              const inView = (sel: string) => {
                const r = document.querySelector(sel)?.getBoundingClientRect();
                return r !== undefined && r.height > 0 && r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5;
              };
              return { move: inView('.private :is(.act-bar, .rbg-submit) .btn-primary'), clock: clock ? inView('.private .act-bar [role="timer"]') : true };
            },
            [at, clock] as const,
          );
          expect(seen, `${where}, scrolled to its ${at}`).toEqual({ move: true, clock: true });
        }
        await page.getByRole('button', { name: 'Hide and pass the phone' }).click();
      }
    }
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
  });
});
