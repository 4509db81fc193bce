/**
 * Judge Marigold with taste (src/games/ribbon-fair/rules/taste.ts): she picks what a person would pick in at
 * least 85% of clear cases, "Least …" ribbons rank the other way, ties go by the random numbers passed
 * in, and her sentence names the ribbon's idea and the entry, never the same twice in a row.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { packs } from '../../../src/games/ribbon-fair/packs';
import { entryPhrase, fitScores, judgeWithTaste, sameFrame } from '../../../src/games/ribbon-fair/rules/taste';
import { wantsOf } from '../../../src/games/ribbon-fair/rules/taste/data';
import { TRAITS } from '../../../src/games/ribbon-fair/rules/taste/traits';
import { TASTE_CASES } from './taste-cases';

const ribbons = packs.flatMap((p) => p.ribbons);
const entries = packs.flatMap((p) => p.entries);
const packOf = (text: string): string => packs.find((p) => p.ribbons.includes(text) || p.entries.includes(text))?.id ?? 'none';

/** The words that name `ribbon`'s idea: its own text and the adjectives of the traits it asks for. */
function ideaWords(ribbon: string): string[] {
  const words: (string | null)[] = wantsOf(ribbon).flatMap(([t]) => [TRAITS[t].more, TRAITS[t].less]);
  return [ribbon, ...words.filter((w): w is string => w !== null)];
}

