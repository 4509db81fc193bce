/**
 * How a fair ended, with its achievements (docs/games/ribbon-fair.md, "Winning" and "Achievements").
 */
import type { Award, Outcome } from '../../../engine/types';
import { andList } from '../../../engine/words';
import { nameOf } from './fair';
import type { RfState } from '../types';

/** Achievement ids and titles (docs/games/ribbon-fair.md, "Achievements"). */
export const ACHIEVEMENTS = {
  blueRibbon: { id: 'blue-ribbon', title: 'Blue Ribbon' },
  freshStart: { id: 'fresh-start', title: 'Fresh Start' },
} as const;

/** Blue Ribbon for every winner; Fresh Start for a winner who took the one fresh hand. */
export function achievements(state: RfState): Award[] {
  if (state.end === null) return [];
  return state.end.winners.flatMap((seat) => {
    const out: Award[] = [{ seat, ...ACHIEVEMENTS.blueRibbon }];
    if (state.stalls[seat]?.freshHand === true) out.push({ seat, ...ACHIEVEMENTS.freshStart });
    return out;
  });
}

/** One sentence for the results screen. */
function summary(state: RfState): string {
  const end = state.end;
  if (end === null) return '';
  if (end.reason === 'no-ribbons') return 'The ribbons ran out: the fair ends with no winner.';
  if (end.winners.length === 0) return 'The fair closed with nobody holding a ribbon: no winner.';
  const count = state.stalls[end.winners[0] ?? 0]?.won.length ?? 0;
  const names = andList(end.winners.map((s) => nameOf(state, s)));
  const ribbons = `${count} ribbon${count === 1 ? '' : 's'}`;
  return end.winners.length === 1 ? `${names} wins the fair with ${ribbons}.` : `${names} share the win with ${ribbons}.`;
}

/** The outcome once the fair is over (winners, ribbons per stall, achievements), else null. */
export function outcome(state: RfState): Outcome | null {
  if (state.phase !== 'over' || state.end === null) return null;
  return {
    winners: state.end.winners.slice(),
    scores: state.stalls.map((s) => s.won.length),
    summary: summary(state),
    awards: achievements(state),
  };
}
