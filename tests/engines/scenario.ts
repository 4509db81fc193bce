/**
 * The scenario every engine plays (one scenario, three drivers: support/chromium.ts, firefox.ts, webkit.ts):
 * a first visit that installs the service worker; offline, a game never opened before loads from the precache
 * (and the app reloads offline); a whole short game of each of the four games through the UI (the handover
 * held by the pointer once, then the seeded monkey of tests/e2e/support/monkey.ts presses for every seat),
 * a reload mid-game that brings the game back where it was, a game exported and imported back, and every
 * screen on the way with larger text. It waits for the app's own signals (the DOM, the service worker,
 * IndexedDB writes landing), never for a fixed time.
 */
import { expect } from 'vitest';
import { INIT_SCRIPT, MONKEY, type MonkeyResult, type Until } from '../e2e/support/monkey';
import { FIND, waitScript, type Driver } from './support/driver';

/** How long the app's pieces may take to appear (ms); WebKit under Xvfb on a busy machine is slow. */
const WAIT_MS = 30_000;

/** A saved game as IndexedDB holds it (what the scenario compares). */
interface Rec {
  id: string;
  gameId: string;
  log: unknown[];
}

/** Each game with the shortest setup the scenario plays: the seats' names and the options set on the setup screen. */
const GAMES = [
  { id: 'horse-fair', title: 'Horse Fair', players: ['Ana', 'Bo'], options: { select: [['Hands', '1']] } },
  { id: 'ribbon-fair', title: 'Ribbon Fair', players: ['Ana', 'Bo', 'Cy'], options: { select: [] } },
  { id: 'festival-charter', title: 'Festival Charter', players: ['Ana', 'Bo', 'Cy', 'Di'], options: { select: [] } },
  { id: 'red-blue-gold', title: 'Red Blue Gold', players: ['Ana', 'Bo', 'Cy', 'Di'], options: { select: [] } },
] as const;

async function waitFor(d: Driver, condition: string, what: string, ms = WAIT_MS): Promise<void> {
  await d.evaluate(waitScript(condition, ms, what));
}

/** The open game's saved record (the id in the URL), read straight from IndexedDB. */
async function openRecord(d: Driver): Promise<Rec> {
  return d.evaluate<Rec>(`new Promise((resolve, reject) => {
    const id = decodeURIComponent(location.hash.split('/')[2] || '');
    const req = indexedDB.open('fairground-games');
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const all = req.result.transaction('games', 'readonly').objectStore('games').getAll();
      all.onsuccess = () => { req.result.close(); const g = all.result.find((x) => x.id === id); g ? resolve({ id: g.id, gameId: g.gameId, log: g.log }) : reject(new Error('game ' + id + ' is not saved')); };
      all.onerror = () => reject(all.error);
    };
  })`);
}

/** Deletes the saved game `id` from IndexedDB behind the app's back (a phone that never had it). */
async function forget(d: Driver, id: string): Promise<void> {
  await d.evaluate(`new Promise((resolve, reject) => {
    const req = indexedDB.open('fairground-games');
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const tx = req.result.transaction('games', 'readwrite');
      tx.objectStore('games').delete(${JSON.stringify(id)});
      tx.oncomplete = () => { req.result.close(); resolve(true); };
      tx.onerror = () => reject(tx.error);
    };
  })`);
}

/** Runs the seeded monkey in the page (installing its IndexedDB write counter first, once per page load). */
async function monkey(d: Driver, seed: number, until: Until, maxSteps: number): Promise<MonkeyResult> {
  return d.evaluate<MonkeyResult>(
    `(() => { if (!window.__idbPending) { ${INIT_SCRIPT} } return (${MONKEY})(${JSON.stringify({ seed, maxSteps, until })}); })()`,
  );
}

/** Plays on with the monkey until the results screen; throws when it gets stuck or runs past `maxSteps` presses. */
async function playToResults(d: Driver, seed: number, where: string, maxSteps = 3000): Promise<void> {
  let steps = 0;
  for (let chunk = 0; steps < maxSteps; chunk++) {
    const got = await monkey(d, seed + chunk, 'steps', 150);
    steps += got.steps;
    if (got.reason === 'ended') return;
    if (got.reason === 'stuck') throw new Error(`${where}: the monkey found nothing to press after ${steps} presses`);
  }
  throw new Error(`${where}: no results after ${steps} presses`);
}

