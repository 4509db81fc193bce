import { signal } from '@preact/signals';

/** The screens, as kept in the address's hash so the phone's back button works. */
export type Route =
  | { name: 'home' }
  | { name: 'setup'; gameId: string }
  | { name: 'play'; id: string }
  | { name: 'rules'; gameId: string }
  | { name: 'settings'; /** Set (`'game'`) when Settings were opened from a game's table: their way out goes back to it. */ back?: string }
  /** A guest phone joining a table phone's game (several phones). */
  | { name: 'join' };

/** Reads a route from a hash such as `#/play/abc`; anything unknown is Home. */
export function parseHash(hash: string): Route {
  const [, name, arg] = hash.replace(/^#/, '').split('/');
  const a = arg ? decodeURIComponent(arg) : '';
  if (name === 'setup' && a) return { name: 'setup', gameId: a };
  if (name === 'play' && a) return { name: 'play', id: a };
  if (name === 'rules' && a) return { name: 'rules', gameId: a };
  if (name === 'settings') return a ? { name: 'settings', back: a } : { name: 'settings' };
  if (name === 'join') return { name: 'join' };
  return { name: 'home' };
}

/** The hash for a route. */
export function toHash(r: Route): string {
  switch (r.name) {
    case 'home':
      return '#/';
    case 'setup':
      return `#/setup/${encodeURIComponent(r.gameId)}`;
    case 'play':
      return `#/play/${encodeURIComponent(r.id)}`;
    case 'rules':
      return `#/rules/${encodeURIComponent(r.gameId)}`;
    case 'settings':
      return r.back === undefined ? '#/settings' : `#/settings/${encodeURIComponent(r.back)}`;
    case 'join':
      return '#/join';
  }
}

/** The current screen. */
export const route = signal<Route>(parseHash(typeof location === 'undefined' ? '' : location.hash));

/**
 * Goes to a screen: pushes a history entry, so Back returns; or, with `replace`, takes the place of
 * the current one (a game started from setup: Back then goes Home, not to the filled-in form).
 */
export function go(r: Route, { replace = false }: { replace?: boolean } = {}): void {
  const h = toHash(r);
  if (location.hash !== h) {
    if (replace) location.replace(h);
    else location.hash = h;
  }
  route.value = r;
}

/** Follows the address bar (Back/Forward). */
export function listenToHash(): void {
  addEventListener('hashchange', () => {
    route.value = parseHash(location.hash);
  });
}
