/**
 * Ribbon Fair browser-test helpers: start a fair through the setup screen, and play its moves through
 * the UI: the table is always on screen, with the handover panel docked under it for the private moves
 * (pin, crowd vote), while the rotating judge picks on the table itself. On every handover they check
 * that none of the fair's secrets (hands, entries pinned face down, crowd votes) is in the DOM, and that
 * the table's public moments are revealed (the ribbon turned, the entries laid out, the award). The saved
 * state (IndexedDB) tells the test what the secrets are and lets it steer the judge and the crowd so a
 * fair reaches its target in few rounds.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, enterPlayers, expectHandoverHoldsNoSecrets, expectNoAxeViolations, openPrivate, savedRecord, settled, shot } from './browser';
import { andList } from '../../../src/engine/words';

/** The slice of Ribbon Fair's saved state these tests read (src/games/ribbon-fair/types.ts). */
export interface RfSaved {
  players: string[];
  options: { style: 'rotating' | 'ai' | 'crowd'; themedPacks: string[]; pinClock: number | null; judgeClock: number | null; beatMs?: number };
  target: number;
  phase: 'pin' | 'judge' | 'vote' | 'award' | 'over';
  roundNo: number;
  stalls: { hand: { text: string }[]; won: { text: string }[]; gone: boolean; freshHand: boolean }[];
  round: {
    ribbon: { text: string } | null;
    judge: number | null;
    owing: number[];
    pinned: { seat: number; card: { text: string } }[];
    entries: { seat: number; card: { text: string } }[];
    voters: number[];
    votes: (number | null)[];
    award: { ribbon: { text: string }; winner: number | null; entry: number | null; how: string; tally: number[] | null; finishing: boolean } | null;
    /** When the judging or award panel's clock runs out (epoch ms), or null. */
    deadline: number | null;
  };
  end: { winners: number[]; reason: 'target' | 'no-ribbons' | 'too-few' } | null;
  log: string[];
}

/** Screens to look at once (screenshot + axe) during a fair, by a name prefix such as 'rf-rotating'. */
export type Look = 'table-start' | 'table-pin' | 'handover' | 'pin' | 'judge' | 'ballot' | 'award' | 'results';

/** What the award panel says for each way a ribbon is settled. */
const HOW: Readonly<Record<string, string>> = {
  judge: 'The judge picked it.',
  marigold: 'Judge Marigold picks at random.',
  crowd: 'The crowd’s favourite.',
  'crowd-tie': 'The crowd tied: Judge Marigold picked at random among the tied.',
  'only-entry': 'One entry on the table wins at once.',
};

/** One fair being played in `page`. */
export class Fair {
  /** Screens already looked at (so each is screenshotted and axe-checked once per fair). */
  private seen = new Set<Look>();
  /** Handover screens checked for secrets in this fair. */
  handovers = 0;
  /** Text the rules panel (always in the DOM, under every screen) holds, e.g. its example “A rubber duck”. */
  private rulesText = '';

  constructor(
    readonly page: Page,
    readonly prefix: string,
  ) {}

  /** The open fair's saved state. */
  async state(): Promise<RfSaved> {
    const g = [await savedRecord(this.page)].find((x) => x.gameId === 'ribbon-fair');
    if (!g) throw new Error('The open Ribbon Fair is not saved.');
    return g.state as RfSaved;
  }

  /** Screenshot and axe, once per fair per screen. */
  async look(what: Look, where: string): Promise<void> {
    if (this.seen.has(what)) return;
    this.seen.add(what);
    await shot(this.page, `${this.prefix}-${what}`);
    await expectNoAxeViolations(this.page, `${this.prefix} ${where}`);
  }

  /**
   * What no table with its handover panel may hold: every card in every stall's hand, the entries
   * pinned face down, the crowd votes already cast (the private ballot's "Vote for “…”" wording) and
   * the private views' own words. The entries laid out face up are public (docs/games/ribbon-fair.md, "A round" step 2).
   * Texts the static rules panel itself prints as examples are left out: they are in the DOM as rules.
   */
  secrets(s: RfSaved): string[] {
    const out = new Set<string>();
    for (const st of s.stalls) for (const c of st.hand) out.add(c.text);
    for (const p of s.round.pinned) out.add(p.card.text);
    for (const v of s.round.votes) {
      const e = v === null ? undefined : s.round.entries[v];
      if (e) out.add(`Vote for “${e.card.text}”`);
    }
    out.add('Your pinned entry');
    out.add('Your hand');
    return [...out].filter((t) => !this.rulesText.includes(t));
  }

