// Tap to saved: from a tap on a game action (the click event's timestamp) to the IndexedDB
// transaction that saves the move completing (instrument.js), offline, at 4x slowdown unless `rate` says;
// with the medians of its parts (input handling, the page's own work, IndexedDB's commit).
// Festival Charter's public moves on the table, a proposal at a time: open the vote, close it early
// (press and hold: its move lands before the finger lifts, so it is not timed), the chair picks a
// project and announces it; the two taps that make a move are timed. The saved game (in its first
// discussion) is restored every few proposals.
import { idbGame, slowTab } from './browser.mjs';

/** One proposal's taps from the discussion back to the next discussion; `timed` ones make a move. */
const STEPS = [
  { button: 'Open the vote', timed: true },
  { button: 'Close the vote now', timed: false, hold: true },
  { pick: true, timed: false },
  { button: /^Announce /, timed: true },
];
/** Proposals played between two restores (the budget drops by one each; eight are allowed). */
const PROPOSALS = 5;

export async function tapToSaved(context, url, id, record, taps = 200, rate = undefined) {
  await context.setOffline(true);
  const page = await slowTab(context, rate);
  await page.goto(`${url}#/play/${encodeURIComponent(id)}`);
  const times = [];
  const parts = { input: [], page: [], commit: [] };
  while (times.length < taps) {
    await idbGame(page, id, record);
    await page.reload();
    for (let k = 0; k < PROPOSALS * STEPS.length && times.length < taps; k++) {
      const step = STEPS[k % STEPS.length];
      const target = step.pick ? page.locator('button.fc-pick:not([disabled])').first() : page.getByRole('button', { name: step.button, exact: true });
      await target.waitFor();
      if (!step.timed) {
        if (step.hold) {
          // A hold acts when the finger lifts from a full bar: down, until the app marks it full, up.
          await target.hover();
          await page.mouse.down();
          await target.and(page.locator('.is-full')).waitFor();
          await page.mouse.up();
        } else await target.click();
        continue;
      }
      const before = await page.evaluate(() => [window.__bench.clicks.length, window.__bench.commits.length]);
      await target.click();
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
      for (const key of Object.keys(parts)) parts[key].push(r[key]);
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
