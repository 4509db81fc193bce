import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryKV } from '../../src/storage/kv';

/** The in-memory store (used where IndexedDB cannot be opened) in a browser without structuredClone (Firefox before 94). */
describe('memoryKV where structuredClone is missing', () => {
  beforeEach(() => vi.stubGlobal('structuredClone', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps copies: what is read back equals what was saved, and changing either changes nothing kept', async () => {
    const kv = memoryKV();
    const game = { id: 'g1', log: [{ kind: 'act', at: 1 }], players: ['Ana', 'Bo'] };
    await kv.set('g1', game);
    game.players.push('Cy');
    const read = (await kv.get('g1')) as typeof game;
    expect(read).toEqual({ id: 'g1', log: [{ kind: 'act', at: 1 }], players: ['Ana', 'Bo'] });
    read.log.push({ kind: 'act', at: 2 });
    expect(await kv.entries()).toEqual([['g1', { id: 'g1', log: [{ kind: 'act', at: 1 }], players: ['Ana', 'Bo'] }]]);
    expect(await kv.get('missing')).toBeUndefined();
  });
});
