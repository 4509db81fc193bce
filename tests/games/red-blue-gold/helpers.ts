/** Builders for Red Blue Gold tests: matches set up at a chosen round with chosen hands. */
import { def } from '../../../src/games/red-blue-gold/def';
import { defaultOptions, emptySeason } from '../../../src/games/red-blue-gold/rules/setup';
import type { Cards, Colour, RbgAction, RbgOptions, RbgState, Season, TradeSubmission } from '../../../src/games/red-blue-gold/types';
import type { Actor, Seat } from '../../../src/engine/types';

export const T0 = 1_700_000_000_000;
export const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fi', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

export function names(n: number): string[] {
  return Array.from({ length: n }, (_, i) => NAMES[i] ?? `P${i + 1}`);
}

/** Cards from a short code: 'rrbg' = 2 red, 1 blue, 1 gold. */
export function cards(code: string): Cards {
  const out: Cards = { red: 0, blue: 0, gold: 0 };
  for (const ch of code) {
    if (ch === 'r') out.red += 1;
    else if (ch === 'b') out.blue += 1;
    else if (ch === 'g') out.gold += 1;
  }
  return out;
}

/** Colours from a short code: 'rbg' = red, blue, gold. */
export function colours(code: string): Colour[] {
  return [...code].map((ch) => (ch === 'r' ? 'red' : ch === 'b' ? 'blue' : 'gold'));
}

export function options(over: Partial<RbgOptions> = {}, season: Partial<Season> = {}): RbgOptions {
  return { ...defaultOptions(13), ...over, season: { ...emptySeason(), ...season } };
}

export function start(n: number, over: Partial<RbgOptions> = {}, season: Partial<Season> = {}): RbgState {
  return def.setup(names(n), options(over, season), 'seed-1', T0);
}

/** A match at `round` with these hands (codes) and bought counts matching them. */
export function atRound(round: 2 | 3 | 4, hands: string[], over: Partial<RbgOptions> = {}, season: Partial<Season> = {}): RbgState {
  const s = start(hands.length, over, season);
  const hs = hands.map(cards);
  return {
    ...s,
    round,
    hands: hs,
    ledgers: hs.map((h) => ({ bought: h.red + h.blue + h.gold, received: 0, given: 0, played: 0, goldPlayed: 0 })),
  };
}

/** Applies moves in order at `now`. */
export function play(state: RbgState, moves: readonly (readonly [Actor, RbgAction])[], now = T0 + 1): RbgState {
  return moves.reduce((s, [actor, action]) => def.apply(s, actor, action, now), state);
}

/** `actions` as the moves of seats 0, 1, 2… in turn, one each (for {@link play}). */
export const bySeat = (actions: readonly RbgAction[]): [Seat, RbgAction][] => actions.map((action, seat) => [seat, action]);

/** Round-3/4 submission from opponent → colour codes. */
export function games(round: 3 | 4, lists: Record<number, string>): RbgAction {
  return { type: 'submit', round, games: Object.entries(lists).map(([o, c]) => ({ opponent: Number(o), colours: colours(c) })) };
}

/** Closes the open round with the clock (everyone not submitted submits nothing). */
export function timeOut(state: RbgState): RbgState {
  const d = def.nextDeadline(state);
  if (d === null) throw new Error('no clock');
  return def.tick(state, d);
}

/** Round 1's move: buy the cards `code` spells (`'rrg'`: two red, one gold). */
export const buy = (code: string): RbgAction => ({ type: 'submit', round: 1, buy: cards(code) });

/** Round 2's move: give each `[seat, code]` of `gifts`, and accept what the seats `acceptFrom` give. */
export const trade = (gifts: [number, string][], acceptFrom: number[]): TradeSubmission => ({
  type: 'submit',
  round: 2,
  gifts: gifts.map(([to, c]) => ({ to, cards: cards(c) })),
  acceptFrom,
});
