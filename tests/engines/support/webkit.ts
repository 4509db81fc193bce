import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import WebDriver from 'webdriver';
import { BASE_URL } from '../../e2e/support/browser';
import { FIND_SOON, type Driver } from './driver';
import { openGate } from './gate';

/** The key under which WebDriver names an element in a script's result. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebKitGTK's WebDriver: WEBKIT_DRIVER_PATH, or Debian's webkit2gtk-driver. Throws, saying how to install it, when missing. */
export function webkitDriverPath(): string {
  const found = [process.env['WEBKIT_DRIVER_PATH'], '/usr/bin/WebKitWebDriver'].find((p): p is string => typeof p === 'string' && existsSync(p));
  if (!found)
    throw new Error(
      'No WebKitWebDriver found for the WebKit run. Install it with: apt-get update && apt-get install -y webkit2gtk-driver xvfb (or set WEBKIT_DRIVER_PATH).',
    );
  return found;
}

/** WebKitGTK's MiniBrowser: MINIBROWSER_PATH, or the one libwebkit2gtk installs. Throws when missing. */
export function miniBrowserPath(): string {
  const env = process.env['MINIBROWSER_PATH'];
  if (env && existsSync(env)) return env;
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    for (const dir of readdirSync(lib)
      .filter((d) => /^webkit2gtk-4\.\d$/.test(d))
      .sort()
      .reverse()) {
      const p = `${lib}/${dir}/MiniBrowser`;
      if (existsSync(p)) return p;
    }
  }
  throw new Error(
    'No MiniBrowser found for the WebKit run. Install it with: apt-get update && apt-get install -y webkit2gtk-driver (or set MINIBROWSER_PATH).',
  );
}

/** A free TCP port on localhost. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a !== null && typeof a !== 'string' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits (up to `ms`) until the WebDriver at `port` answers /status. */
async function driverUp(port: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function elementId(value: unknown): string {
  if (typeof value === 'object' && value !== null && ELEMENT in value) {
    const id = (value as Record<string, unknown>)[ELEMENT];
    if (typeof id === 'string') return id;
  }
  throw new Error('The page returned no element');
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver), under xvfb-run. The page is served
 * through a gate (support/gate.ts), as this driver cannot take the browser offline; its window is asked
 * for 390 × 844 and is at least 447 px wide. In automation the MiniBrowser keeps IndexedDB in memory: it
 * lasts while the browser runs (a reload keeps it), not from one browser to the next.
 */
export async function openWebKit(): Promise<Driver> {
  const driverPath = webkitDriverPath();
  const binary = miniBrowserPath();
  const port = await freePort();
  const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', driverPath, `--port=${port}`], { stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      if (proc.pid) process.kill(-proc.pid);
    } catch {
      /* already gone */
    }
  };
  const gate = await openGate(BASE_URL);
  try {
    await driverUp(port, 20_000);
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryCount: 0,
      // WebKitGTK's own capability (not in WebdriverIO's types): which browser to start, in automation mode.
      capabilities: { 'wdio:enforceWebDriverClassic': true, ...{ 'webkitgtk:browserOptions': { binary, args: ['--automation'] } } },
    });
    await client.setTimeouts(undefined, 60_000, 170_000);
    await client.setWindowRect(null, null, 390, 844);
    const version = String((client.capabilities as Record<string, unknown>)['browserVersion'] ?? '?');
    const run = async (expression: string): Promise<unknown> => {
      const reply: unknown = await client.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${expression})).then((value) => done({ value }), (e) => done({ error: String(e && e.message || e) }));`,
        [],
      );
      if (typeof reply === 'object' && reply !== null && 'error' in reply) throw new Error(String((reply as { error: unknown }).error));
      return typeof reply === 'object' && reply !== null ? (reply as { value?: unknown }).value : undefined;
    };
    const find = async (name: string) => {
      const el: unknown = await client.executeAsyncScript(`${FIND_SOON}(arguments[0], arguments[arguments.length - 1]);`, [name]);
      if (el === null) throw new Error(`No control named "${name}" is on screen`);
      return elementId(el);
    };
    return {
      engine: 'webkit',
      version,
      base: gate.url,
      goto: (url) => client.navigateTo(url),
      click: async (name) => client.elementClick(await find(name)),
      hold: async (name) => {
        const id = await find(name);
        const pointer = (actions: object[]) => client.performActions([{ type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' }, actions }]);
        await pointer([
          { type: 'pointerMove', origin: { [ELEMENT]: id }, x: 0, y: 0, duration: 0 },
          { type: 'pointerDown', button: 0 },
        ]);
        // The pointer stays down between the two action lists until the app marks the bar full.
        await client.executeAsyncScript(
          `const el = arguments[0], done = arguments[arguments.length - 1];
           const end = Date.now() + 10000;
           const tick = () => (el.classList.contains('is-full') || Date.now() > end ? done(el.classList.contains('is-full')) : setTimeout(tick, 10));
           tick();`,
          [{ [ELEMENT]: id }],
        );
        await pointer([{ type: 'pointerUp', button: 0 }]);
        await client.releaseActions();
      },
      fill: async (label, text) => {
        const id = await find(label);
        await client.elementClear(id);
        await client.elementSendKeys(id, text);
      },
      text: async (selector) =>
        String(await client.executeScript('const el = document.querySelector(arguments[0]); return el ? el.innerText : "";', [selector])),
      reload: () => client.refresh(),
      setOffline: async (offline) => gate.setOffline(offline),
      evaluate: async <T>(expression: string) => (await run(expression)) as T,
      close: async () => {
        await client.deleteSession().catch(() => undefined);
        await gate.close();
        stop();
      },
    };
  } catch (e) {
    await gate.close();
    stop();
    throw e;
  }
}
