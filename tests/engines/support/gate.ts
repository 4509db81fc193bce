import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** A pass-through in front of the app's server whose network can be cut, for a browser whose driver cannot go offline. */
export interface Gate {
  /** The gate's address (http://localhost:PORT/). */
  readonly url: string;
  /** Cuts every open connection and refuses new ones (true), or passes them on again (false). */
  setOffline(offline: boolean): void;
  /** Stops the gate. */
  close(): Promise<void>;
}

/**
 * Opens a gate on a free port of localhost passing every request on to `upstream` (an http:// origin).
 * While offline, connections are closed as soon as they open, as when the server is out of reach:
 * the page's fetches fail and the service worker answers from the precache.
 */
export async function openGate(upstream: string): Promise<Gate> {
  const target = new URL(upstream);
  let offline = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const out = request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host }, agent: false },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  server.on('connection', (socket) => {
    if (offline) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The gate has no port.');
  return {
    url: `http://localhost:${address.port}/`,
    setOffline(on) {
      offline = on;
      if (on) for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