  /** Home → New game of Ribbon Fair → players and options → Start. Looks at the setup screen first. */
  async start(
    names: readonly string[],
    style: 'Rotating Judge' | 'AI Judge' | 'Crowd Favourite',
    opts: { pinClock?: string; judgeClock?: string } = {},
  ): Promise<void> {
    const page = this.page;
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Ribbon Fair' }).click();
    await enterPlayers(page, names);
    await page.getByRole('radio', { name: new RegExp(`^${style}`) }).check();
    if (opts.pinClock) await page.locator('#rf-pin-clock').selectOption(opts.pinClock);
    if (opts.judgeClock) await page.locator('#rf-judge-clock').selectOption(opts.judgeClock);
    await shot(page, `${this.prefix}-setup`);
    await expectNoAxeViolations(page, `${this.prefix} setup`);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.handover').first().waitFor();
    this.rulesText = (await page.locator('.rules-inline').textContent()) ?? '';
    const s = await this.state();
    expect(s.players).toEqual([...names]);
    expect(s.target).toBe({ 3: 8, 4: 8, 5: 7, 6: 6, 7: 5, 8: 4 }[names.length]);
    expect(s.phase).toBe('pin');
    for (const st of s.stalls) expect(st.hand).toHaveLength(7);
    // The first screen of a fair is the table, the ribbon on it, revealed to everyone, above the handover panel.
    const ribbon = s.round.ribbon?.text ?? '';
    await expect(page.locator('.rf-table [role="group"][aria-label^="Ribbon 1: "]').getAttribute('aria-label')).resolves.toBe(`Ribbon 1: ${ribbon}`);
    await this.expectMoment(`Ribbon 1: ${ribbon}`, `First to ${s.target} ribbons wins the fair.`);
    await this.look('table-start', 'table at the start, with the handover panel');
  }

  /** The table reveals a public moment headed `title` (with `line` among its lines, when given). */
  async expectMoment(title: string, line?: string): Promise<void> {
    const page = this.page;
    const reveal = page.locator('.reveal');
    // The reveal lies over the board; once it has settled into the "last move" strip (after its few seconds) a tap on
    // the strip shows it again. Under AI Judge the award comes after the entries laid out, shown first for their beat.
    await expect
      .poll(
        async () => {
          const over = await page.locator('.reveal-over').count();
          const strip = await page
            .locator('.last-move-title')
            .innerText({ timeout: 500 })
            .catch(() => '');
          if (over === 0 && strip === title) await page.locator('.last-move').click();
          return reveal
            .locator('#reveal-title')
            .innerText({ timeout: 500 })
            .catch(() => '');
        },
        { timeout: 15_000 },
      )
      .toBe(title);
    if (line !== undefined) await expect(reveal.innerText()).resolves.toContain(line);
  }

  /**
   * The table with the handover panel for `seat`: checks the panel names it and that the page (table and
   * panel) holds no secret, then opens its private view as a player does (press and hold "I'm NAME").
   */
  async reveal(s: RfSaved, seat: number): Promise<void> {
    const page = this.page;
    const name = s.players[seat] ?? '';
    await expect(page.locator('#handover-title').innerText()).resolves.toBe(`Pass the phone to ${name}`);
    await page.locator('.rf-table').waitFor();
    const secrets = this.secrets(s);
    // Never a vacuous check: at least the two other stalls' hands are secrets.
    expect(secrets.length).toBeGreaterThan(10);
    await expectHandoverHoldsNoSecrets(page, secrets);
    this.handovers++;
    await this.look('handover', 'table with the handover panel');
    await openPrivate(page, name);
    await expect(page.locator('.private-bar').innerText()).resolves.toContain(`Only ${name} should see this.`);
    await expect(page.locator('.rf-your-move').innerText()).resolves.toBe('Your move');
  }

  /** Waits until the private view is gone (the phone went back to the table or the next handover). */
  async covered(): Promise<void> {
    await this.page.locator('.private').waitFor({ state: 'detached' });
  }

