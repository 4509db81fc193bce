import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * A seeded "monkey" that plays any of the games through its UI, for the crash tests: it presses
 * a random enabled control inside `main` (never Home, Export, Delete, Read aloud, the rules, nor the phones' invitations),
 * answers the confirms, reveals from the handover panels (pressing "I'm Ana" twice, as a keyboard does;
 * typing the PIN where one is asked), works
 * the steppers, checkboxes and list boxes, and now and then opens a panel such as "A stall leaves".
 * It runs inside the page (a round trip per press would make 200 whole games too slow), waiting
 * after each press until every IndexedDB write it caused has finished, so "settled" means the
 * last confirmed move is on disk.
 */

/** Counts IndexedDB readwrite transactions still open: `__idbPending()` is 0 once every save has landed. */
export const INIT_SCRIPT = `(() => {
  let pending = 0;
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const tx = open.apply(this, args);
    if (args[1] === 'readwrite') {
      pending++;
      let done = false;
      const end = () => { if (!done) { done = true; pending--; } };
      tx.addEventListener('complete', end);
      tx.addEventListener('abort', end);
    }
    return tx;
  };
  window.__idbPending = () => pending;
  // Keeps the last file the app offered (Export game), to read the game as the app holds it in memory.
  const toUrl = URL.createObjectURL;
  URL.createObjectURL = function (obj) {
    if (obj instanceof Blob) window.__lastBlob = obj;
    return toUrl.call(URL, obj);
  };
})();`;

/** Installs the IndexedDB write counter in every page of `context` (call once, before the pages open). */
export async function instrument(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: INIT_SCRIPT });
}

/** Where the monkey stops (it always stops at the results screen). */
export type Until =
  /** after `maxSteps` presses */
  | 'steps'
  /** on a handover screen */
  | 'handover'
  /** in a private view, after at least one press inside it and before its confirm */
  | 'mid-action'
  /** with a confirm question open: the caller snapshots, then presses it with {@link pressConfirm} */
  | 'confirm'
  /** on the results screen */
  | 'end';

export interface MonkeyResult {
  /** Why it stopped: the goal reached, 'ended' (results screen), 'steps' (ran out) or 'stuck' (nothing to press). */
  reason: Until | 'ended' | 'stuck';
  steps: number;
  /** What it pressed: a control's label (its first 40 characters) → presses. */
  pressed: Record<string, number>;
}

/** The PIN the crash test sets for a seat that has one; the monkey types it at the handover (or, now and then, a wrong one). */
export const PIN = '1234';

