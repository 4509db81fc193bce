/**
 * Every game played to its end by keyboard alone, as a player who cannot see the phone plays it:
 * no clicks, only Tab, Shift+Tab, Enter, Space and the arrow keys. Each step is decided from what a
 * screen reader would say: the focused element's role and accessible name, and the live regions
 * (the "I'm Ana" hint that arms the reveal). After every action the focus must be on something (never
 * the page body), and every screen names itself in the page title. The key presses of each move are
 * printed, so what a move costs by keyboard can be read off the run.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, savedGames, settled, useBrowser, waitForHome } from './support/browser';

const browser = useBrowser({ width: 360, height: 640 });

/** What a screen reader says for the focused element: its role and accessible name. */
interface Focused {
  role: string;
  name: string;
}

/** One game driven by keyboard, counting and printing the keys of each move. */
class Keys {
  private keys: string[] = [];
  /** Every move's key count, in order. */
  readonly moves: { what: string; keys: number }[] = [];

  constructor(
    readonly page: Page,
    readonly game: string,
  ) {}

  /** The focused element as the accessibility tree names it (the page body: role "body"). */
  async focused(): Promise<Focused> {
    const onBody = await this.page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
    if (onBody) return { role: 'body', name: '' };
    const snap =
      (
        await this.page
          .locator(':focus')
          .ariaSnapshot()
          .catch(() => '')
      )
        .split('\n')[0]
        ?.trim() ?? '';
    // The first line, "- button \"Play\"", YAML-quoted when the name holds a colon: - 'button "Card 1 of 6: …"'.
    let line = snap.replace(/^- /, '');
    if (line.startsWith("'")) line = line.slice(1, line.lastIndexOf("'")).replace(/''/g, "'");
    const m = /^([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    return { role: m?.[1] ?? 'generic', name: (m?.[2] ?? '').replace(/\\"/g, '"') };
  }

  /** Presses `key` (counted), then waits for the screen to settle. */
  async press(key: string): Promise<void> {
    this.keys.push(key);
    await this.page.keyboard.press(key);
  }

  /**
   * Tabs (or Shift+Tabs) until the focused element has `role` and a name matching `name`; false
   * when a whole round of the page passes without it (the keys pressed still count).
   */
  async tabTo(role: string, name: RegExp, back = false, max = 120): Promise<boolean> {
    let f = await this.focused();
    this.passed = [];
    for (let i = 0; i < max; i++) {
      if (f.role === role && name.test(f.name)) return true;
      await this.press(back ? 'Shift+Tab' : 'Tab');
      f = await this.focused();
      this.passed.push(`${f.role} "${f.name.slice(0, 50)}"`);
    }
    return false;
  }

  /** What the last {@link tabTo} went through, for a failure's message. */
  private passed: string[] = [];

  /** Like {@link tabTo}, but a control that is not there fails the test with what Tab went through. */
  async mustTabTo(role: string, name: RegExp): Promise<void> {
    if (!(await this.tabTo(role, name)))
      throw new Error(`${this.game}: Tab never reached ${role} ${String(name)}; it went through:\n${[...new Set(this.passed)].join('\n')}`);
  }

  /** The move is over: prints its keys, waits for the screen to settle, checks the focus is somewhere. */
  async done(what: string): Promise<void> {
    await settle(this.page);
    const f = await this.focused();
    expect(f.role, `${this.game}, after "${what}": the focus fell to the page body`).not.toBe('body');
    expect(await toastCovers(this.page), `${this.game}, after "${what}": a toast covers the focused control`).toBe(false);
    this.moves.push({ what, keys: this.keys.length });
    console.log(`${this.game} | ${what}: ${this.keys.length} keys: ${compress(this.keys)}`);
    this.keys = [];
  }
}

/** "Tab Tab Tab Enter" as "Tab×3 Enter". */
function compress(keys: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < keys.length;) {
    let j = i;
    while (keys[j] === keys[i]) j++;
    out.push(j - i > 1 ? `${keys[i] ?? ''}×${j - i}` : (keys[i] ?? ''));
    i = j;
  }
  return out.join(' ');
}

/** Waits until the screen has settled after a move (the app ignores presses for a moment after each). */
async function settle(page: Page): Promise<void> {
  await settled(page);
}

/** Whether a toast ("Ready to play offline", "Update") covers the focused control. */
async function toastCovers(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el.closest('.pwa-bar')) return false;
    const r = el.getBoundingClientRect();
    return [...document.querySelectorAll('.pwa-bar .banner')].some((b) => {
      const t = b.getBoundingClientRect();
      return t.width > 0 && r.bottom > t.top && r.top < t.bottom && r.right > t.left && r.left < t.right;
    });
  });
}

