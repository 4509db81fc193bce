/**
 * A Firefox ESR guest phone for the several-phones tests (inside isolated-net only): Gecko over WebDriver BiDi
 * (puppeteer-core, as tests/engines drives it), 360 × 740, with the IndexedDB counter and the message recorder, and
 * the few steps a guest takes (paste the invitation, read its answer) and the game loop's {@link GuestPage}.
 */
import type { Browser, Page } from 'puppeteer-core';
import { launchFirefox } from '../../engines/support/firefox';
import { INIT_SCRIPT, MONKEY } from '../../e2e/support/monkey';
import type { GuestPage } from './game';
import { NET_URL, RECORDER } from './phones';

/** A Firefox guest phone: its browser and its one page. */
export interface FirefoxPhone {
  browser: Browser;
  page: Page;
  version: string;
}

/** Launches Firefox ESR as a guest phone (host candidates as addresses: the isolated network has no mDNS). */
export async function openFirefoxPhone(): Promise<FirefoxPhone> {
  const { browser, page } = await launchFirefox('net', { width: 360, height: 740 }, { 'media.peerconnection.ice.obfuscate_host_addresses': false });
  await page.evaluateOnNewDocument(INIT_SCRIPT);
  await page.evaluateOnNewDocument(RECORDER);
  page.on('pageerror', (e) => {
    throw e;
  });
  return { browser, page, version: await browser.version() };
}

/** Presses the button whose text is `label` inside the page. */
async function press(page: Page, label: string): Promise<void> {
  await page.waitForFunction((l) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === l && !b.disabled), {}, label);
  await page.evaluate((l) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === l && !b.disabled)?.click(), label);
}

/** On the Firefox phone: opens Join a table, pastes the table's invitation `offer`, and returns its answer's text. */
export async function answerOnFirefox(page: Page, offer: string): Promise<string> {
  await page.goto(`${NET_URL}#/join`);
  await page.waitForSelector('#join-offer');
  await page.evaluate((text) => {
    const box = document.querySelector<HTMLTextAreaElement>('#join-offer');
    if (!box) throw new Error('no invitation box');
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, offer);
  await press(page, 'Use this code');
  await page.waitForSelector('#join-answer', { timeout: 20_000 });
  return page.evaluate(() => document.querySelector<HTMLTextAreaElement>('#join-answer')?.value ?? '');
}

/** The Firefox page as the game loop's {@link GuestPage}. */
export function firefoxGuest(page: Page): GuestPage {
  return {
    hasControls: () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main .private :is(button, input, select):not(.coach *)')].some((el) => !(el as HTMLButtonElement).disabled),
      ),
    press: async (seed) => void (await page.evaluate(`(${MONKEY})(${JSON.stringify({ seed, maxSteps: 2, until: 'steps' })})`)),
    whose: () =>
      page.evaluate(() => ({
        heading: document.querySelector('main h1')?.textContent ?? '',
        privateLabel: document.querySelector('main .private')?.getAttribute('aria-label') ?? null,
      })),
    inbox: () => page.evaluate(() => (window as unknown as { __received: string[] }).__received),
    over: () => page.evaluate(() => document.querySelector('#results-title') !== null),
  };
}
