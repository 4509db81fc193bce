/**
 * Red Blue Gold's bot (docs/games/red-blue-gold.md; docs/house-rules.md "Red Blue Gold", "Bots"): it buys, trades and plays
 * against the dilemma, from its own view only (its hand, the public counts, points and exchanges).
 *
 * - Red against expected blue: a red card scores 3 against anything but red, a blue card 2 only against blue, so
 *   red never scores less than blue for its player; the bot buys red.
 * - Gold against the count of gold players: gold pays 7 a card only when at most ⌊n/2⌋ players played gold. The bot
 *   buys one gold card with a chance that keeps the expected number of gold players (bots alike) under that limit,
 *   and once round 3's exchanges are public it counts who played gold before it plays its own.
 * - A card still held at the end zeroes the score: it buys only as many cards as the table can be expected to
 *   play against it (one), takes no gifts, and lists its cards against the opponents likeliest to list it too:
 *   those who played it before, then those holding the most cards.
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot } from '../contract';
import type { Cards, Colour, PlayList, RbgAction } from './types';
import type { RbgView } from './types';

/**
 * Cards the bot buys: one. A card is played only when the opponent it is listed against lists the bot too, so
 * every card bought is a risk of ending with a card in hand (a score of zero); at 13 seats against random-move
 * players one card won most often of one to three (bench/bots.mjs: 30%, 21%, 10% of 300 matches).
 */
export const BUY = 1;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

/** Seats that played at least one gold card in the public exchanges so far. */
function goldPlayers(view: RbgView): Set<Seat> {
  const seats = new Set<Seat>();
  for (const round of view.history) {
    for (const x of round.exchanges) {
      if (x.aColour === 'gold') seats.add(x.a);
      if (x.bColour === 'gold') seats.add(x.b);
    }
  }
  return seats;
}

/** How many exchanges each seat played against `seat` in the public record. */
function gamesWith(view: RbgView, seat: Seat): number[] {
  const counts = view.players.map(() => 0);
  for (const round of view.history) {
    for (const x of round.exchanges) {
      if (x.a === seat) counts[x.b] = (counts[x.b] ?? 0) + 1;
      if (x.b === seat) counts[x.a] = (counts[x.a] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The bot's games for a play round: every card of `hand` in some list, reds first (each list's first cards are
 * the likeliest to be played), gold held back to the end of a list while gold would not pay; the cards dealt round
 * the opponents who still hold cards, those who played the bot before first, then those holding the most.
 */
function playLists(view: RbgView, seat: Seat, hand: Cards, random: () => number): PlayList[] {
  const met = gamesWith(view, seat);
  const opponents = shuffled(
    view.players.map((_, s) => s).filter((s) => s !== seat && (view.counts[s] ?? 0) > 0),
    random,
  ).sort((a, b) => (met[b] ?? 0) - (met[a] ?? 0) || (view.counts[b] ?? 0) - (view.counts[a] ?? 0));
  if (opponents.length === 0) return [];
  const golds = goldPlayers(view);
  const goldFirst = golds.has(seat) || golds.size + 1 <= view.goldLimit;
  const order: Colour[] = [
    ...Array<Colour>(goldFirst ? hand.gold : 0).fill('gold'),
    ...Array<Colour>(hand.red).fill('red'),
    ...Array<Colour>(hand.blue).fill('blue'),
    ...Array<Colour>(goldFirst ? 0 : hand.gold).fill('gold'),
  ];
  const lists = opponents.map((opponent) => ({ opponent, colours: [] as Colour[] }));
  order.forEach((colour, i) => lists[i % lists.length]?.colours.push(colour));
  return lists.filter((l) => l.colours.length > 0);
}

/**
 * The move `seat` makes from `view` (its own view): its submission for the open round, its E.C. choice as a
 * winner (one of those tied, at random), or, as sole winner, the second token of life (to the player with the
 * fewest points who is not the E.C.: the gift least likely to help a rival).
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: RbgView, seat: Seat, random: () => number): RbgAction {
  const me = view.me;
  if (me === null || me.seat !== seat || !view.waitingOn.includes(seat)) throw new RuleError('There is nothing for this player to do now.');
  const n = view.players.length;
  if (view.phase === 'round') {
    if (view.round === 1) {
      const gold = random() < view.goldLimit / (2 * n) ? 1 : 0;
      return { type: 'submit', round: 1, buy: { red: BUY - gold, blue: 0, gold } };
    }
    if (view.round === 2) return { type: 'submit', round: 2, gifts: [], acceptFrom: [] };
    return { type: 'submit', round: view.round, games: playLists(view, seat, me.hand, random) };
  }
  const final = view.final;
  if (view.phase === 'ec-choice' && final !== null) {
    const tied = final.ecTiedGarnets;
    const pick = tied[Math.floor(random() * tied.length)];
    if (pick !== undefined) return { type: 'choose-ec', seat: pick };
  }
  if (view.phase === 'token-gift' && final !== null) {
    const others = view.players.map((_, s) => s).filter((s) => s !== seat && s !== final.ec);
    const to = others.sort((a, b) => (final.scores[a] ?? 0) - (final.scores[b] ?? 0))[0];
    if (to !== undefined) return { type: 'give-token', to };
  }
  throw new RuleError('There is nothing for this player to do now.');
}

/** Red Blue Gold's bot. */
export const bot: Bot<RbgView, RbgAction> = { decide };
