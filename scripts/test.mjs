// npm test: the type check, the lint (ESLint, Prettier, knip), the unit and component tests, the browser tests (one
// production build), the several-phones tests inside the project's own isolated network, then the three-engine
// scenario. Every step runs even when an earlier one failed, so one failing browser file never hides the others'
// results; at the end it prints each step's time and outcome, lists every step that failed, and exits non-zero if any did.
import { spawnSync } from 'node:child_process';

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
const lines = [];
const failed = [];
for (const [name, script] of steps) {
  const t = Date.now();
  console.log(`\n== ${name} (npm run ${script})`);
  const r = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
  const ok = r.status === 0;
  lines.push(`  ${ok ? 'ok    ' : 'FAILED'} ${name}: ${seconds(t)}`);
  if (!ok) failed.push(r.status === 3 && script === 'test:net' ? `${name} (this machine cannot make an isolated network: see above)` : name);
}
console.log(`\n${lines.join('\n')}`);
if (failed.length > 0) console.log(`\nFailed: ${failed.join('; ')}`);
console.log(`npm test: ${seconds(started)}${failed.length === 0 ? '' : ' (failed)'}`);
process.exit(failed.length === 0 ? 0 : 1);
