// Tap to saved: from a tap on a game action (the click event's timestamp) to the IndexedDB
// transaction that saves the move completing (instrument.js), offline, at 4x slowdown unless `rate` says.
// Festival Charter's speak-or-pass taps: four a round, the saved round restored between rounds.
import { idbGame, slowTab } from './browser.mjs';

export async function tapToSaved(context, url, id, record, taps = 200, rate = undefined) {
  await context.setOffline(true);
  const page = await slowTab(context, rate);
  await page.goto(`${url}#/play/${encodeURIComponent(id)}`);
  const times = [];
  while (times.length < taps) {
    await idbGame(page, id, record);
    await page.reload();
    const buttons = page.locator('section[aria-labelledby="fc-speak"] .btn-row button');
    for (let i = 0; i < 4 && times.length < taps; i++) {
      await buttons.first().waitFor();
      const before = await page.evaluate(() => [window.__bench.clicks.length, window.__bench.commits.length]);
      await buttons.nth(i % 2).click();
      const t = await page.waitForFunction(
        ([c, n]) => {
          const m = window.__bench;
          return m.clicks.length > c && m.commits.length > n && m.commits[m.commits.length - 1].t - m.clicks[m.clicks.length - 1];
        },
        before,
        { timeout: 10_000 },
      );
      times.push(await t.jsonValue());
    }
  }
  await page.close();
  await context.setOffline(false);
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], worst: times[times.length - 1], n: times.length };
}
