/** Properties over thousands of seeded random games in every mode (DESIGN.md, "Whole-rule-set tests"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { rules } from '../../../src/games/horse-fair/rules/index';
import type { HfOptions, HfState } from '../../../src/games/horse-fair/rules/types';
import { allCards, NAMES, playOut } from './helpers';

/** A game set-up in any mode: 2–5 alone or 4/6 in partnerships, either scoring, 1–10 hands or one per player. */
const gameArb = fc
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
function accountsForAll(state: HfState): boolean {
  const cards = allCards(state);
  const seen = new Set(cards.map((c) => c.id));
  return cards.length === 65 && seen.size === 65 && cards.every((c) => c.id >= 0 && c.id < 65);
}

/** A cheap per-step check (vitest's expect is too slow for every step of thousands of games). */
function holds(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Whether `fn` throws a RuleError. */
function refuses(fn: () => unknown): boolean {
  try {
    fn();
    return false;
  } catch (e) {
    return e instanceof RuleError;
  }
}

describe('random whole games', () => {
  it('cards are never created or lost, figurines = horse wins, turns and handovers agree, and every game ends', () => {
    fc.assert(
      fc.property(gameArb, ({ players, options, seed }) => {
        const start = rules.setup(players, options, seed, 0);
        expect(accountsForAll(start)).toBe(true);
        let winsSeen = 0;
        const { final } = playOut(start, `play-${seed}`, (before, _move, after) => {
          holds(accountsForAll(after), 'a card was created or lost');
          holds(after.figurines.reduce((a, b) => a + b, 0) === after.wins, 'figurines differ from horse wins');
          if (after.handNumber === before.handNumber && after.wins > before.wins) winsSeen++;
          holds(after.figurines.every((f) => f <= 4), 'more than four figurines');
          const handover = rules.handover(after);
          if (after.phase === 'playing') {
            holds(after.turn !== null && handover?.seats.length === 1 && handover.seats[0] === after.turn && !handover.anyOrder, 'handover is not the turn');
            holds((after.hands[after.turn ?? -1]?.length ?? 0) > 0, 'the player to move has no card');
          } else {
            holds(handover === null, 'a handover between hands');
          }
        });
        expect(final.phase).toBe('game-over');
        expect(final.history).toHaveLength(final.handsTotal);
        expect(final.history.reduce((sum, h) => sum + h.wins, 0)).toBe(winsSeen);
        final.history.forEach((h, i) => {
          expect(h.scores.reduce((sum, s) => sum + s.figurines, 0)).toBe(h.wins);
          expect(h.dealer).toBe((start.dealer + i) % players.length);
          h.scores.forEach((s) => expect(s.points).toBe(options.scoring === 'basic' ? s.cards + 2 * s.figurines : s.faceValue + s.figurines));
          if (h.reason === 'four-figurines') expect(Math.max(...h.scores.map((s) => s.figurines))).toBe(4);
          else expect(Math.max(...h.scores.map((s) => s.figurines))).toBeLessThan(4);
        });
        const result = rules.outcome(final);
        expect(result?.winners.length).toBeGreaterThan(0);
        expect(result?.scores).toHaveLength(players.length);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
