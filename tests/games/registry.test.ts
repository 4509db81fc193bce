import { describe, expect, it } from 'vitest';
import { findGame, shelf } from '../../src/games/registry';
import { shelfMeta } from '../../src/games/shelf';

describe('the shelf', () => {
  it('lists the four games', () => {
    expect(shelf.map((g) => g.id)).toEqual(['festival-charter', 'ribbon-fair', 'horse-fair', 'red-blue-gold']);
  });
  it.each(shelf.map((g) => [g.id, g] as const))('%s: the shelf card says what the rules say', async (_id, entry) => {
    const { def } = await entry.load();
    expect({ id: def.id, title: def.title, min: def.minPlayers, max: def.maxPlayers }).toEqual({
      id: entry.id,
      title: entry.title,
      min: entry.minPlayers,
      max: entry.maxPlayers,
    });
  });
  it("Home's shelf shows the same games, in the same order, as they are", () => {
    expect(shelf.map(({ describe: _d, load: _l, ...meta }) => meta)).toEqual(shelfMeta);
    expect(shelfMeta.map((m) => m.order)).toEqual([...shelfMeta.map((m) => m.order)].sort((a, b) => a - b));
  });
  it('is read from the game folders: every folder with a meta.ts is on it, and only those', () => {
    const folders = Object.keys(import.meta.glob('../../src/games/*/meta.ts')).map((p) => p.split('/').at(-2));
    expect([...folders].sort()).toEqual(shelf.map((g) => g.id).sort());
  });
  it('loads the standings of the games that carry a record, and only those have a Standings view', async () => {
    for (const g of shelf) expect((await g.load()).ui.Standings !== undefined, g.id).toBe(g.carries === true);
  });
  it('finds a game by id, and nothing for an unknown one', () => {
    expect(findGame('horse-fair')?.title).toBe('Horse Fair');
    expect(findGame('chess')).toBeUndefined();
  });
});
