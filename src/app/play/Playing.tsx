import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { Seat } from '../../engine/types';
import type { AnyGameModule, Moment } from '../../games/contract';
import { tableBeatMs } from '../shell/beat';
import type { Session } from '../../session/session';
import { Handover } from './Handover';
import { Results } from './Results';
import { speak } from '../feedback/speech';
import { dismissMoment, dismissedMoment } from '../shell/kept';
import { settings } from '../shell/services';
import { clockRanOut } from '../feedback/alert';
import { cue } from '../feedback/sound';
import { LastSeconds } from '../../ui/Hourglass';
import { Reveal } from './Reveal';
import { useRevealPlace } from './revealPlace';
import { LastMove } from './LastMove';
import { GameEmblem } from '../../ui/GameEmblem';
import { TableSheet, type SheetPart } from './TableSheet';
import { useScreen } from '../../ui/useScreen';
import { focusHeading } from '../../ui/focus';
import { onTable } from '../shell/onTable';
import type { TablePhones as Phones } from '../../net/host';
import { TablePhones } from '../phones/TablePhones';
import { PhoneMarks } from '../phones/PhoneMarks';
import { HomeLink, MenuIcon } from '../shell/HomeLink';
import { BoardGuide } from './Guide';
import { PrivateView } from './PrivateView';

/**
 * How long (ms) a reveal stays over the board after its beat when nobody taps its OK and nothing follows, before it
 * folds into the last-move strip (a lead, a step shown before its moment, gives way at the end of its beat, and so do
 * a sheet over the whole screen and a reveal over a table whose clock runs).
 */
export const REVEAL_AFTER_BEAT_MS = 2000;

/** How long taps are ignored after the screen changes (ms): a double tap's second tap lands on nothing. */
export const SETTLE_MS = 250;

/**
 * True from the render that puts a new `screen` (what the screen shows: the move count, the viewer) on the page
 * until {@link SETTLE_MS} after that screen was first painted: the screen has just changed under the player's finger,
 * so the button now in the same spot (*Open the vote* where *Announce* was) must not take the second tap of a double
 * tap. The window is timed from the first frame that shows the new screen, not from its render: on a slow or busy
 * phone the work after a render (laying out the board, placing a reveal) can take longer than the window itself, and
 * no tap is taken meanwhile, so a window timed from the render would be over before a finger could meet the screen.
 */
function useSettling(screen: string): boolean {
  // `at`: when the screen was first painted (performance.now() ms); null until then.
  const since = useRef<{ screen: string; at: number | null }>({ screen, at: performance.now() });
  const [woken, wake] = useState(0);
  if (since.current.screen !== screen) since.current = { screen, at: null };
  const at = since.current.at;
  const settling = at === null || performance.now() - at < SETTLE_MS;
  useLayoutEffect(() => {
    const shown = since.current;
    if (shown.at !== null) return;
    // After the next frame is drawn (a task after the animation frame): the screen is on the glass.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (shown.at !== null) return;
        shown.at = performance.now();
        wake((n) => n + 1);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [screen]);
  useEffect(() => {
    const from = since.current.at;
    if (!settling || from === null) return;
    const t = setTimeout(() => wake((n) => n + 1), Math.max(0, SETTLE_MS - (performance.now() - from)));
    return () => clearTimeout(t);
    // Set again at each wake while still settling (a timer that fired a hair early never leaves it settling).
  }, [screen, settling, woken]);
  return settling;
}

/**
 * When the screen changes (a private view, the table, the results), lands at its top: the page and the
 * board scrolled back to their start, and the focus on its heading (on the table: the reveal's, else the
 * board's first, else the handover bar's), so a keyboard or screen-reader user goes on from the top of the
 * new screen rather than from where the last one was left. Not on the first showing: the page's own start stands.
 */
function useFocusOnNewScreen(screen: string, within: { current: HTMLElement | null }): void {
  const shown = useRef(screen);
  // The control last focused on this screen: a move on the table that takes it away (Festival
  // Charter's "Open the vote") would leave the focus on the page body.
  const last = useRef<Element | null>(null);
  const toHeading = (toTop: boolean) => {
    // On the table: the moment just revealed, else whom to pass the phone to, else the table's first heading.
    // A heading folded away in a closed disclosure (the rules, a log) cannot take the focus: the first one in sight.
    const seen = (h: HTMLElement) => h.closest('details:not([open]) > :not(summary), [hidden], dialog:not([open])') === null;
    const first = (sel: string) => [...(within.current?.querySelectorAll<HTMLElement>(sel) ?? [])].find(seen);
    const heading = first('.reveal h2') ?? first('.board h2, .board h3') ?? first('#handover-title') ?? first('h2, h3');
    // A new screen starts at its top; the same screen keeps where it was scrolled to.
    if (toTop && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
    // The board back at its start, or, in a guided game, at the piece its step points at (ringed: Guide.tsx).
    const ringed = toTop && !within.current?.querySelector('.reveal-over') ? within.current?.querySelector('.board [data-guided]') : null;
    if (ringed) ringed.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    else if (toTop) within.current?.querySelector('.board')?.scrollTo?.(0, 0);
    // A guided game's board stays on its ringed piece: the heading takes the focus where it is.
    focusHeading(heading, { preventScroll: toTop || within.current?.querySelector('.board [data-guided]') != null });
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
      if (last.current && !last.current.isConnected && document.activeElement === document.body && document.hasFocus()) toHeading(false);
      return;
    }
    shown.current = screen;
    toHeading(true);
  });
}

