import { useEffect, useRef } from 'preact/hooks';
import { signal } from '@preact/signals';
import type { Seat } from '../../engine/types';
import type { AnyGameModule, GuideStep } from '../../games/contract';
import { speak } from '../feedback/speech';
import { settings } from '../shell/services';
import { guideOf, keepGuide, keepTeachAtSetup, passGuideStep } from '../shell/kept';

/** Bumped whenever a guide's memory changes on this page: the bands read it, so a change anywhere redraws them. */
const changed = signal(0);

/** Turns the guide of the saved game `gameId` of `gameKind` (a game's id) on or off; what was passed stays passed. */
export function setGuideOn(gameId: string, gameKind: string, on: boolean): void {
  keepGuide(gameId, { ...guideOf(gameId), on });
  keepTeachAtSetup(gameKind, on);
  changed.value++;
}

/** Whether the guide of the saved game `gameId` is on (read in a render, it redraws when that changes). */
export function guideIsOn(gameId: string): boolean {
  void changed.value;
  return guideOf(gameId).on;
}

/** Passes the step `seenKey` of the saved game `gameId` and redraws the bands. */
function pass(gameId: string, seenKey: string): void {
  passGuideStep(gameId, seenKey);
  changed.value++;
}

/**
 * The guided first game (docs/coach.md, "The guided first game"), on the board or in a private view: the step for what
 * is on screen, in a band above the board or at the head of the view, laid out in the page's flow so it never lies over
 * a move, its words wrapped round its one button. *Got it* passes the step (one tap); a step passes too once the screen
 * moves on to another kind of step, and a passed step never shows again in this game. The menu's *Teach us* switch
 * turns the guide off and on. Nothing at all when the game is not guided.
 */
function GuideBand({ gameId, step, seenKey }: { gameId: string; step: GuideStep; seenKey: string }) {
  return (
    <aside class="guide" aria-label="Teach us" data-guide={step.key}>
      <button type="button" class="btn guide-btn" onClick={() => pass(gameId, seenKey)}>
        Got it
      </button>
      <p class="guide-text" role="status" aria-live="polite">
        {step.text}
      </p>
    </aside>
  );
}

/** The board steps already said aloud on this page (`<saved game id> <key>`): a step is said once, not at every return to the board. */
const spoken = new Set<string>();

/** The board step last shown, per saved game: kept past the board's unmounting while a private view is open. */
const lastOnBoard = new Map<string, string>();

/**
 * Whether the step with the stored key `seenKey` shows now (the guide is on and the step not passed), re-read when
 * either button changes the memory. With `slot` (the board), the step shown last there is passed once the board
 * shows another kind of step, even if a private view opened in between.
 */
function useShown(gameId: string, seenKey: string | null, slot?: string): boolean {
  void changed.value;
  const memory = guideOf(gameId);
  const shown = seenKey !== null && memory.on && !memory.seen.includes(seenKey);
  useEffect(() => {
    if (slot === undefined) return;
    const at = `${gameId} ${slot}`;
    const before = lastOnBoard.get(at);
    if (before !== undefined && before !== seenKey) passGuideStep(gameId, before);
    if (shown && seenKey !== null) lastOnBoard.set(at, seenKey);
    else lastOnBoard.delete(at);
  }, [seenKey, shown]);
  return shown;
}

/** Props of {@link BoardGuide}. */
export interface BoardGuideProps {
  game: AnyGameModule;
  /** The saved game's id: the guide's memory is kept per saved game. */
  gameId: string;
  /** The table's view (nobody's secret in it). */
  view: unknown;
  players: readonly string[];
  /** The board area: the piece the step points at is looked for in it. */
  area: { current: HTMLElement | null };
  /** The key of the reveal over the board, or null: while a reveal is up, the board's scroll is left to it (revealPlace.ts). */
  reveal: string | null;
  /** Told whether a step is up on the board: a practice game's own view waits for it to be read (src/session/bots.ts). */
  onUp?(up: boolean): void;
}

/**
 * The board's step of the guided first game: a band above the board with the game's step for this view
 * (`ui.guide.table`), and the piece it speaks of ringed (`data-guided`) and scrolled into sight in the board area.
 */
