// The bots: per game, a tournament of the bot against random-move players over seeded games (the bot's seat's
// share of the win and average score, beside the same seat played by a random-move player), and the bot's time to
// decide one move at the largest table, in Node and in Chromium at 4x CPU slowdown. Figures, not a test.
// Alone: node bench/bots.mjs [--games N] [--only GAME-ID] [--no-browser]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { SLOWDOWN } from './browser.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const pct = (n) => `${(100 * n).toFixed(1)}%`;

/** Bundles bench/bots-entry.ts (rules and bots only, no views): an ES module for Node, a script for Chromium. */
async function bundle() {
  const outDir = join('node_modules', '.cache', 'fairground-bench', 'bots');
  await build({ configFile: false, logLevel: 'silent', build: { outDir, lib: { entry: 'bench/bots-entry.ts', formats: ['es', 'iife'], name: 'FairgroundBots', fileName: (format) => `bots.${format}.js` }, minify: true } });
  return { es: join(outDir, 'bots.es.js'), iife: join(outDir, 'bots.iife.js') };
}

/** Decision times in Chromium at `SLOWDOWN`x: the same bundle in a blank page, bots in every seat. */
async function browserTimes(file, games, only) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.addScriptTag({ content: `${readFileSync(file, 'utf8')}\nwindow.__bots = FairgroundBots;` });
    const out = {};
    for (const id of await page.evaluate(() => window.__bots.GAMES.map((g) => g.id))) {
      if (only !== null && !id.startsWith(only)) continue;
      out[id] = await page.evaluate(([gid, n]) => window.__bots.decisionTimes(window.__bots.GAMES.find((g) => g.id === gid), n), [id, games]);
    }
    return out;
  } finally {
    await browser.close();
  }
}

export async function benchBots({ games = 1000, browser = true, only = null } = {}) {
  const file = await bundle();
  const bots = await import(pathToFileURL(resolve(file.es)).href);
  console.log(`\n## Bots: one bot against random-move players, ${games} seeded games a game (the bot's seat moves round the table)`);
  for (const game of bots.GAMES.filter((g) => only === null || g.id.startsWith(only))) {
    const t = bots.tournament(game, games);
    console.log(
      `${game.id} (${game.players} players): bot wins ${pct(t.bot.share)} (shared wins in part), average score ${t.bot.score.toFixed(1)}; ` +
        `a random-move player in the same seat ${pct(t.base.share)}, ${t.base.score.toFixed(1)}`,
    );
    const times = bots.decisionTimes(game, 3);
    console.log(`  one decision in Node at ${game.largest} players: median ${ms(median(times))}, worst ${ms(Math.max(...times))} of ${times.length}`);
  }
  if (browser) {
    const all = await browserTimes(file.iife, 1, only);
    for (const [id, times] of Object.entries(all)) {
      console.log(`  ${id}, Chromium at ${SLOWDOWN}x slowdown: median ${ms(median(times))}, worst ${ms(Math.max(...times))} of ${times.length} (budget 100 ms median)`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (flag) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? (process.argv[at + 1] ?? null) : null;
  };
  await benchBots({ games: Number(arg('--games') ?? 1000), browser: !process.argv.includes('--no-browser'), only: arg('--only') });
}
