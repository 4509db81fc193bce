/** Properties over thousands of seeded random games in every mode (docs/architecture.md, "Whole-rule-set tests"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { def as rules } from '../../../src/games/horse-fair/def';
import { gameArb, holds, refuses } from './arbitraries';
import { playOut } from './helpers';

describe('random whole games: replay and refusals', () => {
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
            holds(
              refuses(() => rules.apply(before, actor, action, 0)),
              `not refused: ${JSON.stringify([actor, action])}`,
            );
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
