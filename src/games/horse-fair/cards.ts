/**
 * Horse Fair's 65 cards (docs/games/horse-fair.md, "Preparation" and "Special Cards"; docs/house-rules.md "Horse Fair", deck table).
 * Five horses numbered 3 to 7; horse N has 2N+1 regular cards, one Second Look and one Thumbs Down!.
 */

/** A horse, by its index 0..4 into {@link HORSES} (Rascal .. Dandy). */
export type Horse = 0 | 1 | 2 | 3 | 4;

/** Every horse index, in track order. */
export const HORSE_IDS: readonly Horse[] = [0, 1, 2, 3, 4];

/** One horse of the fair: its name and the number printed on its cards (the face-up count it needs to win). */
export interface HorseInfo {
  name: string;
  /** The number printed on the card: how many face-up cards (a Second Look counts two) the horse needs to win. */
  number: number;
}

/** The five finalists (docs/house-rules.md "Horse Fair" deck table). */
export const HORSES: readonly [HorseInfo, HorseInfo, HorseInfo, HorseInfo, HorseInfo] = [
  { name: 'Rascal', number: 3 },
  { name: 'Sundown', number: 4 },
  { name: 'Firecracker', number: 5 },
  { name: 'Snowflake', number: 6 },
  { name: 'Dandy', number: 7 },
];

/**
 * What a card is: a plain vote for its horse, a Second Look (counts two toward the horse's number),
 * or a Thumbs Down! (discards itself and every face-up card of its horse).
 */
export type CardKind = 'regular' | 'second-look' | 'thumbs-down';

/** One card. `id` is unique in 0..64, so tests can account for all 65 cards. */
export interface Card {
  id: number;
  horse: Horse;
  kind: CardKind;
}

/** The number of cards in the deck. */
export const DECK_SIZE = 65;

/** The number printed on `horse`'s cards (3 for Rascal .. 7 for Dandy). */
export function horseNumber(horse: Horse): number {
  return HORSES[horse].number;
}

/** The name of `horse`, e.g. "Firecracker". */
export function horseName(horse: Horse): string {
  return HORSES[horse].name;
}

/** How many regular cards `horse` has: 2N+1 for horse number N (docs/house-rules.md "Horse Fair"). */
export function regularCount(horse: Horse): number {
  return 2 * horseNumber(horse) + 1;
}

/**
 * The whole deck in a fixed order: for each horse its regular cards, then its Second Look, then its
 * Thumbs Down!; ids 0..64 in that order.
 */
export function buildDeck(): Card[] {
  const deck: Card[] = [];
  for (const horse of HORSE_IDS) {
    for (let i = 0; i < regularCount(horse); i++) deck.push({ id: deck.length, horse, kind: 'regular' });
    deck.push({ id: deck.length, horse, kind: 'second-look' });
    deck.push({ id: deck.length, horse, kind: 'thumbs-down' });
  }
  return deck;
}

/**
 * How much a face-up card counts toward its horse's number (docs/games/horse-fair.md, "Special Cards"):
 * a Second Look counts two, a regular card one. A Thumbs Down! never stays face up, so it counts zero.
 */
export function countValue(card: Card): number {
  if (card.kind === 'second-look') return 2;
  if (card.kind === 'thumbs-down') return 0;
  return 1;
}

/**
 * A collected card's face value in points (docs/games/horse-fair.md, "Advanced Game Scoring" and the Basic tie-break):
 * the horse's number for every kind. A Second Look is not doubled. A Thumbs Down! is always discarded
 * when played, so it is never collected; were it ever valued, it would be its horse's number too.
 */
export function faceValue(card: Card): number {
  return horseNumber(card.horse);
}

/**
 * Each horse's face-up count among all players, indexed by horse (docs/games/horse-fair.md, "Playing the Game": a
 * horse wins when its face-up count reaches its number; "Special Cards": a Second Look counts two). The one track
 * counter: the rules, the view and the bot all count with it.
 */
export function trackCounts(faceUp: readonly (readonly Card[])[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const cards of faceUp) for (const c of cards) counts[c.horse] = (counts[c.horse] ?? 0) + countValue(c);
  return counts;
}

/** A short name of `card` for players, e.g. "Snowflake 6", "Second Look (Rascal 3)", "Thumbs Down! (Dandy 7)". */
export function cardLabel(card: Card): string {
  const horse = `${horseName(card.horse)} ${horseNumber(card.horse)}`;
  if (card.kind === 'second-look') return `Second Look (${horse})`;
  if (card.kind === 'thumbs-down') return `Thumbs Down! (${horse})`;
  return horse;
}
