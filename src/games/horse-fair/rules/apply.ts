/**
 * A turn of Horse Fair and the end of a hand (docs/games/horse-fair.md, "Playing the Game", "Special Cards", "Game End").
 */
import { check, RuleError } from '../../../engine/errors';
import type { Actor, Seat } from '../../../engine/types';
import { horseNumber, trackCounts, type Card } from '../cards';
import { scoreHand } from './scoring';
import { leftOf, startHand } from './setup';
import type { HandEndReason, HfAction, HfState, LastMove } from '../types';

/** Instant win: this many figurines in one hand (pooled in the partnership game) win at once. */
export const FIGURINES_TO_WIN = 4;

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
    history: [...d.history, { hand: d.handNumber, dealer: d.dealer, reason, scores: scoreHand(ended), wins: d.wins }],
  };
}

/** The parts of the state a card played can change. */
type Moved = Pick<HfState, 'hands' | 'faceUp' | 'discard' | 'drawPile' | 'piles' | 'figurines' | 'wins' | 'lastMove' | 'lastWin' | 'turn'>;

/**
 * `state` with `m`'s parts replaced, every field written out: V8 builds this literal about twenty times faster than
 * `{ ...state, ...m }` (a spread with overrides leaves its fast path), and a search bot plays thousands of moves a
 * decision. A field added to {@link HfState} must be added here too (the compiler says so).
 */
function moved(state: HfState, m: Moved): HfState {
  return {
    players: state.players,
    scoring: state.scoring,
    partnership: state.partnership,
    teamOf: state.teamOf,
    teams: state.teams,
    handsTotal: state.handsTotal,
    handNumber: state.handNumber,
    rng: state.rng,
    dealer: state.dealer,
    turn: m.turn,
    phase: state.phase,
    drawPile: m.drawPile,
    hands: m.hands,
    faceUp: m.faceUp,
    piles: m.piles,
    figurines: m.figurines,
    discard: m.discard,
    wins: m.wins,
    lastMove: m.lastMove,
    lastWin: m.lastWin,
    handEnd: state.handEnd,
    history: state.history,
  };
}

/**
 * `state` after `seat` plays the card with id `cardId` (docs/games/horse-fair.md, "Playing the Game", "Special Cards", "Game End"):
 * - A Thumbs Down! is discarded at once with every face-up card of its horse (or alone when none is up).
 * - Another card goes face up in front of the player; if its horse's count reaches or passes its number the horse
 *   wins: each player's face-up cards of it go to that player's (partnership's) pile, every other face-up card is
 *   discarded, and the player takes a figurine. Four figurines end the hand at once; so does a win once the draw
 *   pile has run out (hands discarded uncounted).
 * - Then the player draws one card if the pile has any; the next player clockwise with cards plays (after a win
 *   this starts the new round). If nobody holds a card the hand ends.
 *
 * Written with plain loops and copies of only the arrays that change: a search bot plays thousands of these
 * a decision (bench/play.mjs measures a move). Nothing passed in is mutated; the arrays built here are new.
 * @throws RuleError when it is not `seat`'s turn or the card is not in its hand.
 */
