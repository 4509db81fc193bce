/** Text for "Read aloud": the tracks, the face-up cards, the last move and win, or the result (seeds/003 Horse Fair). */
import { cardLabel } from '../cards';
import type { HfView } from '../rules/types';
import { endWords, moveWords, nameOf, teamLabel, winWords } from './words';

/** What the table hears; never a hand (the view for the table has none). */
export function readAloud(view: HfView, players: readonly string[]): string {
  const parts: string[] = [];
  if (view.lastWin && view.lastWin.hand === view.handNumber) parts.push(winWords(view.lastWin, players));
  if (view.lastMove) parts.push(moveWords(view.lastMove, players));
  const last = view.history[view.history.length - 1];
  if (view.phase !== 'playing' && last) {
    parts.push(endWords(last, view, players));
    const totals = view.totals.map((s, team) => `${teamLabel(view, players, team)} ${s.points} points`).join(', ');
    parts.push(`${view.phase === 'game-over' ? 'Final scores' : 'Scores so far'}: ${totals}.`);
    return parts.join(' ');
  }
  parts.push(view.tracks.map((t) => `${t.name} ${t.count} of ${t.number}`).join(', ') + '.');
  view.faceUp.forEach((cards, seat) => {
    if (cards.length > 0) parts.push(`${nameOf(players, seat)} has face up: ${cards.map(cardLabel).join(', ')}.`);
  });
  parts.push(`${view.drawCount} cards in the draw pile.`);
  if (view.turn !== null) parts.push(`${nameOf(players, view.turn)} plays next.`);
  return parts.join(' ');
}
