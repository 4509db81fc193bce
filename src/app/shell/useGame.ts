import { useEffect, useState } from 'preact/hooks';
import type { AnyGameModule } from '../../games/contract';
import { findGame } from '../../games/registry';
import { messageOf } from '../../engine/errors';

/** A lazily loaded game module: loading, loaded, or a message why it could not be loaded. */
export type Loaded = { status: 'loading' } | { status: 'ready'; game: AnyGameModule } | { status: 'error'; error: string };

/**
 * Loads a game's code (rules, views, cards) when a screen needs it. A chunk that fails to load
 * (an old version's file gone after an update) reports an error instead of a blank screen.
 */
export function useGame(gameId: string): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const entry = findGame(gameId);
    if (!entry) {
      setState({ status: 'error', error: `This version of Fairground does not have the game "${gameId}".` });
      return;
    }
    let live = true;
    entry.load().then(
      (game) => live && setState({ status: 'ready', game }),
      (e: unknown) => live && setState({ status: 'error', error: `The game could not be loaded (${messageOf(e)}). Reload the app to try again.` }),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  return state;
}
