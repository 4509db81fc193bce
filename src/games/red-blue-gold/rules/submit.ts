/**
 * Checking one seat's submission (docs/games/red-blue-gold.md "ROUND 1: BUY", "ROUND 2: TRADE", "ROUND 3 + 4: PLAY";
 * docs/house-rules.md "Red Blue Gold": Buy, Trade, Play). Each check throws a RuleError with a message for
 * the player holding the phone; nothing is changed by a refused submission.
 */
import { check } from '../../../engine/errors';
import type { Seat } from '../../../engine/types';
import { add, countColours, describe, fits, isCounts, total } from './cards';
import type { BuySubmission, Cards, PlaySubmission, RbgState, Submission, TradeSubmission } from '../types';
import { COLOURS } from '../types';

/** Most cards one player may buy in round 1 (cards). */
export const MAX_BUY = 9;

function checkSeat(state: RbgState, seat: unknown, what: string): asserts seat is Seat {
  check(typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < state.players.length, `${what} is not a player at this table.`);
}

function checkCounts(c: Cards | undefined, what: string): asserts c is Cards {
  check(c !== undefined && c !== null && typeof c === 'object', `${what}: say how many red, blue and gold cards.`);
  check(isCounts(c), `${what}: card counts must be whole numbers, 0 or more.`);
}

/** Round 1: 0 to 9 cards in all, any mix. @throws RuleError for 10 or more, or a bad count. */
export function checkBuy(sub: BuySubmission): void {
  checkCounts(sub.buy, 'Buy');
  check(total(sub.buy) <= MAX_BUY, `You may buy at most ${MAX_BUY} cards; you asked for ${total(sub.buy)}.`);
}

/**
 * Round 2: gifts within what the giver holds (all gifts together), never to oneself, one gift per
 * receiver; the accept list names other players, once each.
 * @throws RuleError when any of that fails.
 */
export function checkTrade(state: RbgState, seat: Seat, sub: TradeSubmission): void {
  check(Array.isArray(sub.gifts) && Array.isArray(sub.acceptFrom), 'A trade needs a list of gifts and a list of players you accept from.');
  const names = state.players;
  const seen = new Set<Seat>();
  let given: Cards = { red: 0, blue: 0, gold: 0 };
  for (const g of sub.gifts) {
    checkSeat(state, g.to, 'The receiver of a gift');
    check(g.to !== seat, 'You cannot give cards to yourself.');
    check(!seen.has(g.to), `You give to ${names[g.to] ?? ''} twice; put all cards for them in one gift.`);
    seen.add(g.to);
    checkCounts(g.cards, `Gift to ${names[g.to] ?? ''}`);
    check(total(g.cards) > 0, `The gift to ${names[g.to] ?? ''} has no cards.`);
    given = add(given, g.cards);
  }
  const hand = state.hands[seat] ?? { red: 0, blue: 0, gold: 0 };
  check(fits(given, hand), `Your gifts add up to ${describe(given)}, but you hold ${describe(hand)}.`);
  const accepted = new Set<Seat>();
  for (const from of sub.acceptFrom) {
    checkSeat(state, from, 'A player you accept from');
    check(from !== seat, 'You cannot accept cards from yourself.');
    check(!accepted.has(from), `${names[from] ?? ''} is on your accept list twice.`);
    accepted.add(from);
  }
}

/**
 * Rounds 3 and 4: one list per opponent, never oneself, colours known, and the colours used across
 * all opponents within the hand.
 * @throws RuleError when any of that fails.
 */
export function checkPlay(state: RbgState, seat: Seat, sub: PlaySubmission): void {
  check(Array.isArray(sub.games), 'A play needs a list of games.');
  const names = state.players;
  const seen = new Set<Seat>();
  let used: Cards = { red: 0, blue: 0, gold: 0 };
  for (const g of sub.games) {
    checkSeat(state, g.opponent, 'The opponent');
    check(g.opponent !== seat, 'You cannot play a game against yourself.');
    check(!seen.has(g.opponent), `You already have a game with ${names[g.opponent] ?? ''} this round; one game per opponent.`);
    seen.add(g.opponent);
    check(Array.isArray(g.colours) && g.colours.every((c) => COLOURS.includes(c)), 'Each card played is red, blue or gold.');
    used = add(used, countColours(g.colours));
  }
  const hand = state.hands[seat] ?? { red: 0, blue: 0, gold: 0 };
  check(fits(used, hand), `Your games use ${describe(used)}, but you hold ${describe(hand)}.`);
}

/**
 * Any submission by `seat` at `now` (epoch ms): the round must be open and its clock running, the
 * submission must be for this round, and the seat must not have submitted yet (a submission is locked).
 * @throws RuleError when it is refused.
 */
export function checkSubmission(state: RbgState, seat: Seat, sub: Submission, now: number): void {
  check(state.phase === 'round', 'The rounds are over; there is nothing left to submit.');
  check(sub.round === state.round, `Round ${sub.round} is closed; round ${state.round} is open now.`);
  check(state.deadline === null || now < state.deadline, `Round ${state.round}'s clock has run out; the round is closed.`);
  check(state.submissions[seat] === null, 'You have already submitted this round; a submission cannot be changed.');
  if (sub.round === 1) checkBuy(sub);
  else if (sub.round === 2) checkTrade(state, seat, sub);
  else checkPlay(state, seat, sub);
}
