/**
 * Accessibility helpers for the browser tests: saved games made with the real rules (so a screen
 * deep in a game can be opened without playing to it through the UI), and layout checks measured
 * in the page: tap targets, text overlapping other text, content cut off or spilling sideways.
 */

import { type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import type { AnyGameDef } from '../../../src/engine/types';
import type { SavedGame } from '../../../src/storage/schema';
import { gameStatus } from '../../../src/session/status';
import { openBrowser } from './browser';
import { randomGame } from './random-game';

/** A saved game of `def` with `players`, its default options, random moves until `stop` says so, and its status for Home. */
export function makeRecord(def: AnyGameDef, id: string, players: string[], stop: 'start' | 'end', now0: number): SavedGame {
  const options = def.defaultOptions(players.length);
  const seed = `a11y-${id}`;
  let state = def.setup(players, options, seed, now0);
  let log: SavedGame['log'] = [];
  let now = now0;
  if (stop === 'end') for (const step of randomGame(def, state, seed, now0, 1000, 50_000)) ({ state, log, now } = step);
  if (stop === 'end' && !def.outcome(state)) throw new Error(`${id}: random play did not finish`);
  // Home's line for it, as the app saves it with every move.
  const { status, finished } = gameStatus(def, players, state);
  return { schema: 1, gameId: def.id, id, players: [...players], options, seed, state, log, createdAt: now0, updatedAt: now, status, finished };
}

export { putRecords } from './idb';

/**
 * A 360 × 640 phone-sized browser. `fontSize` sets Chromium's own default text size (the
 * browser's text-size setting; 16 px is 100%) through the profile's preferences.
 */
export async function openPhone(fontSize = 16): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openBrowser({ width: 360, height: 640, fontSize });
  return { context, page };
}

/** One problem found on a screen. */
export type Problem = string;

/**
 * Tap targets: every visible button, link, input, select and summary is at least `min` × `min` CSS px.
 * An input inside a label (a checkbox in its row, a file input behind its "Pick a file" label) is
 * tapped through the label, so the label's box counts for it.
 */
export async function smallTargets(page: Page, min = 44): Promise<Problem[]> {
  const handles = await page.locator('button, a[href], input, select, textarea, summary').elementHandles();
  const out: Problem[] = [];
  for (const h of handles) {
    const info = await h.evaluate((node) => {
      const el = node as HTMLElement;
      const visible = el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
      const input = el as HTMLInputElement;
      // The label is the target when it wraps the input, or when the input itself is hidden (a styled file picker).
      const hiddenInput = el.classList.contains('sr-only');
      const label = el.closest('label') ?? (hiddenInput ? input.labels?.[0] : undefined) ?? null;
      const target = el.tagName === 'INPUT' && label ? label : el;
      const name = (el.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const sr = el.closest('.sr-only') !== null && target === el;
      return { visible: visible && !sr, tag: el.tagName.toLowerCase(), cls: el.className, name, labelled: target !== el };
    });
    if (!info.visible) continue;
    const box = info.labelled
      ? await h
          .evaluateHandle((node) => (node as HTMLElement).closest('label') ?? (node as HTMLInputElement).labels?.[0])
          .then((l) => l.asElement()?.boundingBox())
      : await h.boundingBox();
    if (!box || box.width === 0) continue;
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      out.push(
        `${info.tag}${info.cls ? '.' + String(info.cls).split(' ').join('.') : ''} "${info.name}"${info.labelled ? ' (its label)' : ''}: ${box.width.toFixed(0)} × ${box.height.toFixed(0)} px`,
      );
    }
  }
  return out;
}

/**
 * Layout at this size: the page does not scroll sideways; no element's content spills out of it
 * (overflow visible), is cut off (overflow hidden/clip) or hides behind a sideways scroll (overflow
 * auto/scroll: a phone user rarely finds a table's last columns that way); no line of text overlaps another.
 * Waits first for the page's finite animations to finish.
 */