  /** The next stall owing an entry pins the `which`-th card of its hand (checked against the saved hand). */
  async pin(which = 0): Promise<string> {
    const page = this.page;
    const s = await this.state();
    expect(s.phase).toBe('pin');
    const seat = s.round.owing[0];
    if (seat === undefined) throw new Error('Nobody owes an entry.');
    await this.reveal(s, seat);
    const hand = page.getByRole('list', { name: 'Your hand' }).getByRole('button');
    await expect(hand.count()).resolves.toBe(s.stalls[seat]?.hand.length);
    const text = s.stalls[seat]?.hand[which]?.text ?? '';
    await hand.nth(which).click();
    await this.look('pin', 'private pin view');
    // One button names the move and makes it: a pin is final, so there is no confirmation.
    await page.getByRole('button', { name: `Pin “${text}”` }).click();
    await this.covered();
    const after = await this.state();
    const mine = [...after.round.pinned, ...after.round.entries].find((p) => p.seat === seat);
    expect(mine?.card.text).toBe(text);
    expect(after.stalls[seat]?.hand.map((c) => c.text)).not.toContain(text);
    return text;
  }

  /**
   * The rotating judge picks the entry pinned by `winner` (the saved state says which one it is) on the
   * table, in front of everyone: no handover panel, the entries face up with no authors, the judge framed
   * in gold, the entries' moment revealed, the judging clock already running from when they were laid out.
   */
  async judge(winner: number): Promise<void> {
    const page = this.page;
    const s = await this.state();
    expect(s.phase).toBe('judge');
    const judge = s.players[s.round.judge ?? -1] ?? '';
    const n = s.round.entries.length;
    await expect(page.locator('#rf-judge-title').innerText()).resolves.toBe(`${judge} picks the winner`);
    await expect(page.locator('.handover').count()).resolves.toBe(0);
    await expect(page.locator('.rf-stall.waiting .rf-stall-name').allInnerTexts()).resolves.toEqual([judge]);
    // The judging clock was stamped to start when the entries' beat ends after they were laid out (the last pin, the last
    // move saved), and no handover has eaten into it; the board's clock reads that deadline (to the second it ticks).
    if (s.options.judgeClock === 30) {
      const record = await savedRecord(page);
      const laidOut = (record.log.at(-1) as { at?: number } | undefined)?.at ?? 0;
      expect(s.round.deadline).toBe(laidOut + (s.options.beatMs ?? 0) + 30_000);
      const read = await page.evaluate(() => ({
        label: document.querySelector('.rf-table [role="timer"]')?.getAttribute('aria-label') ?? '',
        now: Date.now(),
      }));
      const shown = /^Judging time: 0:(\d\d) left$/.exec(read.label);
      const left = Math.min(30, Math.ceil(((s.round.deadline ?? 0) - read.now) / 1000));
      expect(shown, read.label).not.toBeNull();
      expect(Math.abs(Number(shown?.[1]) - left), `${read.label}: ${left} s left by the saved deadline`).toBeLessThanOrEqual(1);
    }
    const cards = await page.locator('[aria-labelledby="rf-judge-title"] .rf-cards').innerText();
    for (const name of s.players) expect(cards).not.toContain(`by ${name}`);
    await expectTableHolds(page, this.secrets(s));
    await this.expectMoment(`${n} entries, face up`, `${judge} picks the winner on the table.`);
    const i = s.round.entries.findIndex((e) => e.seat === winner);
    const text = s.round.entries[i]?.card.text ?? '';
    await page.getByRole('button', { name: `Entry ${i + 1} of ${n}: ${text}`, exact: true }).click();
    await this.look('judge', 'the judge picking on the table');
    await page.getByRole('button', { name: `Award “${text}”` }).click();
    await page.locator('#rf-award-title').waitFor();
  }

