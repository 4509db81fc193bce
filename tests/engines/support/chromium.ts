import type { ElementHandle, Page } from 'playwright-core';
import { findScript, sharedSteps, type Driver } from './driver';
import { launchProfile } from '../../../scripts/chromium.mjs';

async function find(page: Page, name: string): Promise<ElementHandle> {
  const el = (await page.evaluateHandle(findScript(name))).asElement();
  if (!el) throw new Error(`No control named "${name}"`);
  return el as ElementHandle;
}

/**
 * Chromium (Debian's, through playwright-core): a fresh persistent profile at 390 × 844 CSS px, so the
 * app is installable and its storage is kept. Throws when no Chromium is installed.
 */
export async function openChromium(): Promise<Driver> {
  const { context } = await launchProfile('engines-chromium');
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    engine: 'chromium',
    version: context.browser()?.version() ?? (await page.evaluate(() => navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?')),
    ...sharedSteps(page, (name) => find(page, name)),
    hold: async (name) => {
      const el = await find(page, name);
      await el.hover();
      await page.mouse.down();
      await page.waitForFunction((e) => e instanceof Element && e.classList.contains('is-full'), el);
      await page.mouse.up();
    },
    fill: async (label, text) => (await find(page, label)).fill(text),
    text: (selector) => page.evaluate((s) => (document.querySelector(s) as HTMLElement | null)?.innerText ?? '', selector),
    setOffline: (offline) => context.setOffline(offline),
    close: () => context.close(),
  };
}
