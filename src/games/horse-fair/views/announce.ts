import { cardLabel, horseName } from '../cards';
import { moveWords } from './words';
import type { HfView } from '../types';
import { seatName } from '../../../engine/names';

/**
 * The table's news in one sentence for screen readers (the app's polite live region): the last
 * card played and what it did, and whose turn it is. Public facts only; never a hand.
 */
export function announce(view: HfView, players: readonly string[]): string {
  const m = view.lastMove;
  const who = (seat: number) => seatName(players, seat);
  const parts: string[] = [];
  if (m) {
    if (m.effect === 'won') parts.push(`${who(m.seat)} played ${cardLabel(m.card)}: ${horseName(m.card.horse)} wins and ${who(m.seat)} takes a figurine.`);
    else parts.push(moveWords(m, players));
  }
  if (view.turn !== null) parts.push(`${who(view.turn)} to play.`);
  return parts.join(' ');
}
