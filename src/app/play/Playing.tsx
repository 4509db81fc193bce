import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyGameModule } from '../../games/contract';
import type { Session } from '../../session/session';
import { Handover } from './Handover';
import { Results } from './Results';
import { speak } from '../feedback/speech';
import { settings } from '../shell/services';
import { clockRanOut } from '../feedback/alert';
import { cue } from '../feedback/sound';
import { LastSeconds } from '../../ui/Hourglass';
import { ExportGame } from './ExportGame';
import { Reveal } from './Reveal';
import { GameEmblem } from '../../ui/GameEmblem';
import { useScreen } from '../../ui/useScreen';
import { focusHeading } from '../../ui/focus';
import { onTable } from '../shell/onTable';

/** How long taps are ignored after the screen changes (ms): a double tap's second tap lands on nothing. */
export const SETTLE_MS = 250;

/**
 * True for {@link SETTLE_MS} after `screen` (what the screen shows: the move count, the viewer) last
 * changed: the screen has just changed under the player's finger, so the button now in the same spot
 * (the next speaker's "spoke") must not take the second tap of a double tap. Worked out while
 * rendering, so the very render that puts the new buttons on screen already ignores taps.
 */
function useSettling(screen: string): boolean {
  const since = useRef({ screen, at: performance.now() });
  const [, wake] = useState(0);
  if (since.current.screen !== screen) since.current = { screen, at: performance.now() };
  const left = SETTLE_MS - (performance.now() - since.current.at);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => wake((n) => n + 1), left);
    return () => clearTimeout(t);
  }, [screen, left > 0]);
  return left > 0;
}

/**
 * When the screen changes (a private view, the table, the results), moves the focus to its heading
 * (on the table: the reveal's, else the handover panel's), so a keyboard or screen-reader user goes on from the top of the new screen
 * rather than from the top of the page. Not on the first showing: the page's own start stands.
 */
function useFocusOnNewScreen(screen: string, within: { current: HTMLElement | null }): void {
  const shown = useRef(screen);
  // The control last focused on this screen: a move on the table that takes it away (Festival
  // Charter's "Open the vote") would leave the focus on the page body.
  const last = useRef<Element | null>(null);
  const toHeading = () => {
    // On the table: the moment just revealed, else whom to pass the phone to, else the table's first heading.
    // A heading folded away in a closed disclosure (the rules, a log) cannot take the focus: the first one in sight.
    const seen = (h: HTMLElement) => h.closest('details:not([open]) > :not(summary)') === null;
    const heading =
      within.current?.querySelector<HTMLElement>('.reveal h2') ??
      within.current?.querySelector<HTMLElement>('#handover-title') ??
      [...(within.current?.querySelectorAll<HTMLElement>('h2, h3') ?? [])].find(seen);
    focusHeading(heading);
  };
  useEffect(() => {
    const el = within.current;
    const note = (e: FocusEvent) => (last.current = e.target instanceof Element ? e.target : null);
    el?.addEventListener('focusin', note);
    return () => el?.removeEventListener('focusin', note);
  }, []);
  useEffect(() => {
    if (shown.current === screen) {
      // The same screen, but the focused control is gone with the move: the focus goes to the heading.
      if (last.current && !last.current.isConnected && document.activeElement === document.body && document.hasFocus()) toHeading();
      return;
    }
    shown.current = screen;
    toHeading();
  });
}

/**
 * A game on: the header, the error bar, then the results, one seat's private view, or the public
 * table (docs/house-rules.md, "All games": the table is always in sight between private moves) with the
 * latest public moment revealed at its top and the handover panel docked under it, within thumb reach.
 */
