/**
 * Horse Fair's coach (docs/coach.md): the card the Sharp bot would play from this seat's view, named as the Play button
 * names it ("Play Snowflake 6"), and a reason read off the table: what the card does to its horse's count, and how
 * many face-up cards of that horse the seat (or its partnership) already backs it with.
 */
import { makeRandom } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { coachSeed, type Suggestion } from '../../contract';
import { bot } from '../bot';
import { cardLabel, countValue, horseName, horseNumber, trackCounts, type Card } from '../cards';
import { FIGURINES_TO_WIN } from '../rules/apply';
import type { HfAction, HfView } from '../types';

/** "one card" or "3 cards". */
const cards = (n: number) => (n === 1 ? 'one card' : `${n} cards`);

/** Face-up cards of `card`'s horse in front of `seats`, and in front of everyone else. */
function faceUpOf(view: HfView, card: Card, seats: readonly Seat[]): { ours: number; theirs: number } {
  let ours = 0;
  let theirs = 0;
  view.faceUp.forEach((row, s) => {
    const n = row.filter((c) => c.horse === card.horse).length;
    if (seats.includes(s)) ours += n;
    else theirs += n;
  });
  return { ours, theirs };
}

/** Why `card` is the one to play now, from `view` (the seat's own). */
function why(view: HfView, seat: Seat, card: Card): string {
  const hand = view.hand ?? [];
  if (hand.every((c) => c.horse === card.horse && c.kind === card.kind)) return 'every card in your hand is the same, so there is no other choice';
  const team = view.teamOf[seat] ?? seat;
  const seats = view.teams[team] ?? [seat];
  const { ours, theirs } = faceUpOf(view, card, seats);
  const horse = horseName(card.horse);
  const we = view.partnership ? 'your partnership' : 'you';
  /** The verb for `we`: "you take", "your partnership takes". */
  const does = (verb: string) => `${we} ${view.partnership ? `${verb}s` : verb}`;
  if (card.kind === 'thumbs-down') {
    if (ours + theirs === 0) return `no ${horse} card is face up, so it costs nobody a card and keeps your other cards for later`;
    const whose =
      theirs === 0 ? `all of them ${view.partnership ? "your partnership's" : 'yours'}` : ours === 0 ? 'none of them yours' : `${theirs} of them a rival's`;
    return `it discards the ${cards(ours + theirs)} of ${horse} face up, ${whose}`;
  }
  const need = horseNumber(card.horse) - (trackCounts(view.faceUp)[card.horse] ?? 0);
  const left = need - countValue(card);
  if (left <= 0) {
    const figurines = (view.figurines[team] ?? 0) + 1;
    const collect = ours > 0 ? `, ${does('collect')} ${ours + 1} ${horse} cards` : '';
    if (figurines >= FIGURINES_TO_WIN) {
      const end = view.handsTotal === 1 ? 'wins the game at once' : 'ends the hand at once';
      return `it makes ${horse} win now and ${does('take')} a fourth figurine, which ${end}`;
    }
    return `it makes ${horse} win now${collect}, and ${does('take')} a figurine`;
  }
  const back = ours > 0 ? `, and ${does('back')} it already with ${cards(ours)} face up` : '';
  return `it puts ${horse} ${cards(left)} from winning${back}`;
}

/** The Sharp bot's card for `seat` and why, or null when it is not the seat's turn to play. */
export function coach(view: HfView, seat: Seat, _players: readonly string[]): Suggestion<HfAction> | null {
  if (view.phase !== 'playing' || view.turn !== seat || view.viewer !== seat || (view.hand ?? []).length === 0) return null;
  const action = bot.decide(view, seat, makeRandom(coachSeed(view, seat)), 'sharp');
  const card = action.type === 'play' ? view.hand?.find((c) => c.id === action.card) : undefined;
  if (card === undefined) return null;
  return { action, sentence: `Play ${cardLabel(card)}: ${why(view, seat, card)}.` };
}
