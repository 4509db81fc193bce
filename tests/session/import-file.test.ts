import { describe, expect, it } from 'vitest';
import { importGameFile } from '../../src/session/importFile';
import { game as fc } from '../../src/games/festival-charter/index';
import { memoryKV } from '../../src/storage/kv';
import { makeSaves } from '../../src/storage/saves';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';

function fcRecord(): SavedGame {
  const players = ['Ana', 'Bo', 'Cy', 'Di'];
  const options = fc.def.defaultOptions(4);
  const state0 = fc.def.setup(players, options, 'seed', 1000);
  const action = { type: 'propose' as const, projects: ['moon-gate' as const] };
  const chair = fc.def.view(state0, 'table').chair;
  const state = fc.def.apply(state0, chair, action, 2000);
  return {
    schema: SCHEMA_VERSION,
    gameId: 'festival-charter',
    id: 'g1',
    players,
    options,
    seed: 'seed',
    state,
    log: [{ kind: 'act', at: 2000, actor: chair, action }],
    createdAt: 1000,
    updatedAt: 2000,
  };
}
const saves = () => makeSaves(memoryKV(), memoryKV(), true);

describe('moving a game to another phone', () => {
  it('imports an exported game that replays exactly', async () => {
    const s = saves();
    const r = await importGameFile(JSON.stringify(fcRecord()), s);
    expect(r.ok).toBe(true);
    expect(await s.load('g1')).toEqual({ ok: true, value: fcRecord() });
  });
  it('the hand-edit case below really edits the state', () => {
    expect(JSON.stringify(fcRecord())).toContain('"budget":12');
  });
  it.each([
    ['not JSON', 'hello', 'not JSON'],
    ['not a game', '{"a":1}', 'not a Fairground game'],
    ['an unknown game', JSON.stringify({ ...fcRecord(), gameId: 'chess' }), 'does not have the game'],
    ['a state edited by hand', JSON.stringify(fcRecord()).replace('"budget":12', '"budget":99'), 'does not match its own moves'],
  ])('refuses %s and saves nothing', async (_name, text, message) => {
    const s = saves();
    const r = await importGameFile(text, s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
    expect((await s.list()).games).toEqual([]);
  });
  it('never replaces a game with an older copy of itself', async () => {
    const s = saves();
    const newer = { ...fcRecord(), updatedAt: 5000 };
    await s.save(newer);
    const r = await importGameFile(JSON.stringify(fcRecord()), s);
    expect(r.ok).toBe(false);
    expect(await s.load('g1')).toEqual({ ok: true, value: newer });
  });
});
