// Judge Marigold with taste: what she adds to Ribbon Fair's gzipped chunk (her code and the taste data of
// every card, minified, budget 30 KB), and how long one judgement takes (8 entries, the largest table):
// in Node, and in Chromium at 4x CPU slowdown. Figures, not a test.
// Run by itself with `node bench/taste.mjs [--no-browser]`, or from bench/run.mjs.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { SLOWDOWN } from './browser.mjs';
import { measureSizes } from './sizes.mjs';
import { launchProfile } from '../scripts/chromium.mjs';

const OUT = join('node_modules', '.cache', 'fairground-bench-taste');
const RUNS = 2000;
const ENTRIES = 8;

/** Bundles `entry` minified as `format` ('es' or 'iife'); pure-rand stays out when `external` (the chunk has it already). */
async function bundle(entry, name, format, external) {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: join(OUT, name),
      emptyOutDir: true,
      minify: true,
      lib: { entry, formats: [format], fileName: name, name: 'Taste' },
      rollupOptions: { external: external ? [/^pure-rand/] : [] },
    },
  });
  return join(OUT, name, format === 'es' ? `${name}.js` : `${name}.iife.js`);
}

/**
 * Times `runs` judgements of random tables (a seeded ribbon and `size` entries drawn from all packs), one by
 * one, the first cold (its cards' taste lines read on first sight), then the same in batches of 25 for a
 * median finer than the page's clock. Runs as written in Node and, stringified, inside a page.
 * Returns { first, median, p99, worst } in ms.
 */
function timeJudgements(judge, ribbons, entries, runs, size) {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const table = () => [ribbons[Math.floor(random() * ribbons.length)], Array.from({ length: size }, () => entries[Math.floor(random() * entries.length)])];
  const times = [];
  for (let i = 0; i < runs; i++) {
    const [ribbon, entry] = table();
    const t0 = performance.now();
    judge(ribbon, entry, random);
    times.push(performance.now() - t0);
  }
  const batches = [];
  for (let i = 0; i < runs / 25; i++) {
    const tables = Array.from({ length: 25 }, table);
    const t0 = performance.now();
    for (const [ribbon, entry] of tables) judge(ribbon, entry, random);
    batches.push((performance.now() - t0) / 25);
  }
  const first = times[0];
  times.sort((a, b) => a - b);
  batches.sort((a, b) => a - b);
  return { first, median: batches[Math.floor(batches.length / 2)], p99: times[Math.floor(times.length * 0.99)], worst: times[times.length - 1] };
}

const line = (t, runs) =>
  `median ${t.median.toFixed(4)} ms, 99th percentile ${t.p99.toFixed(3)} ms, worst ${t.worst.toFixed(2)} ms of ${runs}; the first (cold) ${t.first.toFixed(2)} ms`;

const SEATED = resolve('src/games/ribbon-fair/rules/taste/seated.ts');
/** A build plugin that swaps Judge Marigold's taste for a stub, for the size the app would have without it. */
const withoutTaste = {
  name: 'without-taste',
  enforce: 'pre',
  load: (id) => (id === SEATED ? "export const MARIGOLD_SAYS = ''; export function tastePick() { throw new Error('no taste'); }" : null),
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Ribbon Fair's gzipped JavaScript when opened (bench/sizes.mjs), built as it is (into `dist`, unless `built`
 * says it is there already) and built again with the taste swapped for a stub.
 */
async function chunkGrowth(dist, built) {
  if (!built) await build({ logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
  await build({ logLevel: 'silent', plugins: [withoutTaste], build: { outDir: `${dist}-no-taste`, emptyOutDir: true } });
  const withIt = measureSizes(['ribbon-fair'], dist).games['ribbon-fair'];
  const without = measureSizes(['ribbon-fair'], `${dist}-no-taste`).games['ribbon-fair'];
  return { withIt, without };
}

/**
 * Prints the taste figures. `dist`: a production build to measure (built here when `built` is false);
 * `browser: false` skips Chromium.
 */
export async function tasteBench({ dist = 'dist-bench-taste', built = false, browser = true, runs = RUNS } = {}) {
  console.log('\n## Judge Marigold with taste');
  const { withIt, without } = await chunkGrowth(dist, built);
  console.log(`Ribbon Fair when opened: ${kb(withIt)} gzipped; ${kb(without)} without the taste: it grows by ${kb(withIt - without)} (budget 30 KB)`);
  const grown = await bundle('src/games/ribbon-fair/rules/taste/seated.ts', 'taste-growth', 'es', true);
  console.log(`  her code and every card's taste data bundled alone: ${kb(gzipSync(readFileSync(grown), { level: 9 }).length)} gzipped`);

  const packsFile = await bundle('src/games/ribbon-fair/packs/index.ts', 'taste-packs', 'es', true);
  const { packs } = await import(pathToFileURL(resolve(packsFile)).href);
  const ribbons = packs.flatMap((p) => p.ribbons);
  const entries = packs.flatMap((p) => p.entries);
  const tasteFile = await bundle('src/games/ribbon-fair/rules/taste.ts', 'taste-node', 'es', false);
  const { judgeWithTaste } = await import(pathToFileURL(resolve(tasteFile)).href);
  const node = timeJudgements(judgeWithTaste, ribbons, entries, runs, ENTRIES);
  console.log(`One judgement, ${ENTRIES} entries, Node: ${line(node, runs)}`);

  if (!browser) return;
  const iife = await bundle('src/games/ribbon-fair/rules/taste.ts', 'taste-page', 'iife', false);
  const { context } = await launchProfile('taste', { touch: false });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setContent('<!doctype html><title>taste</title>');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.addScriptTag({ content: `globalThis.tasteT0 = performance.now();\n${readFileSync(iife, 'utf8')}\nglobalThis.tasteT1 = performance.now();` });
    const load = await page.evaluate(() => globalThis.tasteT1 - globalThis.tasteT0);
    const inPage = await page.evaluate(
      ([fn, r, e, runs, size]) => new Function(`return (${fn})`)()(globalThis.Taste.judgeWithTaste, r, e, runs, size),
      [timeJudgements.toString(), ribbons, entries, runs, ENTRIES],
    );
    console.log(`One judgement, ${ENTRIES} entries, Chromium at ${SLOWDOWN}x slowdown: ${line(inPage, runs)} (budget 5 ms)`);
    console.log(`  loading her code and data in the page (run once, with a first judgement to compile it): ${load.toFixed(1)} ms`);
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await tasteBench({ browser: !process.argv.includes('--no-browser') });