export function BoardGuide({ game, gameId, view, players, area, reveal, onUp }: BoardGuideProps) {
  let step: GuideStep | null = null;
  try {
    step = game.ui.guide.table(view, players);
  } catch {
    // A view the guide has no words for: no step, the game goes on.
  }
  const shown = useShown(gameId, step?.key ?? null, 'board');
  const point = shown ? (step?.point ?? null) : null;
  const ringed = useRef<Element[]>([]);
  const scrolledFor = useRef<string | null>(null);
  const revealUp = useRef(reveal);
  revealUp.current = reveal;
  // The ringed piece brought into sight, unless a reveal has the board for its beat (it may head the board's scroll).
  const bringIntoSight = (always: boolean, again = 2) => {
    const first = ringed.current[0];
    const box = area.current?.getBoundingClientRect();
    if (!first || !box || revealUp.current !== null) return;
    // In sight: one of the ringed pieces (a step may ring each planner's mark) has its top inside the board area.
    const inSight = ringed.current.some((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= box.top && r.top <= box.bottom - Math.min(r.height, 24);
    });
    if (!always && inSight) return;
    // Its middle to the board's middle; a piece taller than the board from its top.
    const r = first.getBoundingClientRect();
    first.scrollIntoView?.({ block: r.height > box.height ? 'start' : 'center', inline: 'nearest' });
    // The board may still be settling (a reveal folding away, the step's band coming in): looked at again next frame.
    if (again > 0 && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => bringIntoSight(false, again - 1));
  };
  // After every paint: the board may have drawn the piece anew.
  useEffect(() => {
    const now = point === null ? [] : [...(area.current?.querySelectorAll(`[data-board="${point}"]`) ?? [])];
    for (const el of ringed.current) if (!now.includes(el)) el.removeAttribute('data-guided');
    for (const el of now) el.setAttribute('data-guided', '');
    const firstBefore = ringed.current[0];
    ringed.current = now;
    // A piece drawn anew, or one more of its kind before it (a planner's vote mark): kept in sight if it is not.
    if (now[0] !== firstBefore) bringIntoSight(false);
    // Once for each step, and again when a reveal goes (not while it is laid: that would bounce).
    const want = `${step?.key ?? ''} ${reveal ?? ''}`;
    if (now.length > 0 && scrolledFor.current !== want) {
      scrolledFor.current = want;
      bringIntoSight(true);
    }
  });
  // The board's room changes (the handover bar comes or goes, a reveal folds away), or the game's table on it grows
  // (a chair's pick adds its proposal's line above the chair): the piece kept in sight.
  useEffect(() => {
    const el = area.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => bringIntoSight(false));
    watch.observe(el);
    const table = el.querySelector('.board > :not(.reveal-over)');
    if (table) watch.observe(table);
    return () => watch.disconnect();
  }, []);
  useEffect(() => () => ringed.current.forEach((el) => el.removeAttribute('data-guided')), []);
  const up = shown && step !== null;
  const wasUp = useRef(up);
  useEffect(() => {
    onUp?.(up);
    // The step read (or the guide turned off): the board goes back to its start, where it is laid out to be read.
    if (wasUp.current && !up) area.current?.querySelector('.board')?.scrollTo?.(0, 0);
    wasUp.current = up;
  }, [up]);
  useEffect(() => () => onUp?.(false), []);
  // Said aloud as it comes, like the table's moments, where Read aloud is on (the board's words are everyone's).
  const said = shown ? (step?.key ?? null) : null;
  useEffect(() => {
    if (said === null || !step || spoken.has(`${gameId} ${said}`)) return;
    spoken.add(`${gameId} ${said}`);
    if (settings.value.readAloud) speak(step.text);
  }, [said]);
  if (!shown || step === null) return null;
  return <GuideBand gameId={gameId} step={step} seenKey={step.key} />;
}

/** The step `seat`'s private view shows now for the saved game `gameId`, or null: its Read aloud says it first. */
export function seatStepShown(game: AnyGameModule, gameId: string, view: unknown, seat: Seat, players: readonly string[]): GuideStep | null {
  const memory = guideOf(gameId);
  if (!memory.on) return null;
  try {
    const step = game.ui.guide.seat(view, seat, players);
    return step && !memory.seen.includes(`${seat}:${step.key}`) ? step : null;
  } catch {
    return null;
  }
}

/** How long (ms) a private view's step must have been in sight to count as read. */
export const SEAT_STEP_READ_MS = 1500;

/** Props of {@link SeatGuide}. */
export interface SeatGuideProps {
  game: AnyGameModule;
  gameId: string;
  /** The seat's own view: all the step reads. */
  view: unknown;
  seat: Seat;
  players: readonly string[];
}

/**
 * A private view's step of the guided first game: the first time a kind of decision comes to this seat, what the
 * choice is and what follows from it (`ui.guide.seat`), at the head of the view. Passed for the seat once shown and
 * the view is put away.
 */
export function SeatGuide({ game, gameId, view, seat, players }: SeatGuideProps) {
  let step: GuideStep | null = null;
  try {
    step = game.ui.guide.seat(view, seat, players);
  } catch {
    // As on the board.
  }
  const seenKey = step ? `${seat}:${step.key}` : null;
  const shown = useShown(gameId, seenKey);
  // Shown once to the seat: passed when the view is put away, or the view moves on to another kind of choice, once it
  // has been in sight long enough to be read (a step that only flashed as the view closed comes again).
  const showing = useRef<{ key: string; since: number } | null>(null);
  const passIfRead = () => {
    const was = showing.current;
    if (was !== null && Date.now() - was.since >= SEAT_STEP_READ_MS) passGuideStep(gameId, was.key);
  };
  if ((shown ? seenKey : null) !== (showing.current?.key ?? null)) {
    passIfRead();
    showing.current = shown && seenKey !== null ? { key: seenKey, since: Date.now() } : null;
  }
  useEffect(() => () => passIfRead(), []);
  if (!shown || step === null || seenKey === null) return null;
  return <GuideBand gameId={gameId} step={step} seenKey={seenKey} />;
}
