import type { FcView } from '../types';

/**
 * The rules section for the step the table shows (docs/games/festival-charter.md): the chair's proposal, the
 * discussion, the secret vote, and at the end the score.
 */
export function ruleFor(view: FcView): string {
  switch (view.phase.kind) {
    case 'proposing':
      return 'Propose';
    case 'speaking':
    case 'discussion':
      return 'Discuss';
    case 'voting':
      return 'Vote';
    case 'over':
      return 'Score';
  }
}
