import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { def, entriesInPlay, ribbonsInPlay } from './helpers';
import { play } from './play';

const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];

/** Throws (plain checks: fast enough for thousands of fairs) when an invariant breaks. */
function invariants(s: RfState): void {
  const fail = (what: string) => {
    throw new Error(`${what} at round ${s.roundNo} (${s.phase})`);
  };
  if (entriesInPlay(s) !== s.dealtFrom.entries) fail(`entries: ${entriesInPlay(s)} in play, ${s.dealtFrom.entries} dealt from`);
  if (ribbonsInPlay(s) !== s.dealtFrom.ribbons) fail(`ribbons: ${ribbonsInPlay(s)} in play, ${s.dealtFrom.ribbons} dealt from`);
  if (s.stalls.some((st) => st.won.length > s.target)) fail('a count passed the target');
  if (s.stalls.some((st) => st.hand.length > 7)) fail('a hand holds more than 7');
  if (s.stalls.some((st) => st.gone && st.hand.length > 0)) fail('a stall that left still holds cards');
  if ((s.phase === 'over') !== (def.outcome(s) !== null)) fail('outcome and phase disagree');
}

describe('random fairs (properties)', () => {
  it.each(STYLES)(
    '%s: no card is created or lost, counts never pass the target, every fair ends',
    (style) => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 3, max: 40 }), (n, seed, ribbons) => {
          const { final } = play(style, n, `p${seed}`, ribbons, invariants);
          expect(final.phase).toBe('over');
          const out = def.outcome(final);
          for (const w of out?.winners ?? []) {
            expect(final.stalls[w]?.won.length).toBe(Math.max(...final.stalls.map((st) => st.won.length)));
          }
          const awards = out?.awards ?? [];
          expect(awards.filter((a) => a.id === 'blue-ribbon').map((a) => a.seat)).toEqual(out?.winners);
          for (const a of awards.filter((x) => x.id === 'fresh-start')) expect(final.stalls[a.seat]?.freshHand).toBe(true);
        }),
        { numRuns: 500 },
      );
    },
    30_000,
  );
});
