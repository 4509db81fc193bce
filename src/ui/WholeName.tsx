import { useLayoutEffect, useRef } from 'preact/hooks';

/** The least size (CSS px) a name is shrunk to before it may break onto a second line instead. */
const LEAST_PX = 9;

/**
 * Fits `el` (a name on one line) to the content width of the element it sits in: its own size where it fits, else
 * shrunk in proportion, never under {@link LEAST_PX}; a name too long even then may break (it is never cut).
 */
function fit(el: HTMLElement): void {
  el.style.fontSize = '';
  el.style.whiteSpace = '';
  const box = el.parentElement;
  if (!box) return;
  const style = getComputedStyle(box);
  const room = box.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  const width = el.getBoundingClientRect().width;
  if (room <= 0 || width <= room) return;
  const size = parseFloat(getComputedStyle(el).fontSize) * (room / width) * 0.98;
  if (size >= LEAST_PX) el.style.fontSize = `${size}px`;
  else {
    el.style.fontSize = `${LEAST_PX}px`;
    el.style.whiteSpace = 'normal';
  }
}

/**
 * A player's name in a heading, kept whole (base.css `.whole-name`): on one line, never broken inside itself, and where
 * the line is too short for it (a 12-letter name at 200% text on a 360 px phone, wide letters, emoji) shrunk to the
 * width of the element it sits in rather than cut; measured when drawn and when the window's size changes. The heading's
 * other words still wrap before it.
 */
export function WholeName({ name }: { name: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const again = () => fit(el);
    again();
    addEventListener('resize', again);
    // Drawn before the fonts were ready, the name is measured again once they are.
    void document.fonts?.ready.then(again);
    return () => removeEventListener('resize', again);
  }, [name]);
  return (
    <span ref={ref} class="whole-name">
      {name}
    </span>
  );
}
