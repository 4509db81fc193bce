/**
 * A turn of Horse Fair and the end of a hand (seeds/003 Horse Fair, "Playing the Game", "Special Cards", "Game End").
 */
import { check, RuleError } from '../../../engine/errors';
import type { Actor, Seat } from '../../../engine/types';
import { countValue, horseNumber, type Card, type Horse } from '../cards';
import { scoreHand } from './scoring';
import { leftOf, startHand } from './setup';
import type { HandEndReason, HfAction, HfState, LastMove } from './types';

/** Instant win: this many figurines in one hand (pooled in the partnership game) win at once. */
export const FIGURINES_TO_WIN = 4;

/** The face-up count of `horse` among all players, a Second Look counting two (seeds/003, "Special Cards"). */
export function horseCount(faceUp: readonly (readonly Card[])[], horse: Horse): number {
  return faceUp.reduce((sum, cards) => sum + cards.reduce((s, c) => s + (c.horse === horse ? countValue(c) : 0), 0), 0);
}

/** The next seat clockwise after `from` that still holds a card (`from` itself last), or null when every hand is empty. */
export function nextWithCards(hands: readonly (readonly Card[])[], from: Seat): Seat | null {
  const n = hands.length;
  for (let step = 1; step <= n; step++) {
    const seat = (from + step) % n;
    if ((hands[seat]?.length ?? 0) > 0) return seat;
  }
  return null;
}

/**
 * Ends the hand in `d` (a private draft): cards left in hands and on the table are discarded uncounted, the hand
 * is scored and recorded; the game is over after the last hand.
 */
function endHand(d: HfState, reason: HandEndReason): HfState {
  const leftovers = [...d.hands.flat(), ...d.faceUp.flat()];
  const ended: HfState = {
    ...d,
    hands: d.hands.map(() => []),
    faceUp: d.faceUp.map(() => []),
    discard: [...d.discard, ...leftovers],
    turn: null,
    handEnd: reason,
    phase: d.handNumber >= d.handsTotal ? 'game-over' : 'hand-over',
  };
  return {
    ...ended,
    history: [
      ...d.history,
      { hand: d.handNumber, dealer: d.dealer, reason, scores: scoreHand(ended), wins: d.wins },
    ],
  };
}

/**
 * `state` after `seat` plays the card with id `cardId` (seeds/003, "Playing the Game", "Special Cards", "Game End"):
 * - A Thumbs Down! is discarded at once with every face-up card of its horse (or alone when none is up).
 * - Another card goes face up in front of the player; if its horse's count reaches or passes its number the horse
 *   wins: each player's face-up cards of it go to that player's (partnership's) pile, every other face-up card is
 *   discarded, and the player takes a figurine. Four figurines end the hand at once; so does a win once the draw
 *   pile has run out (hands discarded uncounted).
 * - Then the player draws one card if the pile has any; the next player clockwise with cards plays (after a win
 *   this starts the new round). If nobody holds a card the hand ends.
 * @throws RuleError when it is not `seat`'s turn or the card is not in its hand.
 */
export function play(state: HfState, actor: Actor, cardId: number): HfState {
  check(state.phase === 'playing', state.phase === 'game-over' ? 'The game is over.' : 'This hand is over: deal the next hand.');
  const turn = state.turn;
  check(turn !== null, 'Nobody is to play.');
  check(actor !== 'table', `It is ${state.players[turn] ?? 'another player'}'s turn: only they can play a card.`);
  check(actor === turn, `It is ${state.players[turn] ?? 'another player'}'s turn, not yours.`);
  const hand = state.hands[turn] ?? [];
  const card = hand.find((c) => c.id === cardId);
  check(card !== undefined, 'That card is not in your hand.');
  const team = state.teamOf[turn] ?? turn;
  const pileWasEmpty = state.drawPile.length === 0;
  let d: HfState = { ...state, hands: state.hands.map((h, s) => (s === turn ? h.filter((c) => c.id !== cardId) : h)) };
  let lastMove: LastMove;

  if (card.kind === 'thumbs-down') {
    const removed = d.faceUp.flatMap((cards) => cards.filter((c) => c.horse === card.horse));
    d = {
      ...d,
      faceUp: d.faceUp.map((cards) => cards.filter((c) => c.horse !== card.horse)),
      discard: [...d.discard, card, ...removed],
    };
    lastMove = { seat: turn, card, effect: 'thumbs-down', discarded: removed.length + 1, drew: false };
  } else {
    d = { ...d, faceUp: d.faceUp.map((cards, s) => (s === turn ? [...cards, card] : cards)) };
    if (horseCount(d.faceUp, card.horse) >= horseNumber(card.horse)) {
      const collected = d.faceUp.map((cards) => cards.filter((c) => c.horse === card.horse));
      const lost = d.faceUp.flatMap((cards) => cards.filter((c) => c.horse !== card.horse));
      d = {
        ...d,
        piles: d.piles.map((pile, t) => [...pile, ...collected.flatMap((cards, s) => (d.teamOf[s] === t ? cards : []))]),
        faceUp: d.faceUp.map(() => []),
        discard: [...d.discard, ...lost],
        figurines: d.figurines.map((f, t) => (t === team ? f + 1 : f)),
        wins: d.wins + 1,
        lastWin: { horse: card.horse, seat: turn, team, collected: collected.map((c) => c.length), discarded: lost.length, hand: d.handNumber },
      };
      lastMove = { seat: turn, card, effect: 'won', discarded: 0, drew: false };
      if ((d.figurines[team] ?? 0) >= FIGURINES_TO_WIN) return endHand({ ...d, lastMove }, 'four-figurines');
      if (pileWasEmpty) return endHand({ ...d, lastMove }, 'last-win');
    } else {
      lastMove = { seat: turn, card, effect: 'played', discarded: 0, drew: false };
    }
  }

  const [drawn, ...rest] = d.drawPile;
  if (drawn !== undefined) {
    d = { ...d, drawPile: rest, hands: d.hands.map((h, s) => (s === turn ? [...h, drawn] : h)) };
    lastMove = { ...lastMove, drew: true };
  }
  d = { ...d, lastMove };
  const next = nextWithCards(d.hands, turn);
  if (next === null) return endHand(d, 'out-of-cards');
  return { ...d, turn: next };
}

/**
 * Deals the next hand: the deal moves one seat to the left (seeds/003, several hands).
 * @throws RuleError unless a hand has ended and more are to come, or when a seat (not the table) asks.
 */
export function nextHand(state: HfState, actor: Actor): HfState {
  check(state.phase !== 'game-over', 'The game is over: no hand is left to deal.');
  check(state.phase === 'hand-over', 'Finish this hand first.');
  check(actor === 'table', 'Dealing the next hand is done from the table.');
  return startHand(state, leftOf(state.dealer, state.players.length), state.handNumber + 1);
}

/**
 * The state after `actor` does `action`. Never mutates `state`.
 * @throws RuleError with a player-facing message when the move is illegal.
 */
export function apply(state: HfState, actor: Actor, action: HfAction): HfState {
  if (action.type === 'play') return play(state, actor, action.card);
  if (action.type === 'next-hand') return nextHand(state, actor);
  throw new RuleError('Horse Fair does not know that move.');
}
