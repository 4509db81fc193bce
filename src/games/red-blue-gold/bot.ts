/**
 * Red Blue Gold's bot (docs/games/red-blue-gold.md; docs/house-rules.md "Red Blue Gold", "Bots"): it buys, trades and plays
 * the match from its own view only (its hand, the public counts, points and exchanges).
 *
 * - **A deck it can play.** Any card still held at the end zeroes the score, and a card is only played when the
 *   opponent it is listed against lists the bot too. So the bot buys an even number of cards ({@link DECK}), the
 *   same number at every bot seat, and in the play rounds it lists its cards by the public schedule
 *   ({@link schedule}): from the card counts on the table and the games of past rounds, it pairs the players holding
 *   cards one card at a time, the one holding most with the likeliest partner (half of them in round 3, the rest in
 *   round 4). Every bot works out the same schedule
 *   from the same public record, so bots always meet each other; a person can read it off the table (the players
 *   holding most cards meet first, and those who met before meet again).
 * - **Red against expected red.** Red scores 3 against anything but red and blue only 2 against blue, so red never
 *   scores less than blue for its player: its cards are red, and gold.
 * - **Gold only when few others can have it.** Gold pays 7 a card only when at most ⌊n/2⌋ players played gold. A
 *   Sharp bot buys gold with a chance that keeps the expected number of gold players (every seat a bot) well under
 *   that limit, plays it first in round 3 and, once round 3's exchanges are public, in round 4 only while the gold
 *   players so far leave room for it (else last, where it is still played rather than held).
 * - **No card left.** In round 4 it lists every card it holds, the schedule's first, the rest against the players
 *   who still hold cards and met it before. It gives nothing and accepts no gift: a card received is one more to
 *   place, and a bot's unchanged count of {@link DECK} is how the others read it as keeping to the schedule.
 * - **Relaxed** buys the same number of cards, with gold half as often and fewer gold cards ({@link RELAXED_GOLD}),
 *   and plays them by the same schedule: it never holds a card either.
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot, BotStrength } from '../contract';
import type { Cards, Colour, PlayList, RbgAction } from './types';
import type { RbgView } from './types';
import { DECK, meetings } from './bot/schedule';
import { expectedListings, factsOf, tablePlan } from './bot/table';

export { DECK, schedule } from './bot/schedule';

/** Of a Sharp bot's deck, the gold cards when it buys gold (the rest red). */
export const GOLD_DECK = 3;
/** Of a Relaxed bot's deck, the gold cards when it buys gold (at half a Sharp bot's chance). */
export const RELAXED_GOLD = 2;
/**
 * The chance a Sharp bot buys gold at `n` seats: about a third of the gold limit's seats in expectation, so with
 * every seat a bot more than ⌊n/2⌋ gold players (no gold pays) is rare (13 seats: 0.23, 3 expected of 6 allowed).
 */
