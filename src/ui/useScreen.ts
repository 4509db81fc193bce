import { useEffect } from 'preact/hooks';
import { focusHeading } from './focus';

/** Whether a screen has been shown since the page loaded: the page's own start keeps its focus. */
let shownOne = false;

/**
 * Names the screen in the page title ("Setup: Horse Fair — Fairground"), again whenever `title`
 * changes; and when the screen first shows, coming from another screen, moves the keyboard's focus
 * to its main heading (`h1`, or the first heading, inside `main`), so a screen reader says where the
 * player is and Tab goes on from there. (A game's own screens inside it move the focus themselves.)
 */
export function useScreen(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Fairground` : 'Fairground';
  }, [title]);
  useEffect(() => {
    if (!shownOne) {
      shownOne = true;
      return;
    }
    const main = document.querySelector('main');
    focusHeading(main?.querySelector<HTMLElement>('h1') ?? main?.querySelector<HTMLElement>('h2'));
  }, []);
}