/** The page title names the screen. */
async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title()).toBe(`${title} — Fairground`);
}

/**
 * Home → "New game of TITLE" → the players typed in → "Start the game", by keyboard: Tab to each
 * control, Enter on buttons, the names typed into the fields.
 */
async function startByKeyboard(k: Keys, title: string, names: readonly string[], options: (k: Keys) => Promise<void> = async () => undefined): Promise<void> {
  const page = k.page;
  await page.goto(BASE_URL);
  await waitForHome(page);
  await expect.poll(() => page.title()).toBe('Fairground');
  await k.mustTabTo('button', new RegExp(`^New game of ${title}$`));
  await k.press('Enter');
  // The setup screen's code loads on first use: the move is over once that screen names itself.
  await expectTitle(page, `Setup: ${title}`);
  await page.locator('.player-row').first().waitFor();
  await k.done('open the setup');
  expect((await k.focused()).role, 'the setup screen starts at its heading').toBe('heading');
  for (;;) {
    const rows = await page.locator('.player-row').count();
    if (rows === names.length) break;
    if (rows < names.length) await k.mustTabTo('button', /^Add a player$/);
    else await k.mustTabTo('button', new RegExp(`^Remove player ${rows}$`));
    await k.press('Enter');
    await settle(page);
  }
  for (let i = 0; i < names.length; i++) {
    await k.mustTabTo('textbox', new RegExp(`^Player ${i + 1}$`));
    await k.press('ControlOrMeta+A');
    await page.keyboard.type(names[i] ?? '');
  }
  await options(k);
  await k.done('type the players');
  await k.mustTabTo('button', /^Start the game$/);
  await k.press('Enter');
  // The table's code loads on first use: the move is over once the table is on screen and names itself.
  await page.locator('.playing').waitFor();
  await expectTitle(page, title);
  await k.done('start the game');
}

/**
 * From the table: Tab to "I'm NAME" in the handover panel, press it once (it arms: the hint, a polite
 * live region, says "Press again"), and again: NAME's private view opens. Returns NAME.
 */
