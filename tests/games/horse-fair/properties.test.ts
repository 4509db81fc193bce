/** Properties over thousands of seeded random games in every mode (docs/architecture.md, "Whole-rule-set tests"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { def as rules } from '../../../src/games/horse-fair/def';
import { accountsForAll, gameArb, holds } from './arbitraries';
import { playOut } from './helpers';

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
          holds(
            after.figurines.every((f) => f <= 4),
            'more than four figurines',
          );
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
