import type { Moment } from '../../contract';
import { cardLabel, horseName, horseNumber } from '../cards';
import type { HfView } from '../types';
import { moveWords, nameOf } from './words';

/**
 * The table's latest public moment (docs/games/horse-fair.md; docs/house-rules.md "Public moments are revealed"):
 * a horse winning (who takes the figurine, who collects what), a Thumbs Down!, or the
 * card just played; at a hand's start, who plays first. A hand's end is the table's own summary panel.
 * Built from the table view only.
 */
export function moment(view: HfView, players: readonly string[]): Moment | null {
  const hand = view.handNumber;
  const move = view.lastMove;
  if (!move) {
    const first = view.turn === null ? '' : `${nameOf(players, view.turn)} plays first.`;
    return {
      key: `start:${hand}`,
      kind: 'start',
      at: ['turn'],
      title: view.handsTotal > 1 ? `Hand ${hand} of ${view.handsTotal}` : 'The cards are dealt',
      lines: [`${nameOf(players, view.dealer)} dealt. ${first}`.trim()],
    };
  }
  const key = `${hand}:${move.seat}:${move.card.id}`;
  const who = nameOf(players, move.seat);
  if (move.effect === 'won' && view.lastWin) {
    const win = view.lastWin;
    const team = view.teamOf[win.seat] ?? win.seat;
    const collected = win.collected.map((n, seat) => (n > 0 ? `${nameOf(players, seat)} ${n}` : '')).filter((s) => s !== '');
    return {
      key,
      kind: 'win',
      // The race at the win. Its words say who takes the figurine: keeping off that mat as well would leave a phone's
      // board no room for them, and the moment would cover the race too, as a sheet.
      at: ['race'],
      title: `${horseName(win.horse)} ${horseNumber(win.horse)} wins!`,
      lines: [
        // The card by name: a Second Look counts two, so a horse short of its number may win by it.
        `${who} played ${cardLabel(move.card)}, the winning card, and takes a figurine (${view.figurines[team] ?? 0} now).`,
        collected.length > 0 ? `Cards of ${horseName(win.horse)} collected: ${collected.join(', ')}.` : `Nobody else had ${horseName(win.horse)} face up.`,
      ],
    };
  }
  if (move.effect === 'thumbs-down') return { key, kind: 'play', title: 'Thumbs Down!', lines: [moveWords(move, players)], at: ['race'] };
  const track = view.tracks.find((t) => t.horse === move.card.horse);
  return {
    key,
    kind: 'play',
    // The lane, whose turn it is now, and the mat the card was laid on.
    at: ['race', 'turn', `mat-${move.seat}`],
    title: `${who} played ${cardLabel(move.card)}`,
    lines: track ? [`${track.name} stands at ${track.count} of ${track.number}.`] : [],
  };
}
