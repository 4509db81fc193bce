// npm run bench: builds the app, then prints gzipped sizes, each game's random-play speed, and the
// browser figures (offline start at 4x slowdown, tap to saved, Lighthouse) from the build served
// on a port of its own. Figures, not a test: nothing here passes or fails.
// Flags: --no-build (use the last bench build as it is), --no-browser (sizes and rules only), --no-lighthouse,
// --only bots (the bots' figures alone: node bench/bots.mjs, with its browser step unless --no-browser),
// --smoke (every step once on a tiny count, Lighthouse on Home alone: a check that each step still runs, its figures
// meaningless; exits non-zero when a step fails; tests/e2e/bench.e2e.ts runs it).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { measureSizes } from './sizes.mjs';
import { playRandomGames } from './play.mjs';
import { serve } from './serve.mjs';
import { openProfile, startTimes, SLOWDOWN } from './browser.mjs';
import { tapToSaved } from './tap.mjs';
import { lighthouse } from './lighthouse.mjs';
import { homeList, homeListLine, makeRecords } from './home-list.mjs';
import { countTaps, tapLines } from './taps.mjs';

const GAMES = [
  ['festival-charter', 'festivalCharter'],
  ['ribbon-fair', 'ribbonFair'],
  ['horse-fair', 'horseFair'],
  ['red-blue-gold', 'redBlueGold'],
];
// 4191: 4190 is on the Fetch standard's list of blocked ports (ManageSieve), so neither fetch nor Chromium would load it.
const PORT = Number(process.env.BENCH_PORT ?? 4191);
// A build folder of the bench's own: the browser tests of other runs serve dist meanwhile.
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const has = (flag) => process.argv.includes(flag);
const SMOKE = has('--smoke');
/** Each step's count: the real one, or a tiny one for --smoke. */
const count = (real, smoke) => (SMOKE ? smoke : real);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only === 'bots') {
  await (await import('./bots.mjs')).benchBots({ browser: !has('--no-browser') });
  process.exit(0);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

if (!has('--no-build')) {
  const r = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST], { stdio: 'ignore' });
  if (r.status !== 0) throw new Error('vite build failed');
}

const sizes = measureSizes(
  GAMES.map(([id]) => id),
  DIST,
);
console.log('## Size (gzipped JavaScript)');
console.log(`Home: ${kb(sizes.home)} (budget 20 KB)`);
for (const [id, bytes] of Object.entries(sizes.games)) console.log(`${id}: ${kb(bytes)} more when opened`);

// Inside the project so the bundle finds preact in node_modules.
const out = join('node_modules', '.cache', 'fairground-bench');
const lib = async (entry, name) => {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: { outDir: join(out, name), lib: { entry, formats: ['es'], fileName: name }, minify: true, rollupOptions: { external: [/^preact/, /^@preact/] } },
  });
  return join(out, name, `${name}.js`);
};
const packsFile = await lib('src/games/ribbon-fair/packs/index.ts', 'packs').catch(() => null);
if (packsFile) console.log(`ribbon-fair cards (all three packs): ${kb(gzipSync(readFileSync(packsFile), { level: 9 }).length)} of that`);
console.log(`Precache: ${sizes.precache.files} files, ${kb(sizes.precache.bytes)} (${kb(sizes.precache.gzipped)} gzipped)`);
await (await import('./taste.mjs')).tasteBench({ dist: DIST, built: true, browser: !has('--no-browser'), runs: count(2000, 20) });

const rulesFile = await lib('bench/rules-entry.ts', 'rules');
const rules = await import(resolve(rulesFile));
console.log('\n## Rules: random play (one core, 2 s a game, largest table)');
for (const [id, exportName] of GAMES) {
  const game = rules[exportName];
  if (!game) continue;
  const r = playRandomGames(game.def, rules.makeRandom, count(2000, 50));
  console.log(
    `${id}: ${r.gamesPerSecond.toFixed(0)} games/s at ${r.players} players, ${r.actionsPerGame.toFixed(0)} actions a game; ` +
      `single action: median ${r.medianMs.toFixed(4)} ms, 99.9th percentile ${r.p999Ms.toFixed(3)} ms, max ${r.slowestMs.toFixed(3)} ms (of ${r.timed}); slowest 0.1%: ${r.slowKinds}`,
  );
}