/** True when the page is no wider than its window (nothing runs off the side). */
async function expectNoSideScroll(d: Driver, where: string): Promise<void> {
  const over = await d.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(over, `${where}: the page is wider than the window by ${over} px`).toBeLessThanOrEqual(0);
}

/** Opens a game's setup from Home with `players` as the names (the last one typed, the others kept from last time). */
async function setUp(d: Driver, game: (typeof GAMES)[number]): Promise<void> {
  await d.evaluate(`localStorage.setItem('fairground.names', ${JSON.stringify(JSON.stringify(game.players.slice(0, -1)))})`);
  await d.click(`New game of ${game.title}`);
  await waitFor(d, `document.querySelector('.player-row')`, `${game.title}'s setup`);
  for (;;) {
    const rows = await d.evaluate<number>(`document.querySelectorAll('.player-row').length`);
    if (rows < game.players.length) await d.click('Add a player');
    else if (rows > game.players.length) await d.click(`Remove player ${rows}`);
    else break;
  }
  const last = game.players.length - 1;
  for (let i = 0; i < game.players.length; i++) {
    const value = await d.evaluate<string>(`document.querySelector('#player-${i}').value`);
    if (i === last || value !== game.players[i])
      await d.fill(await d.evaluate<string>(`document.querySelector('label[for="player-${i}"]').textContent.trim()`), game.players[i] ?? '');
  }
  for (const [label, value] of game.options.select) {
    await d.evaluate(
      `(() => { const s = [...document.querySelectorAll('select')].find((x) => x.labels[0] && x.labels[0].textContent.trim().startsWith(${JSON.stringify(label)})); if (!s) throw new Error(${JSON.stringify(`no list box "${label}"`)}); s.value = ${JSON.stringify(value)}; s.dispatchEvent(new Event('change', { bubbles: true })); })()`,
    );
  }
  await d.click('Start the game');
  await waitFor(d, `document.querySelector('main .playing')`, `${game.title}'s table`);
}

/** Waits until the table takes taps (it ignores them for a moment after each new screen: `.settling`), then holds the handover's "I'm NAME". */
async function holdHandover(d: Driver): Promise<string> {
  await waitFor(d, `document.querySelector('main .handover .hold-btn') && !document.querySelector('main .settling')`, 'the handover to take taps');
  const seat = await d.evaluate<string>(`document.querySelector('main .handover .hold-btn').textContent.trim()`);
  await d.hold(seat);
  await waitFor(d, `document.querySelector('main .private')`, `the private view after holding "${seat}"`);
  return seat;
}

/** True when a control named `name` is on screen now (no waiting). */
async function shown(d: Driver, name: string): Promise<boolean> {
  return d.evaluate<boolean>(`(() => { try { return Boolean(${FIND}(${JSON.stringify(name)})); } catch (e) { return false; } })()`);
}

/**
 * Exports the open game through its "Export game" (on the table, or in the table's Menu where the table has one),
 * typing the word it asks for, and returns the file's text; closes the menu after.
 */
async function exportFromTable(d: Driver): Promise<string> {
  await d.evaluate(`(() => { if (!window.__idbPending) { ${INIT_SCRIPT} } window.__lastBlob = null; })()`);
  if (!(await shown(d, 'Export game'))) await d.click('Menu');
  // "Export game" may first open the menu's export part, then the export itself.
  for (let i = 0; i < 3 && !(await shown(d, 'Type MOVE to export')); i++) await d.click('Export game');
  await d.fill('Type MOVE to export', 'MOVE');
  await d.click('Export');
  await waitFor(d, `window.__lastBlob`, 'the exported file');
  const file = await d.evaluate<string>('window.__lastBlob.text()');
  if (await shown(d, 'Close')) await d.click('Close');
  return file;
}

/** Goes Home through the game's Home link and waits until Home has read the saved games. */
async function goHome(d: Driver): Promise<void> {
  await d.click('Home');
  await waitFor(d, `document.querySelector('.home[data-saves="read"]')`, 'Home');
}

