/**
 * Global setup of the several-phones browser tests, which run only inside `scripts/isolated-net` (a network
 * of their own with no way out): builds the app once and serves it on 127.0.0.1 inside that network.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { NET_PORT, NET_URL } from './phones';

let server: ChildProcess | null = null;

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
  server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(NET_PORT), '--strictPort', '--outDir', 'dist-net'], {
    stdio: 'ignore',
    detached: true,
  });
  const end = Date.now() + 30_000;
  for (;;) {
    if (
      await fetch(NET_URL).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > end) throw new Error(`The preview server did not answer at ${NET_URL}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  }
}
