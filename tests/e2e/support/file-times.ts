import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter for the browser tests: at the end of the run, prints how long each test file took
 * (its tests and hooks, in seconds), slowest first, so a slow file shows in every run.
 */
export default class FileTimes implements Reporter {
  /** Prints one line per file: its seconds, its path, and "failed" when it did. */
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules.map((m) => ({ file: m.relativeModuleId, s: m.diagnostic().duration / 1000, ok: m.ok() })).sort((a, b) => b.s - a.s);
    if (rows.length === 0) return;
    const total = rows.reduce((t, r) => t + r.s, 0);
    console.log('\nBrowser tests, seconds per file:');
    for (const r of rows) console.log(`${r.s.toFixed(1).padStart(7)}  ${r.file}${r.ok ? '' : '  (failed)'}`);
    console.log(`${total.toFixed(1).padStart(7)}  all files`);
  }
}
