// npm test: the type check, the lint (ESLint, Prettier, knip), the unit and component tests, then the browser tests (one production build), then the
// three-engine scenario, one after the other. Stops at the first step that fails; prints each step's time and, at the end, the total.
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
const times = [];
let status = 0;
for (const [name, script] of steps) {
  const t = Date.now();
  const r = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
  times.push(`${name}: ${seconds(t)}`);
  if (r.status !== 0) {
    status = r.status ?? 1;
    times.push(`${name} failed`);
    break;
  }
}
console.log(`\n${times.join('; ')}`);
console.log(`npm test: ${seconds(started)}${status === 0 ? '' : ' (failed)'}`);
process.exit(status);
