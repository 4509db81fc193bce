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

/**
 * Debian's Chromium, headless with {@link CHROMIUM_ARGS}, in a fresh persistent profile of its own (a new folder
 * under the system's temporary folder named `fairground-NAME-…`): the app is installable there and its storage kept
 * across reloads. Every bench and browser test that needs a whole profile starts Chromium this way.
 * @param {string} name a word for the profile's folder (`bench`, `taps`, `engines-chromium`)
 * @param {{ width?: number, height?: number, touch?: boolean, prefs?: object, options?: object }} [screen] the viewport in
 *   CSS px (390 × 844 unless told), whether it takes touch (true unless told), the profile's own preferences written
 *   before it starts (`prefs`, e.g. Chromium's default text size), and any other launch options (`options`)
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, dir: string }>} the browser's context and
 *   its profile's folder
 */
export async function launchProfile(name, { width = 390, height = 844, touch = true, prefs, options = {} } = {}) {
  const { chromium } = await import('playwright-core');
  const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), `fairground-${name}-`));
  if (prefs) {
    mkdirSync(join(dir, 'Default'), { recursive: true });
    writeFileSync(join(dir, 'Default', 'Preferences'), JSON.stringify(prefs));
  }
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
    viewport: { width, height },
    deviceScaleFactor: 1,
    hasTouch: touch,
    ...options,
  });
  return { context, dir };
}
