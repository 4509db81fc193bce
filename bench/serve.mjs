// Serves the production build (vite preview) on a port of the bench's own, and stops it.
import { spawn } from 'node:child_process';

export async function serve(port, outDir = 'dist') {
  const child = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  const end = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) throw new Error(`vite preview did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop() {
      try {
        process.kill(-child.pid);
      } catch {
        child.kill();
      }
    },
  };
}
