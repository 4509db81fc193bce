import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeRandom } from '../../../src/engine/rng';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { decks, def, entriesInPlay, fair, ribbonsInPlay } from './helpers';
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
  it.each(STYLES)('%s: no card is created or lost, counts never pass the target, every fair ends', (style) => {
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
  }, 30_000);

  it.each(STYLES)('%s: same seed and moves replay to the same state', (style) => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 0, max: 1e9 }), (n, seed) => {
        const { final, moves } = play(style, n, `r${seed}`, 12, () => undefined);
        const random = makeRandom(`r${seed}`);
        // Rebuild the same start (same random draws for the clocks and deck sizes as play()).
        let s = fair(n, { style, pinClock: 20 + Math.floor(random() * 71), judgeClock: random() < 0.2 ? null : 30 }, `r${seed}`, decks(12, 60 + Math.floor(random() * 100)));
        for (const m of moves) s = m.action === 'tick' ? def.tick(s, m.now) : def.apply(s, m.actor, m.action, m.now);
        expect(s).toEqual(final);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it.each(STYLES)('%s: rules never mutate a state (every state is deep-frozen before the next move)', (style) => {
    const freeze = (v: unknown): void => {
      if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
      Object.freeze(v);
      for (const x of Object.values(v)) freeze(x);
    };
    for (let g = 0; g < 40; g++) {
      const { final } = play(style, 3 + (g % 6), `f${g}`, 10, freeze);
      expect(final.phase).toBe('over');
    }
  });

  it('states stay JSON-safe', () => {
    const { final } = play('crowd', 5, 'json', 10, () => undefined);
    expect(JSON.parse(JSON.stringify(final))).toEqual(final);
  });
});
