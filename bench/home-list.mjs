// Home with 500 saved games: how long Home takes to list them, offline with the service worker in
// control, at 4x CPU slowdown, cold tab. The games are real: played by random legal moves with each
// game's rules in Node (a tenth left in progress, the rest played to the end), written straight
// into IndexedDB as the app saves them. Measured from the moment Home asks for the saved games
// (data-saves="reading") to the list on screen with no long task still running, and the DOM size.
// Run alone: node bench/home-list.mjs [--no-build]; bench/run.mjs calls homeList() with its own build.

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SLOWDOWN, slowTab } from './browser.mjs';
import { launchProfile } from '../scripts/chromium.mjs';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];
const GAMES = ['festivalCharter', 'ribbonFair', 'horseFair', 'redBlueGold'];

/** `count` saved-game records, `inProgress` of them still on, made with the rules in `rules`. */
export function makeRecords(rules, count = 500, inProgress = 50) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const { def } = rules[GAMES[i % GAMES.length]];
    const n = def.writtenPlayers ?? Math.min(def.maxPlayers, def.minPlayers + (i % 3));
    const players = NAMES.slice(0, n);
    const options = def.defaultOptions(n);
    const seed = `home-${i}`;
    const createdAt = 1_780_000_000_000 + i * 3_600_000;
    let now = createdAt;
    let state = def.setup(players, options, seed, now);
    let log = [];
    const stopAt = i < inProgress ? 10 + (i % 20) : Infinity;
    for (const step of rules.randomGame(def, state, seed, createdAt, 2000, 100_000)) {
      ({ state, log, now } = step);
      if (log.length >= stopAt) break;
    }
    out.push({ schema: 1, gameId: def.id, id: `bench-${String(i).padStart(3, '0')}`, players, options, seed, state, log, createdAt, updatedAt: now });
  }
  return out;
}

/** Writes `records` into the page's saved games, as the app keeps them. */
async function putRecords(page, records) {
  for (let i = 0; i < records.length; i += 50) {
    await page.evaluate(
      async (batch) => {
        const db = await new Promise((ok, no) => {
          const r = indexedDB.open('fairground-games');
          r.onupgradeneeded = () => r.result.createObjectStore('games');
          r.onsuccess = () => ok(r.result);
          r.onerror = () => no(r.error);
        });
        const tx = db.transaction('games', 'readwrite');
        for (const rec of batch) tx.objectStore('games').put(rec, rec.id);
        await new Promise((ok, no) => {
          tx.oncomplete = ok;
          tx.onerror = () => no(tx.error);
        });
        db.close();
      },
      records.slice(i, i + 50),
    );
  }
}

/** Records when Home starts reading the saved games and when the list is on screen, and long tasks. */
const WATCH = `(() => {
  const m = (window.__home = { asked: null, listed: null, longTasks: [] });
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) m.longTasks.push([e.startTime, e.startTime + e.duration]); }).observe({ type: 'longtask', buffered: true }); } catch {}
  new MutationObserver(() => {
    const now = performance.now();
    if (m.asked === null && document.querySelector('.home[data-saves="reading"]')) m.asked = now;
    if (m.listed === null && document.querySelector('.home[data-saves="read"] .saved-game button')) m.listed = now;
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Opens a fresh profile on `url`, installs the worker, writes `records`, then lists Home `runs`
 * times offline in cold tabs at the bench's slowdown. Resolves to the times (ms) and DOM sizes.
 */
export async function homeList(url, records, runs = 7) {
  const { context } = await launchProfile('home', { touch: false });
  try {
    await context.addInitScript(WATCH);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.getByText('Ready to play offline').waitFor({ timeout: 30_000 });
    await putRecords(page, records);
    // A first visit lists them once (as the first start after an update would), then never again cold.
    await page.reload();
    await page.locator('.home[data-saves="read"]').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
    await page.close();
    await context.setOffline(true);
    const times = [];
    const nodes = [];
    for (let i = 0; i < runs; i++) {
      const tab = await slowTab(context);
      await tab.goto(url);
      await tab.waitForFunction(() => window.__home.listed !== null, undefined, { timeout: 120_000 });
      await tab.waitForTimeout(1500);
      const m = await tab.evaluate(() => window.__home);
      const busyUntil = Math.max(0, ...m.longTasks.filter(([s, e]) => e > m.asked && s <= m.listed).map(([, e]) => e));
      times.push(Math.max(m.listed, busyUntil) - m.asked);
      nodes.push(await tab.evaluate(() => document.querySelectorAll('*').length));
      await tab.close();
    }
    return { median: median(times), worst: Math.max(...times), runs, nodes: median(nodes) };
  } finally {
    await context.close();
  }
}

/** One line for the bench's output. */
export function homeListLine(r, count, inProgress) {
  return `Home lists ${count} saved games (${inProgress} in progress): median ${r.median.toFixed(0)} ms, worst ${r.worst.toFixed(0)} ms of ${r.runs}, ${r.nodes} DOM nodes (budget 300 ms at ${SLOWDOWN}x)`;
}

// Run alone: builds (unless --no-build), serves on a port of its own, prints the figure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { spawnSync } = await import('node:child_process');
  const { build } = await import('vite');
  const { serve } = await import('./serve.mjs');
  const DIST = process.env.BENCH_DIST ?? 'dist-bench';
  const PORT = Number(process.env.BENCH_HOME_PORT ?? 4193);
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST], { stdio: 'ignore' });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  const out = join('node_modules', '.cache', 'fairground-bench');
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: join(out, 'rules'),
      lib: { entry: 'bench/rules-entry.ts', formats: ['es'], fileName: 'rules' },
      minify: true,
      rollupOptions: { external: [/^preact/, /^@preact/] },
    },
  });
  const rules = await import(pathToFileURL(resolve(out, 'rules', 'rules.js')).href);
  const records = makeRecords(rules);
  const server = await serve(PORT, DIST);
  try {
    console.log(homeListLine(await homeList(server.url, records), records.length, 50));
  } finally {
    server.stop();
  }
}
