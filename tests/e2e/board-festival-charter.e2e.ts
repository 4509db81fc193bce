/**
 * Festival Charter's board in the browser (src/games/contract.ts `GameUI.Table`; docs/games/festival-charter.md;
 * docs/house-rules.md "Festival Charter"): every phase opened from a saved game (the chair's turn, with a package
 * picked; the discussion with its clock, and the clock's warning before it runs out; a vote in progress; the votes
 * turned over; the results) fits the board area at 360 × 640 and 390 × 844 with the budget, proposal n of 8, the
 * chair, the projects, each planner's priority, score and PACKAGE marker, and during a vote who has voted; at
 * 200% text the proposal and who has voted are in the board's first screen. Every board passes axe and never
 * shows a current vote. Screenshots: test-output/screens/board-fc-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { def } from '../../src/games/festival-charter/def';
import { DISCUSSION_MS, type FcOptions, type FcState } from '../../src/games/festival-charter/types';
import type { AnyGameDef } from '../../src/engine/types';
import type { SavedGame } from '../../src/storage/schema';
import { BASE_URL, expectNoAxeViolations, useBrowser, resizeTo } from './support/browser';
import { openPhone } from './support/a11y';
import { VOTE_SECRETS, coveredProjectNames } from './support/festival-charter';
import { expectDomWithout } from './support/horse-fair';
import { BOARD_SIZES, boardShot, clipShot, expectBoardFits, smallText } from './support/board';
import { expectInFirstScreen, expectResultsScreen, openRecord, recordAt } from './support/board-phases';

const anyDef = def as unknown as AnyGameDef;
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];
const ALWAYS = ['budget', 'proposal-count', 'chair', 'projects', 'planners', 'packages', 'proposal'];

/** A saved festival played on from its start (moves a second apart from `from`, epoch ms) until `until`. */
function festival(id: string, options: Partial<FcOptions>, until: (s: FcState) => boolean, from?: number): SavedGame {
  return recordAt<FcState>(anyDef, `fc-${id}`, PLAYERS, { ...def.defaultOptions(4), firstChair: 0, ...options }, until, from);
}

/** Opens `record` on the board, checks its fit (screenshots board-fc-<shot>-*.png), that no vote shows, and axe. */
async function phase(page: Page, record: SavedGame, names: readonly string[], shot: string, before?: () => Promise<void>): Promise<void> {
  await resizeTo(page, { width: 360, height: 640 });
  await openRecord(page, BASE_URL, record);
  await page.locator('.fc-table').waitFor();
  await before?.();
  await expectBoardFits(page, '.fc-table', shot, names);
  await expectNamesClear(page, shot);
  await expectDomWithout(page, shot, VOTE_SECRETS);
  await expectNoAxeViolations(page, shot);
}

/** No picture, cost coin or badge ("Picked", "Proposed", BUILT) lies over a project's name, at 360 × 640 and at 390 × 844. */
async function expectNamesClear(page: Page, where: string): Promise<void> {
  for (const size of BOARD_SIZES) {
    await resizeTo(page, { width: size.width, height: size.height });
    await expect(coveredProjectNames(page), `${where} at ${size.width} × ${size.height}`).resolves.toEqual([]);
  }
}

