/** Sentences the views and the read-aloud share (docs/games/horse-fair.md). */
import { cardLabel, horseName, horseNumber } from '../cards';
import type { HandRecord, HfView, LastMove, WinRecord } from '../types';
import { seatName } from '../../../engine/names';

/** A player's name, or "Seat N" when the names are missing. */
export function nameOf(players: readonly string[], seat: number): string {
  return seatName(players, seat);
}

/** A partnership letter for team `team`: A, B, C. */
export function teamLetter(team: number): string {
  return String.fromCharCode(65 + team);
}

/** A team's name: the player alone, or "Team A (Ana & Cy)" in the partnership game. */
export function teamLabel(view: Pick<HfView, 'teams' | 'partnership'>, players: readonly string[], team: number): string {
  const names = (view.teams[team] ?? []).map((seat) => nameOf(players, seat)).join(' & ');
  return view.partnership ? `Team ${teamLetter(team)} (${names})` : names;
}

/** The last card played, e.g. "Ana played Snowflake 6 and drew a card." */
export function moveWords(move: LastMove, players: readonly string[]): string {
  const who = nameOf(players, move.seat);
  const drew = move.drew ? ' and drew a card' : '';
  if (move.effect === 'thumbs-down') {
    const others = move.discarded - 1;
    const what =
      others === 0 ? 'no face-up card of that horse, so only it was discarded' : `${others} face-up ${others === 1 ? 'card' : 'cards'} discarded with it`;
    return `${who} played ${cardLabel(move.card)}: ${what}${drew}.`;
  }
  return `${who} played ${cardLabel(move.card)}${drew}.`;
}

/** The last win, e.g. "Rascal 3 won! Bo played the winning card and takes a figurine." */
export function winWords(win: WinRecord, players: readonly string[]): string {
  return `${horseName(win.horse)} ${horseNumber(win.horse)} won! ${nameOf(players, win.seat)} played the winning card and takes a figurine.`;
}

/** Why `hand` ended, e.g. "Ana collected four figurines and won the hand at once." */
export function endWords(hand: HandRecord, view: Pick<HfView, 'teams' | 'partnership'>, players: readonly string[]): string {
  if (hand.reason === 'four-figurines') {
    const team = hand.scores.findIndex((s) => s.figurines >= 4);
    return `${teamLabel(view, players, Math.max(0, team))} collected four figurines and won the hand at once.`;
  }
  if (hand.reason === 'last-win') return 'The draw pile had run out, so this win ended the hand. Cards left in hands are discarded and not counted.';
  return "Every player's cards ran out with no further win, so the hand ended there.";
}
