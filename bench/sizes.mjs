// Gzipped sizes of the production build, read from Vite's manifest (<dist>/.vite/manifest.json).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

let DIST = 'dist';
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Every chunk a manifest entry loads before it runs: itself and its static imports, recursively. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** { home, games: { id: bytes }, precache: { files, bytes, gzipped } } in gzipped bytes (precache: raw and gzipped). */
export function measureSizes(gameIds, dist = 'dist') {
  DIST = dist;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const homeKeys = closure(manifest, 'index.html');
  // The service-worker bridge (workbox-window) is loaded by Home right after start: count it too.
  // The other screens (setup, a game's table, settings, rules) load when opened: not Home's.
  for (const dyn of manifest['index.html']?.dynamicImports ?? []) if (dyn.includes('node_modules/')) closure(manifest, dyn, homeKeys);
  const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const home = jsOf(homeKeys).reduce((n, f) => n + gz(f), 0);
  const games = {};
  for (const id of gameIds) {
    const key = `src/games/${id}/index.ts`;
    if (!manifest[key]) continue;
    // A game's first screens: its own code plus the setup and table screens that show it.
    const opened = closure(manifest, key);
    for (const screen of ['src/app/setup/Setup.tsx', 'src/app/play/Play.tsx']) if (manifest[screen]) closure(manifest, screen, opened);
    const keys = [...opened].filter((k) => !homeKeys.has(k));
    games[id] = jsOf(keys).reduce((n, f) => n + gz(f), 0);
  }
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  const found = urls.filter((u) => {
    try {
      return statSync(join(dist, u)).isFile();
    } catch {
      return false;
    }
  });
  const bytes = found.reduce((n, u) => n + statSync(join(dist, u)).size, 0);
  const gzipped = found.reduce((n, u) => n + gz(u), 0);
  return { home, games, precache: { files: urls.length, bytes, gzipped } };
}

/** Total size of dist (raw bytes), for reference. */
export function distBytes(dir = 'dist') {
  let n = 0;
  for (const f of readdirSync(dir, { withFileTypes: true })) n += f.isDirectory() ? distBytes(join(dir, f.name)) : statSync(join(dir, f.name)).size;
  return n;
}