describe('Festival Charter: the board at 360 × 640 and 390 × 844', () => {
  const browser = useBrowser({ width: 360, height: 640 });

  it("the chair's turn: the proposal form on the project board, then with a package of two picked", async () => {
    const { page } = browser;
    await page.goto(BASE_URL);
    await page.locator('.shelf').waitFor();
    const start = festival('chair', {}, (s) => s.phase.kind === 'proposing');
    await phase(page, start, ALWAYS, 'fc-chair');
    await expect(page.locator('[data-board="budget"]').innerText()).resolves.toMatch(/Budget\s+12/);
    await expect(page.locator('[data-board="proposal-count"]').innerText()).resolves.toMatch(/Proposal\s+1\s+of 8/);
    // The budget and the proposal count are read from a chair: 16 px or more on both phones.
    for (const size of BOARD_SIZES) {
      await resizeTo(page, { width: size.width, height: size.height });
      for (const mark of ['budget', 'proposal-count']) {
        expect(await smallText(page, `.fc-table [data-board="${mark}"]`, 16), `${mark} at ${size.width} × ${size.height}`).toEqual([]);
      }
    }
    // The chair marker lies in front of the chair, on Ana's priority card.
    await expect(page.locator('.fc-planner', { has: page.locator('[data-board="chair"]') }).getAttribute('aria-label')).resolves.toMatch(/^Ana \(chair\): /);
    await page.locator('button.fc-pick:not([disabled])').nth(0).click();
    await page.locator('button.fc-pick:not([disabled])').nth(1).click();
    await expect(page.getByRole('button', { name: /^Announce the package/ }).isVisible()).resolves.toBe(true);
    await expectBoardFits(page, '.fc-table', 'fc-chair-package', ALWAYS);
    await expectNamesClear(page, 'a package picked');
    await expectNoAxeViolations(page, 'a package picked');
  });

  it('the discussion, with the limit on: the speaking order, the clock, and its warning before it runs out', async () => {
    const { page } = browser;
    const talk = festival('discussion', { discussionLimit: true }, (s) => s.phase.kind === 'discussion', Date.now() - 5_000);
    await phase(page, talk, [...ALWAYS, 'clock'], 'fc-discussion');
    // The clock reads the time left to the saved deadline (to the second it ticks), however long the checks above took.
    const talked = (talk.state as FcState).phase;
    const read = await page.evaluate(() => ({
      label: document.querySelector('[data-board="clock"] [role="timer"]')?.getAttribute('aria-label') ?? '',
      now: Date.now(),
    }));
    const shown = /^Discussion: (\d):(\d\d) left$/.exec(read.label);
    expect(shown, read.label).not.toBeNull();
    const left = Math.ceil(((talked.kind === 'discussion' ? (talked.deadline ?? 0) : 0) - read.now) / 1000);
    expect(Math.abs(Number(shown?.[1]) * 60 + Number(shown?.[2]) - left), `${read.label}: ${left} s left by the saved deadline`).toBeLessThanOrEqual(1);
    // A discussion announced long enough ago that 20 s are left: in its last seconds the clock turns red and beats, on the board.
    const late = festival('discussion-late', { discussionLimit: true }, (s) => s.phase.kind === 'discussion', Date.now() - DISCUSSION_MS + 20_000);
    const deadline = (late.state as FcState).phase;
    expect(deadline.kind === 'discussion' ? (deadline.deadline ?? 0) - Date.now() : 0).toBeGreaterThan(10_000);
    await openRecord(page, BASE_URL, late);
    await page.locator('[data-board="clock"] .hourglass-last').waitFor({ timeout: 30_000 });
    await clipShot(page, '.fc-table', 'test-output/screens/board-fc-clock-warning-360.png');
    // When it runs out the vote opens by itself, on the board.
    await page.locator('#fc-voting').waitFor({ timeout: 30_000 });
  });

  it('a vote in progress: who has voted (never how), the proposal, the way to close it early', async () => {
    const { page } = browser;
    const voting = festival('voting', {}, (s) => s.phase.kind === 'voting' && s.phase.votes.filter((v) => v !== null).length === 2);
    await phase(page, voting, [...ALWAYS, 'voted'], 'fc-voting');
    const st = voting.state as FcState;
    const states = await page.locator('[data-board="voted"] .fc-voter-state').allInnerTexts();
    expect(states.filter((t) => t === 'has voted')).toHaveLength(2);
    expect(states.filter((t) => t === 'not yet')).toHaveLength(2);
    if (st.phase.kind !== 'voting') throw new Error('not voting');
    // Nothing on the board says how anyone voted.
    const text = await page.locator('.fc-table').innerText();
    expect(text).not.toMatch(/\bYES\b|\bNO\b(?!:)/);
  });

  it('the votes turned over: the reveal, and the board ready for the next chair', async () => {
    const { page } = browser;
    const after = festival('turned', {}, (s) => s.phase.kind === 'proposing' && s.log.length === 1);
    // The reveal settles into the last-move strip by itself after its beat, and the board checks below can take
    // longer than that on a busy machine: so it is read as soon as the board is up, and reopened from the strip
    // (the way a player brings it back) if its beat has already run out.
    await phase(page, after, ALWAYS, 'fc-turned', async () => {
      await expect(page.locator('.last-move-title').innerText()).resolves.toMatch(/^Proposal 1: (APPROVED|REJECTED)/);
      if ((await page.locator('.reveal').count()) === 0) await page.locator('.last-move').click();
      await expect(page.locator('.reveal-title').innerText()).resolves.toMatch(/^Proposal 1: (APPROVED|REJECTED)/);
    });
  });

  it('the results', async () => {
    const { page } = browser;
    const over = festival('over', {}, (s) => s.phase.kind === 'over');
    await openRecord(page, BASE_URL, over);
    await expectResultsScreen(page, 'fc', 'Festival Charter');
  });
});