await (await import('./bots.mjs')).benchBots({ browser: !has('--no-browser'), ...(SMOKE ? { games: 2, greedyGames: 2 } : {}) });

if (!has('--no-browser')) {
  const server = await serve(PORT, DIST);
  let profile;
  try {
    profile = await openProfile(server.url);
    console.log(`\n## Chromium, offline, service worker in control, ${SLOWDOWN}x CPU slowdown (cold tab, worker stopped)`);
    const s = await startTimes(profile.context, server.url, profile.id, count(7, 1));
    console.log(`Navigation to Home interactive: median ${ms(s.home.median)}, worst ${ms(s.home.worst)} of ${s.runs} (budget 1 s)`);
    console.log(`Navigation to a saved game's table on screen: median ${ms(s.table.median)}, worst ${ms(s.table.worst)} of ${s.runs}`);
    const t = await tapToSaved(profile.context, server.url, profile.id, profile.record, count(200, 4));
    console.log(
      `Tap to saved in IndexedDB (Festival Charter table moves: open the vote, announce): median ${ms(t.median)}, worst ${ms(t.worst)} of ${t.n} (budget 16 ms median)`,
    );
    console.log(
      `  parts (medians): the browser's input handling ${ms(t.parts.input)}, the page's own work ${ms(t.parts.page)}, IndexedDB's commit ${ms(t.parts.commit)}`,
    );
    const t1 = await tapToSaved(profile.context, server.url, profile.id, profile.record, count(100, 4), 1);
    console.log(
      `  the same without slowdown: median ${ms(t1.median)}, worst ${ms(t1.worst)} of ${t1.n}; parts ${ms(t1.parts.input)}, ${ms(t1.parts.page)}, ${ms(t1.parts.commit)}`,
    );
    const records = SMOKE ? makeRecords(rules, 12, 3) : makeRecords(rules);
    console.log(
      homeListLine(
        await homeList(server.url, records, count(7, 1)),
        records.length,
        records.filter((r) => !rules[GAMES.find(([id]) => id === r.gameId)[1]].def.outcome(r.state)).length,
      ),
    );
    console.log('\n## Taps: fixed scenarios played through the UI, 360 x 640 (bench/taps/)');
    const taps = await countTaps(server.url, count(Infinity, 1));
    for (const line of tapLines(taps)) console.log(line);
    if (SMOKE && taps.some((t) => t.error)) throw new Error('a taps scenario did not finish');
    await profile.context.close(); // Lighthouse opens the same profile in a Chromium of its own
    if (!has('--no-lighthouse')) {
      console.log('\n## Lighthouse 12, mobile preset (performance / accessibility / best practices)');
      const runs = [
        ['Home (first visit)', () => lighthouse(server.url, 'home')],
        [
          "A game's table (saved game, worker installed)",
          () => lighthouse(`${server.url}#/play/${encodeURIComponent(profile.id)}`, 'table', { profileDir: profile.dir }),
        ],
      ].slice(0, count(2, 1));
      for (const [name, run] of runs) {
        const r = run();
        if (SMOKE && !(r.performance > 0)) throw new Error(`Lighthouse gave no score for ${name}`);
        console.log(`${name}: ${r.performance} / ${r.accessibility} / ${r.bestPractices}; ${r.metrics.join(', ')}`);
        if (r.misses.length) console.log(`  short of full marks: ${r.misses.join('; ')}`);
      }
    }
  } finally {
    await profile?.context.close().catch(() => undefined);
    server.stop();
  }
}
