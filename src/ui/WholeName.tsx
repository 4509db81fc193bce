import { useLayoutEffect, useRef } from 'preact/hooks';

/** The least size (CSS px) a name in a heading is shrunk to before it may break onto a second line instead. */
const LEAST_PX = 9;

/**
 * Fits `el` (a name on one line) to the content width of the element it sits in: its own size where it fits, else
 * shrunk in proportion, never under `least` (CSS px); a name too long even at that size breaks (it is never cut).
 */
function fit(el: HTMLElement, least: number): void {
  el.style.fontSize = '';
  el.style.whiteSpace = '';
  const box = el.parentElement;
  if (!box) return;
  const style = getComputedStyle(box);
  const room = box.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  const width = el.getBoundingClientRect().width;
  if (room <= 0 || width <= room) return;
  const size = parseFloat(getComputedStyle(el).fontSize) * (room / width) * 0.98;
  el.style.fontSize = `${Math.max(size, least)}px`;
  // At the least size it may still just fit (the shrink above leaves a margin); if not, it breaks.
  if (size < least && el.getBoundingClientRect().width > room) el.style.whiteSpace = 'normal';
}

/** Props of {@link WholeName}. */
export interface WholeNameProps {
  name: string;
  /** The least size in CSS px it is shrunk to (9 in a heading; 12 on a board, its least text) before it breaks instead. */
  least?: number;
  /** More classes for the name's span. */
  class?: string;
  /** Marks that stay on the name's line, drawn inside its span (the comma of "Bo, your secret vote"): a line never
   *  starts with them. */
  tail?: string;
}

/**
 * A player's name in a heading, kept whole (base.css `.whole-name`): on one line, never broken inside itself, and where
 * the line is too short for it (a 12-letter name at 200% text on a 360 px phone, wide letters, emoji) shrunk to the
 * width of the element it sits in rather than cut; measured when drawn, when the window's size changes and when the element it sits in changes width or the text its size. The heading's
 * other words still wrap before it.
 */
export function WholeName({ name, least = LEAST_PX, class: extra, tail = '' }: WholeNameProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const box = el.parentElement;
    // What the name is fitted to: the width of the element it sits in and the text's size.
    const room = () => `${box?.clientWidth ?? 0}|${getComputedStyle(document.documentElement).fontSize}`;
    let fitted = '';
    const again = () => {
      fit(el, least);
      fitted = room();
    };
    again();
    addEventListener('resize', again);
    // Its room changes without the window's (a tile laid out anew, the text's size changed): it is fitted again then.
    const watch =
      typeof ResizeObserver === 'undefined' || !box
        ? null
        : new ResizeObserver(() => {
            if (room() !== fitted) again();
          });
    if (box) watch?.observe(box);
    // Drawn before the fonts were ready, the name is measured again once they are.
    void document.fonts?.ready.then(again);
    return () => {
      watch?.disconnect();
      removeEventListener('resize', again);
    };
  }, [name, least, tail]);
  return (
    <span ref={ref} class={extra ? `whole-name ${extra}` : 'whole-name'}>
      {name + tail}
    </span>
  );
}
