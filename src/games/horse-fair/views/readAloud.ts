/** Text for "Read aloud": the tracks, the face-up cards, the last move and win, or the result (docs/games/horse-fair.md). */
import { andList } from '../../../engine/words';
import { cardLabel } from '../cards';
import type { HfView } from '../types';
import { endWords, moveWords, nameOf, teamLabel, winWords } from './words';
import { cardSpeech } from './HorseCard';

/** What the table hears; never a hand (the view for the table has none). */
export function readAloud(view: HfView, players: readonly string[]): string {
  const parts: string[] = [];
  // The last move, and its win only when that very move won (not a win from many moves before).
  if (view.lastMove?.effect === 'won' && view.lastWin) parts.push(winWords(view.lastWin, players));
  else if (view.lastMove) parts.push(moveWords(view.lastMove, players));
  const last = view.history[view.history.length - 1];
  if (view.phase !== 'playing' && last) {
    parts.push(endWords(last, view, players));
    const totals = view.totals.map((s, team) => `${teamLabel(view, players, team)} ${s.points} points`).join(', ');
    parts.push(`${view.phase === 'game-over' ? 'Final scores' : 'Scores so far'}: ${totals}.`);
    if (view.phase === 'game-over') {
      const winners = view.winningTeams.map((team) => teamLabel(view, players, team));
      parts.push(winners.length === 0 ? 'Nobody wins.' : winners.length === 1 ? `${winners[0]} wins.` : `${andList(winners)} share the win.`);
    }
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

/**
 * What one player hears in their own private view, quietly (earphones): their hand, card by card,
 * whether it is their turn, then the table as {@link readAloud} says it.
 */
export function readAloudPrivate(view: HfView, seat: number, players: readonly string[]): string {
  const hand = view.hand ?? [];
  const cards =
    hand.length === 0 ? 'Your hand is empty.' : `Your hand, ${hand.length} ${hand.length === 1 ? 'card' : 'cards'}: ${hand.map(cardSpeech).join('; ')}.`;
  const turn = view.phase === 'playing' && view.turn === seat ? 'It is your turn: pick a card, then Play.' : 'It is not your turn.';
  return `${nameOf(players, seat)}. ${cards} ${turn} ${readAloud(view, players)}`;
}
