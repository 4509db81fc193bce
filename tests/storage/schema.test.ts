import { describe, expect, it } from 'vitest';
import { parseSavedGame, SCHEMA_VERSION } from '../../src/storage/schema';

const good = {
  schema: SCHEMA_VERSION,
  gameId: 'festival-charter',
  id: 'g1',
  players: ['Ana', 'Bo', 'Cy', 'Di'],
  options: { firstChair: 0 },
  seed: 's',
  state: { budget: 12 },
  log: [
    { kind: 'act', at: 5, actor: 'table', action: { type: 'x' } },
    { kind: 'tick', at: 6 },
  ],
  createdAt: 1,
  updatedAt: 6,
};

describe('parseSavedGame', () => {
  it('accepts a good record unchanged', () => {
    const r = parseSavedGame(good);
    expect(r).toEqual({ ok: true, value: good });
  });
  it.each([
    ['24 emoji', ['🐴'.repeat(24), 'Bo', 'Cy', 'Di']],
    ['text and emoji', ['Abuela Rosa 💐💐💐💐💐💐💐', 'Bo', 'Cy', 'Di']],
    ['24 joined emoji (a family is one character)', ['👩‍👩‍👧'.repeat(24), 'Bo', 'Cy', 'Di']],
  ])('accepts names of up to 24 characters as a reader counts them: %s', (_name, players) => {
    expect(parseSavedGame({ ...good, players }).ok).toBe(true);
  });
  it.each([
    ['not an object', 'hello', 'not a saved game'],
    ['null', null, 'not a saved game'],
    ['an array', [good], 'not a saved game'],
    ['no players', { ...good, players: [] }, 'players'],
    ['a player name too long', { ...good, players: ['x'.repeat(25)] }, "player 1's name is longer than 24 characters"],
    ['a player name of 25 emoji', { ...good, players: ['Ana', '🐴'.repeat(25)] }, "player 2's name is longer than 24 characters"],
    ['an empty player name', { ...good, players: ['Ana', ''] }, 'player 2 has no name'],
    ['no options', (({ options: _o, ...rest }) => rest)(good), '"options" is missing'],
    ['a log that is not a list', { ...good, log: 'moves' }, '"log" is not what a saved game holds'],
    ['a bad log entry', { ...good, log: [{ kind: 'act', at: 'noon', actor: 0, action: 1 }] }, 'log'],
    ['a negative seat in the log', { ...good, log: [{ kind: 'act', at: 1, actor: -1, action: 1 }] }, 'log'],
    ['no id', { ...good, id: '' }, 'id'],
    ['a newer schema', { ...good, schema: SCHEMA_VERSION + 1 }, 'newer version'],
  ])('refuses %s with a message', (_name, raw, part) => {
    const r = parseSavedGame(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(part);
  });
  it('migrates a record saved before the schema field (log under "moves")', () => {
    const { schema: _s, log, ...old } = good;
    const r = parseSavedGame({ ...old, moves: log });
    expect(r).toEqual({ ok: true, value: good });
  });
});
