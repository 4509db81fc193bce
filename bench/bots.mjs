// The bots: per game and strength, a bot's share among greedy players (bench/greedy.ts: each plays the move that
// looks best one step ahead from its own view), a greedy seat's share among greedy players in the same seeds, a
// greedy player's share among bots (head to head at two), each over seeded games with the seat moving round the
// table; then the tournament against random-move players (the bot's seat beside a random-move player in it), and the
// bot's time to decide one move at the largest table, in Node and in Chromium at 4x CPU slowdown. Figures, not a test.
// Alone: node bench/bots.mjs [--games N] [--greedy-games N] [--only GAME-ID] [--no-browser]
// Decision times in Chromium only, over N fresh browsers: node bench/bots.mjs --times-only [--pages N] [--only GAME-ID]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { SLOWDOWN } from './browser.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const pct = (n) => `${(100 * n).toFixed(1)}%`;

/** Bundles bench/bots-entry.ts (rules and bots only, no views): an ES module for Node, a script for Chromium. */
async function bundle() {
  const outDir = join('node_modules', '.cache', 'fairground-bench', 'bots');
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      lib: { entry: 'bench/bots-entry.ts', formats: ['es', 'iife'], name: 'FairgroundBots', fileName: (format) => `bots.${format}.js` },
      minify: true,
    },
  });
  return { es: join(outDir, 'bots.es.js'), iife: join(outDir, 'bots.iife.js') };
}

/** Decision times in Chromium at `SLOWDOWN`x: the same bundle in a blank page, bots in every seat. */
async function browserTimes(file, games, only) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.addScriptTag({ content: `${readFileSync(file, 'utf8')}\nwindow.__bots = FairgroundBots;` });
    const out = {};
    for (const id of await page.evaluate(() => window.__bots.GAMES.map((g) => g.id))) {
      if (only !== null && !id.startsWith(only)) continue;
      out[id] = await page.evaluate(
        ([gid, n]) =>
          window.__bots.decisionTimes(
            window.__bots.GAMES.find((g) => g.id === gid),
            n,
          ),
        [id, games],
      );
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The figures against greedy players, both strengths: a table of lines. */
function greedyFigures(bots, game, count) {
  const n = game.players;
  const fair = 1 / n;
  const t0 = performance.now();
  const base = bots.mixed(game, n, 'greedy', 'greedy', count);
  const budget = (among, greedyAmong) => `${among.share >= 1.2 * fair ? 'met' : 'NOT met'} / ${greedyAmong.share <= fair + 1e-9 ? 'met' : 'NOT met'}`;
  const held = (f) => (f.botHeld === null ? '' : `; a bot ends holding a card in ${pct(f.botHeld)} of matches`);
  console.log(
    `${game.id} (${n} players, fair share ${pct(fair)}), ${count} seeded games a line, seat rotated; a greedy seat among greedy players: ${pct(base.share)}, average score ${base.score.toFixed(1)}`,
  );
  for (const strength of ['sharp', 'relaxed']) {
    const among = bots.mixed(game, n, strength, 'greedy', count);
    const rev = bots.mixed(game, n, 'greedy', strength, count);
    const label = strength === 'sharp' ? 'Sharp' : 'Relaxed';
    const all = among.botHeld === null ? null : bots.mixed(game, n, strength, strength, count);
    console.log(
      `  ${label}: a bot among greedy players ${pct(among.share)} (${(among.share / fair).toFixed(2)}x fair), average score ${among.score.toFixed(1)}${held(among)}; ` +
        `a greedy player among bots ${pct(rev.share)}, ${rev.score.toFixed(1)}${held(rev)}` +
        (all === null ? '' : `; every seat a bot: a bot ends holding a card in ${pct(all.botHeld ?? 0)} of matches`) +
        (strength === 'sharp' && game.budget !== false ? `; budgets (≥ 1.2x fair / ≤ fair): ${budget(among, rev)}` : ''),
    );
  }
  if (base.botHeld !== null) {
    // A table with people: random-move players in some seats among Sharp bots (the seats move round the table).
    const lines = [1, 3, 5].map((people) => {
      const games = Math.min(count, 100);
      let held = 0;
      for (let g = 0; g < games; g++) {
        const table = Array.from({ length: n }, (_, s) => ((s + g) % n < people ? 'random' : 'sharp'));
        const r = bots.playTable(game, table, `${g}:people`);
        if (table.some((p, s) => p === 'sharp' && r.held?.[s] === true)) held++;
      }
      return `${people}: ${pct(held / games)} of ${games}`;
    });
    console.log(`  random-move players among Sharp bots, matches where a bot ends holding a card: ${lines.join(', ')}`);
  }
  console.log(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}

export async function benchBots({ games = 400, greedyGames = 400, browser = true, only = null, timesOnly = false, pages = 1 } = {}) {
  const file = await bundle();
  const bots = await import(pathToFileURL(resolve(file.es)).href);
  const picked = bots.GAMES.filter((g) => only === null || g.id.startsWith(only));
  if (timesOnly) return printBrowserTimes(file.iife, only, pages);
  console.log(`\n## Bots against greedy players (bench/greedy.ts), both strengths`);
  for (const game of picked) if (game.vsGreedy) greedyFigures(bots, game, Math.min(greedyGames, game.greedyGames ?? greedyGames));
  console.log(`\n## Bots: one bot (Sharp) against random-move players, up to ${games} seeded games a game (the bot's seat moves round the table)`);
  for (const game of picked) {
    if (game.id.includes('head to head')) continue;
    const count = Math.min(games, game.randomGames ?? games);
    const t = bots.tournament(game, count);
    console.log(
      `${game.id} (${game.players} players, ${count} games): bot wins ${pct(t.bot.share)} (shared wins in part), average score ${t.bot.score.toFixed(1)}; ` +
        `a random-move player in the same seat ${pct(t.base.share)}, ${t.base.score.toFixed(1)}`,
    );
    for (const strength of ['sharp', 'relaxed']) {
      const times = bots.decisionTimes(game, 3, strength);
      console.log(
        `  one decision (${strength}) in Node at ${game.largest} players: median ${ms(median(times))}, worst ${ms(Math.max(...times))} of ${times.length}`,
      );
    }
  }
  if (browser) await printBrowserTimes(file.iife, only, pages);
}

/** Prints each game's decision times in Chromium at `SLOWDOWN`x, over `pages` fresh browsers (each a cold start). */
async function printBrowserTimes(iife, only, pages) {
  const runs = {};
  for (let p = 0; p < pages; p++) {
    for (const [id, times] of Object.entries(await browserTimes(iife, 1, only))) (runs[id] ??= []).push(times);
  }
  for (const [id, each] of Object.entries(runs)) {
    const times = each.flat();
    const worsts = each.map((t) => ms(Math.max(...t))).join(', ');
    console.log(
      `  ${id}, Chromium at ${SLOWDOWN}x slowdown: median ${ms(median(times))}, worst ${ms(Math.max(...times))} of ${times.length}` +
        (pages > 1 ? ` (worst per fresh page: ${worsts})` : '') +
        ' (budget: 100 ms worst)',
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (flag) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? (process.argv[at + 1] ?? null) : null;
  };
  await benchBots({
    games: Number(arg('--games') ?? 400),
    greedyGames: Number(arg('--greedy-games') ?? 400),
    browser: !process.argv.includes('--no-browser'),
    only: arg('--only'),
    timesOnly: process.argv.includes('--times-only'),
    pages: Number(arg('--pages') ?? 1),
  });
}