describe('Festival Charter: the board at 200% text', () => {
  const big = useBrowser({ open: () => openPhone(32) });

  it("the proposal and who has voted are in the first screen of the board during a vote; the chair's form heads the board on the chair's turn", async () => {
    const { page } = big;
    await page.goto(BASE_URL);
    await page.locator('.shelf').waitFor();
    const voting = festival('voting-200', {}, (s) => s.phase.kind === 'voting' && s.phase.votes.filter((v) => v !== null).length === 1);
    await openRecord(page, BASE_URL, voting);
    await page.locator('.fc-table').waitFor();
    const ok = page.locator('.reveal').getByRole('button', { name: 'OK' });
    if ((await ok.count()) > 0) await ok.click();
    await page.evaluate(() => document.fonts.ready);
    await boardShot(page, '.fc-table', 'fc-voting-200');
    await expectInFirstScreen(page, '.fc-table', ['.fc-proposal-line', '[data-board="voted"]'], 430, 'Festival Charter vote');
    const chair = festival('chair-200', {}, (s) => s.phase.kind === 'proposing');
    await openRecord(page, BASE_URL, chair);
    await page.locator('.fc-table').waitFor();
    await boardShot(page, '.fc-table', 'fc-chair-200');
    await expectInFirstScreen(page, '.fc-table', ['#fc-propose', 'button.fc-pick'], 430, "Festival Charter chair's turn");
    // At 200% text too: a package of two picked, and no picture, cost coin or "Picked" over a project's name.
    await page.locator('button.fc-pick:not([disabled])').nth(0).click();
    await page.locator('button.fc-pick:not([disabled])').nth(1).click();
    await boardShot(page, '.fc-table', 'fc-chair-package-200');
    await expect(coveredProjectNames(page), 'at 200% text').resolves.toEqual([]);
  });
});

