// npm test: the type check, the lint (ESLint, Prettier, knip), the unit and component tests, the browser tests (one
// production build), the several-phones tests inside the project's own isolated network, then the three-engine
// scenario. Every step runs even when an earlier one failed, so one failing browser file never hides the others'
// results; at the end it prints each step's time and outcome, every failed test with the first line of its error (so
// the last screen of a long run names what failed), and exits non-zero if any step did.
import { spawn } from 'node:child_process';

const steps = [
  ['type check', 'typecheck'],
  ['lint, format and dead-code check', 'lint'],
  ['unit and component tests', 'test:unit'],
  ['browser tests', 'test:e2e'],
  ['several phones (inside an isolated network)', 'test:net'],
  ['one scenario in Chromium, Firefox and WebKit', 'test:engines'],
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = (t) => `${Math.round((Date.now() - t) / 1000)} s`;
// eslint-disable-next-line no-control-regex
const plain = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Runs one npm script, its output passed through as it comes; resolves to its exit code and the failed tests that
 * vitest's summary named ("FAIL  file > test" lines, each with the first line of its error after it).
 */
function run(script) {
  return new Promise((done) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['inherit', 'pipe', 'pipe'] });
    let text = '';
    const pass = (to) => (chunk) => {
      to.write(chunk);
      text += chunk.toString();
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('close', (code) => {
      const rows = plain(text).split('\n');
      const failures = [];
      rows.forEach((row, i) => {
        if (!/^\s*FAIL\s+\S/.test(row)) return;
        const error = rows.slice(i + 1, i + 8).find((r) => /\S/.test(r) && !/^\s*(FAIL|⎯)/.test(r));
        failures.push(`    ${row.trim()}${error ? `\n      ${error.trim().slice(0, 240)}` : ''}`);
      });
      done({ code: code ?? 1, failures: [...new Set(failures)] });
    });
  });
}

const lines = [];
const failed = [];
const failures = [];
for (const [name, script] of steps) {
  const t = Date.now();
  console.log(`\n== ${name} (npm run ${script})`);
  const r = await run(script);
  const ok = r.code === 0;
  lines.push(`  ${ok ? 'ok    ' : 'FAILED'} ${name}: ${seconds(t)}`);
  if (!ok) failed.push(r.code === 3 && script === 'test:net' ? `${name} (this machine cannot make an isolated network: see above)` : name);
  if (!ok) failures.push(...r.failures.slice(0, 20));
}
console.log(`\n${lines.join('\n')}`);
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.join('\n')}`);
if (failed.length > 0) console.log(`\nFailed: ${failed.join('; ')}`);
console.log(`npm test: ${seconds(started)}${failed.length === 0 ? '' : ' (failed)'}`);
process.exit(failed.length === 0 ? 0 : 1);
