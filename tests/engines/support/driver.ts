/**
 * What the shared scenario (tests/engines/scenario.ts) asks of a browser, so that one scenario runs in
 * Chromium (playwright-core), Gecko (Firefox ESR over WebDriver BiDi, puppeteer-core) and WebKit
 * (WebKitGTK's MiniBrowser through WebKitWebDriver). Controls are found inside the page by their
 * accessible name ({@link FIND}) and then pressed, held or typed into by the engine's own input events.
 */
import { BASE_URL } from '../../e2e/support/browser';

/** One open browser with one page, driven as a player would. */
export interface Driver {
  /** The engine's name as the report prints it: "chromium", "firefox", "webkit". */
  readonly engine: string;
  /** The engine's version as the browser reports it. */
  readonly version: string;
  /** Where the app is served for this browser (ends in "/"). */
  readonly base: string;
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Clicks the visible control whose accessible name is `name` (a button, link, summary, checkbox or radio). */
  click(name: string): Promise<void>;
  /** Presses the hold button `name` with the pointer ("I'm Ana"), holds it until the app marks its bar full (`is-full`), then lifts. */
  hold(name: string): Promise<void>;
  /** Replaces the text of the field labelled `label` by typing `text` into it. */
  fill(label: string, text: string): Promise<void>;
  /** The text a reader sees in the first element matching the CSS `selector` ("" when there is none). */
  text(selector: string): Promise<string>;
  /** Reloads the page and waits for its load event. */
  reload(): Promise<void>;
  /** Cuts the network between the page and the app's server (true) or gives it back (false). */
  setOffline(offline: boolean): Promise<void>;
  /**
   * Evaluates the JavaScript expression `expression` in the page (a promise is awaited) and returns its
   * value, which must survive JSON. Throws with the page's message when it throws or rejects.
   */
  evaluate<T>(expression: string): Promise<T>;
  /** Closes the browser (and the driver process, if any). */
  close(): Promise<void>;
}

/**
 * The in-page finder (an expression: a function of a name): the first element that is shown and enabled
 * and whose accessible name is exactly `name` (aria-label, a control's label, or its text), among buttons,
 * links, summaries, checkboxes, radios and text fields. Throws when there is none.
 */
export const FIND = `((name) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const labelOf = (el) => {
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
    if (el.id) { const l = document.querySelector('label[for="' + CSS.escape(el.id) + '"]'); if (l) return l.textContent; }
    const wrap = el.closest('label');
    if (wrap && el.matches('input, select, textarea')) return wrap.textContent;
    return el.textContent;
  };
  const all = document.querySelectorAll('button, a[href], summary, [role=button], input, select, textarea');
  for (const el of all) {
    if (el.disabled || el.getClientRects().length === 0 && !(el.matches('input[type=checkbox], input[type=radio]'))) continue;
    if (el.closest('[aria-hidden=true], [inert]')) continue;
    if (norm(labelOf(el)) === norm(name)) return el;
  }
  throw new Error('No control named "' + name + '" is on screen');
})`;

/**
 * An expression (a function of a name and a callback) that calls back with the control {@link FIND} finds
 * once a tap at its middle would reach it (scrolled into view, nothing over it: no toast, not the table's
 * `.settling` moment after a new screen; a checkbox's label counts as the checkbox), trying each 20 ms as a
 * control appears a render after the press that opens it; with null after 10 s.
 */
export const FIND_SOON = `((name, done) => {
  const end = Date.now() + 10000;
  const reachable = (el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!top) return false;
    return el.contains(top) || [...(el.labels || [])].some((l) => l.contains(top));
  };
  const tick = () => {
    let el = null;
    try { el = ${FIND}(name); } catch (e) { el = null; }
    if (el && reachable(el)) done(el);
    else if (Date.now() > end) done(null);
    else setTimeout(tick, 20);
  };
  tick();
})`;

/** An expression that resolves to the control named `name` (see {@link FIND_SOON}), or rejects saying it is not on screen. */
export function findScript(name: string): string {
  return `new Promise((resolve, reject) => ${FIND_SOON}(${JSON.stringify(name)}, (el) => el ? resolve(el) : reject(new Error(${JSON.stringify(`No control named "${name}" is on screen where a tap reaches it`)}))))`;
}

/** An expression that resolves once `condition` (an expression) is truthy, polling each animation frame; rejects after `ms`. */
export function waitScript(condition: string, ms: number, what: string): string {
  return `new Promise((resolve, reject) => {
    const end = Date.now() + ${ms};
    const tick = () => {
      let ok = false;
      try { ok = Boolean(${condition}); } catch (e) { ok = false; }
      if (ok) resolve(true);
      else if (Date.now() > end) reject(new Error(${JSON.stringify(`Timed out waiting for ${what}`)}));
      else setTimeout(tick, 20);
    };
    tick();
  })`;
}

/** The little of a page that the Chromium (playwright-core) and Firefox (puppeteer-core) drivers use alike. */
export interface StepsPage {
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
}

/**
 * The steps of a {@link Driver} that Chromium and Firefox take alike on `page`: the app served at {@link BASE_URL},
 * opening and reloading a page, clicking the control `find` finds by its name, and evaluating an expression.
 */
export function sharedSteps(
  page: StepsPage,
  find: (name: string) => Promise<{ click(): Promise<void> }>,
): Pick<Driver, 'base' | 'goto' | 'click' | 'reload' | 'evaluate'> {
  return {
    base: BASE_URL,
    goto: async (url) => {
      await page.goto(url);
    },
    click: async (name) => (await find(name)).click(),
    reload: async () => {
      await page.reload();
    },
    evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
  };
}
