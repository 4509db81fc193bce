/** A held game: release it when the screen closes. */
export interface GameHold {
  release(): void;
}

/**
 * Holds a game for this tab with the Web Locks API, so the same game open in two tabs never
 * writes over itself. Resolves to null when another tab holds it (unless `steal`, which takes it
 * over: the other tab's `onLost` is then called). Where Web Locks are missing, always holds.
 */
export function holdGame(id: string, steal: boolean, onLost: () => void): Promise<GameHold | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return Promise.resolve({ release: () => undefined });
  return new Promise((resolve) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
    navigator.locks
      .request(`fairground-game-${id}`, options, async (lock) => {
        if (!lock) {
          resolve(null);
          return;
        }
        resolve({ release });
        await held;
      })
      .catch((e: unknown) => {
        if (e instanceof DOMException && e.name === 'AbortError') onLost();
      });
  });
}
