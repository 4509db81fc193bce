// Tap counts (issue budgets from the table's point of view): each game's fixed scenario in bench/taps/<game>.mjs
// is played through the UI in Chromium at 360 x 640, and every gesture a player makes is counted: a tap
// (`tap(locator)`, a click) or a press and hold (`hold(locator)`, "I'm Ana"). Typing counts nothing. Set-up
// steps a scenario makes with the plain `page` are not counted. Figures, not a test.
// Alone: `node bench/taps.mjs [--no-build]` builds into dist-taps and serves it on port 4192.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serve } from './serve.mjs';
import { launchProfile } from '../scripts/chromium.mjs';

/** Every scenario of every game, in file order: `{ game, name, budget, run }`. */
async function scenarios() {
  const dir = new URL('./taps/', import.meta.url);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const out = [];
  for (const f of files) {
    const mod = await import(new URL(f, dir).href);
    for (const s of mod.scenarios ?? []) out.push({ game: f.replace(/\.mjs$/, ''), ...s });
  }
  return out;
}

/**
 * Plays every scenario against the app served at `url`, each in a fresh profile, and returns
 * `[{ game, name, budget, taps, error? }]`.
 */
export async function countTaps(url, limit = Infinity) {
  const results = [];
  for (const s of (await scenarios()).slice(0, limit)) {
    const { context } = await launchProfile('taps', { width: 360, height: 640 });
    let taps = 0;
    const tap = async (locator) => {
      await locator.click();
      taps++;
    };
    const hold = async (locator) => {
      // A hold acts when the finger lifts from a full bar: down, until the app marks it full, up.
      await locator.hover();
      await locator.page().mouse.down();
      await locator.and(locator.page().locator('.is-full')).waitFor();
      await locator.page().mouse.up();
      taps++;
    };
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(url);
      await page.locator('.shelf').waitFor();
      const extra = await s.run({ page, base: url, tap, hold });
      results.push({ game: s.game, name: s.name, budget: s.budget, taps, detail: typeof extra === 'string' ? extra : undefined });
    } catch (e) {
      results.push({ game: s.game, name: s.name, budget: s.budget, taps, error: e instanceof Error ? e.message.split('\n')[0] : String(e) });
    } finally {
      await context.close();
    }
  }
  return results;
}

/** One line per scenario: `name: N taps (budget B: met)`. */
export function tapLines(results) {
  return results.map((r) =>
    r.error
      ? `${r.name}: did not finish after ${r.taps} taps (${r.error})`
      : `${r.name}: ${r.taps} taps (budget ${r.budget}: ${r.taps <= r.budget ? 'met' : `**missed by ${r.taps - r.budget}**`})${r.detail ? `; ${r.detail}` : ''}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.env.TAPS_DIST ?? 'dist-taps';
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist], { stdio: 'ignore' });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  const server = await serve(Number(process.env.TAPS_PORT ?? 4192), dist);
  try {
    console.log('## Taps (through the UI in Chromium, 360 x 640)');
    for (const line of tapLines(await countTaps(server.url))) console.log(line);
  } finally {
    server.stop();
  }
}
