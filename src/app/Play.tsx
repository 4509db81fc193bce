import { useEffect, useState } from 'preact/hooks';
import { signal, type Signal } from '@preact/signals';
import type { AnyGameModule } from '../games/contract';
import { findGame } from '../games/registry';
import { botSeats, driveBots, withBotSeats } from '../session/bots';
import { createSession, type Session } from '../session/session';
import { replaysExactly } from '../session/replay';
import { saves } from './services';
import { keepAwake } from './pwa';
import { Playing } from './Playing';
import { holdGame, type GameHold } from './tabLock';

type PlayState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'elsewhere'; lost: boolean }
  | { status: 'ready'; game: AnyGameModule; session: Session; beat: Signal<number> };

/**
 * Opens a saved game: loads its record and its game's code, checks that the record replays
 * exactly from its seed (a damaged record is set aside and reported), and starts a session.
 * Keeps the screen awake, and covers any private view the moment the page is hidden.
 */
export function Play({ id }: { id: string }) {
  const [ps, setPs] = useState<PlayState>({ status: 'loading' });
  const [steal, setSteal] = useState(0);
  useEffect(() => {
    let live = true;
    let session: Session | null = null;
    let hold: GameHold | null = null;
    let stopBots = () => undefined as void;
    (async () => {
      const store = saves.value;
      if (!store) return;
      hold = await holdGame(id, steal > 0, () => {
        session?.dispose();
        session = null;
        if (live) setPs({ status: 'elsewhere', lost: true });
      });
      if (!hold) return setPs({ status: 'elsewhere', lost: false });
      if (!live) return hold.release();
      const loaded = await store.load(id);
      if (!loaded.ok) return setPs({ status: 'error', error: loaded.error });
      const entry = findGame(loaded.value.gameId);
      if (!entry) return setPs({ status: 'error', error: `This version of Fairground does not have the game "${loaded.value.gameId}".` });
      let game: AnyGameModule;
      try {
        game = await entry.load();
      } catch (e) {
        return setPs({ status: 'error', error: `The game could not be loaded (${e instanceof Error ? e.message : String(e)}). Reload the app to try again.` });
      }
      if (!replaysExactly(game.def, loaded.value)) {
        return setPs({ status: 'error', error: 'This saved game does not match its own moves, so it may be damaged. It was kept as it is; start a new game.' });
      }
      if (!live) return;
      const bots = botSeats(loaded.value);
      const seated = withBotSeats(game, bots);
      const s = createSession(seated.def, loaded.value, (rec) => store.save(rec));
      session = s;
      // Until when the reveal on the board holds it for its beat: the bots' moves wait for it.
      const beat = signal(0);
      stopBots = driveBots(s, seated, bots, { beat, reveal: (seat) => {
        if (document.visibilityState === 'visible') s.reveal(seat);
      } });
      setPs({ status: 'ready', game: seated, session: s, beat });
    })().catch((e: unknown) => live && setPs({ status: 'error', error: `The game could not be opened: ${String(e)}` }));
    return () => {
      live = false;
      stopBots();
      session?.dispose();
      hold?.release();
    };
  }, [id, steal]);

  useEffect(() => {
    if (ps.status !== 'ready') return;
    const s = ps.session;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') s.cover();
      else void keepAwake(true);
    };
    const onBlur = () => s.cover();
    document.addEventListener('visibilitychange', onVisibility);
    addEventListener('pagehide', onBlur);
    addEventListener('blur', onBlur);
    void keepAwake(true);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      removeEventListener('pagehide', onBlur);
      removeEventListener('blur', onBlur);
      void keepAwake(false);
    };
  }, [ps]);

  if (ps.status === 'loading') return <p aria-busy="true">Opening the game…</p>;
  if (ps.status === 'elsewhere')
    return (
      <section class="panel" aria-labelledby="elsewhere-title">
        <h1 id="elsewhere-title">{ps.lost ? 'This game moved to another tab' : 'This game is open in another tab'}</h1>
        <p>A game plays in one tab at a time, so no move is ever lost. Take it over here, and the other tab stops.</p>
        <div class="btn-row">
          <button type="button" class="btn btn-primary" onClick={() => setSteal((n) => n + 1)}>
            Take it over here
          </button>
          <a class="btn" href="#/">
            Home
          </a>
        </div>
      </section>
    );
  if (ps.status === 'error')
    return (
      <div>
        <p class="error-bar" role="alert">
          {ps.error}
        </p>
        <a class="btn" href="#/">
          Home
        </a>
      </div>
    );
  return <Playing game={ps.game} session={ps.session} beat={ps.beat} />;
}
