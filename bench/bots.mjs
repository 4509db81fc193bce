// The bots' league: per game, each bot against five table styles written from the rule texts (bench/styles/: a
// one-step player, a copycat, a rule of thumb, a cautious player, a random one), both strengths: a bot among a style,
// that style's own seat among its kind and that style among bots, over the same seeded games with the measured seat
// moving round the table; the budgets per style; then the bots' decision times at the largest table, in Node and
// in Chromium at 4x CPU slowdown. Figures, not a test.
// Alone: node bench/bots.mjs [--games N] [--only GAME-ID] [--styles a,b] [--no-browser]
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

/** A figure: the share of the win (and its multiple of the fair share). */
const share = (f, fair) => `${pct(f.share)} (${(f.share / fair).toFixed(2)}x)`;

/**
 * One game's league: for each style, its own seat among its own kind, a Sharp and a Relaxed bot among that style,
 * and that style among Sharp and among Relaxed bots (the same seeds for each, the measured seat moving round the
 * table); the budgets per style. Returns the markdown lines and how many budgets were met of how many.
 */
function league(bots, game, count, styles) {
  const n = game.players;
  const fair = 1 / n;
  const lines = [];
  let met = 0;
  let all = 0;
  const t0 = performance.now();
  const head = game.noFavourite
    ? '| style | its own seat | a simple player in that seat | Sharp among it | Relaxed among it | it among Sharp | it among Relaxed | budgets |'
    : '| style | its own seat | Sharp among it | Relaxed among it | it among Sharp | it among Relaxed | budgets |';
  lines.push(`\n### ${game.id}: ${n} players, fair share ${pct(fair)}, ${count} seeded games a line\n`, head, head.replace(/[^|]+/g, ' --- '));
  for (const style of styles) {
    const base = bots.mixed(game, n, style, style, count);
    const simple = game.noFavourite ? (style === 'simple' ? base : bots.mixed(game, n, 'simple', style, count)) : null;
    const sharp = bots.mixed(game, n, 'sharp', style, count);
    const relaxed = bots.mixed(game, n, 'relaxed', style, count);
    const inSharp = bots.mixed(game, n, style, 'sharp', count);
    const inRelaxed = bots.mixed(game, n, style, 'relaxed', count);
    const eps = 1e-9;
    const checks = [];
    if (game.noFavourite) {
      checks.push([`Sharp ≥ simple (${pct(simple.share)})`, sharp.share + eps >= simple.share]);
      checks.push([`Sharp ≥ its own seat`, sharp.share + eps >= base.share]);
      checks.push([`Relaxed ≥ simple`, relaxed.share + eps >= simple.share]);
    } else {
      checks.push([`Sharp ≥ 1.2x fair`, sharp.share + eps >= 1.2 * fair]);
      checks.push([`Sharp ≥ its own seat`, sharp.share + eps >= base.share]);
      checks.push([`Relaxed ≥ fair`, relaxed.share + eps >= fair]);
    }
    checks.push([`it among Sharp ≥ half its own seat`, inSharp.share + eps >= 0.5 * base.share]);
    if (inSharp.playedShare !== null || inSharp.botHeld !== null)
      checks.push([
        `its cards listed at bots played ≥ 50% (${inSharp.playedShare === null ? 'none listed' : pct(inSharp.playedShare)})`,
        (inSharp.playedShare ?? 1) >= 0.5,
      ]);
    const ok = checks.filter(([, v]) => v).length;
    met += ok;
    all += checks.length;
    const failed = checks.filter(([, v]) => !v).map(([k]) => k);
    const extra = (f) =>
      f.botHeld === null
        ? `, ${f.score.toFixed(1)} points`
        : `, ${f.score.toFixed(1)} points${f.botHeld > 0 ? `, a bot holds a card in ${pct(f.botHeld)}` : ''}`;
    const cells = [
      style,
      share(base, fair) + extra(base),
      ...(simple === null ? [] : [share(simple, fair)]),
      share(sharp, fair) + extra(sharp) + (sharp.botBought === null ? '' : `, bots buy ${sharp.botBought.toFixed(1)} of 9`),
      share(relaxed, fair) + extra(relaxed),
      share(inSharp, fair) + extra(inSharp) + (inSharp.playedShare === null ? '' : `, ${pct(inSharp.playedShare)} of its cards listed at bots played`),
      share(inRelaxed, fair) + extra(inRelaxed),
      failed.length === 0 ? `all ${checks.length} met` : `${ok} of ${checks.length} met; NOT met: ${failed.join('; ')}`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push(`\n(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  return { lines, met, all };
}

export async function benchBots({ games = 200, browser = true, only = null, timesOnly = false, pages = 1, styles = null } = {}) {
  const file = await bundle();
  const bots = await import(pathToFileURL(resolve(file.es)).href);
  const picked = bots.GAMES.filter((g) => only === null || g.id.startsWith(only));
  if (timesOnly) return printBrowserTimes(file.iife, only, pages);
  const t0 = performance.now();
  const which = styles ?? bots.STYLE_IDS;
  console.log(`\n## The bots' league: every game against ${which.length} table styles (bench/styles/), both strengths\n`);
  for (const id of which) console.log(`- ${id}: ${bots.STYLE_WORDS[id]}`);
  console.log(
    `\nBudgets: Sharp ≥ 1.2 × the fair share and ≥ the style's own seat in the same seeds; Relaxed ≥ the fair share; the style among Sharp ≥ half its own seat; ` +
      `Red Blue Gold: of the cards one player lists against bots, at least half played; Rotating Judge and Crowd Favourite: a simple word-fitting player's share in place of the fair share's multiples.`,
  );
  let met = 0;
  let all = 0;
  for (const game of picked) {
    const count = Math.max(1, Math.round(games * (game.scale ?? 1)));
    const r = league(bots, game, count, which);
    for (const line of r.lines) console.log(line);
    met += r.met;
    all += r.all;
  }
  console.log(`\nBudgets met: ${met} of ${all} (${((performance.now() - t0) / 1000).toFixed(0)} s in all)`);
  console.log(`\n## Decision times in Node, bots in every seat at the largest table, within the app's budget`);
  for (const game of picked) {
    for (const strength of ['sharp', 'relaxed']) {
      const times = bots.decisionTimes(game, 3, strength);
      console.log(`  ${game.id} (${strength}) at ${game.largest} players: median ${ms(median(times))}, worst ${ms(Math.max(...times))} of ${times.length}`);
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
    games: Number(arg('--games') ?? 200),
    styles: arg('--styles')?.split(',') ?? null,
    browser: !process.argv.includes('--no-browser'),
    only: arg('--only'),
    timesOnly: process.argv.includes('--times-only'),
    pages: Number(arg('--pages') ?? 1),
  });
}
