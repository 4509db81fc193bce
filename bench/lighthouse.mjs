// Lighthouse 12 (its default mobile preset) on one URL: the three category scores, and the
// audits that cost points. Runs the CLI in a Chromium of its own: a fresh profile, or `profileDir`
// with its storage kept (a service worker installed, a saved game).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const FLAGS = ['--headless', ...CHROMIUM_ARGS].join(' ');

export function lighthouse(url, name, { profileDir } = {}) {
  const dir = join('node_modules', '.cache', 'fairground-bench', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${name}.json`);
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${FLAGS}${profileDir ? ` --user-data-dir=${profileDir}` : ''}`,
  ];
  if (profileDir) args.push('--disable-storage-reset');
  const r = spawnSync('node', args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath() },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}: ${r.stderr.slice(-500)}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const misses = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id} ${a.displayValue ?? ''}`.trim());
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(
    (id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`,
  );
  return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), misses, metrics, report: out };
}
