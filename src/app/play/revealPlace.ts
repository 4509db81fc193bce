/**
 * Where a reveal lies over the board (docs/house-rules.md, "Public moments are revealed"): never over what it
 * reports, the next action's button or a running clock. The board marks them; this module finds the room left.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

/** A band of the board area, top to bottom (CSS px from the area's top). */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * Where the reveal goes: over the board at `top` (CSS px from the board area's top), held to `maxHeight` (its words
 * scroll inside beyond it); or, where no band of the board is free for its headline and OK, `inline`: at the head of
 * the board's own scroll, pushing the board down instead of covering any of it; or, where the moment needs more room
 * than the board leaves it (its words would still scroll once fitted), a `sheet` over the screen down to `bottom`
 * (CSS px above the window's foot: the handover bar's height, never covered), its OK in view.
 */
export type RevealPlace = OverBoard | { inline: true } | { inline: false; sheet: true; bottom: number };

/** A reveal laid over the board ({@link RevealPlace}). */
export interface OverBoard {
  inline: false;
  sheet?: false;
  top: number;
  maxHeight: number;
}

/**
 * The least height (CSS px) a reveal is given when the app cannot measure its own (its headline and OK).
 */
export const REVEAL_MIN_PX = 132;

/**
 * The place for a reveal of natural height `height` in a board area `area` px tall that must keep clear of `avoid`
 * (bands of the board the reveal must not cover, any order, possibly overlapping or reaching outside the area).
 * The reveal goes in the tallest free band, at that band's bottom when the band reaches the area's bottom (the
 * last-move strip grown upward) and else at its top; taller than the band, it is held to the band's height and its
 * words scroll inside. A band under `least` (its headline and OK) is too small: then, on a board that `scrolls`
 * already (very large text), it goes inline; on one that fits its screen it is held to `least` at the foot of the
 * largest band and covers the least it can. With nothing to avoid it lies at the top.
 */
export function placeReveal(area: number, height: number, avoid: readonly Band[], least = REVEAL_MIN_PX, scrolls = true): OverBoard | { inline: true } {
  const busy = avoid
    .map((b) => ({ top: Math.max(0, Math.min(area, b.top)), bottom: Math.max(0, Math.min(area, b.bottom)) }))
    .filter((b) => b.bottom > b.top)
    .sort((a, b) => a.top - b.top);
  if (busy.length === 0) return { inline: false, top: 0, maxHeight: area };
  const free: Band[] = [];
  let at = 0;
  for (const b of busy) {
    if (b.top > at) free.push({ top: at, bottom: b.top });
    at = Math.max(at, b.bottom);
  }
  if (at < area) free.push({ top: at, bottom: area });
  // The tallest free band; of two as tall, the lower (nearer the strip the reveal settles into).
  const best = free.reduce<Band | null>((m, b) => (m === null || b.bottom - b.top >= m.bottom - m.top ? b : m), null);
  const room = best ? best.bottom - best.top : 0;
  if (scrolls && (!best || room < least)) return { inline: true };
  // A board that fits its screen is not made to scroll: the reveal takes its least height at the foot of the largest
  // band (or of the board), covering the least it can.
  const band = best ?? { top: area, bottom: area };
  const maxHeight = Math.min(area, Math.max(room, least));
  const shown = Math.min(height, maxHeight);
  const top = band.bottom >= area || room < least ? band.bottom - shown : band.top;
  return { inline: false, top: Math.max(0, Math.min(top, area - shown)), maxHeight };
}

/**
 * The root font size (CSS px) above which the text is larger than the boards are laid out for (18 px at the usual size,
 * 27 px with Settings' Larger text): only then may a board scroll, and a reveal with no room head its scroll.
 */
const LARGE_TEXT_PX = 22;

/** The padding of the frame round a reveal over the board (app.css `.reveal-over`), top and bottom (CSS px). */
const FRAME_PX = 8;

/** A reveal's whole height (CSS px): as it is, plus what its words hide when they are held shorter and scroll. */
function revealHeight(reveal: HTMLElement): number {
  const words = reveal.querySelector('.reveal-words');
  return reveal.offsetHeight + (words ? words.scrollHeight - words.clientHeight : 0);
}

/**
 * The least a reveal can be held to (CSS px): its frame, and its headline beside its OK (an ordinary move's row) or
 * above it, its art and the rest of its words scrolled away ({@link showHeadline}).
 */
