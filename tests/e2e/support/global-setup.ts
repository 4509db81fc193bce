import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { BASE_URL, E2E_PORT, chromiumPath } from './browser';

let server: ChildProcess | null = null;

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) throw new Error(`The preview server did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Builds the production app once and serves it (with its service worker) for the browser tests. */
export async function setup(): Promise<void> {
  chromiumPath();
  if (!process.env['E2E_SKIP_BUILD']) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', process.env['E2E_DIST'] ?? 'dist'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const outDir = process.env['E2E_DIST'] ?? 'dist';
  const busy = await fetch(BASE_URL).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${E2E_PORT} is already serving something: stop it, or set E2E_PORT to a free port.`);
  server = spawn('npx', ['vite', 'preview', '--port', String(E2E_PORT), '--strictPort', '--outDir', outDir], { stdio: 'ignore', detached: true });
  await waitFor(BASE_URL, 30_000);
}

/** Stops the preview server. */
export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  }
}
