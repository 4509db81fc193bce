import { horseName } from '../cards';
import type { HfView } from '../rules/types';

/**
 * The table's news in one sentence for screen readers (the app's polite live region): the last
 * card played and what it did, and whose turn it is. Public facts only; never a hand.
 */
export function announce(view: HfView, players: readonly string[]): string {
  const m = view.lastMove;
  const who = (seat: number) => players[seat] ?? `Seat ${seat + 1}`;
  const parts: string[] = [];
  if (m) {
    const card = m.card.kind === 'second-look' ? `${horseName(m.card.horse)} Second Look` : m.card.kind === 'thumbs-down' ? `${horseName(m.card.horse)} Thumbs Down!` : horseName(m.card.horse);
    if (m.effect === 'won') parts.push(`${who(m.seat)} played ${card}: ${horseName(m.card.horse)} wins and ${who(m.seat)} takes a figurine.`);
    else if (m.effect === 'thumbs-down') parts.push(`${who(m.seat)} played ${card}, discarding ${m.discarded} cards.`);
    else parts.push(`${who(m.seat)} played ${card}.`);
  }
  if (view.turn !== null) parts.push(`${who(view.turn)} to play.`);
  return parts.join(' ');
}
