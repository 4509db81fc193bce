import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importGameFile } from '../../src/session/importFile';
import { game as fcGame } from '../../src/games/festival-charter/index';
import type { ProjectId } from '../../src/games/festival-charter/cards';
import { memoryKV, type KV } from '../../src/storage/kv';
import { makeSaves, type Saves } from '../../src/storage/saves';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';
import { summaryOf } from '../../src/storage/summary';

/**
 * Files and records from outside: an import never overwrites a different game, and random records
 * (numbers at the edges of their range, names from Object.prototype, ids that clash) never make the
 * loader or the importer throw, hide another game, or lose one.
 */

/** A project other than the Moon Gate, for a first move that went another way. */
const SECOND_PROJECT: ProjectId = 'long-table';

const PROTO = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

/** A Festival Charter game after `moves` speak-or-pass moves (0–3), as exported. */
function fcRecord(id: string, seed: string, players = ['Ana', 'Bo', 'Cy', 'Di'], moves = 1): SavedGame {
  const def = fcGame.def;
  const options = def.defaultOptions(4);
  let state = def.setup(players, options, seed, 1000);
  const log: SavedGame['log'] = [];
  for (let i = 0; i < moves; i++) {
    const chair = def.view(state, 'table').chair;
    const action = i === 0 ? { type: 'propose' as const, projects: ['moon-gate' as const] } : null;
    if (!action) break;
    state = def.apply(state, chair, action, 2000 + i);
    log.push({ kind: 'act', at: 2000 + i, actor: chair, action });
  }
  return { schema: SCHEMA_VERSION, gameId: 'festival-charter', id, players, options, seed, state, log, createdAt: 1000, updatedAt: 2000 + log.length };
}

/** A phone with three games on it. */
async function phone(): Promise<{ saves: Saves; games: KV; mine: SavedGame[] }> {
  const games = memoryKV();
  const saves = makeSaves(games, memoryKV(), true);
  const mine = [fcRecord('g1', 'one', ['Ana', 'Bo', 'Cy', 'Di'], 0), fcRecord('g2', 'two', PROTO.slice(0, 4)), fcRecord('__proto__', 'three', PROTO.slice(2))];
  for (const g of mine) await saves.save(g);
  return { saves, games, mine };
}

describe('an import never overwrites a different game', () => {
  it('a different game with the id of one on the phone is saved beside it under a new id', async () => {
    const { saves, mine } = await phone();
    const other = fcRecord('g1', 'someone-else');
    const r = await importGameFile(JSON.stringify(other), saves);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.id).not.toBe('g1');
    expect(r.value).toEqual({ ...other, id: r.value.id });
    expect(await saves.load('g1')).toEqual({ ok: true, value: mine[0] });
    expect((await saves.list()).games).toHaveLength(4);
  });
  it('the same game carried on replaces the copy on the phone', async () => {
    const { saves } = await phone();
    const later = fcRecord('g1', 'one', ['Ana', 'Bo', 'Cy', 'Di'], 1);
    const r = await importGameFile(JSON.stringify(later), saves);
    expect(r).toEqual({ ok: true, value: later });
    expect(await saves.load('g1')).toEqual({ ok: true, value: later });
    expect((await saves.list()).games).toHaveLength(3);
  });
  it('the same game at the same move, even with a later time, is refused and changes nothing', async () => {
    const { saves, mine } = await phone();
    const r = await importGameFile(JSON.stringify({ ...mine[1], updatedAt: 9e12 }), saves);
    expect(r.ok).toBe(false);
    expect(await saves.load('g2')).toEqual({ ok: true, value: mine[1] });
  });
  it('the same game whose moves went another way is kept beside the copy on the phone', async () => {
    const { saves, mine } = await phone();
    const g2 = mine[1] as SavedGame;
    const def = fcGame.def;
    const start = def.setup(g2.players, def.defaultOptions(4), g2.seed, 1000);
    const chair = def.view(start, 'table').chair;
    const action = { type: 'propose' as const, projects: [SECOND_PROJECT] };
    const other: SavedGame = { ...g2, state: def.apply(start, chair, action, 2000), log: [{ kind: 'act', at: 2000, actor: chair, action }], updatedAt: 5000 };
    const r = await importGameFile(JSON.stringify(other), saves);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.id).not.toBe('g2');
    expect(await saves.load('g2')).toEqual({ ok: true, value: g2 });
  });
});