/**
 * The moment over the board now: `moment` itself, or first its `lead` (a step the rules passed through in the same
 * move) until that has had its beat; null once `moment` is put away and not opened again.
 */
function overBoard(moment: Moment | null, dismissed: string | null, leadDone: string | null, reopened: boolean): Moment | null {
  if (moment === null) return null;
  if (reopened) return moment;
  if (moment.key === dismissed) return null;
  return moment.lead && leadDone !== moment.key ? moment.lead : moment;
}

/** Props of {@link Playing}. */
export interface PlayingProps {
  game: AnyGameModule;
  session: Session;
  /**
   * Until when (epoch ms) the reveal on the board holds it for its beat (contract.ts `boardBeatMs`); set here when a new
   * reveal shows, read by the bots (src/session/bots.ts), whose moves wait for it.
   */
  beat?: Signal<number>;
  /**
   * Set here while a sheet is open over the board (the menu and what it opens), a finger holds a name, or a guided game's
   * step is up on the board; read by the bots (src/session/bots.ts): a practice game's own view does not open meanwhile.
   */
  aside?: Signal<boolean>;
  /** The sole person's seat while a practice game's own view is about to open by itself (src/session/bots.ts). */
  opening?: ReadonlySignal<Seat | null>;
  /**
   * Set here, after each paint of the board, to the log length it was drawn for; read by the bots (src/session/bots.ts),
   * which wait for the board to show a move (and its beat, set just before) before their own.
   */
  shown?: Signal<number>;
  /** The phones joined to this table (several phones), when any may be. */
  phones?: Phones;
  /** The bot seats, for the phones' panel. */
  bots?: readonly number[];
}

/**
 * A game on: the top bar, the error bar, then the results, one seat's private view, or the public
 * table (docs/house-rules.md, "All games": the table is always in sight between private moves) as a board
 * (docs/architecture.md, "The board"): a column of exactly the screen's height with the top bar (Home, the game,
 * the menu), the game's Table taking the rest, the latest public moment revealed over it and then
 * settled into the "last move" strip, and the handover bar docked at the bottom in a fixed place.
 */
