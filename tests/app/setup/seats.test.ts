// @vitest-environment happy-dom
// (localStorage)
import { afterEach, describe, expect, it } from 'vitest';
import { startingNames } from '../../../src/app/setup/seats';
import { saveNames } from '../../../src/storage/settings';

afterEach(() => localStorage.clear());

describe('the seats setup starts with', () => {
  it.each([
    [[], 4, 4, ['', '', '', '']],
    [['Ana', 'Bo'], 3, 8, ['Ana', 'Bo', '']],
    [['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 2, 5, ['Ana', 'Bo', 'Cy', 'Di', 'Ed']],
    [['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'], 2, 5, ['Ana', 'Bo', 'Cy', 'Di', 'Ed']],
    // Red Blue Gold is written for 13: the names from last time, then empty seats up to 13.
    [['Ana', 'Bo', 'Cy', 'Di'], 13, 13, ['Ana', 'Bo', 'Cy', 'Di', '', '', '', '', '', '', '', '', '']],
  ])('names kept %j, start at %i seats, at most %i: %j', (kept, start, max, seats) => {
    saveNames(kept);
    expect(startingNames(start, max)).toEqual(seats);
  });
});