export function Playing({ game, session }: { game: AnyGameModule; session: Session }) {
  const { def, ui } = game;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const seenTimeouts = useRef(session.timeouts.value);
  useEffect(() => {
    onTable.value = true;
    return () => {
      onTable.value = false;
    };
  }, []);
  const timeouts = session.timeouts.value;
  useEffect(() => {
    if (timeouts > seenTimeouts.current) clockRanOut();
    seenTimeouts.current = timeouts;
  }, [timeouts]);
  const record = session.game.value;
  const state = record.state;
  const viewer = session.viewer.value;
  const settling = useSettling(`${record.log.length} ${viewer}`);
  const screenRef = useRef<HTMLDivElement>(null);
  // From the tap that starts a move until its save has landed, a second tap goes nowhere (it would
  // land on the same button and make the next move too). A flag read by a capturing listener, not a
  // class: restyling the screen at the tap would hold up the save behind a heavier frame.
  const moving = useRef(0);
  const now = session.now.value;
  const outcome = session.outcome.value;
  const handover = outcome ? null : def.handover(state);
  const publicView = def.view(state, 'table');
  const moment = outcome ? null : (ui.moment?.(publicView, record.players) ?? null);
  const shownMoment = moment && moment.key !== dismissed ? moment : null;
  useFocusOnNewScreen(outcome ? 'results' : viewer !== 'table' ? `private ${viewer}` : `table ${shownMoment?.key ?? ''}`, screenRef);
  useSpokenMoment(viewer === 'table' ? shownMoment : null);
  useScreen(outcome ? `Results: ${def.title}` : viewer !== 'table' ? `${def.title}: ${record.players[viewer] ?? ''}'s move` : def.title);
  const act = (actor: number | 'table', action: unknown) => {
    // The screen is aria-busy meanwhile: set on the element, not rendered, for the same reason.
    if (moving.current++ === 0) screenRef.current?.setAttribute('aria-busy', 'true');
    return session
      .act(actor, action)
      .catch(() => undefined)
      .finally(() => {
        if (--moving.current === 0) screenRef.current?.removeAttribute('aria-busy');
      });
  };
  const { Table, Private } = ui;

  let body;
  let dock = null;
  if (outcome) {
    body = <Results game={game} session={session} />;
  } else if (viewer !== 'table') {
    body = (
      <section aria-label={`${record.players[viewer] ?? ''}'s move`} class="private">
        <div class="private-bar">
          <span>Only {record.players[viewer]} should see this.</span>
          <span class="private-bar-buttons">
            {settings.value.readAloud && ui.readAloudPrivate && (
              // Meant for earphones: the table must not hear a hand.
              <button type="button" class="btn" aria-label="Read aloud my own view (use earphones)" onClick={() => speak(ui.readAloudPrivate?.(def.view(state, viewer), viewer, record.players) ?? '')}>
                Read aloud
              </button>
            )}
            <button type="button" class="btn" onClick={() => session.cover()}>
              Hide
            </button>
          </span>
        </div>
        <Private view={def.view(state, viewer)} seat={viewer} players={record.players} now={now} act={(a) => act(viewer, a)} />
        <button type="button" class="btn btn-block" onClick={() => session.cover()}>
          Hide and pass the phone
        </button>
      </section>
    );
  } else {
    body = (
      <>
        {shownMoment && <Reveal moment={shownMoment} onDone={() => setDismissed(shownMoment.key)} />}
        <Table view={publicView} players={record.players} now={now} act={act} />
      </>
    );
    if (handover)
      dock = (
        <div class={handover.anyOrder ? 'handover-dock handover-dock-any' : 'handover-dock'}>
          <Handover
            handover={handover}
            players={record.players}
            options={record.options}
            pins={record.pins}
            game={game}
            lockKey={record.id}
            onReveal={(seat) => {
              if (moment) setDismissed(moment.key);
              session.reveal(seat);
            }}
          />
        </div>
      );
  }

  return (
    // data-saved-moves: how many logged moves the saved record holds (set once the save is done; absent while a save
    // failed); the screen below the header is aria-busy while a move made on it is being saved. A test waits for
    // these, never for time.
    <LastSeconds.Provider value={tick}>
    <div class={`playing game-${def.id}`} data-saved-moves={session.unsaved.value ? undefined : record.log.length}>
      <header class="play-head">
        <a class="btn" href="#/">
          Home
        </a>
        <h1>
          <GameEmblem id={def.id} />
          {def.title}
        </h1>
        {/* On the results, their own "Read aloud" tells the whole account, once. */}
        {viewer === 'table' && !outcome && settings.value.readAloud && (
          <button type="button" class="btn" onClick={() => speak(ui.readAloud(publicView, record.players))}>
            Read aloud
          </button>
        )}
      </header>
      {session.unsaved.value && (
        <p class="banner" role="status">
          Not saved: storage refused the last move. Keep the app open to finish this game.
        </p>
      )}
      {session.error.value && (
        <div class="error-bar" role="alert">
          <span>{session.error.value}</span>
          <button type="button" class="btn" onClick={() => session.clearError()}>
            OK
          </button>
        </div>
      )}
      {/* Everything below the header moves under a finger when the screen changes: all of it settles. */}
      <div
        ref={screenRef}
        onClickCapture={(e) => {
          if (moving.current > 0) {
            e.stopPropagation();
            e.preventDefault();
          }
        }}
      >
        <div class={settling ? 'settling' : undefined}>
          {body}
          {viewer === 'table' && (
            <div class="btn-row">
              <ExportGame record={record} />
            </div>
          )}
          <details class="panel rules-inline">
            <summary>Rules of {def.title}</summary>
            <ui.Rules players={record.players.length} />
          </details>
          {dock}
        </div>
      </div>
      <p class="sr-only" aria-live="polite">
        {outcome ? outcome.summary : shownMoment ? [shownMoment.title, ...shownMoment.lines].join(' ') : ui.announce ? ui.announce(publicView, record.players) : ''}
      </p>
    </div>
    </LastSeconds.Provider>
  );
}

/** A clock's last seconds on the table: a tick each (Sound and Vibration settings). */
const tick = () => cue('tick');

/** Speaks each new public moment when the player turned read-aloud on in Settings. */
function useSpokenMoment(moment: { key: string; title: string; lines: readonly string[] } | null): void {
  const key = moment?.key ?? null;
  useEffect(() => {
    if (moment && settings.value.readAloud) speak([moment.title, ...moment.lines].join(' '));
  }, [key]);
}
