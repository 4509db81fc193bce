/** Test helpers: named cards, hand-built positions that keep all 65 cards accounted for, random play. */
import { makeRandom, seedRng, shuffle } from '../../../src/engine/rng';
import type { Actor } from '../../../src/engine/types';
import { buildDeck, type Card, type Horse } from '../../../src/games/horse-fair/cards';
import { def as rules } from '../../../src/games/horse-fair/def';
import type { HfAction, HfOptions, HfState } from '../../../src/games/horse-fair/types';

export const RASCAL: Horse = 0;
export const SUNDOWN: Horse = 1;
export const FIRECRACKER: Horse = 2;
export const SNOWFLAKE: Horse = 3;
export const DANDY: Horse = 4;

const DECK = buildDeck();

/** The `i`-th regular card of `horse`. */
export function reg(horse: Horse, i = 0): Card {
  const card = DECK.filter((c) => c.horse === horse && c.kind === 'regular')[i];
  if (!card) throw new Error(`no regular card ${i} of horse ${horse}`);
  return { ...card };
}
/** `horse`'s Second Look. */
export function second(horse: Horse): Card {
  const card = DECK.find((c) => c.horse === horse && c.kind === 'second-look');
  if (!card) throw new Error('no second look');
  return { ...card };
}
/** `horse`'s Thumbs Down!. */
export function thumbs(horse: Horse): Card {
  const card = DECK.find((c) => c.horse === horse && c.kind === 'thumbs-down');
  if (!card) throw new Error('no thumbs down');
  return { ...card };
}

export const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

/** Options with the given overrides (dealer seat 0 so the first player is seat 1). */
export function opts(over: Partial<HfOptions> = {}): HfOptions {
  return { dealer: 0, scoring: 'basic', partnership: false, hands: 1, ...over };
}

/** A hand-built position. */
export interface PositionSpec {
  players?: number;
  options?: Partial<HfOptions>;
  turn?: number;
  hands: Card[][];
  faceUp?: Card[][];
  /** Cards on the draw pile, top first; when absent every card not placed elsewhere is on it. */
  drawPile?: Card[];
  figurines?: number[];
  piles?: Card[][];
}

/** A state at `spec`: cards not placed anywhere go to the draw pile (or the discard when a draw pile is given). */
export function position(spec: PositionSpec): HfState {
  const n = spec.players ?? spec.hands.length;
  const base = rules.setup(NAMES.slice(0, n), opts(spec.options), 'pos', 0);
  const faceUp = spec.faceUp ?? base.hands.map(() => []);
  const piles = spec.piles ?? base.teams.map(() => []);
  const placed = new Set([...spec.hands, ...faceUp, ...piles, ...(spec.drawPile ?? [])].flat().map((c) => c.id));
  const rest = DECK.filter((c) => !placed.has(c.id));
  return {
    ...base,
    turn: spec.turn ?? 0,
    hands: spec.hands,
    faceUp,
    piles,
    figurines: spec.figurines ?? base.teams.map(() => 0),
    drawPile: spec.drawPile ?? rest,
    discard: spec.drawPile ? rest : [],
  };
}

/** Every card in `state`, wherever it is. */
export function allCards(state: HfState): Card[] {
  return [state.drawPile, ...state.hands, ...state.faceUp, ...state.piles, state.discard].flat();
}

/** Plays a whole game with random legal moves; calls `onStep` after each move. */
export function playOut(
  state: HfState,
  seed: string,
  onStep?: (before: HfState, move: { actor: Actor; action: HfAction }, after: HfState) => void,
  maxSteps = 5000,
): { final: HfState; moves: { actor: Actor; action: HfAction }[] } {
  const random = makeRandom(seed);
  const moves: { actor: Actor; action: HfAction }[] = [];
  let s = state;
  for (let i = 0; i < maxSteps; i++) {
    const move = rules.randomAction(s, random, 0);
    if (move === null) return { final: s, moves };
    const next = rules.apply(s, move.actor, move.action, 0);
    onStep?.(s, move, next);
    moves.push(move);
    s = next;
  }
  throw new Error('game did not end');
}

/** Every card-shaped object's id anywhere in `value`. */
export function cardsIn(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) value.forEach((v) => cardsIn(v, out));
  else if (value !== null && typeof value === 'object') {
    if ('id' in value && 'horse' in value && 'kind' in value && typeof value.id === 'number') out.push(value.id);
    Object.values(value).forEach((v) => cardsIn(v, out));
  }
  return out;
}

/** Deeply freezes `value` so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** `state` with every card its `seat` cannot see (other hands, the draw pile) dealt again at random from `seed`. */
export function redealHidden(state: HfState, seat: number, seed: string): HfState {
  const hidden = [...state.drawPile, ...state.hands.flatMap((h, s) => (s === seat ? [] : h))];
  const [mixed] = shuffle(seedRng(seed), hidden);
  let next = 0;
  const hands = state.hands.map((h, s) => {
    if (s === seat) return h;
    const dealt = mixed.slice(next, next + h.length);
    next += h.length;
    return dealt;
  });
  return { ...state, hands, drawPile: mixed.slice(next) };
}
