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

describe('random whole games: replay and refusals', () => {
  it('the same seed and actions replay to the same state', () => {
    fc.assert(
      fc.property(gameArb, ({ players, options, seed }) => {
        const { final, moves } = playOut(rules.setup(players, options, seed, 0), `replay-${seed}`);
        const replayed = moves.reduce((s, m) => rules.apply(s, m.actor, m.action, 0), rules.setup(players, options, seed, 0));
        expect(replayed).toEqual(final);
        expect(JSON.parse(JSON.stringify(final))).toEqual(final);
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('refused moves leave the state deep-equal', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), ({ players, options, seed }, pickSeat) => {
        let refusals = 0;
        playOut(rules.setup(players, options, seed, 0), `refuse-${seed}`, (before) => {
          const copy = JSON.stringify(before);
          const attempts: [number | 'table', Parameters<typeof rules.apply>[2]][] = [];
          if (before.phase === 'playing' && before.turn !== null) {
            const other = (before.turn + 1 + (pickSeat % (players.length - 1))) % players.length;
            const theirs = before.hands[other]?.[0];
            attempts.push([other, { type: 'play', card: before.hands[before.turn]?.[0]?.id ?? 0 }]);
            if (theirs) attempts.push([before.turn, { type: 'play', card: theirs.id }]);
            attempts.push(['table', { type: 'next-hand' }]);
          } else {
            attempts.push([0, { type: 'play', card: 0 }]);
          }
          for (const [actor, action] of attempts) {
            holds(refuses(() => rules.apply(before, actor, action, 0)), `not refused: ${JSON.stringify([actor, action])}`);
            refusals++;
          }
          holds(JSON.stringify(before) === copy, 'a refused move changed the state');
        });
        expect(refusals).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
