/** A held game: release it when the screen closes. */
export interface GameHold {
  release(): void;
}

/**
 * How long (ms) a tab waits for a game another tab holds before it says so: a tab that was killed (the app swiped
 * away, the renderer crashed) holds its lock until the browser has noticed it is gone, which on a busy phone can
 * take a moment after the game is opened again; a live tab holds it for good, and is told apart by this wait.
 */
export const HOLD_WAIT_MS = 3000;

/**
 * Holds a game for this tab with the Web Locks API, so the same game open in two tabs never
 * writes over itself. Resolves to null when another tab still holds it after {@link HOLD_WAIT_MS} (unless `steal`,
 * which takes it over at once: the other tab's `onLost` is then called). Where Web Locks are missing, always holds.
 */
export function holdGame(id: string, steal: boolean, onLost: () => void, waitMs: number = HOLD_WAIT_MS): Promise<GameHold | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return Promise.resolve({ release: () => undefined });
  const locks = navigator.locks;
  return new Promise((resolve) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let granted = false;
    // Held elsewhere: wait a little for a holder that is gone to be let go of (a free game is granted at once).
    const wait = new AbortController();
    const timer = steal ? undefined : setTimeout(() => wait.abort(), waitMs);
    locks
      .request(`fairground-game-${id}`, steal ? { steal: true } : { signal: wait.signal }, async () => {
        granted = true;
        clearTimeout(timer);
        resolve({ release });
        await held;
      })
      .catch((e: unknown) => {
        if (!(e instanceof DOMException && e.name === 'AbortError')) return;
        // Taken over by another tab's steal while held; or, still waiting, the wait is over.
        if (granted) onLost();
        else resolve(null);
      });
  });
}
