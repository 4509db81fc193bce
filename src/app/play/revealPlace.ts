/**
 * Where a reveal lies over the board (docs/house-rules.md, "Public moments are revealed"): never over what it
 * reports, the next action's button or a running clock. The board marks them; this module finds the room left.
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

/** A band of the board area, top to bottom (CSS px from the area's top). */
export interface Band {
  top: number;
  bottom: number;
}

/** Where the reveal goes: its top and greatest height in the board area (CSS px); it scrolls inside beyond that. */
export interface RevealPlace {
  top: number;
  maxHeight: number;
}

/** The least height (CSS px) a reveal is given, even where the board leaves less room: its title and OK. */
export const REVEAL_MIN_PX = 132;

/**
 * The place for a reveal of natural height `height` in a board area `area` px tall that must keep clear of `avoid`
 * (bands of the board the reveal must not cover, any order, possibly overlapping or reaching outside the area).
 * The reveal goes in the tallest free band, at that band's bottom when the band reaches the area's bottom (the
 * last-move strip grown upward) and else at its top; taller than the band, it is held to the band's height (at least
 * {@link REVEAL_MIN_PX}, then it covers the least it can) and scrolls inside. With nothing to avoid it lies at the top.
 */
export function placeReveal(area: number, height: number, avoid: readonly Band[]): RevealPlace {
  const busy = avoid
    .map((b) => ({ top: Math.max(0, Math.min(area, b.top)), bottom: Math.max(0, Math.min(area, b.bottom)) }))
    .filter((b) => b.bottom > b.top)
    .sort((a, b) => a.top - b.top);
  const free: Band[] = [];
  let at = 0;
  for (const b of busy) {
    if (b.top > at) free.push({ top: at, bottom: b.top });
    at = Math.max(at, b.bottom);
  }
  if (at < area) free.push({ top: at, bottom: area });
  if (busy.length === 0) return { top: 0, maxHeight: area };
  // The tallest free band; of two as tall, the lower (nearer the strip the reveal settles into).
  const best = free.reduce<Band | null>((m, b) => (m === null || b.bottom - b.top >= m.bottom - m.top ? b : m), null) ?? { top: area, bottom: area };
  const room = best.bottom - best.top;
  const maxHeight = Math.min(area, Math.max(room, REVEAL_MIN_PX));
  const shown = Math.min(height, maxHeight);
  // At the bottom of a band that reaches the area's bottom, or one too small for the least height; else at its top.
  const top = best.bottom >= area || room < REVEAL_MIN_PX ? Math.min(best.bottom, area) - shown : best.top;
  return { top: Math.max(0, Math.min(top, area - shown)), maxHeight };
}

/**
 * What a reveal must never cover on the board (docs/house-rules.md, "Public moments are revealed"): the next
 * action's button (a primary button, a hold button) and a running clock; plus the board marks the moment names.
 */
const KEEP_CLEAR = ['.btn-primary', '.hold-btn', '[role="timer"]', '[data-board="clock"]'];

/**
 * Lays the reveal `key` over the board area `area` where it covers none of the board's {@link KEEP_CLEAR} nor the board
 * marks `at` (data-board names) of what it reports ({@link placeReveal}); measured before the browser paints, again
 * after every render while it shows (the board under it changes) and when the window's size does.
 */
export function useRevealPlace(area: { current: HTMLElement | null }, key: string | null, at: readonly string[]): RevealPlace | null {
  const [place, setPlace] = useState<RevealPlace | null>(null);
  const [, resized] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const again = () => resized((n) => n + 1);
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [key]);
  useLayoutEffect(() => {
    const el = area.current;
    const reveal = el?.querySelector<HTMLElement>('.reveal-over .reveal');
    const board = el?.querySelector('.board');
    if (key === null || !el || !reveal || !board) return;
    const box = el.getBoundingClientRect();
    const keep = [...KEEP_CLEAR, ...at.map((a) => `[data-board="${CSS.escape(a)}"]`)].join(', ');
    const bands: Band[] = [...board.querySelectorAll(keep)]
      .map((n) => n.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ top: r.top - box.top, bottom: r.bottom - box.top }));
    // The reveal's own height, with the frame's padding round it (app.css .reveal-over).
    const next = placeReveal(box.height, reveal.offsetHeight + 12, bands);
    if (place === null || Math.abs(place.top - next.top) > 0.5 || Math.abs(place.maxHeight - next.maxHeight) > 0.5) setPlace(next);
  });
  return key === null ? null : place;
}
