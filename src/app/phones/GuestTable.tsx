import { messageOf } from '../../engine/errors';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyGameModule } from '../../games/contract';
import { findGame } from '../../games/registry';
import type { GuestLink } from '../../net/guest';
import { keepAwake } from '../pwa/pwa';
import { useScreen } from '../../ui/useScreen';
import { ErrorBar } from '../../ui/ErrorBar';
import { HomeLink } from '../shell/HomeLink';
import { Coach } from '../play/Coach';

/** How often the guest's clocks are redrawn (ms). */
const TICK_MS = 250;

/**
 * A guest phone in a game: its seat's private view (the game's own Private component, from the view the table
 * phone sent) and the table's view (the game's Table component, read-only here: public moves are the table
 * phone's). A refused move shows the table phone's message; a lost link offers a new scan.
 */
export function GuestTable({ link, onJoinAgain }: { link: GuestLink; onJoinAgain(): void }) {
  const m = link.message.value;
  const [game, setGame] = useState<AnyGameModule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const offset = useRef(0);
  const gameId = link.gameId.value;
  const seat = link.seat.value;
  useEffect(() => {
    if (gameId === null) return;
    const entry = findGame(gameId);
    if (!entry) return setError(`This version of Fairground does not have the game "${gameId}". Update it, then join again.`);
    entry.load().then(setGame, (e: unknown) => setError(`The game could not be loaded (${messageOf(e)}).`));
  }, [gameId]);
  useEffect(() => {
    if (m) offset.current = m.at - Date.now();
    setNow(Date.now() + offset.current);
    // A note on where a move is made is about the table as it was: a new view from the table puts it away.
    setNote(null);
  }, [m]);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now() + offset.current), TICK_MS);
    // The app closing says goodbye at once, so the table shows "phone away" without waiting for the link to time out.
    const bye = () => link.close();
    addEventListener('pagehide', bye);
    // A phone that sleeps drops the link: kept awake while it is a window onto the table, as the table phone is.
    void keepAwake(true);
    return () => {
      clearInterval(t);
      removeEventListener('pagehide', bye);
      void keepAwake(false);
    };
  }, []);
  const name = link.name.value ?? '';
  const title = gameId === null ? null : (findGame(gameId)?.title ?? null);
  useScreen(title ? `${title}: ${name}’s phone` : 'Join a table');

  const lost = link.status.value === 'lost';
  const head = (
    <header class="play-head">
      <HomeLink />
      <h1>{title && name ? `${title}: ${name}` : 'Joined'}</h1>
    </header>
  );
  const banners = (
    <>
      {lost && (
        <div class="banner" role="alert">
          <span>{link.ended.value ?? 'This phone has lost the table. Nothing is lost: the table phone has the game. Scan a new invitation to go on.'}</span>
          <button type="button" class="btn btn-primary" onClick={onJoinAgain}>
            Join again
          </button>
        </div>
      )}
      <ErrorBar message={error ?? link.problem.value} />
      <ErrorBar message={m?.refusal} />
      {note && (
        <p class="muted" role="status">
          {note}
        </p>
      )}
    </>
  );
  if (!m || !game)
    return (
      <div class="playing guest">
        {head}
        {banners}
        {!lost && (
          <p aria-busy="true" class="guest-waiting">
            {title && name ? `This is ${name}’s phone for a game of ${title}. Waiting for the table phone to start it…` : 'Waiting for the table…'}
          </p>
        )}
      </div>
    );
  const { Private, Table, Results } = game.ui;
  return (
    <div class={`playing guest game-${game.def.id}`} data-moves={m.moves}>
      {head}
      {banners}
      {m.over !== null ? (
        <section class="panel" aria-labelledby="results-title">
          <h2 id="results-title">The game is over</h2>
          <p>{m.over}</p>
          <Results view={m.tableView} players={m.players} />
        </section>
      ) : (
        <section aria-label={`${name}’s move`} class="private">
          <div class="private-bar">
            <span>
              {lost
                ? 'This phone has lost the table: join again to make a move.'
                : m.waiting.includes(seat)
                  ? `Your move, ${name}.`
                  : `Only ${name} should see this.`}
            </span>
          </div>
          {/* With the link lost a move could not reach the table phone: the last view stays to read, its buttons do nothing. */}
          <div inert={lost} class={lost ? 'guest-lost' : undefined}>
            <Private view={m.seatView} seat={seat} players={m.players} now={now} act={async (action) => void (await link.act(action))} />
            <Coach game={game} view={m.seatView} seat={seat} players={m.players} switchKey={`${game.def.id}:${name}`} moves={m.moves} />
          </div>
        </section>
      )}
      <section class="guest-table" aria-label="The table">
        <h2>The table</h2>
        {/* A move of this seat's on the table (a chair's proposal, a judge's award) goes to the table phone like any of its
            moves; the table's own moves ("Next ribbon", "Open the vote") are pressed on the table phone. */}
        {/* Read only while the table waits on nobody at this seat: nothing of it is this phone's to press then. */}
        <div inert={lost || !m.waiting.includes(seat)} class={lost ? 'guest-lost' : undefined}>
          <Table
            view={m.tableView}
            players={m.players}
            now={now}
            act={async (actor, action) => {
              if (actor !== seat)
                return setNote(
                  actor === 'table'
                    ? 'Moves for the whole table are made on the table phone.'
                    : `That is ${m.players[actor] ?? 'another player'}’s move, made on the table phone.`,
                );
              setNote(null);
              await link.act(action);
            }}
          />
        </div>
      </section>
    </div>
  );
}
