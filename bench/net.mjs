// Several phones: pairing time (the invitation pasted on the guest phone to the seat's first view there), one
// action's round trip (a guest's move sent to the table phone's new view arriving, median and worst), and the bytes
// of each code. Opens peer connections, so it runs ONLY inside the isolated network:
//   scripts/isolated-net node bench/net.mjs [--no-build]
// A Horse Fair with its first seat a bot on the table phone and three guest phones, each guest pressing its own
// private view's controls at random. Figures, not a test: nothing here passes or fails.
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const PORT = Number(process.env.NET_PORT ?? 4178);
const URL = `http://127.0.0.1:${PORT}/`;
const DIST = 'dist-net-bench';
const MOVES = Number(process.env.NET_MOVES ?? 40);

const ip = spawnSync('ip', ['-o', 'addr', 'show'], { encoding: 'utf8' });
if (ip.status !== 0 || !ip.stdout.includes('10.77.0.1/24') || /\binet (?!127\.|10\.77\.0\.)/.test(ip.stdout)) {
  console.error('bench/net.mjs opens peer connections: run it inside scripts/isolated-net.');
  process.exit(2);
}
if (!process.argv.includes('--no-build')) {
  const b = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--outDir', DIST, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}
const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIST], {
  stdio: 'ignore',
  detached: true,
});
for (let end = Date.now() + 30_000; ;) {
  if (
    await fetch(URL).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (Date.now() > end) throw new Error(`vite preview did not answer at ${URL}`);
  await new Promise((r) => setTimeout(r, 200));
}

// On each guest: the time of every move sent, and of the first new view (moves went up, no refusal) after it.
const TIMING = `(() => {
  window.__trips = [];
  let pending = null;
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    try { if (JSON.parse(data).kind === 'act') pending = { at: performance.now(), moves: window.__moves ?? 0 }; } catch {}
    return send.call(this, data);
  };
  const add = EventTarget.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, fn, opts) {
    if (type === 'message' && !this.__timed) {
      this.__timed = true;
      add.call(this, 'message', (e) => {
        const m = JSON.parse(e.data);
        if (window.__firstView === undefined) window.__firstView = performance.now();
        if (pending && m.refusal === null && m.moves > pending.moves) { window.__trips.push(performance.now() - pending.at); pending = null; }
        else if (pending && m.refusal !== null) pending = null;
        window.__moves = m.moves;
      });
    }
    return add.call(this, type, fn, opts);
  };
})();`;

// Presses one random enabled control of the guest's own private view (confirm buttons more often).
const PRESS = `(() => {
  const els = [...document.querySelectorAll('main .private button, main .private input[type=radio], main .private input[type=checkbox]')].filter((b) => !b.disabled && b.getClientRects().length > 0);
  if (els.length === 0) return false;
  const w = els.map((b) => (b.classList.contains('btn-primary') ? 4 : 1));
  let r = Math.random() * w.reduce((a, b) => a + b, 0);
  const el = els.find((_, i) => (r -= w[i]) < 0) ?? els[0];
  el.click();
  return true;
})()`;

const args = [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args });
const phone = async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript({ content: TIMING });
  return context.newPage();
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
try {
  const host = await phone();
  await host.goto(URL);
  await host.getByRole('button', { name: 'New game of Horse Fair' }).click();
  const names = ['', 'Bo', 'Cy', 'Di'];
  await host.locator('.player-row').first().waitFor();
  while ((await host.locator('.player-row').count()) < names.length) await host.getByRole('button', { name: 'Add a player' }).click();
  for (let i = 0; i < names.length; i++) await host.locator(`#player-${i}`).fill(names[i]);
  await host.getByRole('button', { name: 'Fill the empty seats with bots' }).click();
  await host.getByRole('button', { name: 'Start the game' }).click();
  await host.locator('.playing').waitFor();
  const guests = [];
  const pairing = [];
  const codes = { offer: [], answer: [] };
  for (const name of names.slice(1)) {
    const guest = await phone();
    await guest.goto(`${URL}#/join`);
    await guest.locator('#join-offer').waitFor();
    const panel = host.locator('details.phones');
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
    await host.locator('#invite-seat').selectOption({ label: name });
    await host.getByRole('button', { name: 'Invite a phone' }).click();
    const offer = await host.locator('#invite-code').inputValue({ timeout: 20_000 });
    // From here on, as if each phone scanned the other's code at once: the figure is the phones' own time.
    const t0 = await guest.evaluate(() => performance.now());
    await guest.locator('#join-offer').fill(offer);
    await guest.getByRole('button', { name: 'Use this code' }).click();
    const answer = await guest.locator('#join-answer').inputValue({ timeout: 20_000 });
    await host.locator('#invite-answer').fill(answer);
    await host.getByRole('button', { name: 'Use this code' }).click();
    await guest.locator('.playing.guest[data-moves]').waitFor({ timeout: 20_000 });
    pairing.push((await guest.evaluate(() => window.__firstView)) - t0);
    codes.offer.push(offer.length);
    codes.answer.push(answer.length);
    guests.push(guest);
  }
  const trips = async () => (await Promise.all(guests.map((g) => g.evaluate(() => window.__trips)))).flat();
  for (let i = 0; i < 20_000 && (await trips()).length < MOVES; i++) {
    if ((await host.locator('#results-title').count()) > 0) break;
    for (const g of guests) await g.evaluate(PRESS);
    await new Promise((r) => setTimeout(r, 30));
  }
  const t = await trips();
  const f = (ms) => `${ms.toFixed(0)} ms`;
  console.log('Several phones (inside isolated-net, one Chromium, a context per phone; Horse Fair, 3 guests)');
  console.log(`  pairing, invitation in to the first view: median ${f(median(pairing))}, worst ${f(Math.max(...pairing))} (${pairing.length} phones)`);
  console.log(`  one move's round trip, guest to table and its new view back: median ${f(median(t))}, worst ${f(Math.max(...t))} (${t.length} moves)`);
  console.log(
    `  invitation code: ${Math.min(...codes.offer)}–${Math.max(...codes.offer)} bytes; answer code: ${Math.min(...codes.answer)}–${Math.max(...codes.answer)} bytes`,
  );
  // As phones make them: host candidates named by mDNS (a random name each), not by address (the isolated network
  // cannot resolve them, so this invitation is only measured, never used).
  const real = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await (await real.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await page.goto(URL);
    await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
    await page.locator('#player-0').fill('Ana');
    await page.locator('#player-1').fill('Bo');
    await page.locator('details.phones > summary').click();
    await page.locator('#invite-seat').selectOption({ label: 'Bo' });
    await page.getByRole('button', { name: 'Invite a phone' }).click();
    const offer = await page.locator('#invite-code').inputValue({ timeout: 20_000 });
    console.log(`  invitation code with mDNS host names (as a phone's Chromium makes it): ${offer.length} bytes`);
  } finally {
    await real.close();
  }
} finally {
  await browser.close();
  try {
    process.kill(-server.pid);
  } catch {
    server.kill();
  }
}
