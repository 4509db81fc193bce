import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGame, shelf } from '../../../src/games/registry';

/** Home's words for a saved game's options: what tells two games of the same game apart. */
const words = (gameId: string, options: unknown) => findGame(gameId)?.describe(options);

describe('the options that tell a saved game apart', () => {
  it.each([
    [
      'ribbon-fair',
      { style: 'crowd', themedPacks: ['starlight-midway'], pinClock: 45, judgeClock: null },
      ['Crowd Favourite', 'Starlight Midway', '45 s pin clock', 'no judging clock'],
    ],
    ['ribbon-fair', { style: 'rotating', themedPacks: [], pinClock: null, judgeClock: 30 }, ['Rotating Judge', 'no pin clock', '30 s judging clock']],
    ['horse-fair', { scoring: 'advanced', hands: 3, partnership: true, dealer: 'random' }, ['Advanced scoring', '3 hands', 'Partnerships']],
    ['horse-fair', { scoring: 'basic', hands: 'per-player', partnership: false, dealer: 0 }, ['Basic scoring', 'A hand per player']],
    ['horse-fair', { scoring: 'basic', hands: 1, partnership: false, dealer: 0 }, ['Basic scoring', 'One hand']],
    ['red-blue-gold', { roundClock: '10min', season: { group: ' Camp Oak ' } }, ['10 min rounds', 'Season: Camp Oak']],
    ['red-blue-gold', { roundClock: 'none', season: { group: '' } }, ['No round clock']],
    ['festival-charter', { firstChair: 0, discussionLimit: true }, ['Discussion limit']],
    ['festival-charter', { firstChair: 0, discussionLimit: false }, []],
  ])('%s %j → %j', (gameId, options, expected) => {
    expect(words(gameId, options)).toEqual(expected);
  });

  it.each([
    ['ribbon-fair', { style: 'constructor', themedPacks: ['__proto__', 'toString'], pinClock: 1e300, judgeClock: 'x' }],
    ['red-blue-gold', { roundClock: 'toString', season: { group: 42 } }],
    ['horse-fair', { scoring: 'hasOwnProperty', hands: 1e9 }],
  ])('%s: options named after Object.prototype give no words, never an inherited one', (gameId, options) => {
    expect(words(gameId, options)).toEqual([]);
  });

  it('options of any shape give a list of strings and never throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...shelf.map((g) => g.id)), fc.anything({ withNullPrototype: true, withObjectString: true }), (gameId, options) => {
        const out = words(gameId, options);
        expect(Array.isArray(out)).toBe(true);
        for (const w of out ?? []) expect(typeof w).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});
