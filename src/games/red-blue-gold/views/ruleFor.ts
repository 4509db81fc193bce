import type { RbgView } from '../types';

/** The rules section for the step the table shows (docs/games/red-blue-gold.md): the round open, then the end. */
export function ruleFor(view: RbgView): string {
  if (view.phase !== 'round') return 'End';
  return view.round === 1 ? '1. Buy' : view.round === 2 ? '2. Trade' : '3 and 4. Play';
}