export const MONKEY = `async ({ seed, maxSteps, until }) => {
  const PIN = ${JSON.stringify(PIN)};
  let a = seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  // A task boundary without setTimeout's 4 ms clamp: renders and IndexedDB requests get their turn.
  const channel = new MessageChannel();
  const yieldTask = () => new Promise((r) => { channel.port1.onmessage = () => r(); channel.port2.postMessage(0); });
  const settle = async () => {
    await yieldTask();
    for (let i = 0; i < 5000 && window.__idbPending() > 0; i++) await sleep(1);
    await yieldTask();
    await yieldTask();
  };
  // Before handing back: let effects run (preact runs them after the next frame, or after 100 ms
  // without frames) and land any save they start, such as Ribbon Fair's clock-starting 'open'.
  const frame = () => new Promise((r) => { const t = setTimeout(r, 150); requestAnimationFrame(() => { clearTimeout(t); setTimeout(r, 0); }); });
  const finalSettle = async () => {
    for (let i = 0; i < 2; i++) {
      await frame();
      await settle();
    }
  };
  let steps = 0;
  const pressed = {};
  const done = async (reason) => {
    await finalSettle();
    return { reason, steps, pressed };
  };
  const main = () => document.querySelector('main');
  const text = (el) => (el.getAttribute('aria-label') || el.textContent || '').trim();
  const NEVER = /^(⌂ Home|Home|Menu|Log|Export game|Delete|Read aloud|Rules.*|.*: the rule for this step.*|Settings|Invite a phone|Invite .* again|Take .* back into the handover|Join again|Start again|Copy the text|Use this code)$/;
  const RARE = /^(Hide and pass the phone|Cancel|Back|OK|Close)$|Show full size$/;
  const isConfirm = (el) => el.matches('[role=group].panel .btn-primary');
  const candidates = () => {
    const m = main();
    if (!m) return [];
    const out = [];
    for (const el of m.querySelectorAll('button, input[type=checkbox], input[type=radio], select, summary')) {
      // The coach and the guided game's band are no move of the game: the monkey plays, it does not ask.
      if (el.disabled || el.closest('[aria-hidden=true], [inert], .coach, .guide')) continue;
      if (el.tagName === 'SUMMARY' ? el.closest('details:not([open]) details') : el.closest('details:not([open])')) continue;
      if (el.getClientRects().length === 0) continue;
      const t = text(el);
      if (NEVER.test(t)) continue;
      const w = isConfirm(el) ? 8 : RARE.test(t) ? 0.1 : el.tagName === 'SUMMARY' ? 0.3 : el.classList.contains('btn-primary') ? 4 : 1;
      out.push([el, w]);
    }
    return out;
  };
  const ended = () => document.querySelector('#results-title') !== null;
  let inPrivate = 0;
  let idle = 0;
  for (;;) {
    await settle();
    if (ended()) return done('ended');
    const priv = document.querySelector('main .private');
    if (!priv) inPrivate = 0;
    if (until === 'handover' && document.querySelector('main .handover')) return done(until);
    if (until === 'mid-action' && priv && inPrivate > 0 && !priv.querySelector('[role=group].panel .btn-primary')) return done(until);
    if (until === 'confirm' && [...document.querySelectorAll('main [role=group].panel .btn-primary')].some((b) => !b.disabled)) return done(until);
    if (steps >= maxSteps) return done('steps');
    const pin = document.querySelector('main input#pin');
    if (pin && (pin.value === '' || (pin.value !== PIN && document.querySelector('main .handover [role=alert]')))) {
      // A seat with a PIN (set at setup): usually the right one, sometimes a wrong guess.
      pin.value = rnd() < 0.8 ? PIN : '9999';
      pin.dispatchEvent(new Event('input', { bubbles: true }));
      steps++;
      continue;
    }
    const c = candidates();
    if (c.length === 0) {
      if (++idle > 200) return { reason: 'stuck', steps, pressed };
      await sleep(50);
      continue;
    }
    idle = 0;
    let r = rnd() * c.reduce((s, [, w]) => s + w, 0);
    let el = c[c.length - 1][0];
    for (const [e, w] of c) {
      r -= w;
      if (r < 0) {
        el = e;
        break;
      }
    }
    if (priv && priv.contains(el) && !isConfirm(el)) inPrivate++;
    const lbl = text(el).slice(0, 40);
    pressed[lbl] = (pressed[lbl] || 0) + 1;
    if (el.tagName === 'SELECT') {
      // A list box (such as "Which stall leaves?"): pick one of its options at random.
      el.selectedIndex = Math.floor(rnd() * el.options.length);
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (el.classList.contains('hold-btn')) {
      // "I'm Ana" opens only on a deliberate act: a press that arms it, then a second press (as by keyboard).
      el.click();
      await settle();
      el.click();
    } else el.click();
    steps++;
  }
}`;

/** Runs the monkey in `page` with `seed` until `until` (or the results screen, or `maxSteps` presses). */
export async function monkey(page: Page, seed: number, until: Until, maxSteps: number): Promise<MonkeyResult> {
  return (await page.evaluate(`(${MONKEY})(${JSON.stringify({ seed, maxSteps, until })})`)) as MonkeyResult;
}

/**
 * The game as the app holds it in memory (the record it last committed to), read through its own
 * "Export game" (the item of the table's menu, pressed in the page); null where it is not there (a private view is open).
 */
export async function inMemoryRecord(page: Page): Promise<unknown> {
  return page.evaluate(`(async () => {
    const find = (sel, label) => [...document.querySelectorAll(sel)].find((b) => b.textContent.trim() === label && !b.disabled);
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const open = find('main button', 'Export game');
    if (!open) return null;
    open.click();
    let word;
    for (let i = 0; i < 100 && !(word = document.querySelector('#export-word')); i++) await sleep(5);
    if (!word) throw new Error('Export game asked for no word');
    word.value = 'MOVE';
    word.dispatchEvent(new Event('input', { bubbles: true }));
    let yes;
    for (let i = 0; i < 100 && !(yes = find('main form button', 'Export')); i++) await sleep(5);
    if (!yes) throw new Error('Export game asked no question');
    window.__lastBlob = null;
    yes.click();
    for (let i = 0; i < 100 && !window.__lastBlob; i++) await sleep(5);
    if (!window.__lastBlob) throw new Error('Export game offered no file');
    // The table's sheet it was asked from is closed again.
    document.querySelector('dialog[open]')?.close();
    return JSON.parse(await window.__lastBlob.text());
  })()`);
}

/** Presses the open confirm question's answer and returns at once, without waiting for the save. */
export async function pressConfirm(page: Page): Promise<void> {
  await page.evaluate(
    `(() => { const b = document.querySelector('main [role=group].panel .btn-primary:not([disabled])'); if (!b) throw new Error('no confirm open'); b.click(); })()`,
  );
}

/** Kills the page's renderer at once: no unload, pagehide or visibilitychange handler runs. */
export async function crash(page: Page, cdp: CDPSession): Promise<void> {
  const crashed = new Promise<void>((resolve) => page.once('crash', () => resolve()));
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close().catch(() => undefined);
}

/** A small seeded generator for the test's own choices (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