  /** The next crowd voter votes for the entry of `favourite` (or the first entry not its own when that is its own). */
  async vote(favourite: number): Promise<void> {
    const page = this.page;
    const s = await this.state();
    expect(s.phase).toBe('vote');
    const voter = s.round.voters[0] ?? -1;
    await this.reveal(s, voter);
    const own = s.round.entries.findIndex((e) => e.seat === voter);
    const n = s.round.entries.length;
    if (own >= 0) {
      const ownText = s.round.entries[own]?.card.text ?? '';
      await expect(page.getByRole('button', { name: `Entry ${own + 1} of ${n}: ${ownText} (your own entry)` }).isDisabled()).resolves.toBe(true);
    }
    let i = s.round.entries.findIndex((e) => e.seat === favourite);
    if (i === own || i < 0) i = s.round.entries.findIndex((e) => e.seat !== voter);
    const text = s.round.entries[i]?.card.text ?? '';
    await page.getByRole('button', { name: `Entry ${i + 1} of ${n}: ${text}`, exact: true }).click();
    await this.look('ballot', 'crowd ballot');
    // One button names the vote and casts it; no confirmation box shows the choice by its place.
    await page.getByRole('button', { name: `Vote for “${text}”` }).click();
    await this.covered();
    const after = await this.state();
    if (after.phase === 'vote') expect(after.round.votes[voter]).toBe(i);
  }

  /** The award panel: it names the saved winner, ribbon and entry; then Next ribbon (or Finish the fair). */
  async award(): Promise<RfSaved> {
    const page = this.page;
    const s = await this.state();
    expect(s.phase).toBe('award');
    const a = s.round.award;
    if (a === null) throw new Error('No award is saved.');
    // Under Judge Marigold the entries laid out hold the board first (a lead, the board marked data-lead), and the award
    // shows once its own moment comes: read it then.
    await page.locator('.board:not([data-lead])').waitFor();
    const title = await page.locator('#rf-award-title').innerText();
    const entry = a.entry === null ? null : s.round.entries[a.entry];
    if (a.winner === null || !entry) expect(title).toBe(`“${a.ribbon.text}” is set aside`);
    else expect(title).toBe(`${s.players[a.winner]} wins “${a.ribbon.text}” with “${entry.card.text}”`);
    // Every entry with its author (and, in Crowd Favourite, its votes), and why the ribbon went where it did.
    const panel = await page.locator('[aria-labelledby="rf-award-title"]').innerText();
    const how = HOW[a.how];
    if (how) expect(panel).toContain(how);
    // A card's "by" is for screen readers where the card is narrow (its name then stands alone): the words are read whole.
    const words = (await page.locator('[aria-labelledby="rf-award-title"] .rf-cards').textContent()) ?? '';
    for (const [i, e] of s.round.entries.entries()) {
      expect(panel).toContain(e.card.text);
      expect(panel).toContain(s.players[e.seat]);
      const v = a.tally?.[i];
      expect(words).toContain(v === undefined ? `by ${s.players[e.seat]}` : `by ${s.players[e.seat]} · ${v} vote${v === 1 ? '' : 's'}`);
    }
    if (a.winner !== null) {
      const n = s.stalls[a.winner]?.won.length ?? 0;
      expect(panel).toContain(`${s.players[a.winner]} now holds ${n} ribbon${n === 1 ? '' : 's'} of ${s.target}.`);
    }
    // The award is revealed to everyone, and every stall still at the fair is framed in gold until Next ribbon.
    if (a.winner !== null && entry) await this.expectMoment(`${s.players[a.winner]} wins “${a.ribbon.text}”`, `With “${entry.card.text}”.`);
    const present = s.players.filter((_, seat) => s.stalls[seat]?.gone === false);
    await expect(page.locator('.rf-stall.waiting .rf-stall-name').allInnerTexts()).resolves.toEqual(present);
    await this.look('award', 'award panel');
    await page.getByRole('button', { name: a.finishing ? 'Finish the fair' : 'Next ribbon', exact: true }).click();
    await page.locator('#rf-award-title').waitFor({ state: 'detached' });
    const after = await this.state();
    // The next ribbon is turned in front of everyone.
    if (after.phase === 'pin') await this.expectMoment(`Ribbon ${after.roundNo}: ${after.round.ribbon?.text ?? ''}`);
    return s;
  }