describe('Festival Charter: the board at Larger text, four 12-letter names', () => {
  const browser = useBrowser({ width: 360, height: 640 });
  const LONG = ['Bramblewoody', 'Bramblewoods', 'Mary Ann Lee', 'Mary Ann Leo'];
  const at = (id: string, options: Partial<FcOptions>, until: (s: FcState) => boolean) =>
    // Moves a second apart up to now: a discussion's clock still runs when the board opens.
    recordAt<FcState>(anyDef, `fc-larger-${id}`, LONG, { ...def.defaultOptions(4), ...options }, until, Date.now() - 60_000);

  /** Opens `record` at 360 × 640 with Larger text on or off, and puts its moment's reveal away. */
  const openWithReveal = async (page: Page, record: SavedGame, larger: boolean): Promise<void> => {
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').setChecked(larger);
    await resizeTo(page, { width: 360, height: 640 });
    await openRecord(page, BASE_URL, record);
    await page.locator('.fc-table').waitFor();
    await page.evaluate(() => document.querySelector<HTMLElement>('.reveal .reveal-ok')?.click());
    await page.locator('.reveal').waitFor({ state: 'detached' });
  };

  /** The first of up to 200 seeded festivals (ids `ID-0`, `ID-1`, …) whose random play reaches `until`; throws `missing` when none does. */
  const firstAt = (id: string, options: Partial<FcOptions>, until: (s: FcState) => boolean, missing: string): SavedGame => {
    for (let i = 0; i < 200; i++) {
      try {
        return at(`${id}-${i}`, options, until);
      } catch {
        // This seed's play never reached the phase: the next seed.
      }
    }
    throw new Error(missing);
  };

  // While a proposal is decided the board keeps to the proposal, who has voted and the planners, and fits one screen
  // on both phones (the budget joins the proposal's line on the short one).
  it.each([
    [
      'a vote on one project',
      {},
      (s: FcState) => s.phase.kind === 'voting' && s.phase.proposal.projects.length === 1,
      ['proposal', 'planners', 'voted', 'chair'],
    ],
    [
      'a vote on a package',
      {},
      (s: FcState) => s.phase.kind === 'voting' && s.phase.proposal.projects.length === 2,
      ['proposal', 'planners', 'voted', 'chair'],
    ],
    [
      'the speaking order',
      {},
      (s: FcState) => s.phase.kind === 'speaking' || (s.phase.kind === 'discussion' && s.phase.deadline === null),
      ['proposal', 'planners', 'chair'],
    ],
    ['the discussion with its clock', { discussionLimit: true }, (s: FcState) => s.phase.kind === 'discussion', ['proposal', 'planners', 'chair', 'clock']],
  ] as const)('%s: every name whole, the phase in one screen, the budget said', async (id, options, until, marks) => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    await resizeTo(page, { width: 360, height: 640 });
    await openRecord(page, BASE_URL, at(id.replace(/ /g, '-'), options, until));
    await page.locator('.fc-table').waitFor();
    // The last move's reveal lies over the board that fits, never at the head of the board's scroll (it pushed the
    // board down and made it scroll). Brought back from the strip if its beat is over.
    if ((await page.locator('.reveal').count()) === 0) await page.locator('.last-move').click();
    await page.locator('.reveal').waitFor();
    await expect(page.locator('.reveal-over-inline').count(), 'the reveal heads the board').resolves.toBe(0);
    await page.locator('.reveal').getByRole('button', { name: 'OK' }).click();
    await page.locator('.reveal').waitFor({ state: 'detached' });
    await expectBoardFits(page, '.fc-table', `fc-larger-${id.replace(/ /g, '-')}`, marks);
    // The budget on the board, in its own line or (on the short phone) in the proposal's.
    for (const size of BOARD_SIZES) {
      await resizeTo(page, { width: size.width, height: size.height });
      const shown = (await page.locator('[data-board="budget"]').isVisible()) || (await page.locator('.fc-proposal-line .fc-line-budget').isVisible());
      expect(shown, `the budget at ${size.width} × ${size.height}`).toBe(true);
      // Each planner's name whole on one line beside their score.
      const planners = await page
        .locator('.fc-planner-name .whole-name')
        .evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', lines: e.getClientRects().length, cut: e.scrollWidth > e.clientWidth + 0.5 })));
      expect(planners, `the planners at ${size.width} × ${size.height}`).toEqual(LONG.map((text) => ({ text, lines: 1, cut: false })));
    }
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
  });

  // The longest package (Evening Picnic + Hammock Grove) put to the vote by a 12-letter planner, the handover bar up: the strip's "NAME proposes A + B" took three lines, the proposal's line three,
  // and the board scrolled by 41 px at the usual text size (27 at Larger) on a 360 × 640 phone.
  it.each([false, true])(
    'a vote on the longest package, the strip saying it (Larger text: %s): the board on one screen, the strip two lines',
    async (larger) => {
      const { page } = browser;
      const longest = ['evening-picnic', 'hammock-grove'];
      const until = (s: FcState) =>
        s.phase.kind === 'voting' && s.phase.proposal.projects.length === 2 && s.phase.proposal.projects.every((p) => longest.includes(p));
      const record = firstAt('longest-vote', {}, until, 'random play put none of the longest packages to the vote');
      await openWithReveal(page, record, larger);
      await page.locator('.handover-dock').waitFor();
      const title = page.locator('.last-move-title');
      await expect(title.innerText()).resolves.toMatch(/ proposes .+ \+ /);
      await expectBoardFits(
        page,
        '.fc-table',
        `fc-longest-vote-${larger ? 'larger' : 'normal'}`,
        larger ? ['proposal', 'planners', 'voted', 'chair'] : [...ALWAYS, 'voted'],
      );
      for (const size of BOARD_SIZES) {
        await resizeTo(page, { width: size.width, height: size.height });
        const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
        expect(lines, `the strip's lines at ${size.width} × ${size.height}`).toBeLessThanOrEqual(2);
      }
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').uncheck();
    },
  );

  // A package discussed with the limit on (12-letter names, the last vote's marks cleared): "Extra time (+60 s)" and
  // "Open the vote" took two lines each and the board scrolled by 15 px at 360 × 640.
  // At the usual text size the same discussion (a proposal after a vote, the limit on) scrolled by 26 px on the short
  // phone, under the discussion's two lines of help.
  it.each([
    ['Larger', true],
    ['the usual', false],
  ] as const)(
    '%s text, a package discussed with its clock: the proposal, the speaking order, the clock, both buttons and the planners on one screen',
    async (_, larger) => {
      const { page } = browser;
      const until = (s: FcState) => s.phase.kind === 'discussion' && s.phase.proposal.projects.length === 2 && s.log.length > 0;
      const record = firstAt('package-discussion', { discussionLimit: true }, until, 'random play discussed no package after a vote');
      await openWithReveal(page, record, larger);
      await expectBoardFits(page, '.fc-table', `fc-${larger ? 'larger' : 'normal'}-package-discussion`, ['proposal', 'planners', 'chair', 'clock']);
      await page.goto(`${BASE_URL}#/settings`);
      await page.getByLabel('Larger text').uncheck();
    },
  );

  // The chair's turn fits both phones, before a pick and with one card or a package picked: the cards without their
  // pictures, each name on a line of its own over its cost and symbols, a tick for a picked card, the form's words short.
  it("the chair's turn at 360 × 640 and 390 × 844, nothing, one card and a package picked: the form, its eight cards, the button and the planners on one screen", async () => {
    const { page } = browser;
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').check();
    const record = at('chair', {}, (s) => s.phase.kind === 'proposing' && s.log.length >= 2 && s.built.length >= 1);
    for (const size of BOARD_SIZES) {
      await resizeTo(page, { width: size.width, height: size.height });
      await openRecord(page, BASE_URL, record);
      await page.locator('.fc-table').waitFor();
      if ((await page.locator('.reveal').count()) > 0) await page.locator('.reveal').getByRole('button', { name: 'OK' }).click();
      await page.locator('.reveal').waitFor({ state: 'detached' });
      for (const picks of [0, 1, 2]) {
        if (picks > 0)
          await page
            .locator('button.fc-pick:not([disabled])')
            .nth(picks === 1 ? 0 : 1)
            .click();
        if (picks > 0) await page.locator('.fc-announce-btn').waitFor();
        await page.evaluate(() => document.fonts.ready);
        const where = `${size.width} × ${size.height}, ${picks} picked`;
        const m = await page.evaluate(() => {
          const board = document.querySelector<HTMLElement>('.board');
          const area = document.querySelector('.board-area')?.getBoundingClientRect();
          const inside = (sel: string) =>
            [...document.querySelectorAll(sel)].every((e) => {
              const r = e.getBoundingClientRect();
              // A part not drawn at this size (display: none) is not on the board.
              if (r.width === 0 && r.height === 0) return true;
              return area !== undefined && r.top >= area.top - 0.5 && r.bottom <= area.bottom + 0.5;
            });
          return {
            scrolls: board ? board.scrollHeight - board.clientHeight : Infinity,
            tiles: document.querySelectorAll('.fc-tiles li').length,
            inside: ['.fc-tiles li', '.fc-planner', '#fc-propose', '.fc-announce-btn', '.fc-propose .fc-small'].filter((sel) => !inside(sel)),
            namesOnOneLine: [...document.querySelectorAll('.fc-tile-name')].every((e) => e.getClientRects().length === 1),
          };
        });
        await boardShot(page, '.fc-table', `fc-larger-chair-${size.width}-${picks}`);
        expect(m.tiles, where).toBe(8);
        expect(m.scrolls, `${where}: the board scrolls inside`).toBeLessThanOrEqual(1);
        expect(m.inside, `${where}: outside the board's area`).toEqual([]);
        expect(m.namesOnOneLine, `${where}: every project's name on one line`).toBe(true);
        expect(await smallText(page, '.fc-table'), `${where}: text under 12 px`).toEqual([]);
        await expect(coveredProjectNames(page), where).resolves.toEqual([]);
      }
      // The budget is said, on the form's line where the board's own budget line is gone.
      await expect(page.locator('.fc-propose').innerText()).resolves.toMatch(/budget 1?\d/i);
    }
    await page.goto(`${BASE_URL}#/settings`);
    await page.getByLabel('Larger text').uncheck();
  });
});
