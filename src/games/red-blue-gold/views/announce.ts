import type { RbgView } from '../types';

/**
 * The table's news in one sentence for screen readers (the app's polite live region): how many
 * have submitted in the open round, or that the match is over. Never what anyone submitted.
 */
export function announce(view: RbgView): string {
  if (view.final) return 'The match is over: see the prizes and the E.C.';
  const done = view.submitted.filter(Boolean).length;
  const called = view.called.filter(Boolean).length;
  return `Round ${view.round}: ${done} of ${called} have submitted.`;
}