function leastHeight(reveal: HTMLElement): number {
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  const title = reveal.querySelector<HTMLElement>('.reveal-title');
  const ok = reveal.querySelector<HTMLElement>('.reveal-ok');
  if (!words || !title || !ok) return REVEAL_MIN_PX;
  const style = getComputedStyle(reveal);
  const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  const chrome = frame.reduce((sum, k) => sum + (parseFloat(style[k]) || 0), 0);
  const headline = title.offsetHeight;
  const okStyle = getComputedStyle(ok);
  const okOuter = ok.offsetHeight + (parseFloat(okStyle.marginTop) || 0) + (parseFloat(okStyle.marginBottom) || 0);
  return Math.ceil(chrome + (style.flexDirection === 'row' ? Math.max(headline, okOuter) : headline + okOuter));
}

/**
 * Scrolls a reveal held shorter than its words to its headline (its art above it scrolled away), once, so the table
 * reads the headline first; a finger can scroll back. Offsets, not boxes: the reveal's motion transforms its boxes.
 */
function showHeadline(reveal: HTMLElement): void {
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  const title = reveal.querySelector<HTMLElement>('.reveal-title');
  if (words && title && words.scrollHeight > words.clientHeight + 1) words.scrollTop = title.offsetTop - words.offsetTop;
}

/**
 * The height (CSS px) to hold a window onto scrolling words to, so that it ends at a whole line: the window starts at
 * `top` (px into the words) and has `room` px; `bottoms` are where the words' lines (and blocks) end, px into the words.
 * The greatest bottom below `top` that the room holds, as a height from `top`; null when none does (the window keeps
 * its room). A line is never cut by the window's foot, where the OK lies under it.
 */
export function wholeLinesHeight(top: number, room: number, bottoms: readonly number[]): number | null {
  let best: number | null = null;
  for (const b of bottoms) if (b > top + 0.5 && b - top <= room + 0.5 && (best === null || b > best)) best = b;
  return best === null ? null : Math.min(room, best - top);
}

/**
 * Holds a reveal's words, where they scroll, to whole lines ({@link wholeLinesHeight}): the window onto them ends at the
 * foot of the last line it holds whole, so no line is cut in two just above the OK, reading as text run under the
 * button; the rest is a scroll away. Boxes are read relative to the words' own (a motion may move or scale them).
 */
function wholeLines(reveal: HTMLElement): void {
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  if (!words) return;
  words.style.maxHeight = '';
  if (words.scrollHeight <= words.clientHeight + 1) return;
  const box = words.getBoundingClientRect();
  const scale = words.offsetHeight > 0 ? box.height / words.offsetHeight : 1;
  if (scale <= 0) return;
  const into = (r: DOMRect) => (r.bottom - box.top) / scale + words.scrollTop;
  const bottoms = [...words.children].map((child) => into(child.getBoundingClientRect()));
  const walker = document.createTreeWalker(words, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.height > 0) bottoms.push(into(r));
  }
  const height = wholeLinesHeight(words.scrollTop, words.clientHeight, bottoms);
  if (height !== null && height < words.clientHeight - 0.5) words.style.maxHeight = `${height}px`;
}

/**
 * The sizes a reveal's words step down through where the board holds the reveal shorter than they are (a multiple of
 * their size, never under 13 px: app.css), after its art has gone; what still does not fit is a scroll away.
 */
const FIT_SCALES = [0.9, 0.8, 0.72, 0.64, 0.56] as const;

/**
 * Fits a reveal's words to the room the board leaves it, so the table reads the whole moment (who won, what is built)
 * without scrolling it: where they are taller than their window its art goes (a decoration), then its OK goes beside
 * them (`reveal-fit-row`, where no word may break), then its words take the next smaller of {@link FIT_SCALES} (the `--reveal-fit` multiple of app.css) until they fit. Starts from the reveal as
 * drawn, so it gives the same answer each time for the same room.
 */
function fitWords(reveal: HTMLElement): void {
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  if (!words) return;
  words.style.maxHeight = '';
  reveal.classList.remove('reveal-fit-art', 'reveal-fit-row');
  reveal.style.removeProperty('--reveal-fit');
  // Any overflow counts, a pixel too (the sizes are whole pixels): a line run a pixel or two under the words' foot is a
  // line cut (a proposal's last line at the usual text size, once the vote's board left the reveal that much less room).
  const over = () => words.scrollHeight > words.clientHeight;
  if (!over()) return;
  reveal.classList.add('reveal-fit-art');
  // With its art gone the headline comes first: the words are read from their top.
  words.scrollTop = 0;
  // Still taller than their window: the OK goes beside the words (at large text it lies under them), so they have
  // the reveal's whole height. There a word is never broken: one wider than their column (a 12-letter name) is a
  // reason to step down too, and one still too wide at the least size sends the OK back under the words.
  const wide = () => words.scrollWidth > words.clientWidth + 1;
  if (over()) reveal.classList.add('reveal-fit-row');
  if (!stepDown(reveal, () => !over() && !wide()) && wide()) reveal.classList.remove('reveal-fit-row');
}

