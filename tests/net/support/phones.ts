/**
 * Browser helpers for the several-phones tests (inside isolated-net only): one Chromium, one context per phone,
 * joining through the codes' text fallback, and a record of every message each guest phone received.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';
import { enterPlayers } from '../../e2e/support/browser';
import { instrument } from '../../e2e/support/monkey';
import type { SavedGame } from '../../../src/storage/schema';

export const NET_PORT = Number(process.env['NET_PORT'] ?? 4179);
/** The app, served inside the isolated network on its loopback. */
export const NET_URL = `http://127.0.0.1:${NET_PORT}/`;

const ARGS = [
  ...CHROMIUM_ARGS,
  // Host candidates as addresses (10.77.0.x), not mDNS names: the isolated network has no mDNS responder.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** Keeps every text that arrives on a data channel in `window.__received`, in order (the guest's inbox). */
export const RECORDER = `(() => {
  window.__received = [];
  const add = EventTarget.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, fn, opts) {
    if (type === 'message' && !this.__recorded) {
      this.__recorded = true;
      add.call(this, 'message', (e) => window.__received.push(e.data));
    }
    return add.call(this, type, fn, opts);
  };
})();`;

/** Launches the browser the phones share. */
export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...ARGS, ...extraArgs] });
}

/** A phone: its own context (own storage), 360 × 740, with the IndexedDB counter and the message recorder. */
export async function openPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  await instrument(context);
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return { context, page };
}

/**
 * The Chromium a test file's phones share: launched before the file's tests and closed after them (call it at the
 * file's top level). Returns the way to open a phone in it ({@link openPhone}) from inside a test.
 */
export function sharedPhones(): () => Promise<{ context: BrowserContext; page: Page }> {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The phones’ browser opens before the tests.');
    return openPhone(browser);
  };
}

/** Every text the guest phone on `page` received so far. */
export async function received(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __received: string[] }).__received);
}

/** Opens the table's phones panel (a disclosure under the board) if it is closed. */
async function openPhonesPanel(host: Page): Promise<void> {
  const panel = host.locator('details.phones');
  await panel.waitFor();
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
}

/**
 * Joins `guest` to the game open on `host` for the seat named `name`, through the codes' text (the table's
 * invitation pasted into Join a table, the phone's answer pasted back); `again` uses the away seat's
 * "Invite NAME's phone again"; `atSetup`, on the setup screen. Resolves once the guest shows the seat's view (at setup:
 * once it waits for the game). Returns the codes' texts.
 */
export async function join(host: Page, guest: Page, name: string, again = false, atSetup = false): Promise<{ offer: string; answer: string }> {
  await openPhonesPanel(host);
  if (again) await host.getByRole('button', { name: `Invite ${name}’s phone again` }).click();
  else {
    await host.locator('#invite-seat').selectOption({ label: name });
    await host.getByRole('button', { name: 'Invite a phone' }).click();
  }
  const offerBox = host.locator('#invite-code');
  await offerBox.waitFor({ timeout: 20_000 });
  const offer = await offerBox.inputValue();
  await guest.goto(`${NET_URL}#/join`);
  await guest.locator('#join-offer').fill(offer);
  await guest.getByRole('button', { name: 'Use this code' }).click();
  const answerBox = guest.locator('#join-answer');
  await answerBox.waitFor({ timeout: 20_000 });
  const answer = await answerBox.inputValue();
  await host.locator('#invite-answer').fill(answer);
  await host.getByRole('button', { name: 'Use this code' }).click();
  // Invited at setup, the phone waits for the game to start before its first view.
  await guest.locator(atSetup ? '.playing.guest' : '.playing.guest[data-moves]').waitFor({ timeout: 20_000 });
  await host.locator('details.phones').waitFor();
  return { offer, answer };
}

/** The game open on `page` as saved (the record whose id is in the address). */
export async function savedGame(page: Page): Promise<SavedGame> {
  const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
  const rec = await page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('fairground-games');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const get = req.result.transaction('games', 'readonly').objectStore('games').get(key);
          get.onsuccess = () => {
            resolve(get.result);
            req.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    id,
  );
  if (!rec) throw new Error('the game is not saved');
  return rec as SavedGame;
}

/** Opens the table phone `page` on the setup of a Horse Fair with `players` typed in, as a group starts a game. */
export async function horseFairSetup(page: Page, players: readonly string[]): Promise<void> {
  await page.goto(NET_URL);
  await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
  await enterPlayers(page, players);
}

type Phone = { context: BrowserContext; page: Page };

/**
 * Three phones from `newPhone` ({@link sharedPhones}): the table phone open on the setup of a Horse Fair for Ana, Ben
 * and Cleo, and Ben's and Cleo's phones, not joined yet; `test` runs with them, and every phone is closed after it,
 * whatever happens.
 */
export async function withBenAndCleo(newPhone: () => Promise<Phone>, test: (host: Phone, ben: Phone, cleo: Phone) => Promise<void>): Promise<void> {
  const host = await newPhone();
  const ben = await newPhone();
  const cleo = await newPhone();
  try {
    await horseFairSetup(host.page, ['Ana', 'Ben', 'Cleo']);
    await test(host, ben, cleo);
  } finally {
    for (const phone of [cleo, ben, host]) await phone.context.close();
  }
}
