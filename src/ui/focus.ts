/** Options of {@link focusHeading}. */
export interface FocusHeadingOptions {
  /** Also bring the heading to the top of the view (a form's new screen starts at its top for the eye too). */
  scroll?: boolean;
  /** Leave the page and the board where they are scrolled to (the caller has just put them at their top). */
  preventScroll?: boolean;
}

/**
 * Moves the keyboard's focus to `heading` (a screen's or a form step's heading), so a screen reader says
 * where the player is and Tab goes on from there. A heading is made focusable by script only
 * (`tabindex="-1"`, unless it has a tabindex already), so Tab never stops on it. Nothing happens
 * when there is no heading.
 */
export function focusHeading(heading: HTMLElement | null | undefined, { scroll = false, preventScroll = false }: FocusHeadingOptions = {}): void {
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll });
  if (scroll) heading.scrollIntoView?.({ block: 'start' });
}