/**
 * Steps a reveal's words down through {@link FIT_SCALES} until `fits()`; true once it does, false where even the least
 * size does not (checked before each step: the least size is left set).
 */
function stepDown(reveal: HTMLElement, fits: () => boolean): boolean {
  for (const scale of FIT_SCALES) {
    if (fits()) return true;
    reveal.style.setProperty('--reveal-fit', String(scale));
  }
  return false;
}

/**
 * Fits a sheet's words to the sheet where they are still taller than it (Red Blue Gold's third round, its games
 * listed): its art goes, then its words step down through {@link FIT_SCALES} until the whole moment reads; its OK stays
 * under them, where the sheet keeps it (beside them it would lie over the board's middle, where a guided game's step
 * lies). What still does not fit scrolls.
 */
function fitSheet(reveal: HTMLElement): void {
  if (!overflows(reveal)) return;
  reveal.classList.add('reveal-fit-art');
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  if (words) words.scrollTop = 0;
  stepDown(reveal, () => !overflows(reveal));
}

/**
 * Lets a keyboard reach a reveal's words `words` (`.reveal-words`) where they overflow, down or across (a word wider
 * than their column): a tab stop only then, so a reveal that shows whole adds none to a turn's keys. The tab stop is
 * also what lets them scroll (app.css: clipped without it), so they never scroll without one, whenever it is checked.
 */
export function wordsTabStop(words: HTMLElement): void {
  if (words.scrollHeight > words.clientHeight + 1 || words.scrollWidth > words.clientWidth + 1) words.tabIndex = 0;
  else words.removeAttribute('tabindex');
}

/** {@link wordsTabStop} for the words of `reveal`. */
function scrollable(reveal: HTMLElement): void {
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  if (words) wordsTabStop(words);
}

/**
 * What a reveal must never cover on the board (docs/house-rules.md, "Public moments are revealed"): the next
 * action's button (a primary button, a hold button), a running clock and a table move beside it (marked
 * `data-keep-clear`, e.g. Ribbon Fair's "A stall leaves"); plus the board marks the moment names.
 */
const KEEP_CLEAR = ['.btn-primary', '.hold-btn', '[role="timer"]', '[data-board="clock"]', '[data-keep-clear]'];

/** Whether two places differ by more than half a pixel (or in kind). */
function moved(a: RevealPlace, b: RevealPlace): boolean {
  if (a.inline || b.inline) return a.inline !== b.inline;
  if (a.sheet === true || b.sheet === true) return a.sheet !== b.sheet;
  return Math.abs(a.top - b.top) > 0.5 || Math.abs(a.maxHeight - b.maxHeight) > 0.5;
}

/** Whether a reveal's words are taller than their window (they scroll). */
function overflows(reveal: HTMLElement): boolean {
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  return words !== null && words.scrollHeight > words.clientHeight + 1;
}

/** Undoes {@link fitWords}: the reveal as drawn, its art, its OK under its words, its words at their size. */
function unfit(reveal: HTMLElement): void {
  reveal.classList.remove('reveal-fit-art', 'reveal-fit-row');
  reveal.style.removeProperty('--reveal-fit');
  const words = reveal.querySelector<HTMLElement>('.reveal-words');
  if (words) words.style.maxHeight = '';
}

/** The height (CSS px) a sheet keeps clear at the window's foot: the handover bar's, where one is docked. */
function dockHeight(): number {
  const dock = document.querySelector('.handover-dock');
  return dock ? Math.max(0, Math.round(window.innerHeight - dock.getBoundingClientRect().top)) : 0;
}

/**
 * Lays the reveal `key` over the board area `area` where it covers none of the board's {@link KEEP_CLEAR} nor the board
 * marks `at` (data-board names) of what it reports ({@link placeReveal}); measured before the browser paints, again
 * after every render while it shows (the board under it changes), when a motion on the board ends and when the window's
 * size does.
 * Inline, it has pushed the board down by its own height: the board is measured as it would lie without it. Null
 * until measured (the app draws it at the board's top meanwhile) and while no reveal shows.
 */
