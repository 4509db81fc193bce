/**
 * The bench still runs: `node bench/run.mjs --smoke` takes every step of `npm run bench` once on a tiny count (sizes,
 * Judge Marigold's taste, random play, the bots, offline start, tap to saved, Home's list, one taps scenario,
 * Lighthouse on Home) from the build the browser tests serve, so a step that no longer runs fails `npm test`.
 * Its figures mean nothing at that count; docs/measurements.md holds the real ones.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run bench', () => {
  it('runs every step to its end (--smoke)', () => {
    const dist = process.env['E2E_DIST'] ?? 'dist';
    const port = String(Number(process.env['E2E_PORT'] ?? 4173) + 18);
    const r = spawnSync('node', ['bench/run.mjs', '--smoke', '--no-build'], {
      encoding: 'utf8',
      env: { ...process.env, BENCH_DIST: dist, BENCH_PORT: port },
      timeout: 420_000,
    });
    const said = `${r.stdout}\n${r.stderr}`.slice(-3000);
    expect(r.status, said).toBe(0);
    for (const step of ['## Size', '## Rules: random play', 'Navigation to Home interactive', 'Tap to saved', '## Taps', '## Lighthouse'])
      expect(r.stdout, `the bench printed no "${step}"`).toContain(step);
  });
});
