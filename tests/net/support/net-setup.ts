/**
 * Global setup of the several-phones browser tests, which run only inside `scripts/isolated-net` (a network
 * of their own with no way out): builds the app once and serves it on 127.0.0.1 inside that network.
 */
import { spawnSync } from 'node:child_process';
import { servePreview, type Preview } from '../../e2e/support/preview';
import { NET_PORT, NET_URL } from './phones';

let server: Preview | null = null;

/** Refuses to run outside the isolated network: the test would open peer connections on the machine's own network. */
function insideIsolatedNet(): boolean {
  const r = spawnSync('ip', ['-o', 'addr', 'show'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('10.77.0.1/24') && !/\binet (?!127\.|10\.77\.0\.)/.test(r.stdout);
}

export async function setup(): Promise<void> {
  if (!insideIsolatedNet()) throw new Error('The several-phones tests open peer connections: run them inside scripts/isolated-net (npm run test:net).');
  if (!process.env['E2E_SKIP_BUILD']) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-net'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  server = await servePreview(NET_URL, NET_PORT, 'dist-net', '127.0.0.1');
}

export async function teardown(): Promise<void> {
  server?.stop();
}