describe('the clear cases', () => {
  it('are at least 60 real cards of all three packs, 3–7 entries each, Least ribbons included', () => {
    expect(TASTE_CASES.length).toBeGreaterThanOrEqual(60);
    const problems = TASTE_CASES.flatMap(([ribbon, es, pick]) => [
      ...(ribbons.includes(ribbon) ? [] : [`no ribbon "${ribbon}"`]),
      ...es.filter((e) => !entries.includes(e)).map((e) => `no entry "${e}"`),
      ...(es.length >= 3 && es.length <= 7 ? [] : [`${ribbon}: ${es.length} entries`]),
      ...(es.includes(pick) ? [] : [`${ribbon}: the pick "${pick}" is not on the table`]),
    ]);
    expect(problems).toEqual([]);
    const packsUsed = new Set(TASTE_CASES.flatMap(([r, es]) => [r, ...es].map(packOf)));
    expect([...packsUsed].sort()).toEqual(['barnyard-kitchen', 'base', 'starlight-midway']);
    expect(TASTE_CASES.filter(([r]) => r.startsWith('Least ')).length).toBeGreaterThanOrEqual(4);
  });

  it('Judge Marigold picks the entry a person would in at least 85% of them (misses listed)', () => {
    const random = makeRandom('taste-cases');
    const misses = TASTE_CASES.flatMap(([ribbon, es, pick]) => {
      const got = es[judgeWithTaste(ribbon, es, random).index];
      return got === pick ? [] : [`${ribbon}: picked "${got ?? '?'}", a person picks "${pick}"`];
    });
    const hits = TASTE_CASES.length - misses.length;
    // The misses, for whoever tunes the taste data next.
    expect({ hits: hits >= 0.85 * TASTE_CASES.length, misses }).toEqual({ hits: true, misses: expect.any(Array) });
    console.info(`Judge Marigold: ${hits} of ${TASTE_CASES.length}; misses:\n${misses.join('\n')}`);
  });

  it('her sentence names the ribbon’s idea and the picked entry', () => {
    const random = makeRandom('taste-reasons');
    const wrong = TASTE_CASES.flatMap(([ribbon, es]) => {
      const { index, reason } = judgeWithTaste(ribbon, es, random);
      const entry = entryPhrase(es[index] ?? '');
      const namesEntry = reason.toLowerCase().includes(entry.toLowerCase());
      const namesIdea = ideaWords(ribbon).some((w) => reason.includes(w));
      return namesEntry && namesIdea ? [] : [`${ribbon}: ${reason}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('judgeWithTaste', () => {
  it('ranks a "Least …" ribbon the other way', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...entries), { minLength: 2, maxLength: 7 }), (es) => {
        const most = fitScores('Most Polite', es);
        expect(fitScores('Least Polite', es)).toEqual(most.map((s) => 0 - s));
      }),
    );
    const table = ['A royal butler', 'A letterbox that bites', 'A park bench'];
    expect(judgeWithTaste('Most Polite', table, () => 0).index).toBe(0);
    expect(judgeWithTaste('Least Polite', table, () => 0).index).toBe(1);
  });

  it('breaks ties between equally fitting entries with the random numbers passed in', () => {
    // Two entries equally fluffy, and one not at all.
    const table = ['A sheep who needs a haircut', 'A tub of glitter', 'A very fluffy Pomeranian'];
    const [sheep, glitter, pomeranian] = fitScores('Fluffiest', table);
    expect(sheep).toBe(pomeranian);
    expect(glitter).toBeLessThan(sheep ?? 0);
    // Nothing squeaks: a hunch, settled by the first random number.
    const tied = ['A pair of scissors', 'A perfectly flat pebble', 'A stapler'];
    expect(fitScores('Most Squeaky', tied)).toEqual([0, 0, 0]);
    expect(judgeWithTaste('Most Squeaky', tied, () => 0).index).toBe(0);
    expect(judgeWithTaste('Most Squeaky', tied, () => 0.99).index).toBe(2);
    expect(judgeWithTaste('Fluffiest', table, () => 0.99).index).toBe(2);
    expect(judgeWithTaste('Fluffiest', table, () => 0).index).toBe(0);
  });

  it('gives the same pick and sentence for the same random numbers (a fair replays exactly)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ribbons), fc.uniqueArray(fc.constantFrom(...entries), { minLength: 1, maxLength: 7 }), fc.string(), (r, es, seed) => {
        expect(judgeWithTaste(r, es, makeRandom(seed))).toEqual(judgeWithTaste(r, es, makeRandom(seed)));
      }),
    );
  });

  it('never says the same sentence twice in a row, given her last one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ribbons), fc.uniqueArray(fc.constantFrom(...entries), { minLength: 3, maxLength: 7 }), fc.string(), (r, es, seed) => {
        const random = makeRandom(seed);
        let last: string | undefined;
        for (let i = 0; i < 6; i++) {
          const { reason } = judgeWithTaste(r, es, random, last);
          expect(reason).not.toBe(last);
          expect(last !== undefined && sameFrame(reason, last)).toBe(false);
          last = reason;
        }
      }),
    );
  });

  it('names the ribbon’s idea and the picked entry on any table of the packs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ribbons), fc.uniqueArray(fc.constantFrom(...entries), { minLength: 1, maxLength: 8 }), fc.string(), (r, es, seed) => {
        const { index, reason } = judgeWithTaste(r, es, makeRandom(seed));
        expect(reason.toLowerCase()).toContain(entryPhrase(es[index] ?? '?').toLowerCase());
        expect(ideaWords(r).some((w) => reason.includes(w))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('does not change the entries it is given, and refuses an empty table', () => {
    const table = Object.freeze(['A rubber duck', 'A grumpy goose', 'A postbox']);
    expect(judgeWithTaste('Most Squeaky', table, () => 0.5).index).toBe(0);
    expect(table).toEqual(['A rubber duck', 'A grumpy goose', 'A postbox']);
    expect(() => judgeWithTaste('Most Squeaky', [], () => 0.5)).toThrow(RangeError);
  });

  it('says why in one sentence: "Most Squeaky" goes to a rubber duck over a grumpy goose over a postbox', () => {
    const { index, reason } = judgeWithTaste('Most Squeaky', ['A postbox', 'A grumpy goose', 'A rubber duck'], () => 0);
    expect(index).toBe(2);
    const [postbox = 0, goose = 0, duck = 0] = fitScores('Most Squeaky', ['A postbox', 'A grumpy goose', 'A rubber duck']);
    expect(duck).toBeGreaterThan(goose);
    expect(goose).toBeGreaterThan(postbox);
    expect(reason).toBe('Nothing here is as squeaky as a rubber duck.');
  });
});

describe('her sentence', () => {
  it('says "less" when every entry has some of what the ribbon is against', () => {
    const { index, reason } = judgeWithTaste('Least Polite', ['A royal butler', 'A welcome mat', 'A parrot that only says hello'], () => 0);
    expect(index).toBe(2);
    expect(reason).toBe('Nothing here is less polite than a parrot that only says hello.');
  });

  it('settles on a hint, never naming it as her reason, when nothing fits outright', () => {
    // Nothing squeaks; "tiny" is only a hint for Most Squeaky, and an acorn is tiny.
    const { index, reason } = judgeWithTaste('Most Squeaky', ['A pair of scissors', 'An acorn', 'A stapler'], () => 0);
    expect(index).toBe(1);
    expect(reason).toBe('“Most Squeaky”? Not an easy one, but I’d say an acorn.');
  });

  it('never gives as her reason a trait the entry only implies', () => {
    // A puppy is an animal, and animals are a little naughty; its own card data says nothing of naughtiness.
    const { index, reason } = judgeWithTaste('Worst Babysitter', ['A puppy in a raincoat', 'A welcome mat', 'A park bench'], () => 0);
    expect(index).toBe(0);
    expect(reason).toBe('“Worst Babysitter”? Not an easy one, but I’d say a puppy in a raincoat.');
  });

  it('plays a hunch, naming the ribbon, when every entry fits the same', () => {
    const { index, reason } = judgeWithTaste('Most Squeaky', ['A pair of scissors', 'A perfectly flat pebble', 'A stapler'], () => 0);
    expect(index).toBe(0);
    expect(reason).toBe('A hard one! For “Most Squeaky” I’ll go with a pair of scissors.');
  });
});
