/**
 * After a hold is released, the same finger's compatibility events (mouseup, click) still follow, and
 * the browser aims them at whatever is under the finger by then: the screen the hold just opened.
 * {@link shieldNextClick} swallows them, in the capture phase on the window, until the next press
 * begins (a new pointerdown: a deliberate tap always gets through) or a short while has passed.
 */

/** How long after a release its own compatibility events may still arrive (ms). */
export const SHIELD_MS = 500;

const SWALLOWED = ['click', 'mousedown', 'mouseup', 'touchend', 'contextmenu'] as const;

/**
 * Swallows the click and the mouse and touch events that a lifted pointer still sends, until the next
 * pointerdown or for {@link SHIELD_MS} ms. A click from a keyboard (`detail` 0) passes. Safe to call
 * where there is no window (does nothing).
 */
export function shieldNextClick(): void {
  if (typeof window === 'undefined') return;
  const swallow = (e: Event) => {
    if (e.type === 'click' && e instanceof MouseEvent && e.detail === 0) return;
    e.preventDefault();
    e.stopPropagation();
    e.stopImmediatePropagation();
  };
  const end = () => {
    clearTimeout(timer);
    window.removeEventListener('pointerdown', end, true);
    for (const type of SWALLOWED) window.removeEventListener(type, swallow, true);
  };
  window.addEventListener('pointerdown', end, true);
  for (const type of SWALLOWED) window.addEventListener(type, swallow, true);
  const timer = setTimeout(end, SHIELD_MS);
}