  /** The results screen: the winners the saved state crowned, the standings (a stall a row), axe. */
  async results(): Promise<RfSaved> {
    const page = this.page;
    await page.locator('#results-title').waitFor();
    const s = await this.state();
    expect(s.phase).toBe('over');
    const names = (s.end?.winners ?? []).map((w) => s.players[w]);
    const title = await page.locator('#results-title').innerText();
    // Up to three winners are named in the title, more counted (the summary names each).
    expect(title).toBe(
      names.length === 0
        ? 'No winner'
        : names.length === 1
          ? `${names[0]} wins!`
          : names.length > 3
            ? `${names.length} players share the win!`
            : `${andList(names.flatMap((n) => (n === undefined ? [] : [n])))} share the win!`,
    );
    const rows = page.locator('[aria-labelledby="rf-results-title"] .rf-final > li');
    await expect(rows.count()).resolves.toBe(s.players.length);
    await this.look('results', 'results');
    return s;
  }
}

/**
 * Plays moves through the UI until the fair is over: each stall pins a card of its hand, the judge picks
 * and the crowd votes for the entry of `favourite(state, voter)`. Checks after each award that the next
 * ribbon was turned and each stall that pinned drew back to 7. Stops early after `stopAfter` complete
 * rounds. Returns the rounds played.
 */
export async function playToTheEnd(fair: Fair, maxRounds: number, favourite: (s: RfSaved, voter: number) => number, stopAfter = Infinity): Promise<number> {
  let rounds = 0;
  for (;;) {
    const s = await fair.state();
    if (s.phase === 'over' || rounds >= stopAfter) return rounds;
    if (s.phase === 'pin') await fair.pin(s.roundNo % 7);
    else if (s.phase === 'judge') await fair.judge(favourite(s, s.round.judge ?? -1));
    else if (s.phase === 'vote') await fair.vote(favourite(s, s.round.voters[0] ?? -1));
    else {
      const before = await fair.award();
      rounds++;
      expect(rounds).toBeLessThanOrEqual(maxRounds);
      const after = await fair.state();
      if (before.round.award?.finishing === true) expect(after.phase).toBe('over');
      else {
        expect(after.roundNo).toBe(before.roundNo + 1);
        for (const e of before.round.entries) expect(after.stalls[e.seat]?.hand).toHaveLength(7);
      }
    }
  }
}

/** The stall with the most ribbons other than `not` (the judge, or the voter), lowest seat on a tie. */
export function leader(s: RfSaved, not: number): number {
  let best = -1;
  s.stalls.forEach((st, seat) => {
    if (seat === not || st.gone) return;
    if (best < 0 || st.won.length > (s.stalls[best]?.won.length ?? 0)) best = seat;
  });
  return best;
}

/**
 * "A stall leaves" on the table (its sheet: pick, confirm with a double tap). Checks the saved stall is gone, that
 * the second tap did nothing, that the sheet closed, and that the table reveals the leaving when the fair goes on.
 */
export async function leave(fair: Fair, name: string): Promise<RfSaved> {
  const page = fair.page;
  // On the board while pinning; from the menu with the entries laid out. Either opens its sheet.
  const onBoard = page.locator('.rf-leave-open');
  if ((await onBoard.count()) > 0) await onBoard.click();
  else {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.sheet-item', { hasText: 'A stall leaves' }).click();
  }
  await page.locator('#rf-leave-seat').selectOption({ label: name });
  await page.getByRole('button', { name: `${name} leaves the fair` }).click();
  await shot(page, `${fair.prefix}-leave-confirm`);
  // A fast double tap, as an excited table might: the second tap must land on nothing.
  await page.getByRole('button', { name: 'Yes, leave' }).dblclick();
  await page.locator('.rf-stall.rf-gone', { hasText: name }).or(page.locator('#results-title')).first().waitFor();
  await settled(page);
  await expect(page.locator('#export-word').count(), 'the second tap opened Export').resolves.toBe(0);
  await expect(page.locator('dialog.sheet[open]').count(), 'the sheet stayed open').resolves.toBe(0);
  const s = await fair.state();
  expect(s.stalls[s.players.indexOf(name)]?.gone).toBe(true);
  if (s.phase !== 'over') await fair.expectMoment(`${name} leaves the fair`);
  return s;
}

/** Throws when the page (the table, outside a private view) holds one of `secrets`. */
export async function expectTableHolds(page: Page, secrets: readonly string[]): Promise<void> {
  await expect(page.locator('.private').count()).resolves.toBe(0);
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  for (const t of secrets) if (t.length > 0 && html.includes(t)) throw new Error(`The table holds a secret: "${t}"`);
}
