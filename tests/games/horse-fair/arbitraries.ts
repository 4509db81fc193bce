/** Shared pieces of the property tests: a game in any mode, and cheap per-step checks. */
import fc from 'fast-check';
import { RuleError } from '../../../src/engine/errors';
import type { HfOptions, HfState } from '../../../src/games/horse-fair/types';
import { allCards, NAMES } from './helpers';

/** A game set-up in any mode: 2–5 alone or 4/6 in partnerships, either scoring, 1–10 hands or one per player. */
export const gameArb = fc
  .record({
    mode: fc.oneof(
      fc.record({ n: fc.integer({ min: 2, max: 5 }), partnership: fc.constant(false) }),
      fc.record({ n: fc.constantFrom(4, 6), partnership: fc.constant(true) }),
    ),
    scoring: fc.constantFrom<HfOptions['scoring']>('basic', 'advanced'),
    hands: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 4 },
      { arbitrary: fc.constant<'per-player'>('per-player'), weight: 1 },
      { arbitrary: fc.integer({ min: 4, max: 10 }), weight: 1 },
    ),
    dealer: fc.oneof(fc.constant<'random'>('random'), fc.nat({ max: 5 })),
    seed: fc.string({ maxLength: 12 }),
  })
  .map(({ mode, scoring, hands, dealer, seed }) => {
    const options: HfOptions = { scoring, hands, partnership: mode.partnership, dealer: dealer === 'random' ? 'random' : dealer % mode.n };
    return { players: NAMES.slice(0, mode.n), options, seed };
  });

/** Whether `state` holds each of the 65 card ids exactly once (draw pile + hands + face up + piles + discard). */
export function accountsForAll(state: HfState): boolean {
  const cards = allCards(state);
  const seen = new Set(cards.map((c) => c.id));
  return cards.length === 65 && seen.size === 65 && cards.every((c) => c.id >= 0 && c.id < 65);
}

/** A cheap per-step check (vitest's expect is too slow for every step of thousands of games). */
export function holds(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Whether `fn` throws a RuleError. */
export function refuses(fn: () => unknown): boolean {
  try {
    fn();
    return false;
  } catch (e) {
    return e instanceof RuleError;
  }
}
