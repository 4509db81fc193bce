/** Words Red Blue Gold's views repeat. */
import type { Seat } from '../../../engine/types';

/** The name of `seat` as the table typed it; empty for a seat the list does not have. */
export function playerName(players: readonly string[], seat: Seat): string {
  return players[seat] ?? '';
}

/** How many players a line on the table names; more are counted ("11 players"), their seats marked on the board. */
export const NAMED_MOST = 3;
