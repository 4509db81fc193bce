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
    expect(shelfMeta).toEqual(shelf.map(({ id, title, blurb, players, minPlayers, maxPlayers }) => ({ id, title, blurb, players, minPlayers, maxPlayers })));
  });
  it('finds a game by id, and nothing for an unknown one', () => {
    expect(findGame('horse-fair')?.title).toBe('Horse Fair');
    expect(findGame('chess')).toBeUndefined();
  });
});
