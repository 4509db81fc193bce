/**
 * One writer per game (docs/architecture.md, "One writer"): two tabs on one database take a game from
 * each other over and over, with bots moving and a player pressing as fast as the tab lets them. However
 * the take-overs fall, a save that completed is never undone by the other tab, a tab that lost the game
 * saves nothing more, and the game left on the device replays exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../src/engine/rng';
import type { AnyGameModule } from '../../src/games/contract';
import { findGame } from '../../src/games/registry';
import { newGameRecord } from '../../src/session/newGame';
import { openGame, type Opened } from '../../src/session/open';
import { replaysExactly } from '../../src/session/replay';
import { idbKV, memoryKV } from '../../src/storage/kv';
import { makeSaves, TakenOverError, type Saves } from '../../src/storage/saves';
import type { SavedGame } from '../../src/storage/schema';

/** One browser tab: its own connection to the shared database, and every save it saw complete. */
interface Tab {
  saves: Saves;
  /** The logs of the saves this tab's storage reported complete, in order. */
  completed: string[][];
  /** Saves refused because the other tab held the game. */
  refused: number;
  /** Saves tried after this tab was told it lost the game. */
  afterLost: number;
  lost: boolean;
  /** The game as this tab has it open now (a tab opens a game once: opening it again closes the last). */
  opened: Opened | null;
}

function openTab(db: string): Tab {
  const inner = makeSaves(idbKV(db, 'games'), memoryKV(), true);
  const tab: Tab = { saves: inner, completed: [], refused: 0, afterLost: 0, lost: false, opened: null };
  tab.saves = {
    ...inner,
    claim: (id, writer) => inner.claim(id, writer),
    async save(game: SavedGame) {
      if (tab.lost) tab.afterLost++;
      try {
        await inner.save(game);
        tab.completed.push(game.log.map((e) => JSON.stringify(e)));
      } catch (e) {
        if (e instanceof TakenOverError) tab.refused++;
        throw e;
      }
    },
  };
  return tab;
}

/** Lets `n` turns of the event loop go by (timers, IndexedDB requests). */
async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
}

/** Opens the game in `tab` (closing what the tab had open, as its screen does), taking it over from whoever holds it. */
async function take(tab: Tab, id: string): Promise<Opened> {
  tab.opened?.close();
  tab.opened = null;
  tab.lost = false;
  const opened = await openGame(id, tab.saves, {
    steal: true,
    onLost: () => (tab.lost = true),
    visible: () => false,
    signal: new AbortController().signal,
    botPauseMs: 0,
  });
  if (opened.status !== 'ready') throw new Error(`the game did not open: ${opened.status === 'error' ? opened.error : 'elsewhere'}`);
  tab.opened = opened;
  return opened;
}

/** Keeps pressing the person's move (seat 0, or any seat without bots) in `opened` while `running()`. */
function pressing(opened: Opened, game: AnyGameModule, seed: string, running: () => boolean): Promise<void> {
  if (opened.status !== 'ready') return Promise.resolve();
  const { session } = opened;
  const random = makeRandom(seed);
  return (async () => {
    while (running()) {
      const record = session.game.value;
      const move = game.def.randomAction(record.state, random, record.updatedAt + 1);
      if (move === null) break;
      await session.act(move.actor, move.action).catch(() => undefined);
      await turns(1);
    }
  })();
}

const hf = (await findGame('horse-fair')?.load()) as AnyGameModule;
let run = 0;

describe('one writer per game, whatever two tabs do', () => {
  it('take-overs at any moment, with and without bots: no completed save is undone, a tab that lost stops writing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 12 }), { minLength: 2, maxLength: 6 }), fc.boolean(), async (gaps, withBots) => {
        const db = `one-writer-${++run}`;
        const record = await newGameRecord(hf, ['Ana', 'Bo', 'Cy'], hf.def.defaultOptions(3), null, 1_700_000_000_000, withBots ? [1, 2] : []);
        const tabs = [openTab(db), openTab(db)] as const;
        await tabs[0].saves.save(record);
        tabs[0].completed = [];
        const presses: Promise<void>[] = [];
        let on = true;
        for (let i = 0; i < gaps.length; i++) {
          const tab = i % 2 === 0 ? tabs[0] : tabs[1];
          // The other tab goes on pressing and its bots go on moving while this one takes the game over.
          const opened = await take(tab, record.id);
          presses.push(pressing(opened, hf, `${db}:${i}`, () => on && tab.opened === opened));
          await turns(gaps[i] ?? 0);
        }
        on = false;
        await Promise.all(presses);
        await turns(5);
        for (const tab of tabs) tab.opened?.close();
        const final = await tabs[0].saves.load(record.id);
        expect(final.ok).toBe(true);
        if (!final.ok) return;
        const log = final.value.log.map((e) => JSON.stringify(e));
        for (const tab of tabs)
          for (const done of tab.completed) expect(log.slice(0, done.length), 'a completed save was undone by the other tab').toEqual(done);
        expect(replaysExactly(hf.def, final.value)).toBe(true);
        for (const tab of tabs) expect(tab.afterLost, 'a tab that lost the game saved again').toBe(0);
      }),
      { numRuns: 40, seed: 2026 },
    );
  }, 120_000);

  it('a save from a tab that lost the game is refused and writes nothing; the game stays as the new tab left it', async () => {
    const db = `one-writer-${++run}`;
    const record = await newGameRecord(hf, ['Ana', 'Bo'], hf.def.defaultOptions(2), null, 1_700_000_000_000, []);
    const [a, b] = [openTab(db), openTab(db)];
    await a.saves.save(record);
    const first = await take(a, record.id);
    const second = await take(b, record.id);
    if (first.status !== 'ready' || second.status !== 'ready') throw new Error('not open');
    const move = hf.def.randomAction(first.session.game.value.state, makeRandom('x'), 1);
    if (!move) throw new Error('no move');
    await expect(first.session.act(move.actor, move.action)).rejects.toBeInstanceOf(TakenOverError);
    expect(a.lost).toBe(true);
    await expect(first.session.act(move.actor, move.action)).rejects.toThrow('no longer played in this tab');
    const stored = await b.saves.load(record.id);
    expect(stored.ok && stored.value.log).toEqual([]);
    await second.session.act(move.actor, move.action);
    const after = await b.saves.load(record.id);
    expect(after.ok && after.value.log).toHaveLength(1);
    first.close();
    second.close();
  });
});
