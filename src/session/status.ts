import type { AnyGameDef, Outcome } from '../engine/types';
import { andList } from '../engine/words';
import { STATUS_MAX } from '../storage/schema';

/** What Home shows of a game without loading its code: whose turn it is, or how it ended. */
export interface GameStatus {
  /** A few words: "Ben to play", "Ana, Ben, and Cy to play", "Ana wins!", "Ana and Bo share the win!", "5 players share the win!". */
  status: string;
  /** True once the game is over. */
  finished: boolean;
}

/** How many winners a title names; more are counted ("11 players share the win!"), the summary under it naming each. */
export const TITLE_NAMES = 3;

/**
 * A results title for `winners` (their names): "Ana wins!", "Ana, Bo, and Cy share the win!", and, for more than
 * {@link TITLE_NAMES}, "11 players share the win!" (a headline stays a line or two at 360 px); `none` when nobody won.
 */
export function winnersTitle(winners: readonly string[], none: string): string {
  if (winners.length === 0) return none;
  if (winners.length === 1) return `${winners[0] ?? ''} wins!`;
  return winners.length <= TITLE_NAMES ? `${andList(winners)} share the win!` : `${winners.length} players share the win!`;
}

/** How a finished game ended, in a few words: the results screen's title. */
function ended(outcome: Outcome, players: readonly string[]): string {
  if (outcome.headline) return outcome.headline;
  return winnersTitle(
    outcome.winners.map((s) => players[s] ?? '').filter((n) => n !== ''),
    'Nobody wins',
  );
}

/**
 * The status of a game in `state` for Home, from its rules: the outcome once over, else the seats
 * the phone goes to next (or the table waits on), by name. At most {@link STATUS_MAX} characters
 * (more waiting seats than fit are counted: "7 players to play"). Never throws: rules that fail
 * on the state give an empty status.
 */
export function gameStatus(def: AnyGameDef, players: readonly string[], state: unknown): GameStatus {
  try {
    const outcome = def.outcome(state);
    if (outcome) return { status: ended(outcome, players).slice(0, STATUS_MAX), finished: true };
    const h = def.handover(state);
    const seats = h ? (h.anyOrder ? h.seats : h.seats.slice(0, 1)) : def.waitingOn(state);
    const names = seats.map((s) => players[s] ?? '').filter((n) => n !== '');
    if (names.length === 0) return { status: 'The table to move', finished: false };
    const text = `${andList(names)} to play`;
    return { status: text.length <= STATUS_MAX && names.length <= 3 ? text : `${names.length} players to play`, finished: false };
  } catch {
    return { status: '', finished: false };
  }
}