/**
 * One engine's whole scenario; `step` is told each stage's name as it starts, and `toastAtHandover` what toast
 * (if any) showed when the first handover was checked for being covered (for the report).
 */
export async function scenario(d: Driver, step: (name: string) => void, toastAtHandover: (text: string) => void = () => undefined): Promise<void> {
  const [hf, rf, fc, rbg] = GAMES;

  step('first visit: Home, the service worker takes over');
  await d.goto(d.base);
  // Bots at once where the setting exists (none of the seats here is a bot; harmless where it is unknown).
  await d.evaluate(
    `localStorage.setItem('fairground.settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('fairground.settings') || '{}'), botSpeed: 'instant' }))`,
  );
  await waitFor(d, `document.querySelector('.home[data-saves="read"]')`, 'Home');
  await waitFor(d, `navigator.serviceWorker && navigator.serviceWorker.controller`, 'the service worker to control the page');

  step("Home: the storage notice where the browser cannot keep storage (WebKit), the install how-to of this browser's family");
  const canPersist = await d.evaluate<boolean>(`Boolean(navigator.storage && typeof navigator.storage.persist === 'function')`);
  if (!canPersist) await waitFor(d, `document.querySelector('.storage-notice')`, 'the storage notice');
  const notice = await d.text('.storage-notice');
  if (canPersist) expect(notice, 'the storage notice where persist() exists and was not refused').toBe('');
  else expect(notice).toContain('unless Fairground is added to the Home Screen');
  if (d.engine === 'webkit') expect(canPersist, 'WebKitGTK offers persist() now: the notice is no longer tested here').toBe(false);
  // Chromium offers its own Install button (beforeinstallprompt) in place of the how-to: that is Chrome's way.
  const family = await d.evaluate<string>(`document.querySelector('.install-offer') ? 'chrome' : document.querySelector('.install-steps').dataset.family`);
  expect(family, "the install how-to's family").toBe({ chromium: 'chrome', firefox: 'firefox', webkit: 'safari' }[d.engine]);

  step('Horse Fair: the handover held by the pointer, a reload mid-game, played to the results');
  await setUp(d, hf);
  await waitFor(d, `document.querySelector('main .handover')`, 'the first handover');
  // Nothing (a toast) lies over "I'm NAME": the middle of the button is the button.
  await waitFor(d, `!document.querySelector('main .settling')`, 'the table to take taps');
  const covered = await d.evaluate<string | null>(`(() => {
    const b = document.querySelector('main .handover .hold-btn');
    b.scrollIntoView({ block: 'nearest' });
    const r = b.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const t = document.querySelector('.pwa-bar .banner');
    const box = (x) => x ? [x.getBoundingClientRect()].map((q) => Math.round(q.top) + '–' + Math.round(q.bottom)).join('') : 'none';
    return top && (b === top || b.contains(top)) ? null : (top ? top.outerHTML.slice(0, 60) : 'nothing') + ' over the button at ' + box(b) + ' px (toast ' + box(t) + ', window ' + innerHeight + ', docked ' + Boolean(document.querySelector('.handover-dock')) + ')';
  })()`);
  expect(covered, 'the handover button is covered').toBeNull();
  toastAtHandover(await d.text('.pwa-bar'));
  await holdHandover(d);
  await monkey(d, 11, 'steps', 4);
  const midway = await monkey(d, 12, 'handover', 200);
  expect(midway.reason, 'Horse Fair reached a handover').toBe('handover');
  const before = await openRecord(d);
  const title = await d.text('#handover-title');
  await d.reload();
  await waitFor(d, `document.querySelector('main .playing .handover')`, 'the handover after the reload');
  const after = await openRecord(d);
  expect(after.log.length, 'the moves saved before the reload').toBe(before.log.length);
  expect(await d.text('#handover-title'), 'the handover after the reload').toBe(title);
  await playToResults(d, 100, hf.title);

  step('offline: a game never opened loads from the precache, and the app reloads offline');
  await goHome(d);
  await d.setOffline(true);
  try {
    await d.click(`New game of ${fc.title}`);
    await waitFor(d, `document.querySelector('.player-row') || document.body.textContent.includes('could not be loaded')`, "Festival Charter's setup offline");
    expect(await d.text('main'), 'offline setup').not.toContain('could not be loaded');
    await d.reload();
    await waitFor(d, `document.querySelector('.player-row')`, "Festival Charter's setup after an offline reload");
    await d.goto(`${d.base}#/rules/${rbg.id}`);
    await waitFor(d, `document.querySelector('main h1')`, "Red Blue Gold's rules offline");
    expect(await d.text('main'), 'offline rules').not.toContain('could not be loaded');
  } finally {
    await d.setOffline(false);
  }
  await d.goto(d.base);
  await waitFor(d, `document.querySelector('.home[data-saves="read"]')`, 'Home');

  step('Festival Charter: exported mid-game, gone from the phone, imported back, played to the results');
  await setUp(d, fc);
  await monkey(d, 21, 'steps', 20);
  await monkey(d, 22, 'handover', 200);
  const exported = await openRecord(d);
  const file = await exportFromTable(d);
  expect((JSON.parse(file) as Rec).log.length, 'the exported file').toBe(exported.log.length);
  await goHome(d);
  // The setup screen asked the browser to keep the storage: once refused (Chromium in a tab), Home says so too.
  if ((await d.evaluate<string | null>(`localStorage.getItem('fairground.persist')`)) === 'refused' || !canPersist) {
    await waitFor(d, `document.querySelector('.storage-notice')`, 'the storage notice after persist() was refused');
    await d.click('Export the games in progress (1)');
    await d.evaluate('window.__lastBlob = null');
    await d.fill('Type MOVE to export', 'MOVE');
    await d.click('Export');
    await waitFor(d, `window.__lastBlob && document.querySelector('.storage-notice [role=status]')`, "the notice's export");
    expect(JSON.parse(await d.evaluate<string>('window.__lastBlob.text()')), "the notice's exported file").toEqual(JSON.parse(file));
  }
  await forget(d, exported.id);
  await d.reload();
  await waitFor(d, `document.querySelector('.home[data-saves="read"]')`, 'Home');
  await d.click('Move a game from another phone');
  await d.evaluate(`(() => {
    const input = document.querySelector('#import-file');
    const data = new DataTransfer();
    data.items.add(new File([${JSON.stringify(file)}], 'game.json', { type: 'application/json' }));
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  })()`);
  await waitFor(d, `document.querySelector('main .playing')`, 'the imported game');
  const imported = await openRecord(d);
  expect(imported.id, 'the imported game').toBe(exported.id);
  expect(imported.log.length, 'the imported game').toBe(exported.log.length);
  await playToResults(d, 200, fc.title);

  step('Ribbon Fair, 3 stalls, played to the results');
  await goHome(d);
  await setUp(d, rf);
  await playToResults(d, 300, rf.title);

  step('Red Blue Gold, 4 players, played to the results');
  await goHome(d);
  await setUp(d, rbg);
  await playToResults(d, 400, rbg.title);

  step('larger text: Home, Settings and a table hold together');
  await goHome(d);
  const normal = await d.evaluate<number>('parseFloat(getComputedStyle(document.documentElement).fontSize)');
  await d.click('Settings');
  await waitFor(d, `document.querySelector('main input[type=checkbox]')`, 'Settings');
  await d.click('Larger text');
  await waitFor(d, `document.documentElement.classList.contains('large-text')`, 'larger text');
  const large = await d.evaluate<number>('parseFloat(getComputedStyle(document.documentElement).fontSize)');
  expect(large, 'the text size with larger text').toBeGreaterThan(normal);
  await expectNoSideScroll(d, 'Settings with larger text');
  await d.goto(d.base);
  await waitFor(d, `document.querySelector('.home[data-saves="read"]')`, 'Home');
  await expectNoSideScroll(d, 'Home with larger text');
  await setUp(d, hf);
  await waitFor(d, `document.querySelector('main .handover')`, 'a handover with larger text');
  await expectNoSideScroll(d, 'a Horse Fair table with larger text');
  await holdHandover(d);
  await expectNoSideScroll(d, 'a private view with larger text');
}
