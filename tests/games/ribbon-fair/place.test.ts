import { describe, expect, it } from 'vitest';
import { cardPlace } from '../../../src/games/ribbon-fair/views/PaintedCard';

describe('a card with a word too long for half a phone takes the whole row (no word broken inside a button)', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['A weather forecaster', undefined, undefined],
    ['A hummingbird on a sugar rush', undefined, 'rf-wide'],
    ['A ventriloquist’s dummy', undefined, 'rf-wide'],
    ['A jack-in-the-box', undefined, undefined],
    ['A squirrel-proof feeder', undefined, undefined],
    ['A constellation', 'rf-winner', 'rf-wide rf-winner'],
    ['A goose', 'rf-winner', 'rf-winner'],
  ])('%s (%s) → %s', (text, extra, place) => {
    expect(cardPlace({ pack: 'base', text }, extra)).toBe(place);
  });
});
