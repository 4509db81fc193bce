import { spawnSync } from 'node:child_process';
import { BASE_URL, E2E_PORT, chromiumPath } from './browser';
import { servePreview, type Preview } from './preview';

let server: Preview | null = null;

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
  server = await servePreview(BASE_URL, E2E_PORT, outDir);
}

/** Stops the preview server. */
export async function teardown(): Promise<void> {
  server?.stop();
}