/** Numbers at the edges of their range, for any number in a record. */
const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1e300,
  -1e300,
  8.64e15,
  8.64e15 + 1,
  -8.64e15,
  -8.64e15 - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  0.5,
);
/** Ids that clash with the phone's games or with Object.prototype, or are new. */
const clashingId = fc.oneof(fc.constantFrom('g1', 'g2', '__proto__', 'constructor', 'toString', 'hasOwnProperty'), fc.string({ minLength: 1, maxLength: 6 }));
/** Player names, often from Object.prototype. */
const names = fc.shuffledSubarray([...PROTO, 'Ana', 'Bo', 'Cy', 'Di', 'prototype'], { minLength: 4, maxLength: 4 });

/** A record as a hostile file or a damaged disk might hold it. */
const hostileRecord: fc.Arbitrary<unknown> = fc.oneof(
  // A real game under any id, with any player names, one of its numbers pushed to an edge (or not).
  fc
    .record({
      id: clashingId,
      seed: fc.constantFrom('one', 'two', 'three', 'x'),
      players: names,
      moves: fc.constantFrom(0, 1),
      field: fc.constantFrom('none', 'createdAt', 'updatedAt', 'log.at', 'log.actor', 'schema'),
      n: edgeNumber,
    })
    .map(({ id, seed, players, moves, field, n }) => {
      const r: Record<string, unknown> = { ...fcRecord(id, seed, players, moves) };
      if (field === 'log.at' || field === 'log.actor') r['log'] = (r['log'] as Record<string, unknown>[]).map((e) => ({ ...e, [field.slice(4)]: n }));
      else if (field !== 'none') r[field] = n;
      return r;
    }),
  // Anything at all.
  fc.anything({ withObjectString: true, withNullPrototype: true, withBigInt: false }),
  fc.jsonValue(),
);

/** The text of a record as a file holds it; a value JSON cannot hold becomes what JSON makes of it. */
function asFile(x: unknown): string {
  try {
    return JSON.stringify(x) ?? 'null';
  } catch {
    return 'null';
  }
}

describe('random records from outside', () => {
  it('the importer never throws, never hides another game, never loses one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileRecord, { minLength: 1, maxLength: 4 }), async (files) => {
        const { saves, mine } = await phone();
        for (const file of files) {
          const r = await importGameFile(asFile(file), saves);
          if (r.ok) expect(await saves.load(r.value.id)).toEqual({ ok: true, value: r.value });
        }
        const list = await saves.list();
        for (const g of mine) {
          // Each game on the phone is still there: as it was, or carried on by an import of itself.
          expect(
            list.games.some((x) => x.id === g.id),
            g.id,
          ).toBe(true);
          const now = await saves.load(g.id);
          expect(now.ok && now.value.seed).toBe(g.seed);
          expect(JSON.stringify(now.ok && now.value.log.slice(0, g.log.length))).toBe(JSON.stringify(g.log));
        }
        expect(list.setAside).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('the loader never throws, lists every good game, and sets every other record aside, keeping it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(clashingId, hostileRecord, fc.boolean()), { maxLength: 6 }), async (records) => {
        const { saves, games, mine } = await phone();
        const written = new Map<string, unknown>();
        for (const [other, raw, underItsId] of records) {
          // Mostly under the record's own id (as the app saves it), else under a key that clashes.
          const own = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : null;
          const key = underItsId && own !== null ? own : other;
          if (mine.some((g) => g.id === key)) continue;
          await games.set(key, raw);
          written.set(key, raw);
        }
        const list = await saves.list();
        for (const g of mine) expect(list.games.find((x) => x.id === g.id)).toEqual(summaryOf(g));
        // Every record written is either listed or set aside, and a set-aside one is kept as it was.
        for (const [key, raw] of written) {
          const listed = list.games.some((g) => g.id === key);
          const aside = list.setAside.some((a) => a.key === key);
          expect(listed !== aside, key).toBe(true);
          if (aside) expect(await saves.rawSetAside(key)).toEqual(structuredClone(raw));
        }
        for (const g of list.games) expect(() => new Date(g.updatedAt).toISOString()).not.toThrow();
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