export async function layoutProblems(page: Page): Promise<Problem[]> {
  // The layout is judged at rest: a reveal still turning over (a 3D flip is wider than its box while it
  // turns) is measured once its own animation has finished, not mid-motion.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(() => {
    const out: string[] = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth + 1) out.push(`the page scrolls sideways: ${de.scrollWidth} px wide in a ${de.clientWidth} px window`);
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.classList.length ? '.' + [...el.classList].join('.') : ''} "${text}"`;
    };
    // Hidden, or for screen readers only (the sr-only pattern: a box of 1 × 1 px, such as each name's hint in
    // Red Blue Gold's handover grid).
    const tiny = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width <= 1 && r.height <= 1 && getComputedStyle(el).overflow === 'hidden';
    };
    const hidden = (el: Element) => el.closest('.sr-only') !== null || !el.checkVisibility() || tiny(el);
    // Only the innermost element that spills is named: its ancestors spill because of it.
    const spilling: Element[] = [];
    for (const el of [...document.body.querySelectorAll('*')].reverse()) {
      if (!(el instanceof HTMLElement) || hidden(el) || el.tagName === 'svg') continue;
      const cs = getComputedStyle(el);
      if (cs.display === 'inline' || cs.display === 'contents') continue;
      const over = el.scrollWidth - el.clientWidth;
      if (over <= 1) continue;
      if (cs.overflowX === 'visible') {
        if (!spilling.some((inner) => el.contains(inner))) out.push(`${describe(el)} spills ${over} px out of its ${el.clientWidth} px box`);
        spilling.push(el);
      } else if (cs.overflowX === 'hidden' || cs.overflowX === 'clip') {
        // A one-line summary cut short with an ellipsis is meant (the "last move" strip, the game's name in the
        // top bar, whom the handover bar names): its whole text is one tap or one heading away.
        if (cs.textOverflow !== 'ellipsis') out.push(`${describe(el)} is cut off by ${over} px`);
      } else out.push(`${describe(el)} hides ${over} px behind a sideways scroll`);
    }
    // Every line of text, as boxes; two boxes of different text nodes must not overlap. A line inside a
    // scrolling box counts only for the part that box shows (a long log scrolled inside its panel).
    const visiblePart = (r: DOMRect, from: Element): DOMRect | null => {
      let { left, top, right, bottom } = r;
      for (let el: Element | null = from; el && el !== document.body; el = el.parentElement) {
        const cs = getComputedStyle(el);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const box = el.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    const boxes: { r: DOMRect; node: Text }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n as Text;
      if (!t.data.trim() || !t.parentElement || hidden(t.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      for (const r of range.getClientRects()) {
        const seen = visiblePart(r, t.parentElement);
        if (seen && seen.width > 2 && seen.height > 2) boxes.push({ r: seen, node: t });
      }
    }
    // The handover bar docks under the board (or, off the board, at the bottom of the window) and the board scrolls
    // under it: text under the dock is not overlapped text, it is text scrolled out of sight.
    // So does a form's sticky button bar (Red Blue Gold's Submit, a private view's move bar, kept within reach).
    // A reveal lies over the board on purpose (the board's area, above the handover bar): its text lies over the board's.
    // So does the table's phones' panel, opened from the strip's end.
    const layer = (n: Text) =>
      n.parentElement?.closest('.reveal-over')
        ? 'reveal'
        : n.parentElement?.closest('.phones-over')
          ? 'phones'
          : n.parentElement?.closest('.handover-dock, .pwa-bar, .rbg-submit, .act-bar')
            ? 'dock'
            : 'page';
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b || a.node === b.node) continue;
        if (layer(a.node) !== layer(b.node)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 2 && h > 4) {
          out.push(`text "${a.node.data.trim().slice(0, 30)}" overlaps "${b.node.data.trim().slice(0, 30)}" (${w.toFixed(0)} × ${h.toFixed(0)} px)`);
          if (out.length > 40) return out;
        }
      }
    }
    return out;
  });
}

/** axe's colour-contrast rule (WCAG 2 AA) on the page; one line per failing element. */
export async function contrastProblems(page: Page): Promise<Problem[]> {
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `contrast: ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim().slice(0, 160) ?? ''}`),
  );
}

/** With reduced motion on, nothing on the page moves, and an animation or transition added to it is switched off. */
export async function motionProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const running = document.getAnimations().filter((a) => a.playState === 'running');
    if (running.length) out.push(`${running.length} animation(s) running with reduced motion on`);
    const probe = document.createElement('div');
    probe.style.cssText = 'animation: probe-spin 2s infinite; transition: transform 1s';
    document.body.append(probe);
    const cs = getComputedStyle(probe);
    if (cs.animationName !== 'none' || parseFloat(cs.transitionDuration) > 0)
      out.push(`an animation is not switched off by reduced motion (${cs.animationName}, ${cs.transitionDuration})`);
    probe.remove();
    return out;
  });
}

/**
 * A visible focus ring on every element a player can Tab to: each is focused in turn (after a key
 * press, so the browser shows the ring as it does for a keyboard user), and its outline (or a
 * box-shadow, or the outline its label draws around a focused input) must be there, at least 2 px,
 * with a contrast of 3:1 or more against the background behind it (the first opaque background of
 * its parent chain).
 */
export async function focusRingProblems(page: Page): Promise<Problem[]> {
  await page.keyboard.press('Shift');
  const count = await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary, [tabindex]')];
    const tabbable = all.filter(
      (el) =>
        el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.checkVisibility({ visibilityProperty: true }) && el.closest('.sr-only, [inert]') === null,
    );
    tabbable.forEach((el, i) => el.setAttribute('data-ring-probe', String(i)));
    return tabbable.length;
  });
  const out: Problem[] = [];
  for (let i = 0; i < count; i++) {
    const problem = await page.evaluate((n) => {
      type Rgb = { r: number; g: number; b: number; a: number };
      const parse = (c: string): Rgb | null => {
        const m = /rgba?\(([^)]+)\)/.exec(c);
        if (!m) return null;
        const p = (m[1] ?? '')
          .split(/[ ,/]+/)
          .filter(Boolean)
          .map(Number);
        return { r: p[0] ?? 0, g: p[1] ?? 0, b: p[2] ?? 0, a: p.length > 3 ? (p[3] ?? 1) : 1 };
      };
      const lum = ({ r, g, b }: Rgb) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      // WCAG's contrast ratio of two colours.
      const ratio = (x: Rgb, y: Rgb) => {
        const a = lum(x);
        const b = lum(y);
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      };
      const el = document.querySelector<HTMLElement>(`[data-ring-probe="${n}"]`);
      if (!el) return null;
      el.removeAttribute('data-ring-probe');
      const label = (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const what = `${el.tagName.toLowerCase()}${el.classList.length ? '.' + [...el.classList].join('.') : ''} "${label}"`;
      el.focus();
      if (document.activeElement !== el) return `${what} cannot take the focus`;
      const behind = (from: Element | null): { r: number; g: number; b: number; a: number } => {
        for (let e = from; e; e = e.parentElement) {
          const c = parse(getComputedStyle(e).backgroundColor);
          if (c && c.a > 0.5) return c;
        }
        return { r: 255, g: 255, b: 255, a: 1 };
      };
      const ringOf = (e: Element): { colours: string[]; width: number } => {
        const cs = getComputedStyle(e);
        const colours: string[] = [];
        let width = 0;
        if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) {
          colours.push(cs.outlineColor);
          width = Math.max(width, parseFloat(cs.outlineWidth));
        }
        if (cs.boxShadow && cs.boxShadow !== 'none') {
          for (const m of cs.boxShadow.matchAll(/rgba?\([^)]+\)[^,]*/g)) {
            const px = [...m[0].matchAll(/(-?[\d.]+)px/g)].map((x) => parseFloat(x[1] ?? '0'));
            const spread = px[3] ?? 0;
            if (spread > 0) {
              colours.push(m[0]);
              width = Math.max(width, spread);
            }
          }
        }
        return { colours, width };
      };
      // The ring is the element's own, or its label's (a radio or checkbox drawn by its row).
      const holders = [el, el.closest('label'), el.parentElement].filter((e): e is HTMLElement => e !== null);
      let best = 0;
      let seen = false;
      for (const h of holders) {
        const { colours, width } = ringOf(h);
        if (colours.length === 0 || width < 2) continue;
        seen = true;
        // An outline drawn outside the box sits on the parent's background.
        const bg = behind(h.parentElement);
        for (const c of colours) {
          const p = parse(c);
          if (p && p.a > 0.5) best = Math.max(best, ratio(p, bg));
        }
      }
      el.blur();
      if (!seen) return `${what} shows no focus ring`;
      if (best < 3) return `${what}: focus ring contrast ${best.toFixed(2)}:1 (needs 3:1)`;
      return null;
    }, i);
    if (problem) out.push(problem);
  }
  return out;
}

/** Roles a player acts on; their names are what a screen reader says for the control. */
const CONTROL_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'textbox', 'combobox', 'switch', 'tab', 'menuitem', 'spinbutton', 'slider', 'searchbox']);

/** The page's controls as the accessibility tree names them, each with the group (radiogroup, group, list item…) it sits in. */
export async function namedControls(page: Page): Promise<{ role: string; name: string; within: string }[]> {
  const yaml = await page.locator('body').ariaSnapshot();
  const out: { role: string; name: string; within: string }[] = [];
  const stack: { indent: number; line: string }[] = [];
  for (const raw of yaml.split('\n')) {
    const m = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(raw);
    if (!m) continue;
    const indent = (m[1] ?? '').length;
    while (stack.length && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
    const role = m[2] ?? '';
    const name = (m[3] ?? '').replace(/\\"/g, '"');
    const group = [...stack].reverse().find((s) => /^- (radiogroup|group|listitem|region|dialog|form)/.test(s.line.trim()));
    if (CONTROL_ROLES.has(role)) out.push({ role, name, within: group?.line.trim() ?? '' });
    stack.push({ indent, line: raw });
  }
  return out;
}

/** Symbols a screen reader reads out as words ("check mark", "house") or skips: none belongs inside a control's name. */
const SYMBOL = /[\p{So}\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff]/u;

/**
 * No symbol inside a control's accessible name ("✔ YES", "⌂ Home"), and no two controls of the same
 * role with the same name in the same group on one screen (four links all "Rules"). Player names
 * (`names`, which may hold emoji) are taken out before looking for symbols.
 */
export async function nameProblems(page: Page, names: readonly string[]): Promise<Problem[]> {
  const controls = await namedControls(page);
  const out: Problem[] = [];
  const seen = new Map<string, number>();
  for (const c of controls) {
    let bare = c.name;
    for (const n of names) bare = bare.split(n).join('');
    if (SYMBOL.test(bare)) out.push(`${c.role} "${c.name}" has a symbol in its name`);
    if (c.role === 'textbox' || c.role === 'combobox') continue;
    const key = `${c.role} "${c.name}"${c.role === 'radio' ? ' in ' + c.within : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const [key, n] of seen) if (n > 1) out.push(`${n} controls named alike: ${key}`);
  return out;
}
