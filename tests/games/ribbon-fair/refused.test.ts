import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { RuleError } from '../../../src/engine/errors';
import type { Actor } from '../../../src/engine/types';
import type { RfAction, RfOptions } from '../../../src/games/ribbon-fair/types';
import { T0, def } from './helpers';
import { play } from './play';

const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];

describe('refused moves (GameDef.apply: "nothing changes then")', () => {
  it.each(STYLES)(
    '%s: refused moves throw RuleError and leave the state deep-equal',
    (style) => {
      const attempts: { actor: Actor; action: RfAction }[] = [
        { actor: 'table', action: { type: 'next' } },
        { actor: 'table', action: { type: 'pin', entry: 'E1' } },
        { actor: 0, action: { type: 'pick', entry: 0 } },
        { actor: 1, action: { type: 'vote', entry: 0 } },
        { actor: 2, action: { type: 'pin', entry: 'not a card' } },
        { actor: 0, action: { type: 'open' } },
        { actor: 1, action: { type: 'fresh-hand' } },
        { actor: 'table', action: { type: 'leave', seat: 1 } },
      ];
      let refused = 0;
      let ok = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 3, max: 8 }), (seed, n) => {
          let seen = 0;
          play(style, n, `x${seed}`, 8, (s) => {
            if (seen++ % 9 !== 0) return;
            const copy = structuredClone(s);
            for (const a of attempts) {
              try {
                def.apply(s, a.actor, a.action, T0);
                ok++;
              } catch (e) {
                if (!(e instanceof RuleError)) throw e;
                refused++;
              }
              if (!isDeepStrictEqual(s, copy)) throw new Error(`${a.action.type} changed the state`);
            }
          });
        }),
        { numRuns: 40 },
      );
      expect(refused).toBeGreaterThan(ok);
    },
    30_000,
  );
});
