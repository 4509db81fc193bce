/**
 * The table option "Judge Marigold: picks at random / judges with taste" in the rules
 * (docs/games/ribbon-fair.md, "Judging styles": AI Judge and Crowd Favourite's tie-break).
 */
import { describe, expect, it } from 'vitest';
import { decksFor } from '../../../src/games/ribbon-fair/cards';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import { checkOptions, defaultOptions } from '../../../src/games/ribbon-fair/rules/options';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { fitScores, sameFrame } from '../../../src/games/ribbon-fair/rules/taste';
import { T0, entryOf, fair, pinAll } from './helpers';

const ALL_PACKS: RfOptions['themedPacks'] = ['barnyard-kitchen', 'starlight-midway'];
/** A fair dealt from the painted packs, with `options` over the defaults. */
function paintedFair(n: number, options: Partial<RfOptions>, seed = 'seed'): RfState {
  const o: RfOptions = { ...defaultOptions(), themedPacks: ALL_PACKS, ...options };
  return fair(n, o, seed, decksFor(o));
}
/** The best fit among the round's entries at `indices`. */
function bestFit(s: RfState, indices: readonly number[]): number {
  const ribbon = s.round.award?.ribbon.text ?? '';
  const scores = fitScores(
    ribbon,
    indices.map((i) => s.round.entries[i]?.card.text ?? ''),
  );
  return Math.max(...scores);
}
/** The winning entry's fit. */
function winnerFit(s: RfState): number {
  const a = s.round.award;
  return fitScores(a?.ribbon.text ?? '', [s.round.entries[a?.entry ?? -1]?.card.text ?? ''])[0] ?? NaN;
}
/** Plays `rounds` rounds (or to the end) with every stall pinning its first card. */
function play(s0: RfState, rounds: number): RfState {
  let s = s0;
  for (let i = 0; i < rounds && s.phase !== 'over'; i++) {
    s = pinAll(s);
    if (s.phase === 'award') s = apply(s, 'table', { type: 'next' }, T0);
  }
  return s;
}
const marigoldLines = (s: RfState): string[] => s.log.filter((l) => l.includes('Judge Marigold: '));

describe('AI Judge with taste', () => {
  it('awards the best-fitting entry and says why on the award and in the log', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const s = pinAll(paintedFair(6, { style: 'ai', marigold: 'taste' }, seed));
      const a = s.round.award;
      expect(a?.how).toBe('marigold');
      expect(winnerFit(s)).toBe(
        bestFit(
          s,
          s.round.entries.map((_, i) => i),
        ),
      );
      const reason = a?.reason ?? '';
      expect(reason.length).toBeGreaterThan(0);
      expect(s.log).toContain(`Judge Marigold: ${reason}`);
      expect(s.log).not.toContain('Judge Marigold picks at random.');
    }
  });

  it('replays exactly: the same seed and moves give the same picks and sentences', () => {
    const run = () => play(paintedFair(5, { style: 'ai', marigold: 'taste' }, 'replay'), 12);
    const [x, y] = [run(), run()];
    expect(x).toEqual(y);
    expect(marigoldLines(x).length).toBeGreaterThanOrEqual(5);
  });

  it('never says her sentence the same way twice in a row over a whole fair', () => {
    for (const seed of ['p', 'q', 'r']) {
      const lines = marigoldLines(play(paintedFair(3, { style: 'ai', marigold: 'taste' }, seed), 40));
      expect(lines.length).toBeGreaterThanOrEqual(8);
      const repeats = lines.filter((l, i) => i > 0 && sameFrame(l.replace('Judge Marigold: ', ''), (lines[i - 1] ?? '').replace('Judge Marigold: ', '')));
      expect(repeats).toEqual([]);
    }
  });
});

describe('picks at random, the default', () => {
  it('is what a fair without the option plays, exactly as before: "Judge Marigold picks at random."', () => {
    expect(defaultOptions().marigold).toBeUndefined();
    const before = pinAll(fair(4, { style: 'ai' }, 'same'));
    const chosen = pinAll(fair(4, { style: 'ai', marigold: 'random' }, 'same'));
    expect({ ...chosen, options: before.options }).toEqual(before);
    expect(before.log).toContain('Judge Marigold picks at random.');
    expect(before.round.award).not.toHaveProperty('reason');
  });
});

describe('Crowd Favourite with taste', () => {
  it('a tie goes to the best-fitting of the tied entries, with her sentence', () => {
    let seen = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      let s = pinAll(paintedFair(4, { style: 'crowd', marigold: 'taste' }, seed));
      // 2–2 between the entries of seats 0 and 1.
      for (const [voter, author] of [
        [0, 1],
        [1, 0],
        [2, 0],
        [3, 1],
      ] as const)
        s = apply(s, voter, { type: 'vote', entry: entryOf(s, author) }, T0);
      const a = s.round.award;
      expect(a?.how).toBe('crowd-tie');
      expect([0, 1]).toContain(a?.winner);
      expect(winnerFit(s)).toBe(bestFit(s, [entryOf(s, 0), entryOf(s, 1)]));
      expect(s.log).toContain(`The crowd is tied. Judge Marigold: ${a?.reason ?? '?'}`);
      seen++;
    }
    expect(seen).toBe(8);
  });
});

it('refuses a Judge Marigold mode that does not exist, and changes nothing', () => {
  const options = { ...defaultOptions(), marigold: 'wise' } as unknown as RfOptions;
  expect(() => checkOptions(options, 4)).toThrow('Judge Marigold either picks at random or judges with taste.');
  expect(() => checkOptions({ ...defaultOptions(), marigold: 'taste' }, 4)).not.toThrow();
});
