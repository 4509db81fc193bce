/** Words Red Blue Gold's views repeat. */
import type { Seat } from '../../../engine/types';

/** The name of `seat` as the table typed it; empty for a seat the list does not have. */
export function playerName(players: readonly string[], seat: Seat): string {
  return players[seat] ?? '';
}
