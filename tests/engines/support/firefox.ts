import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { findScript, sharedSteps, type Driver } from './driver';

/** The Firefox to drive: FIREFOX_PATH, or Debian's firefox-esr. Throws, saying how to install it, when there is none. */
function firefoxPath(): string {
  const found = [process.env['FIREFOX_PATH'], '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p): p is string => typeof p === 'string' && existsSync(p));
  if (!found) throw new Error('No Firefox found for the Gecko run. Install it with: apt-get update && apt-get install -y firefox-esr (or set FIREFOX_PATH).');
  return found;
}

/**
 * Firefox ESR, headless, on a fresh profile (a new folder named after `name`) with `prefs` set, and its first page
 * at `viewport` (CSS px). Throws when Firefox is missing.
 */
export async function launchFirefox(
  name: string,
  viewport: { width: number; height: number },
  prefs?: Record<string, unknown>,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    userDataDir: mkdtempSync(join(tmpdir(), `fairground-${name}-firefox-`)),
    ...(prefs ? { extraPrefsFirefox: prefs } : {}),
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(viewport);
  return { browser, page };
}

async function find(page: Page, name: string): Promise<ElementHandle> {
  const el = (await page.evaluateHandle(findScript(name))).asElement();
  if (!el) throw new Error(`No control named "${name}"`);
  return el as ElementHandle;
}

/**
 * Firefox ESR over WebDriver BiDi (puppeteer-core, which downloads nothing): a fresh profile, headless,
 * at 390 × 844 CSS px. Throws when Firefox is missing.
 */
export async function openFirefox(): Promise<Driver> {
  const { browser, page } = await launchFirefox('engines', { width: 390, height: 844 });
  return {
    engine: 'firefox',
    version: await browser.version(),
    ...sharedSteps(page, (name) => find(page, name)),
    hold: async (name) => {
      const el = await find(page, name);
      await el.hover();
      await page.mouse.down();
      await page.waitForFunction((e) => e.classList.contains('is-full'), {}, el);
      await page.mouse.up();
    },
    fill: async (label, text) => {
      const el = await find(page, label);
      await el.evaluate((e) => {
        if (e instanceof HTMLInputElement) e.select();
      });
      await el.type(text);
    },
    text: (selector) => page.evaluate((s) => (document.querySelector(s) as HTMLElement | null)?.innerText ?? '', selector),
    setOffline: (offline) => page.setOfflineMode(offline),
    close: () => browser.close(),
  };
}
