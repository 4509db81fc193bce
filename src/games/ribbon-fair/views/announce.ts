import type { RfView } from '../types';

/**
 * The table's news in one sentence for screen readers (the app's polite live region): the last
 * line of the fair's public log. Public facts only; entries stay anonymous until the award.
 */
export function announce(view: RfView): string {
  return view.log[view.log.length - 1] ?? '';
}
