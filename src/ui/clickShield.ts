/**
 * After a hold is released, the same finger's compatibility events (mousedown, mouseup, click) still
 * follow, and the browser aims them at whatever is under the finger by then: the screen the hold just
 * opened. {@link shieldNextClick} swallows them, in the capture phase on the window, for a short while.
 */

/** How long after a release its own compatibility events may still arrive (ms). */
export const SHIELD_MS = 500;

const SWALLOWED = ['click', 'mousedown', 'mouseup', 'touchend', 'contextmenu'] as const;

/**
 * Swallows the next click and the mouse and touch events that a lifted pointer of `pointerType`
 * ('touch', 'pen', 'mouse') still sends, for {@link SHIELD_MS} ms or until that click arrives. A click
 * from a keyboard (`detail` 0) passes. Safe to call where there is no window (does nothing).
 */
export function shieldNextClick(pointerType: string): void {
  if (typeof window === 'undefined') return;
  const swallow = (e: Event) => {
    if (e.type === 'click' && e instanceof MouseEvent && e.detail === 0) return;
    e.preventDefault();
    e.stopPropagation();
    e.stopImmediatePropagation();
    if (e.type === 'click') end();
  };
  const end = () => {
    clearTimeout(timer);
    for (const type of SWALLOWED) window.removeEventListener(type, swallow, true);
  };
  for (const type of SWALLOWED) window.addEventListener(type, swallow, true);
  const timer = setTimeout(end, pointerType === 'mouse' ? SHIELD_MS / 2 : SHIELD_MS);
}
