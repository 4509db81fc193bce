/** Small decks and helpers for Ribbon Fair rules tests. */
import { def as rfDef } from '../../../src/games/ribbon-fair/def';
import { setupWith } from '../../../src/games/ribbon-fair/rules/setup';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import { defaultOptions } from '../../../src/games/ribbon-fair/rules/options';
import type { Card, Decks, RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import type { Seat } from '../../../src/engine/types';

/** A fixed start time (epoch ms). */
export const T0 = 1_700_000_000_000;

/** `ribbons` ribbons R1… and `entries` entries E1…, all from the base pack. */
export function decks(ribbons = 30, entries = 200): Decks {
  const make = (p: string, n: number): Card[] => Array.from({ length: n }, (_, i) => ({ pack: 'base', text: `${p}${i + 1}` }));
  return { ribbons: make('R', ribbons), entries: make('E', entries) };
}

/** The rules with the small decks. */
export const def: typeof rfDef = { ...rfDef, setup: (players, options, seed, now) => setupWith(players, options, seed, now, decks()) };

export const NAMES = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

/** A new fair of `n` stalls with `options` over the defaults. */
export function fair(n: number, options: Partial<RfOptions> = {}, seed = 'seed', d: Decks = decks()): RfState {
  return setupWith(NAMES.slice(0, n), { ...defaultOptions(), ...options }, seed, T0, d);
}

/** The first card text in `seat`'s hand. */
export function first(state: RfState, seat: Seat): string {
  const c = state.stalls[seat]?.hand[0];
  if (c === undefined) throw new Error(`seat ${seat} has no cards`);
  return c.text;
}

/** Every stall still owing pins its first card, in handover order. */
export function pinAll(state: RfState, now = T0): RfState {
  let s = state;
  for (const seat of state.round.owing) s = apply(s, seat, { type: 'pin', entry: first(s, seat) }, now);
  return s;
}

/** `seats` pin their first cards. */
export function pinBy(state: RfState, seats: readonly Seat[], now = T0): RfState {
  let s = state;
  for (const seat of seats) s = apply(s, seat, { type: 'pin', entry: first(s, seat) }, now);
  return s;
}

/** Index of `seat`'s entry among the shuffled entries. */
export function entryOf(state: RfState, seat: Seat): number {
  return state.round.entries.findIndex((e) => e.seat === seat);
}

/** Entry cards in play anywhere (deck, hands, table, discard, out of play). */
export function entriesInPlay(s: RfState): number {
  return (
    s.entryDeck.length +
    s.stalls.reduce((n, st) => n + st.hand.length, 0) +
    s.round.pinned.length +
    s.round.entries.length +
    s.discard.length +
    s.outOfPlay.length
  );
}

/** Ribbon cards anywhere (won, set aside, deck, current). */
export function ribbonsInPlay(s: RfState): number {
  return s.stalls.reduce((n, st) => n + st.won.length, 0) + s.setAside.length + s.ribbonDeck.length + (s.round.ribbon === null ? 0 : 1);
}

/** Gives `seat` `count` won ribbons (for positions near the end). */
export function withRibbons(state: RfState, counts: Record<number, number>): RfState {
  return {
    ...state,
    stalls: state.stalls.map((s, i) => ({
      ...s,
      won: Array.from({ length: counts[i] ?? s.won.length }, (_, k) => ({ pack: 'base', text: `W${i}-${k}` })),
    })),
  };
}
