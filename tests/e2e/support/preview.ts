/**
 * The production build served by `vite preview` for a browser test run (the browser tests, the several phones, the
 * three engines), started in a process group of its own and stopped with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A running preview server. */
export interface Preview {
  /** Stops the server and everything it started. */
  stop(): void;
}

/** Resolves once `url` answers with a success, polling every 200 ms; rejects after `ms` (ms) with the address. */
export async function waitForServer(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > end) throw new Error(`The preview server did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Serves `outDir` on `port` (on `host` where given) and resolves once `url` answers (within 30 s). */
export async function servePreview(url: string, port: number, outDir: string, host?: string): Promise<Preview> {
  const args = ['vite', 'preview', ...(host ? ['--host', host] : []), '--port', String(port), '--strictPort', '--outDir', outDir];
  const server: ChildProcess = spawn('npx', args, { stdio: 'ignore', detached: true });
  await waitForServer(url, 30_000);
  return {
    stop() {
      if (!server.pid) return;
      try {
        process.kill(-server.pid);
      } catch {
        server.kill();
      }
    },
  };
}
