// npm run bench: builds the app, then prints gzipped sizes and each game's random-play speed.
// Figures, not a test: nothing here passes or fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { measureSizes } from './sizes.mjs';
import { playRandomGames } from './play.mjs';

const GAMES = [
  ['festival-charter', 'festivalCharter'],
  ['ribbon-fair', 'ribbonFair'],
  ['horse-fair', 'horseFair'],
  ['red-blue-gold', 'redBlueGold'],
];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' });
  if (r.status !== 0) throw new Error('vite build failed');
}

const sizes = measureSizes(GAMES.map(([id]) => id));
console.log('## Size (gzipped JavaScript)');
console.log(`Home: ${kb(sizes.home)} (budget 25 KB)`);
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
console.log(`Precache: ${sizes.precache.files} files, ${kb(sizes.precache.bytes)} (raw)`);

const rulesFile = await lib('bench/rules-entry.ts', 'rules');
const rules = await import(resolve(rulesFile));
console.log('\n## Rules: random play (one core)');
for (const [id, exportName] of GAMES) {
  const game = rules[exportName];
  if (!game) continue;
  const r = playRandomGames(game.def, rules.makeRandom, 2000);
  console.log(`${id}: ${r.gamesPerSecond.toFixed(0)} games/s at ${r.players} players; slowest single action ${r.slowestMs.toFixed(3)} ms; ${r.actionsPerGame.toFixed(0)} actions a game`);
}