async function revealByKeyboard(k: Keys, title: string, name: RegExp = /^I'm .+$/): Promise<string> {
  await k.mustTabTo('button', name);
  const seat = (await k.focused()).name.replace(/^I'm /, '');
  await k.press('Enter');
  const hint = k.page.locator('.hold-hint[aria-live="polite"]').filter({ hasText: `Press again to open ${seat}'s view.` });
  await hint.waitFor();
  await k.press('Enter');
  await k.page.locator('.private').waitFor();
  await k.done(`reveal ${seat}`);
  await expectTitle(k.page, `${title}: ${seat}'s move`);
  return seat;
}

/**
 * The last move's moment on the board, put away by keyboard (its OK, and its lead's before it), then the results:
 * their title, their heading focused. (Where the moment's beat ran out first, the results are already up.)
 */
async function expectResultsByKeyboard(k: Keys, title: string): Promise<string> {
  // A lead first (the last vote turned over, then the festival counted), each put away by its OK.
  for (let i = 0; i < 3 && (await k.page.locator('#results-title').count()) === 0 && (await k.tabTo('button', /^OK$/)); i++) {
    await k.press('Enter');
    await k.done('the last move: OK');
  }
  await k.page.locator('#results-title').waitFor();
  await settle(k.page);
  await expectTitle(k.page, `Results: ${title}`);
  const f = await k.focused();
  expect(f.role).toBe('heading');
  const total = k.moves.reduce((n, m) => n + m.keys, 0);
  console.log(`${k.game} | the end: "${f.name}" after ${k.moves.length} moves and ${total} keys`);
  // Home again, by its one link on the results: Home's title, its heading focused.
  await k.mustTabTo('link', /^Back to Home$/);
  await k.press('Enter');
  await waitForHome(k.page);
  await k.done('Back to Home');
  await expect.poll(() => k.page.title()).toBe('Fairground');
  expect((await k.focused()).role, 'Home starts at its heading').toBe('heading');
  return f.name;
}

/**
 * Whether the game is over: the results showing, or the last move's moment on the board before them (the app marks its
 * screen `data-game-over`).
 */
async function over(page: Page): Promise<boolean> {
  return (await page.locator('#results-title, .playing[data-game-over]').count()) > 0;
}

describe('every game by keyboard alone', () => {
  it('Horse Fair, 2 players, one hand: the hand is one Tab stop, the arrow keys pick the card', async () => {
    const page = browser.page;
    const k = new Keys(page, 'Horse Fair');
    // A fresh phone: "Ready to play offline" shows at the bottom; it must not cover where the first Tab lands.
    await page.goto(BASE_URL);
    await page.locator('.pwa-bar .banner').filter({ hasText: 'Ready to play offline' }).waitFor({ timeout: 30_000 });
    await k.press('Tab');
    while (await page.evaluate(() => document.activeElement?.closest('.pwa-bar') !== null)) await k.press('Tab');
    const first = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? 999);
    expect(first, 'the first control of Home is at the top').toBeLessThan(120);
    await k.done('the first Tab on Home, under the toast');
    await startByKeyboard(k, 'Horse Fair', ['Ana', 'Ben']);
    for (let turn = 1; !(await over(page)); turn++) {
      expect(turn, 'a 2-player hand ends within its cards').toBeLessThan(80);
      const seat = await revealByKeyboard(k, 'Horse Fair');
      // The hand is one stop in the Tab order: its first card; an arrow moves to the next.
      await k.mustTabTo('button', /^Card 1 of \d+/);
      const cards = Number(/^Card 1 of (\d+)/.exec((await k.focused()).name)?.[1] ?? '1');
      if (cards > 1) {
        await k.press('ArrowRight');
        expect((await k.focused()).name).toMatch(new RegExp(`^Card 2 of ${cards}`));
      }
      await k.press('Space');
      await k.mustTabTo('button', /^Play /);
      const played = (await k.focused()).name;
      await k.press('Enter');
      await page.locator('.private').waitFor({ state: 'detached' });
      await k.done(`${seat}: ${played}`);
      if (!(await over(page))) await expectTitle(page, 'Horse Fair');
    }
    const url = page.url();
    const headline = await expectResultsByKeyboard(k, 'Horse Fair');
    expect(headline).toMatch(/wins|share|No winner/);
    // The game played by keyboard is saved, and over.
    const saved = (await savedGames(page)).find((g) => url.includes(g.id));
    expect(saved?.gameId).toBe('horse-fair');
    expect((saved?.state as { phase?: string } | undefined)?.phase).toBe('game-over');
  });

  it('Festival Charter, 4 players: proposals on the table, each vote in private, to the count', async () => {
    const page = browser.page;
    const k = new Keys(page, 'Festival Charter');
    await startByKeyboard(k, 'Festival Charter', ['Ana', 'Ben', 'Cy', 'Di']);
    for (let step = 1; !(await over(page)); step++) {
      expect(step, 'eight proposals and their votes').toBeLessThan(80);
      if ((await page.locator('#fc-propose').count()) > 0) {
        // The chair picks the first project the budget allows (Tab skips the ones too costly) and announces it.
        await k.mustTabTo('button', /^Project \d+ of \d+: /);
        await k.press('Space');
        await k.mustTabTo('button', /^Announce /);
        const what = (await k.focused()).name;
        await k.press('Enter');
        await page.locator('#fc-discuss').waitFor();
        await k.done(what);
        // The live region tells the table the discussion is open (who proposed what, the speaking order).
        expect(await page.locator('.playing > p[aria-live="polite"]').innerText()).toMatch(/open discussion/i);
        await k.mustTabTo('button', /^Open the vote$/);
        await k.press('Enter');
        await k.done('Open the vote');
        continue;
      }
      const seat = await revealByKeyboard(k, 'Festival Charter');
      // The ballot is a radio group: Tab lands on YES, the arrow moves to NO and picks it.
      await k.mustTabTo('radio', /^(YES|NO)$/);
      const vote = step % 3 === 0 ? 'NO' : 'YES';
      if (vote === 'NO') await k.press('ArrowDown');
      else await k.press('Space');
      await k.mustTabTo('button', new RegExp(`^Vote ${vote}$`));
      await k.press('Enter');
      await page.locator('.private').waitFor({ state: 'detached' });
      await k.done(`${seat} votes ${vote}`);
    }
    await expectResultsByKeyboard(k, 'Festival Charter');
  });

  it('Ribbon Fair, 3 stalls, rotating judge: entries pinned in private, the judge awards on the table, to the target', async () => {
    const page = browser.page;
    const k = new Keys(page, 'Ribbon Fair');
    await startByKeyboard(k, 'Ribbon Fair', ['Ana', 'Ben', 'Cy']);
    for (let step = 1; !(await over(page)); step++) {
      expect(step, 'a 3-stall fair reaches its target').toBeLessThan(200);
      if ((await page.locator('.private').count()) === 0 && (await page.locator('.playing button.rf-pick').count()) > 0) {
        // The judge, on the table: the first entry, then the one button that names the award.
        await k.mustTabTo('button', /^Entry 1 of \d+: /);
        await k.press('Space');
        await k.mustTabTo('button', /^Award “/);
        const what = (await k.focused()).name;
        await k.press('Enter');
        await k.done(what);
        continue;
      }
      if ((await page.locator('.handover').count()) === 0) {
        // The award panel: the table's one press of Next ribbon (or Finish the fair).
        await k.mustTabTo('button', /^(Next ribbon|Finish the fair)$/);
        const what = (await k.focused()).name;
        await k.press('Enter');
        await k.done(what);
        continue;
      }
      const seat = await revealByKeyboard(k, 'Ribbon Fair');
      await k.mustTabTo('button', /^Entry \d+ of \d+: /);
      await k.press('ArrowRight');
      await k.press('Space');
      await k.mustTabTo('button', /^Pin “/);
      const what = (await k.focused()).name;
      await k.press('Enter');
      await page.locator('.private').waitFor({ state: 'detached' });
      await k.done(`${seat}: ${what}`);
    }
    const headline = await expectResultsByKeyboard(k, 'Ribbon Fair');
    expect(headline).toMatch(/wins|share|No winner/);
  });

  it('Red Blue Gold, 4 players (the variant): buy, trade, play and the prizes, each seat picking its own name', async () => {
    const page = browser.page;
    const k = new Keys(page, 'Red Blue Gold');
    const names = ['Ana', 'Ben', 'Cy', 'Di'];
    await startByKeyboard(k, 'Red Blue Gold', names);
    for (let step = 1; !(await over(page)); step++) {
      expect(step, 'four rounds and the prizes').toBeLessThan(60);
      if ((await page.locator('.handover').count()) === 0) {
        await k.mustTabTo('button', /^OK$/);
        await k.press('Enter');
        await k.done('OK');
        continue;
      }
      const seat = await revealByKeyboard(k, 'Red Blue Gold');
      let what = '';
      if ((await page.getByRole('button', { name: 'More: Red' }).count()) > 0) {
        // Round 1: one red card and one blue, then the one button that names the buy.
        await k.mustTabTo('button', /^More: Red$/);
        await k.press('Enter');
        await k.mustTabTo('button', /^More: Blue$/);
        await k.press('Enter');
      } else if ((await page.getByRole('button', { name: /^Submit/ }).count()) === 0) {
        // A prize: the first name offered, then the button that names the choice.
        const chip = new RegExp(`^(${names.join('|')})$`);
        await k.mustTabTo('button', chip);
        await k.press('Space');
        await k.mustTabTo('button', /^(Make .* the E\.C\.|Vote for .* as E\.C\.|Give the token to .*)$/);
      }
      if ((await k.focused()).role !== 'button' || !/^(Make|Vote for|Give the token)/.test((await k.focused()).name)) await k.mustTabTo('button', /^Submit/);
      what = (await k.focused()).name;
      await k.press('Enter');
      await page.locator('.private').waitFor({ state: 'detached' });
      await k.done(`${seat}: ${what}`);
    }
    await expectResultsByKeyboard(k, 'Red Blue Gold');
  });
});
