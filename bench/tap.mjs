// Tap to saved: from a tap on a game action (the click event's timestamp) to the IndexedDB
// transaction that saves the move completing (instrument.js), offline, at 4x slowdown unless `rate` says;
// with the medians of its parts (input handling, the page's own work, IndexedDB's commit).
// Festival Charter's speak-or-pass taps: four a round, the saved round restored between rounds.
import { idbGame, slowTab } from './browser.mjs';

export async function tapToSaved(context, url, id, record, taps = 200, rate = undefined) {
  await context.setOffline(true);
  const page = await slowTab(context, rate);
  await page.goto(`${url}#/play/${encodeURIComponent(id)}`);
  const times = [];
  const parts = { input: [], page: [], commit: [] };
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
          if (m.clicks.length <= c || m.commits.length <= n) return false;
          const tap = m.clicks[m.clicks.length - 1];
          const save = m.commits[m.commits.length - 1];
          return { total: save.t - tap.at, input: tap.ran - tap.at, page: save.asked - tap.ran, commit: save.t - save.asked };
        },
        before,
        { timeout: 10_000 },
      );
      const r = await t.jsonValue();
      times.push(r.total);
      for (const k of Object.keys(parts)) parts[k].push(r[k]);
    }
  }
  await page.close();
  await context.setOffline(false);
  const median = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    worst: times[times.length - 1],
    n: times.length,
    // The medians of its three parts: the browser's input handling before the page's first click
    // listener runs; the page (handler, rules, the record put together) until it asks IndexedDB to
    // write; and IndexedDB's commit.
    parts: { input: median(parts.input), page: median(parts.page), commit: median(parts.commit) },
  };
}
