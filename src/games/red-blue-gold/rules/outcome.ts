/**
 * How a match of Red Blue Gold ends (docs/games/red-blue-gold.md "Red Blue Gold Game", the end of the match; docs/house-rules.md
 * "Red Blue Gold"): the winners, final points, the E.C. and the tokens of life won.
 */
import type { Outcome, Seat } from '../../../engine/types';
import { andList } from '../../../engine/words';
import type { RbgState } from '../types';

/** How the match ended, once it is over: winners (first place), final points and a sentence. */
export function outcome(state: RbgState): Outcome | null {
  const f = state.final;
  if (state.phase !== 'over' || f === null) return null;
  const names = (seats: readonly Seat[]) => andList(seats.map((s) => state.players[s] ?? ''));
  const top = f.scores[f.winners[0] ?? 0] ?? 0;
  const win = f.winners.length === 1 ? `${names(f.winners)} wins with ${top} points.` : `${names(f.winners)} share first place with ${top} points.`;
  const ec = f.ec === null ? '' : ` ${state.players[f.ec] ?? ''} is the E.C.`;
  return {
    winners: f.winners.slice(),
    scores: f.scores.slice(),
    summary: win + ec,
    awards: f.tokensWon.flatMap((t, seat) => (t > 0 ? [{ seat, id: 'token-of-life', title: 'Token of Life' }] : [])),
  };
}
