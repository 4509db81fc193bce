/** A carried record (Red Blue Gold's season) is read and kept by the session through the game's carry, in any store. */
import { describe, expect, it } from 'vitest';
import { game as redBlueGold } from '../../src/games/red-blue-gold/index';
import type { RbgOptions } from '../../src/games/red-blue-gold/types';
import { keepCarry, newGameRecord, storedCarry } from '../../src/session/newGame';
import { memoryKV } from '../../src/storage/kv';
import { carriedRecords } from '../../src/storage/seasons';
import type { AnyGameModule } from '../../src/games/contract';

const game = redBlueGold as unknown as AnyGameModule;
const players = ['Ana', 'Bo', 'Cy', 'Di'];
const withGroup = (group: string): RbgOptions => ({
  ...redBlueGold.def.defaultOptions(4),
  season: { group, garnets: {}, tokens: {}, pastWinners: [], pastECs: [] },
});
const season = { group: 'Camp Oak', garnets: { Ana: 4, ana: 1 }, tokens: { Bo: 2 }, pastWinners: ['Bo'], pastECs: ['Cy'] };

describe('carried records through the game’s carry', () => {
  it('setup reads the season kept under the group’s key, also from the memory store', async () => {
    const records = carriedRecords(memoryKV());
    await records.write('season:camp oak', season);
    expect(await storedCarry(game, withGroup(' CAMP Oak '), records)).toEqual(season);
    expect(await storedCarry(game, withGroup(''), records)).toBeUndefined();
    expect(await storedCarry(game, withGroup('Camp Oak'), null)).toBeUndefined();
  });

  it('a new match starts from the kept season; one not over keeps nothing (and never rejects)', async () => {
    const records = carriedRecords(memoryKV());
    await records.write('season:camp oak', season);
    const record = await newGameRecord(game, players, withGroup('Camp Oak'), records, 1000);
    expect((record.options as RbgOptions).season.garnets).toEqual({ Ana: 5 });
    // A match that is not over carries nothing: the kept season stays as it was.
    await keepCarry(game, record, records);
    expect(await records.read('season:camp oak')).toEqual(season);
  });

  it('the store keeps plain data only, under a key', async () => {
    const records = carriedRecords(memoryKV());
    await expect(records.write('', season)).rejects.toThrow('needs a key');
    await expect(records.write('season:x', { at: new Date(0) })).rejects.toThrow('not plain data');
    await expect(records.write('season:x', { n: Number.NaN })).rejects.toThrow('not plain data');
    expect(await records.entries()).toEqual([]);
  });
});