export function useRevealPlace(area: { current: HTMLElement | null }, key: string | null, at: readonly string[]): RevealPlace | null {
  const [placed, setPlaced] = useState<{ key: string; place: RevealPlace } | null>(null);
  const headlineShown = useRef<string | null>(null);
  // The reveal and place its words were last held to whole lines for.
  const lined = useRef<string | null>(null);
  const place = key !== null && placed?.key === key ? placed.place : null;
  const [, remeasure] = useState(0);
  useEffect(() => {
    const el = area.current;
    if (key === null || !el) return;
    const again = () => setPlaced(null);
    // A motion on the board (a piece moving in) that ends may leave it another shape: the reveal is laid again.
    const moved = () => remeasure((n) => n + 1);
    window.addEventListener('resize', again);
    el.addEventListener('animationend', moved);
    el.addEventListener('transitionend', moved);
    return () => {
      window.removeEventListener('resize', again);
      el.removeEventListener('animationend', moved);
      el.removeEventListener('transitionend', moved);
    };
  }, [key]);
  useLayoutEffect(() => {
    const el = area.current;
    const reveal = el?.querySelector<HTMLElement>('.reveal-over .reveal');
    const board = el?.querySelector('.board');
    if (key === null || !el || !reveal || !board) return;
    // A sheet stays a sheet while it shows (until the window's size changes): its words at their size, whole lines.
    if (place !== null && !place.inline && place.sheet === true) {
      if (lined.current !== `${key}:sheet`) {
        lined.current = `${key}:sheet`;
        unfit(reveal);
        reveal.querySelector('.reveal-words')?.scrollTo?.({ top: 0 });
        fitSheet(reveal);
        wholeLines(reveal);
      }
      // Its words a tab stop whenever they scroll, checked again at every render while it shows.
      scrollable(reveal);
      return;
    }
    const box = el.getBoundingClientRect();
    // Inline, the reveal heads the board's scroll: what lies under it is that much lower than it would be without it.
    const wrap = reveal.closest<HTMLElement>('.reveal-over-inline');
    const shift = wrap ? wrap.offsetHeight : 0;
    const keep = [...KEEP_CLEAR, ...at.map((a) => `[data-board="${CSS.escape(a)}"]`)].join(', ');
    const bands: Band[] = [...board.querySelectorAll(keep)]
      .map((n) => n.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ top: r.top - box.top - shift, bottom: r.bottom - box.top - shift }));
    // Only with text larger than the boards are laid out for does a board scroll by design; at the usual sizes a scroll
    // height over the board's is a piece's motion (its transform) and passes: the reveal is laid again when it ends.
    // What scrolls is the game's table itself (taller than the area, or scrolling inside itself), not the area's own
    // scroll: a table that fits at large text keeps its reveal over it, never pushed down by one.
    const large = parseFloat(getComputedStyle(document.documentElement).fontSize) > LARGE_TEXT_PX;
    const table = [...board.children].find((c) => !c.classList.contains('reveal-over'));
    const tall = table instanceof HTMLElement ? Math.max(table.scrollHeight, table.offsetHeight) : board.scrollHeight - shift;
    const scrolls = large && tall > board.clientHeight + 1;
    const next = placeReveal(box.height, revealHeight(reveal) + FRAME_PX, bands, leastHeight(reveal) + FRAME_PX, scrolls);
    scrollable(reveal);
    if (place === null || moved(place, next)) {
      setPlaced({ key, place: next });
      // Inline, it heads the board's scroll: the board is scrolled to it.
      if (next.inline) board.scrollTop = 0;
    } else {
      if (headlineShown.current !== key) {
        headlineShown.current = key;
        showHeadline(reveal);
      }
      // Once laid (and again where it is laid anew), its words are held to whole lines from where they are scrolled to.
      const laid = `${key}:${next.inline ? 'inline' : `${next.top}:${next.maxHeight}`}`;
      if (lined.current !== laid) {
        lined.current = laid;
        // Over the board its words are fitted to the room left them. Inline (very large text) it heads the board's
        // scroll as drawn: fitting there would change the height it was laid by, and with it where it is laid.
        if (!next.inline) {
          fitWords(reveal);
          scrollable(reveal);
        }
        // Fitted over the board, or heading its scroll, and still taller than the room it has there (at most the
        // board's height): a sheet over the screen instead, where the whole moment reads.
        if (overflows(reveal)) {
          setPlaced({ key, place: { inline: false, sheet: true, bottom: dockHeight() } });
          return;
        }
        wholeLines(reveal);
        scrollable(reveal);
      }
    }
  });
  return place;
}
