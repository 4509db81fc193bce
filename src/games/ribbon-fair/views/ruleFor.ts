import type { RfView } from '../types';

/**
 * The rules section for the step the table shows (docs/games/ribbon-fair.md): a round's pin and award, or with the
 * crowd voting its judging style, and at the end the winning.
 */
export function ruleFor(view: RfView): string {
  if (view.phase === 'over') return 'Winning';
  if (view.phase === 'vote') return 'Judging styles';
  return 'A round';
}
