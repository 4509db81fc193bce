import { describe, expect, it } from 'vitest';
import { mergeSeason, seasonKey } from '../../../src/games/red-blue-gold/carry';
import type { Season } from '../../../src/games/red-blue-gold/types';

const typed: Season = { group: 'Camp Oak', garnets: { Ana: 2, Newcomer: 4 }, tokens: {}, pastWinners: [], pastECs: [] };
const stored: Season = { group: 'camp oak', garnets: { Ana: 9, Bo: 5 }, tokens: { Ana: 1 }, pastWinners: ['Ana'], pastECs: ['Bo'] };

describe('the season carried between matches', () => {
  it.each([
    ['Camp Oak', 'season:camp oak'],
    ['  camp OAK ', 'season:camp oak'],
    ['   ', null],
    ['', null],
  ])('group %j is kept under %j', (group, key) => {
    expect(seasonKey(group)).toBe(key);
  });
  it('stored totals, winners and E.C.s win over what was typed; a newcomer keeps typed starting garnets', () => {
    expect(mergeSeason(typed, stored)).toEqual({
      group: 'Camp Oak',
      garnets: { Ana: 9, Bo: 5, Newcomer: 4 },
      tokens: { Ana: 1 },
      pastWinners: ['Ana'],
      pastECs: ['Bo'],
    });
  });
  it.each([[undefined], [null], ['junk'], [{ ...stored, garnets: { Ana: -1 } }], [{ ...stored, pastWinners: 'Ana' }]])(
    'a stored record that does not read (%j) leaves the typed season',
    (bad) => {
      expect(mergeSeason(typed, bad)).toEqual(typed);
    },
  );
});
