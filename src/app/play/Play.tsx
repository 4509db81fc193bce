import { signal, type Signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import type { AnyGameModule } from '../../games/contract';
import { openGame, type Opened } from '../../session/open';
import { botPauseMs } from '../../session/bots';
import type { Session } from '../../session/session';
import { saves, settings } from '../shell/services';
import { keepAwake } from '../pwa/pwa';
import { Playing } from './Playing';
import { createTablePhones, type TablePhones } from '../../net/host';
import { passedOn, takeSetupPhones } from '../../net/lobby';
import type { Seat } from '../../engine/types';
import { HomeLink } from '../shell/HomeLink';

type PlayState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'elsewhere'; lost: boolean }
  | {
      status: 'ready';
      game: AnyGameModule;
      session: Session;
      phones: TablePhones;
      bots: Seat[];
      beat: Signal<number>;
      aside: Signal<boolean>;
      opening: Signal<Seat | null>;
      shown: Signal<number>;
    };

/**
 * Opens a saved game (`openGame`: its record and its game's code, checked to replay exactly from its
 * seed; a damaged record is set aside and reported) and shows its table.
 * Keeps the screen awake, and covers any private view the moment the page is hidden.
 */
export function Play({ id }: { id: string }) {
  const [ps, setPs] = useState<PlayState>({ status: 'loading' });
  const [steal, setSteal] = useState(0);
  useEffect(() => {
    const store = saves.value;
    if (!store) return;
    const abort = new AbortController();
    let opened: Opened | null = null;
    // Phones invited at setup (or kept on by Play again) join this game; otherwise none is joined until the table invites one.
    const phones = takeSetupPhones() ?? createTablePhones();
    // Until when the reveal on the board holds it for its beat: the bots' moves wait for it, unless the player
    // asked for bots *At once* (Settings), who then move as soon as the table is shown.
    const beat = signal(0);
    // Whether a sheet is open over the table (the menu): a practice game's own view waits for it to close.
    const aside = signal(false);
    // The sole person's seat while a practice game's own view is about to open by itself: the handover bar says so.
    const opening = signal<Seat | null>(null);
    // The log length the board was last drawn for: the bots wait for the board to show each move before theirs.
    const shown = signal(-1);
    const speed = settings.value.botSpeed;
    void openGame(id, store, {
      steal: steal > 0,
      onLost: () => setPs({ status: 'elsewhere', lost: true }),
      visible: () => document.visibilityState === 'visible',
      signal: abort.signal,
      botPauseMs: botPauseMs(speed),
      ...(speed === 'instant' ? {} : { beat, shown }),
      aside,
      opening,
      // Seats with a phone joined leave the handover, like bot seats; with none joined the game is as before.
      wrap: (game) => phones.wrap(game),
      onSession: (s, game) => phones.serve(s, game.def),
    }).then((o) => {
      if (abort.signal.aborted) return o.close();
      opened = o;
      setPs(o.status === 'elsewhere' ? { status: 'elsewhere', lost: false } : o.status === 'ready' ? { ...o, phones, beat, aside, opening, shown } : o);
    });
    return () => {
      abort.abort();
      // Play again hands the phones on to the next game; otherwise they are let go with this table.
      if (!passedOn(phones)) phones.dispose();
      opened?.close();
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
          <HomeLink />
        </div>
      </section>
    );
  if (ps.status === 'error')
    return (
      <div>
        <p class="error-bar" role="alert">
          {ps.error}
        </p>
        <HomeLink />
      </div>
    );
  return (
    <Playing game={ps.game} session={ps.session} beat={ps.beat} aside={ps.aside} opening={ps.opening} shown={ps.shown} phones={ps.phones} bots={ps.bots} />
  );
}
