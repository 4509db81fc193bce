/**
 * Red Blue Gold's bot (docs/games/red-blue-gold.md; docs/house-rules.md "Red Blue Gold", "Bots"): it buys, trades and plays
 * the match from its own view only (its hand, the public counts, points and exchanges), and it plays *with* the people
 * at the table: a card is played only when both players list each other, so it lists where they are likeliest to
 * list it, and it lets them score where that costs it nothing.
 *
 * - **Two decks.** Most of the time it buys the big deck ({@link BIG} cards, fewer at a small table: {@link bigDeck}),
 *   two red and the rest gold: the biggest hand at the table, which people who pick the biggest hands list first; gold
 *   to bet on (7 a card, and 3 to a person's red it meets), red for when too many play gold for it to pay. Now and then
 *   ({@link SMALL_SHARE}) it buys {@link SMALL}, a gold and a red: no more than its neighbours will take, and the hand
 *   people who pick hands like their own look for. It holds the rest of its nine free cards back: a card no one lists
 *   against it zeroes its score. Both are even, so a table of bots pairs every card.
 * - **No trade.** It gives nothing and accepts nothing: a card received is one more to place, and gold passed
 *   between bots to make it pay again would pay them alone (against a person's red, 7 to 3), freezing the people out.
 * - **Where it lists** (bot/table.ts, bot/people.ts): first against the people, where their habits (neighbours, the
 *   biggest hands, hands like their own, anyone, no one; in round 4 whoever played them in round 3, as round 3's record
 *   shows) make them likely to list it; then by the bots' schedule among the big hands (bot/schedule.ts), which every
 *   bot works out alike. A small hand may be a person's, so a bot greets each one in round 3; a small bot answers its
 *   greeting (then a small hand likely to list it, or it keeps its card) and so reads as a bot in round 4. In round 3
 *   it answers nearly anything (a card not played is still held) and a big hand keeps two cards back; in round 4 it
 *   answers only what the record makes likely (or no one: a person may hold back), and it lists every card it holds.
 * - **Which colours** (bot/colours.ts): gold while gold pays; once it will not, its dead gold goes against a person's
 *   red while the person stays within reach of what the bots can still make, red against red past that.
 * - **Relaxed** plays the same lists and colours (so it still meets the bots), but buys the small deck more often
 *   ({@link RELAXED_SMALL_SHARE}: a smaller bet) and does not hold back when it will be left with a card.
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot, BotStrength } from '../contract';
import type { Cards, PlayList, RbgAction, RbgView } from './types';
import { deckOf, giftsFrom, goldPays, layColours } from './bot/colours';
import { likelyListings } from './bot/people';
import { meetings } from './bot/schedule';
import { bigDeck, factsOf, personLists, SMALL, SMALL_SHARE, tablePlan } from './bot/table';

export { schedule } from './bot/schedule';
export { BIG, bigDeck, SMALL, SMALL_SHARE } from './bot/table';
export { deckOf } from './bot/colours';

/** How often a Relaxed bot buys the small deck: more often than a Sharp one (a smaller bet, fewer cards to place). */
export const RELAXED_SMALL_SHARE = 0.3;

/**
 * The bot's games for a play round: the plan's games for this seat (or, read as a person, where such a bot lists:
 * {@link personLists}); in round 4 every card left over against the others still holding cards, those who met it
 * before first, then those holding most. Then the colours of each (bot/colours.ts), Sharp holding back where it will
 * be left with a card.
 */
function playLists(view: RbgView, seat: Seat, hand: Cards, random: () => number, strength: BotStrength): PlayList[] {
  const n = view.players.length;
  const holders = view.players.map((_, s) => s).filter((s) => s !== seat && (view.counts[s] ?? 0) > 0);
  if (holders.length === 0) return [];
  const facts = factsOf(view);
  const plan = tablePlan(facts);
  const likely = likelyListings(
    { round: facts.round, counts: facts.counts, metIn3: facts.metIn3 },
    facts.third,
    facts.follows.map((f) => !f),
  );
  const total = hand.red + hand.blue + hand.gold;
  const want = Array<number>(n).fill(0);
  let placed = 0;
  const add = (s: Seat, k: number) => {
    const take = Math.min(k, total - placed);
    want[s] = (want[s] ?? 0) + take;
    placed += take;
  };
  if (facts.follows[seat] ?? false) {
    for (let s = 0; s < n; s++) if (s !== seat && (view.counts[s] ?? 0) > 0) add(s, plan[seat]?.[s] ?? 0);
  } else {
    // Read as a person: where such a bot lists (bot/table.ts), which the bots can work out too.
    const mine = personLists(facts, plan, likely)[seat] ?? [];
    for (let s = 0; s < n; s++) if (s !== seat && (view.counts[s] ?? 0) > 0) add(s, mine[s] ?? 0);
  }
  // Nothing may be left in hand at the end: in round 4 the rest goes one card at a time round the others.
  const met = meetings(view)[seat] ?? [];
  const spread = holders
    .map((s) => ({ s, key: random() }))
    .sort((x, y) => (met[y.s] ?? 0) - (met[x.s] ?? 0) || (view.counts[y.s] ?? 0) - (view.counts[x.s] ?? 0) || x.key - y.key)
    .map((x) => x.s);
  const fresh = spread.filter((s) => (want[s] ?? 0) === 0);
  const pool = fresh.length > 0 ? fresh : spread;
  for (let i = 0; view.round === 4 && placed < total && i < 100 * pool.length; i++) add(pool[i % pool.length] as Seat, 1);
  // How many of its cards it can expect to be played: a card the plan pairs with a bot's, or a person's likely card.
  let expected = 0;
  for (let s = 0; s < n; s++) {
    const k = want[s] ?? 0;
    if (facts.follows[s] ?? false) expected += Math.min(k, plan[s]?.[seat] ?? 0);
    else for (let j = 0; j < k; j++) expected += likely[s]?.[seat]?.[j] ?? 0;
  }
  const sharp = strength === 'sharp';
  const pays = goldPays(view, facts);
  const stuck = sharp && view.round === 4 && total - expected >= 1;
  const gifts = pays || stuck ? Array<number>(n).fill(0) : giftsFrom(view, facts, plan, seat);
  const lists = layColours(seat, hand, want, facts.follows, { pays, gifts, stuck });
  return [...Array(n).keys()]
    .map((d) => (seat + 1 + d) % n)
    .flatMap((s) => {
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
  if (view.phase === 'round') {
    if (view.round === 1) {
      // The first number drawn from generators seeded with texts that differ only at the end (each bot move's
      // seed) is much the same for all of them, so it is passed over: else every bot at a table would buy alike.
      random();
      const small = random() < (strength === 'sharp' ? SMALL_SHARE : RELAXED_SMALL_SHARE);
      return { type: 'submit', round: 1, buy: deckOf(small ? SMALL : bigDeck(view.players.length)) };
    }
    if (view.round === 2) return { type: 'submit', round: 2, gifts: [], acceptFrom: [] };
    return { type: 'submit', round: view.round, games: playLists(view, seat, me.hand, random, strength) };
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
