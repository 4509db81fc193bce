/** Properties over thousands of seeded random games in every mode (docs/architecture.md, "Whole-rule-set tests"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/horse-fair/rules/index';
import { gameArb, holds, refuses } from './arbitraries';
import { playOut } from './helpers';

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
