import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../src/engine/types';
import { shelf } from '../../src/games/registry';
import { seasonAfter } from '../../src/games/red-blue-gold/rules/season';
import type { RbgOptions, RbgState } from '../../src/games/red-blue-gold/types';
import { mergeSeason, SeasonSchema } from '../../src/games/red-blue-gold/carry';
import * as v from 'valibot';

/**
 * Players named as a property of Object.prototype ("constructor", "toString", "__proto__"…): every
 * game plays to its end with numbers where numbers belong, and a season keeps their totals.
 */

/** Every property name of Object.prototype, and "prototype": 13 names, each a valid player name. */
const PROTO_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'].filter((n) => n.length <= 24).sort();

/** Plays `def` with `players` from `seed` by random moves to its end (or 3,000 moves); returns the last state. */
function playOut(def: AnyGameDef, players: string[], options: unknown, seed: number): unknown {
  const rand = fc.sample(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { seed, numRuns: 4000 });
  let i = 0;
  const random = () => rand[i++ % rand.length] ?? 0;
  let now = 1_000_000;
  let state = def.setup(players, options, `seed-${seed}`, now);
  for (let moves = 0; moves < 3000 && !def.outcome(state); moves++) {
    const next = def.randomAction(state, random, now);
    if (!next) {
      const deadline = def.nextDeadline(state);
      if (deadline === null) break;
      now = Math.max(now, deadline);
      state = def.tick(state, now);
      continue;
    }
    state = def.apply(state, next.actor, next.action, now);
    now += 1000;
  }
  return state;
}

/** Every number-typed leaf of `x` that is not a number: the path of each (a garnet count become a string…). */
function numbersThatAreNot(x: unknown, path = ''): string[] {
  if (Array.isArray(x)) return x.flatMap((e, i) => numbersThatAreNot(e, `${path}[${i}]`));
  if (typeof x === 'object' && x !== null) return Object.entries(x).flatMap(([k, e]) => numbersThatAreNot(e, `${path}.${k}`));
  if (typeof x === 'function') return [path];
  if (typeof x === 'string' && /function|\[object/.test(x)) return [path];
  if (typeof x === 'number' && !Number.isFinite(x)) return [path];
  return [];
}

describe('players named as a property of Object.prototype', () => {
  it('the names are the ones a hostile table would type', () => {
    expect(PROTO_NAMES).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf', 'prototype']));
  });

  for (const entry of shelf) {
    it(`${entry.title}: random games with these names play to the end, scores are numbers`, async () => {
      const { def } = await entry.load();
      const count = Math.min(def.maxPlayers, Math.max(def.minPlayers, def.writtenPlayers ?? def.minPlayers));
      for (let seed = 1; seed <= 6; seed++) {
        // A different set of names each run, always from Object.prototype.
        const players = [...PROTO_NAMES.slice(seed % PROTO_NAMES.length), ...PROTO_NAMES.slice(0, seed % PROTO_NAMES.length)].slice(0, count);
        let options = def.defaultOptions(count);
        if (entry.id === 'red-blue-gold') {
          // A season that knows half the names (the others are new to it and looked up in vain), so
          // the E.C. can be settled on garnets and the totals carried.
          const totals = Object.fromEntries(players.filter((_, i) => (i + seed) % 2 === 0).map((n, i) => [n, i % 3])) as Record<string, number>;
          options = {
            ...(options as RbgOptions),
            roundClock: 'none',
            season: { group: 'Proto', garnets: totals, tokens: { ...totals }, pastWinners: [players[0] ?? ''], pastECs: [] },
          };
        }
        const state = playOut(def, players, options, seed);
        const outcome = def.outcome(state);
        expect(outcome, `seed ${seed}`).not.toBeNull();
        for (const s of outcome?.scores ?? []) expect(typeof s).toBe('number');
        expect(numbersThatAreNot(JSON.parse(JSON.stringify(state)))).toEqual([]);
        expect(numbersThatAreNot(state)).toEqual([]);
        if (entry.id === 'red-blue-gold') {
          const after = seasonAfter((state as RbgState).options.season, state as RbgState);
          for (const n of players) {
            expect(Object.hasOwn(after.garnets, n), n).toBe(true);
            expect(typeof after.garnets[n]).toBe('number');
            expect(typeof after.tokens[n]).toBe('number');
          }
          // Stored and read back, then carried into the next match: no name is dropped.
          const stored = v.parse(SeasonSchema, JSON.parse(JSON.stringify(after)));
          expect(Object.keys(stored.garnets).sort()).toEqual([...players].sort());
          const merged = mergeSeason({ group: 'Proto', garnets: {}, tokens: {}, pastWinners: [], pastECs: [] }, stored);
          expect(merged.garnets).toEqual(after.garnets);
        }
      }
    });
  }
});
