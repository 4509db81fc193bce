import type { HfView } from '../types';

/** The rules section for the step the table shows (docs/games/horse-fair.md): playing a hand, its end, the score. */
export function ruleFor(view: HfView): string {
  if (view.phase === 'playing') return 'Play';
  return view.phase === 'hand-over' ? 'End of a hand' : 'Scoring';
}