export function play(state: HfState, actor: Actor, cardId: number): HfState {
  if (state.phase !== 'playing') throw new RuleError(state.phase === 'game-over' ? 'The game is over.' : 'This hand is over: deal the next hand.');
  const turn = state.turn;
  if (turn === null) throw new RuleError('Nobody is to play.');
  if (actor !== turn) {
    const name = state.players[turn] ?? 'another player';
    throw new RuleError(actor === 'table' ? `It is ${name}'s turn: only they can play a card.` : `It is ${name}'s turn, not yours.`);
  }
  const hand = state.hands[turn] ?? [];
  let at = -1;
  for (let i = 0; i < hand.length; i++) if (hand[i]?.id === cardId) at = i;
  const card = hand[at];
  if (card === undefined) throw new RuleError('That card is not in your hand.');
  const pileWasEmpty = state.drawPile.length === 0;
  const newHand = hand.slice();
  newHand.splice(at, 1);
  const hands = state.hands.slice();
  hands[turn] = newHand;
  let faceUp = state.faceUp;
  let discard = state.discard;
  let effect: LastMove['effect'] = 'played';

  if (card.kind === 'thumbs-down') {
    effect = 'thumbs-down';
    discard = state.discard.slice();
    discard.push(card);
    faceUp = state.faceUp.slice();
    for (let s = 0; s < faceUp.length; s++) {
      const cards = faceUp[s] ?? [];
      let kept: Card[] | null = null;
      for (let i = 0; i < cards.length; i++) {
        const c = cards[i] as Card;
        if (c.horse === card.horse) {
          kept ??= cards.slice(0, i);
          discard.push(c);
        } else kept?.push(c);
      }
      if (kept !== null) faceUp[s] = kept;
    }
  } else {
    faceUp = state.faceUp.slice();
    faceUp[turn] = [...(faceUp[turn] ?? []), card];
    if ((trackCounts(faceUp)[card.horse] ?? 0) >= horseNumber(card.horse)) return win(state, hands, faceUp, turn, card, pileWasEmpty);
  }

  const drawn = state.drawPile[0];
  if (drawn !== undefined) newHand.push(drawn);
  const lastMove: LastMove = {
    seat: turn,
    card,
    effect,
    discarded: effect === 'thumbs-down' ? discard.length - state.discard.length : 0,
    drew: drawn !== undefined,
  };
  const next = nextWithCards(hands, turn);
  const drawPile = drawn === undefined ? state.drawPile : state.drawPile.slice(1);
  const d = moved(state, {
    hands,
    faceUp,
    discard,
    drawPile,
    piles: state.piles,
    figurines: state.figurines,
    wins: state.wins,
    lastMove,
    lastWin: state.lastWin,
    turn: next,
  });
  return next === null ? endHand(d, 'out-of-cards') : d;
}

/**
 * `card`'s horse wins (docs/games/horse-fair.md, "Playing the Game"): each player's face-up cards of it go to that player's
 * (partnership's) pile, every other face-up card is discarded, and `turn` takes a figurine. Four figurines end the
 * hand at once; so does a win once the draw pile had run out. Otherwise `turn` draws and the next player with cards
 * starts the new round. `hands` and `faceUp` are this move's own new arrays.
 */
function win(state: HfState, hands: Card[][], faceUp: Card[][], turn: Seat, card: Card, pileWasEmpty: boolean): HfState {
  const team = state.teamOf[turn] ?? turn;
  const piles = state.piles.map((pile) => pile.slice());
  const discard = state.discard.slice();
  const collected: number[] = [];
  for (let s = 0; s < faceUp.length; s++) {
    const pile = piles[state.teamOf[s] ?? s];
    let n = 0;
    for (const c of faceUp[s] ?? []) {
      if (c.horse === card.horse) {
        pile?.push(c);
        n++;
      }
    }
    collected.push(n);
  }
  for (const cards of faceUp) for (const c of cards) if (c.horse !== card.horse) discard.push(c);
  const figurines = state.figurines.slice();
  figurines[team] = (figurines[team] ?? 0) + 1;
  const lastWin = { horse: card.horse, seat: turn, team, collected, discarded: discard.length - state.discard.length, hand: state.handNumber };
  const cleared = faceUp.map(() => []);
  const ended: LastMove = { seat: turn, card, effect: 'won', discarded: 0, drew: false };
  const won = moved(state, {
    hands,
    faceUp: cleared,
    discard,
    drawPile: state.drawPile,
    piles,
    figurines,
    wins: state.wins + 1,
    lastMove: ended,
    lastWin,
    turn,
  });
  if ((figurines[team] ?? 0) >= FIGURINES_TO_WIN) return endHand(won, 'four-figurines');
  if (pileWasEmpty) return endHand(won, 'last-win');
  const drawn = state.drawPile[0];
  const hand = hands[turn];
  if (drawn !== undefined && hand !== undefined) hands[turn] = [...hand, drawn];
  const lastMove: LastMove = { ...ended, drew: drawn !== undefined };
  const next = nextWithCards(hands, turn);
  const drawPile = drawn === undefined ? state.drawPile : state.drawPile.slice(1);
  const d = moved(won, { hands, faceUp: cleared, discard, drawPile, piles, figurines, wins: won.wins, lastMove, lastWin, turn: next });
  return next === null ? endHand(d, 'out-of-cards') : d;
}

/**
 * Deals the next hand: the deal moves one seat to the left (docs/games/horse-fair.md, several hands).
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
