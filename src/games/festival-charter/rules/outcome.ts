/**
 * How a game of Festival Charter ends (docs/games/festival-charter.md "Count the festival"): winners share ties, scores per seat.
 */
import type { Outcome } from '../../../engine/types';
import { andList } from '../../../engine/words';
import type { FcState } from '../types';
import { leaders, scoreLines } from './scoring';
import { seatName } from '../../../engine/names';

/** How the game ended (winners share ties, scores per seat), or null while it is on. */
export function outcome(state: FcState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const lines = scoreLines(state.priorities, state.built);
  const winners = leaders(lines);
  const best = lines.find((l) => l.seat === winners[0])?.score ?? 0;
  const names = andList(winners.map((s) => seatName(state.players, s)));
  const points = best === 1 ? 'point' : 'points';
  const summary = winners.length === 1 ? `${names} wins with ${best} ${points}.` : `${names} share the win with ${best} ${points}.`;
  return { winners, scores: lines.map((l) => l.score), summary };
}