export function goldChance(n: number, goldLimit: number): number {
  return Math.min(0.5, goldLimit / (2 * n));
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

/**
 * The bot's games for a play round: the schedule's games with this seat, and every card left over against the
 * others still holding cards, those who met it before first, then those holding most (so nothing is held back:
 * a card listed but not played costs nothing, a card held at the end costs everything). Gold goes first while gold
 * would still pay, else last.
 */
function playLists(view: RbgView, seat: Seat, hand: Cards, random: () => number): PlayList[] {
  const n = view.players.length;
  const met = meetings(view)[seat] ?? [];
  const holders = view.players.map((_, s) => s).filter((s) => s !== seat && (view.counts[s] ?? 0) > 0);
  if (holders.length === 0) return [];
  const golds = goldPlayers(view);
  const goldFirst = golds.has(seat) || golds.size + 1 <= view.goldLimit;
  const order: Colour[] = [
    ...Array<Colour>(goldFirst ? hand.gold : 0).fill('gold'),
    ...Array<Colour>(hand.red).fill('red'),
    ...Array<Colour>(hand.blue).fill('blue'),
    ...Array<Colour>(goldFirst ? 0 : hand.gold).fill('gold'),
  ];
  // The table's plan, the same at every bot: first the cards the players who do not keep to the schedule are
  // expected to list against this seat (neighbours, the biggest hands, whoever they met in round 3), then the
  // schedule among the rest. A bot the table reads as not keeping to it lists where it is expected to.
  const facts = factsOf(view);
  const mine = (facts.follows[seat] ?? 0) > 0 ? tablePlan(facts)[seat] : expectedListings(facts)[seat];
  const want = Array<number>(n).fill(0);
  let placed = 0;
  for (let s = 0; s < n && placed < order.length; s++) {
    const k = Math.min(mine?.[s] ?? 0, order.length - placed);
    if (s === seat || (view.counts[s] ?? 0) <= 0 || k <= 0) continue;
    want[s] = k;
    placed += k;
  }
  // Cards not placed yet: one more card each to the holders likeliest to list this seat, those who met it before
  // first, then those holding most, round and round until none is left.
  const likely = holders
    .map((s) => ({ s, key: random() }))
    .sort((x, y) => (met[y.s] ?? 0) - (met[x.s] ?? 0) || (view.counts[y.s] ?? 0) - (view.counts[x.s] ?? 0) || x.key - y.key)
    .map((x) => x.s);
  const fresh = likely.filter((s) => (want[s] ?? 0) === 0);
  const pool = fresh.length > 0 ? fresh : likely;
  // In round 3 they are kept for round 4 instead.
  for (let i = 0; view.round === 4 && placed < order.length && i < 100 * pool.length; i++) {
    const s = pool[i % pool.length];
    if (s === undefined) break;
    want[s] = (want[s] ?? 0) + 1;
    placed++;
  }
  // Deal the colours out so each game's first cards are the best ones: the i-th card of the order goes to the
  // game whose turn it is, round the games.
  const lists = new Map<Seat, Colour[]>();
  const turn = [...Array(n).keys()].map((d) => (seat + 1 + d) % n).filter((s) => (want[s] ?? 0) > 0);
  let at = 0;
  for (const colour of order) {
    for (let tries = 0; tries < turn.length; tries++) {
      const s = turn[(at + tries) % turn.length];
      if (s === undefined) break;
      const list = lists.get(s) ?? [];
      if (list.length < (want[s] ?? 0)) {
        list.push(colour);
        lists.set(s, list);
        at = (at + tries + 1) % turn.length;
        break;
      }
    }
  }
  return turn.flatMap((s) => {
    const colours = lists.get(s);
    return colours === undefined || colours.length === 0 ? [] : [{ opponent: s, colours }];
  });
}

/**
 * The move `seat` makes from `view` (its own view) at `strength`: its submission for the open round, its E.C. choice
 * as a winner (one of those tied, at random), or, as sole winner, the second token of life (to the player with the
 * fewest points who is not the E.C.: the gift least likely to help a rival).
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: RbgView, seat: Seat, random: () => number, strength: BotStrength = 'sharp'): RbgAction {
  const me = view.me;
  if (me === null || me.seat !== seat || !view.waitingOn.includes(seat)) throw new RuleError('There is nothing for this player to do now.');
  const n = view.players.length;
  if (view.phase === 'round') {
    if (view.round === 1) {
      const sharp = strength === 'sharp';
      // The first number drawn from generators seeded with texts that differ only at the end (each bot move's
      // seed) is much the same for all of them, so it is passed over: else every bot at a table would buy alike.
      random();
      const gold = random() < goldChance(n, view.goldLimit) * (sharp ? 1 : 0.5) ? (sharp ? GOLD_DECK : RELAXED_GOLD) : 0;
      return { type: 'submit', round: 1, buy: { red: DECK - gold, blue: 0, gold } };
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