export function Playing({ game, session, beat, aside, opening, shown, phones, bots = [] }: PlayingProps) {
  const { def, ui } = game;
  const gameId = session.game.value.id;
  const [dismissed, setDismissedKey] = useState<string | null>(() => dismissedMoment(gameId));
  const setDismissed = (key: string) => {
    dismissMoment(gameId, key);
    setDismissedKey(key);
  };
  const [leadDone, setLeadDone] = useState<string | null>(null);
  const [reopened, setReopened] = useState(false);
  const [sheet, setSheet] = useState<SheetPart | null>(null);
  const focusStrip = useRef(false);
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
  // A clock on the table (Ribbon Fair's judging, the discussion limit, a round's clock) starts as a moment's beat ends:
  // the moment's reveal gives the board back then, never lying over what the clock is for while it runs.
  const clockRuns = def.nextDeadline(state) !== null;
  const viewer = session.viewer.value;
  const settling = useSettling(`${record.log.length} ${viewer}`);
  const screenRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  // From the tap that starts a move until its save has landed, a second tap goes nowhere (it would
  // land on the same button and make the next move too). A flag read by a capturing listener, not a
  // class: restyling the screen at the tap would hold up the save behind a heavier frame.
  const moving = useRef(0);
  const now = session.now.value;
  const outcome = session.outcome.value;
  const handover = outcome ? null : def.handover(state);
  const publicView = def.view(state, 'table');
  // The move that ends the game (the winning card, the last vote, the award that ends the fair) has its moment on the
  // board, its full beat, before the results: they follow once it is put away (its OK, or its beat run out).
  const last = ui.moment?.(publicView, record.players) ?? null;
  const finale = outcome !== null && last !== null && last.key !== dismissed;
  const results = outcome !== null && !finale;
  const moment = results ? null : last;
  const onBoard = (viewer === 'table' || finale) && !results;
  const over = onBoard ? overBoard(moment, dismissed, leadDone, reopened) : null;
  const place = useRevealPlace(areaRef, over?.key ?? null, over?.at ?? []);
  const shownMoment = over;
  // A new reveal holds the board for its beat (and its lead's before it): the bots wait for it.
  const beatKey = onBoard && moment && moment.key !== dismissed ? moment.key : null;
  // A game's own sheet opened from its board (a form with no room on it).
  const openSheet = (title: string) => {
    const i = (ui.Sheets ?? []).findIndex((x) => x.title === title);
    if (i >= 0) setSheet(`sheet-${i}`);
  };
  // The menu (or what it opened) over the board, or a finger holding a name in the handover bar: a practice game's own
  // view waits for it to be put away or lifted (it would close the sheet, or take the button from under the finger).
  const [holdingName, setHoldingName] = useState(false);
  // A guided game's step up on the board: the view waits for it to be read (Got it), so it never opens over it.
  const [guideUp, setGuideUp] = useState(false);
  const sheetOpen = onBoard && sheet !== null;
  // Set in the render's own turn (a layout effect), before any timer can run: a view armed to open by itself is held
  // the moment the menu opens, not a frame later (it opened over the menu and shut it on a busy phone).
  useLayoutEffect(() => {
    if (aside) aside.value = sheetOpen || holdingName || (onBoard && guideUp);
  }, [sheetOpen, holdingName, onBoard, guideUp]);
  const beatMs = tableBeatMs();
  useEffect(() => {
    if (beat && beatKey !== null && moment) beat.value = Date.now() + beatMs * (moment.lead && leadDone !== moment.key ? 2 : 1);
  }, [beatKey]);
  // After the beat (an effect declared after it runs after it): the board has been drawn for this many moves.
  useEffect(() => {
    if (shown && onBoard) shown.value = record.log.length;
  });
  // A reopened reveal closes with the next moment.
  useEffect(() => setReopened(false), [moment?.key]);
  useFocusOnNewScreen(results ? 'results' : !onBoard && viewer !== 'table' ? `private ${viewer}` : `table ${moment?.key ?? ''}`, screenRef);
  useSpokenMoment(onBoard ? shownMoment : null);
  useScreen(results ? `Results: ${def.title}` : !onBoard && viewer !== 'table' ? `${def.title}: ${record.players[viewer] ?? ''}'s move` : def.title);
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
  const { Table } = ui;

  let body;
  let dock = null;
  if (results) {
    body = <Results game={game} session={session} {...(phones ? { phones } : {})} />;
  } else if (!onBoard && viewer !== 'table') {
    body = <PrivateView game={game} record={record} seat={viewer} now={now} act={(a) => act(viewer, a)} onHide={() => session.cover()} />;
  } else {
    const put = (m: Moment) => {
      // The focus inside the reveal goes on to the strip that takes its place.
      focusStrip.current = document.activeElement instanceof Element && document.activeElement.closest('.reveal-over') !== null;
      if (moment && m === moment.lead) return setLeadDone(moment.key);
      setReopened(false);
      setDismissed(m.key);
      if (beat) beat.value = 0;
    };
    // The reveal, over the board where it covers nothing it must not, or at the head of the board's scroll.
    const revealOver = (m: Moment) => (
      <div
        class={place?.inline ? 'reveal-over reveal-over-inline' : place?.sheet ? 'reveal-over reveal-over-sheet' : 'reveal-over'}
        id="board-reveal"
        // Laid clear of what it reports, the next button and a clock (revealPlace.ts); until measured, at the top. A
        // moment that needs more room than the board is a sheet over the screen, down to the handover bar.
        style={
          !place || place.inline ? undefined : place.sheet ? { bottom: `${place.bottom}px` } : { top: `${place.top}px`, maxHeight: `${place.maxHeight}px` }
        }
        data-reports={m.at?.join(' ')}
        // A sheet's shade round its card is a tap target of its own: a tap there puts the moment away, like its OK
        // (the board under the shade takes no tap meanwhile).
        onClick={
          place && !place.inline && place.sheet
            ? (e) => {
                if (e.target === e.currentTarget) put(m);
              }
            : undefined
        }
      >
        {/* A lead gives way to its moment at the end of its beat; so does a sheet, which covers the whole board (a clock
          that starts as the beat ends never runs under it). */}
        <Reveal
          moment={m}
          onDone={() => put(m)}
          settleMs={m === moment?.lead || (place && !place.inline && place.sheet) || clockRuns ? beatMs : beatMs + REVEAL_AFTER_BEAT_MS}
        />
      </div>
    );
    body = (
      <>
        {phones && <PhoneMarks phones={phones.phones.value} players={record.players} waiting={def.waitingOn(state)} />}
        <BoardGuide game={game} gameId={record.id} view={publicView} players={record.players} area={areaRef} reveal={over?.key ?? null} onUp={setGuideUp} />
        <div class="board-area" ref={areaRef}>
          {/* Focusable, so a keyboard can scroll it where it must scroll (very large text). */}
          {/* data-lead: a lead holds the board (a step the rules passed through before the moment now saved): a game's
            board may keep back what that step had not yet reached (Ribbon Fair's award under Judge Marigold). */}
          <div
            class="board"
            data-board-area=""
            data-lead={over !== null && over === moment?.lead ? '' : undefined}
            tabIndex={0}
            role="region"
            aria-label={`The table of ${def.title}`}
          >
            {over && place?.inline && revealOver(over)}
            <Table view={publicView} players={record.players} now={now} act={act} openSheet={openSheet} bots={bots} />
          </div>
          {over && !place?.inline && revealOver(over)}
        </div>
        {/* The strip names what is over the board (a lead before its moment), else the latest moment. */}
        <LastMove moment={over ?? moment} open={over !== null} onOpen={() => setReopened(true)} />
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
            onHolding={setHoldingName}
            opensBySelf={opening?.value ?? null}
            onReveal={(seat) => {
              if (moment) setDismissed(moment.key);
              setReopened(false);
              session.reveal(seat);
            }}
          />
        </div>
      );
  }

  useEffect(() => {
    if (!focusStrip.current) return;
    focusStrip.current = false;
    document.querySelector<HTMLElement>('.last-move')?.focus();
  });
  useEffect(() => {
    if (reopened) document.querySelector<HTMLElement>('.reveal-over h2')?.focus();
  }, [reopened]);

  return (
    // data-saved-moves: how many logged moves the saved record holds (set once the save is done; absent while a save
    // failed); the screen below the header is aria-busy while a move made on it is being saved; data-game-over once the
    // game is over (its last moment on the board, then the results). A test waits for these, never for time.
    <LastSeconds.Provider value={tick}>
      <div
        class={`playing game-${def.id}${onBoard ? ' board-screen' : ''}`}
        data-saved-moves={session.unsaved.value ? undefined : record.log.length}
        data-game-over={outcome ? '' : undefined}
      >
        <header class="play-head top-bar">
          <HomeLink />
          <h1>
            {outcome ? (
              <>
                <GameEmblem id={def.id} />
                <span class="top-bar-title">{def.title}</span>
              </>
            ) : (
              // The game's name opens its rules at the step the table is at: one tap from the board or a private view.
              <button
                type="button"
                class="top-bar-rule"
                aria-haspopup="dialog"
                aria-label={`${def.title}: the rule for this step, ${ui.ruleFor(publicView)}`}
                onClick={() => setSheet('rule')}
              >
                <GameEmblem id={def.id} />
                <span class="top-bar-title">{def.title}</span>
                <span class="top-bar-rule-mark" aria-hidden="true">
                  ?
                </span>
              </button>
            )}
          </h1>
          {/* The table's phones in the top bar, never under the board (where the board scrolled to reach them) nor in the
              last-move strip (whose width the move's words need). */}
          {onBoard && !outcome && phones && <TablePhones phones={phones} players={record.players} bots={bots} inBar />}
          {onBoard && !outcome && (
            <button type="button" class="btn bar-btn" aria-haspopup="dialog" aria-expanded={sheet !== null} onClick={() => setSheet('menu')}>
              <MenuIcon />
              <span class="bar-word">Menu</span>
            </button>
          )}
        </header>
        {!outcome && <TableSheet game={game} record={record} view={publicView} now={now} act={act} part={sheet} onPart={setSheet} />}
        {session.unsaved.value && (
          <p class="banner" role="status">
            Not saved: storage refused the last move. Keep the app open to finish this game.
          </p>
        )}
        {session.error.value && (
          <div class="error-bar" role="alert">
            <span>{session.error.value}</span>
            {/* A move the rules refused (not a save storage refused): its rule, for the step the table is at, one tap away. */}
            {!outcome && !session.unsaved.value && (
              <button type="button" class="btn" aria-haspopup="dialog" onClick={() => setSheet('rule')}>
                The rule
              </button>
            )}
            <button type="button" class="btn" onClick={() => session.clearError()}>
              OK
            </button>
          </div>
        )}
        {/* Everything below the header moves under a finger when the screen changes: all of it settles. */}
        <div
          ref={screenRef}
          class="play-body"
          onClickCapture={(e) => {
            if (moving.current > 0) {
              e.stopPropagation();
              e.preventDefault();
            }
          }}
        >
          <div class={settling ? 'play-inner settling' : 'play-inner'}>
            {body}
            {dock}
          </div>
        </div>
        <p class="sr-only" aria-live="polite">
          {results && outcome
            ? outcome.summary
            : shownMoment
              ? [shownMoment.title, ...shownMoment.lines].join(' ')
              : ui.announce
                ? ui.announce(publicView, record.players)
                : ''}
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
