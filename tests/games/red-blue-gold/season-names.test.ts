import { describe, expect, it } from 'vitest';
import { carry, mergeSeason, readSeasons } from '../../../src/games/red-blue-gold/carry';
import { def } from '../../../src/games/red-blue-gold/def';
import { foldNames, seasonAfter } from '../../../src/games/red-blue-gold/rules/season';
import type { Season } from '../../../src/games/red-blue-gold/types';
import { carriedRecords } from '../../../src/storage/seasons';
import { memoryKV } from '../../../src/storage/kv';
import { options, T0 } from './helpers';

const season = (garnets: Record<string, number>, tokens: Record<string, number> = {}, pastWinners: string[] = []): Season => ({
  group: 'Camp Oak',
  garnets,
  tokens,
  pastWinners,
  pastECs: [],
});

describe('season names match ignoring case (docs/house-rules.md "Season": one player, one record)', () => {
  it.each([
    // stored totals, what setup typed, the merged totals
    [{ Dee: 5 }, { dee: 0 }, { Dee: 5 }],
    [{ Dee: 5 }, { DEE: 2, Eli: 1 }, { Dee: 5, Eli: 1 }],
    [{ dee: 5 }, { Dee: 0 }, { dee: 5 }],
    [{ Dee: 5, dee: 2 }, {}, { Dee: 7 }],
    [{ dee: 2, Dee: 5, ' DEE ': 1 }, { Dee: 9 }, { Dee: 8 }],
    [{}, { dee: 1, Dee: 2 }, { Dee: 3 }],
  ])('stored %j, typed %j: %j', (stored, typed, merged) => {
    expect(mergeSeason(season(typed), season(stored)).garnets).toEqual(merged);
  });

  it.each([
    [{ ana: 1, Ana: 2, ANA: 3 }, { Ana: 6 }],
    [
      { bo: 1, cy: 2 },
      { bo: 1, cy: 2 },
    ],
    [{ constructor: 1, Constructor: 2 }, { Constructor: 3 }],
  ])('folds %j into %j, no total lost', (totals, folded) => {
    expect(foldNames(totals)).toEqual(folded);
  });

  it('a stored season saved with two keys for one name is folded when listed, garnets and tokens kept', async () => {
    const kv = memoryKV();
    await kv.set('season:camp oak', season({ Dee: 5, dee: 3 }, { dee: 1, DEE: 1 }));
    const [s] = readSeasons(await carriedRecords(kv).entries());
    expect(s?.garnets).toEqual({ Dee: 8 });
    expect(s?.tokens).toEqual({ DEE: 2 });
  });

  it('"dee" typed at setup does not hide the stored "Dee": her 5 garnets decide the E.C. tie, and one record is kept', () => {
    // Dee and Eli tie on fewest points (0); Eli has 1 garnet, Dee 5 in the stored season: Eli is the E.C.
    const opts = carry.withStored(options({}, { group: 'Camp Oak', garnets: { dee: 0, Eli: 1 } }), season({ Dee: 5 }, {}, ['ana']));
    const players = ['Ana', 'Bo', 'Cy', 'DEE', 'Eli'];
    const s = def.setup(players, opts, 'seed', T0);
    const atEnd = def.tick({ ...s, round: 4, points: [9, 7, 5, 0, 0] }, s.deadline ?? 0);
    expect(atEnd.final?.garnetsAfter).toEqual([5, 4, 3, 5, 1]);
    expect([atEnd.final?.ec, atEnd.final?.ecBy]).toEqual([4, 'garnets']);
    const over = def.apply(atEnd, 0, { type: 'give-token', to: 1 }, T0);
    const after = seasonAfter(opts.season, over);
    expect(after.garnets).toEqual({ Dee: 5, Eli: 1, Ana: 5, Bo: 4, Cy: 3 });
    expect(Object.keys(after.garnets).filter((n) => n.toLowerCase() === 'dee')).toEqual(['Dee']);
    expect(after.tokens).toEqual({ Ana: 1, Bo: 1, Cy: 0, DEE: 0, Eli: 0 });
  });
});
