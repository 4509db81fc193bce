// Debian's Chromium as every browser test and bench drives it: where it is, and the flags it starts with.
import { existsSync } from 'node:fs';

/**
 * The flags Chromium starts with in the tests and benches: no sandbox (the machine runs as root), no GPU, and
 * nothing Chromium would reach for on its own (QUIC, first-run pages, background networking, component updates,
 * sync), since the machine has no network beyond localhost.
 * @type {readonly string[]}
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * The Chromium to drive: CHROMIUM_PATH, or Debian's package (`/usr/bin/chromium`), or another usual place.
 * @returns {string} the executable's path
 * @throws {Error} when none is installed, saying how to install Debian's.
 */
export function chromiumPath() {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => typeof p === 'string' && existsSync(p));
  if (found === undefined) {
    throw new Error('No Chromium found for the browser tests. Install one with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
  return found;
}
