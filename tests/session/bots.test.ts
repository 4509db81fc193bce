/** Bot seats in a running session: moves from their own views, logged and saved, never a handover to a bot. */
import { describe, expect, it } from 'vitest';
import type { AnyGameDef, Seat } from '../../src/engine/types';
import type { AnyGameModule } from '../../src/games/contract';
import { game as horseFair } from '../../src/games/horse-fair/index';
import { game as festivalCharter } from '../../src/games/festival-charter/index';
import { botSeats, botStrengths, driveBots, soleHuman, withBotSeats } from '../../src/session/bots';
import { BOT_BUDGET_MS, type BotStrength } from '../../src/games/contract';
import { replaysExactly } from '../../src/session/replay';
import { createSession } from '../../src/session/session';
import { fakeClock } from './fake-clock';
import { parseSavedGame, SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';
import { RuleError } from '../../src/engine/errors';
import { signal, type ReadonlySignal } from '@preact/signals';
import { toy, type ToyView } from './toy-game';

const flush = () => new Promise((r) => setTimeout(r, 0));

function record(module: AnyGameModule, players: string[], bots: Seat[], options: unknown = module.def.defaultOptions(players.length)): SavedGame {
  const state = module.def.setup(players, options, 'bots-seed', 1000);
  return {
    schema: SCHEMA_VERSION,
    gameId: module.def.id,
    id: 'g',
    players,
    options,
    seed: 'bots-seed',
    state,
    log: [],
    createdAt: 1000,
    updatedAt: 1000,
    bots,
  };
}

/** Starts a session with bots; returns it, every record saved, and a step that lets the bots' timers fire. */
function start(module: AnyGameModule, rec: SavedGame, reveal?: (seat: Seat) => void, beat?: ReadonlySignal<number>) {
  const { clock, advance } = fakeClock(1000);
  const saved: SavedGame[] = [];
  const bots = botSeats(rec);
  const seated = withBotSeats(module, bots);
  const session = createSession(seated.def, rec, async (g) => void saved.push(g), clock);
  const stop = driveBots(session, seated, bots, { clock, pauseMs: 100, revealPauseMs: 100, ...(reveal ? { reveal } : {}), ...(beat ? { beat } : {}) });
  const step = async (times = 1) => {
    for (let i = 0; i < times; i++) {
      advance(100);
      await flush();
    }
  };
  return { session, saved, step, stop, def: seated.def };
}

describe('bot seats', () => {
  it('the saved record keeps which seats are bots, and a record without the field still reads', () => {
    const rec = record(horseFair as AnyGameModule, ['Ana', 'Bramble (bot)', 'Clover (bot)'], [1, 2]);
    const parsed = parseSavedGame(JSON.parse(JSON.stringify(rec)));
    expect(parsed.ok && parsed.value.bots).toEqual([1, 2]);
    const { bots: _gone, ...old } = rec;
    const plain = parseSavedGame(JSON.parse(JSON.stringify(old)));
    expect(plain.ok && botSeats(plain.value)).toEqual([]);
    expect(parseSavedGame({ ...rec, bots: [-1] }).ok).toBe(false);
  });

  it("the saved record keeps each bot seat's strength; a record saved before strengths plays Sharp", () => {
    const rec = { ...record(horseFair as AnyGameModule, ['Ana', 'Bramble (bot)', 'Clover (bot)'], [1, 2]), relaxed: [2] };
    const parsed = parseSavedGame(JSON.parse(JSON.stringify(rec)));
    expect(parsed.ok && [...botStrengths(parsed.value)]).toEqual([
      [1, 'sharp'],
      [2, 'relaxed'],
    ]);
    const { relaxed: _gone, ...old } = rec;
    const plain = parseSavedGame(JSON.parse(JSON.stringify(old)));
    expect(plain.ok && [...botStrengths(plain.value)]).toEqual([
      [1, 'sharp'],
      [2, 'sharp'],
    ]);
    expect(parseSavedGame({ ...rec, relaxed: ['x'] }).ok).toBe(false);
  });

  it('each bot seat decides at its own strength, within the time budget of one decision', async () => {
    const hf = horseFair as AnyGameModule;
    const asked: [Seat, BotStrength | undefined][] = [];
    const budgets: (number | undefined)[] = [];
    const inner = hf.bot;
    if (inner === undefined) throw new Error('Horse Fair has a bot');
    const spy: AnyGameModule = {
      ...hf,
      bot: {
        decide: (view, seat, random, strength, budget) => (
          asked.push([seat, strength]),
          budgets.push(budget?.ms),
          inner.decide(view, seat, random, strength, budget)
        ),
      },
    };
    const rec = { ...record(spy, ['Ana', 'Bramble (bot)', 'Clover (bot)'], [1, 2]), relaxed: [2] };
    const { clock, advance } = fakeClock(1000);
    const bots = botSeats(rec);
    const seated = withBotSeats(spy, bots);
    const session = createSession(seated.def, rec, async () => undefined, clock);
    const stop = driveBots(session, seated, bots, { clock, pauseMs: 100, strengths: botStrengths(rec) });
    for (let i = 0; i < 40 && asked.length < 4; i++) {
      if (seated.def.waitingOn(session.game.value.state).includes(0)) {
        const move = seated.def.randomAction(session.game.value.state, () => 0.5, clock.now());
        if (move !== null && move.actor === 0) await session.act(0, move.action);
      }
      advance(100);
      await flush();
    }
    stop();
    expect(asked.some(([s, x]) => s === 1 && x === 'sharp')).toBe(true);
    expect(asked.some(([s, x]) => s === 2 && x === 'relaxed')).toBe(true);
    expect(asked.every(([s, x]) => x === (s === 2 ? 'relaxed' : 'sharp'))).toBe(true);
    expect(budgets.every((ms) => ms === BOT_BUDGET_MS)).toBe(true);
  });

  it('a bot waits for the reveal on the table to have had its beat, then moves', async () => {
    const module = horseFair as AnyGameModule;
    const rec = record(module, ['Bramble (bot)', 'Ana', 'Clover (bot)'], [0, 2]);
    // The reveal of the first hand holds the board until 1,000 ms after the start (the clock starts at 1,000).
    const beat = signal(2000);
    const { session, step } = start(module, rec, undefined, beat);
    expect([0, 2]).toContain(module.def.waitingOn(session.game.value.state)[0]);
    await step(9);
    expect(session.game.value.log.length).toBe(0);
    await step(1);
    expect(session.game.value.log.length).toBe(1);
  });

  it('with the table in sight, a bot waits for the board to have drawn the last move, then its beat', async () => {
    const module = horseFair as AnyGameModule;
    const rec = record(module, ['Bramble (bot)', 'Ana', 'Clover (bot)'], [0, 2]);
    const { clock, advance } = fakeClock(1000);
    const seated = withBotSeats(module, [0, 2]);
    const session = createSession(seated.def, rec, async () => undefined, clock);
    const beat = signal(0);
    const shown = signal(-1);
    const stop = driveBots(session, seated, [0, 2], { clock, pauseMs: 100, beat, shown });
    const wait = async (ms: number) => {
      advance(ms);
      await flush();
    };
    // The board has not been drawn yet (a slow phone): however long, no bot moves.
    await wait(10_000);
    expect(session.game.value.log).toHaveLength(0);
    // Drawn, with its reveal's beat set just before (as the board does): the bot waits the beat, then moves.
    beat.value = clock.now() + 4000;
    shown.value = 0;
    await wait(3900);
    expect(session.game.value.log).toHaveLength(0);
    await wait(100);
    expect(session.game.value.log).toHaveLength(1);
    stop();
  });

  it('the handover never names a bot seat', () => {
    const fc = festivalCharter as AnyGameModule;
    const seated = withBotSeats(fc, [1, 3]);
    let state = fc.def.setup(['Ana', 'Bo', 'Cy', 'Di'], { firstChair: 0, discussionLimit: false }, 's', 0);
    state = fc.def.apply(state, 0, { type: 'announce', projects: ['moon-gate'] }, 0);
    state = fc.def.apply(state, 'table', { type: 'openVote' }, 0);
    expect(fc.def.handover(state)?.seats).toEqual([1, 2, 3, 0]);
    expect(seated.def.handover(state)?.seats).toEqual([2, 0]);
    expect(withBotSeats(fc, [])).toBe(fc);
  });

  it('plays every bot seat of a practice game, one logged and saved move at a time, to a record that replays exactly', async () => {
    const module = horseFair as AnyGameModule;
    const rec = record(module, ['Ana', 'Bramble (bot)', 'Clover (bot)', 'Juniper (bot)'], [1, 2, 3]);
    const revealed: Seat[] = [];
    const { session, saved, step, def } = start(module, rec, (seat) => revealed.push(seat));
    for (let guard = 0; guard < 400 && session.outcome.value === null; guard++) {
      const state = session.game.value.state;
      const turn = def.waitingOn(state)[0];
      if (turn === 0) {
        // The person's move: their own view opens by itself (a practice game), then they play their first card.
        await step();
        expect(revealed.at(-1)).toBe(0);
        const hand = (module.def.view(state, 0) as { hand: { id: number }[] }).hand;
        await session.act(0, { type: 'play', card: hand[0]?.id });
        session.cover();
      } else if (turn === undefined) await session.act('table', { type: 'next-hand' });
      else await step();
    }
    const final = session.game.value;
    expect(session.outcome.value).not.toBeNull();
    expect(final.log.filter((e) => e.kind === 'act' && typeof e.actor === 'number' && e.actor > 0).length).toBeGreaterThan(10);
    expect(saved.at(-1)).toEqual(final);
    // Every move was saved (the session may also save the record once when it opens, with its status).
    const lengths = new Set(saved.map((r) => r.log.length));
    expect(Array.from({ length: final.log.length }, (_, i) => i + 1).every((n) => lengths.has(n))).toBe(true);
    expect(replaysExactly(module.def as AnyGameDef, final)).toBe(true);
  }, 30_000);

  it('moves while a person’s view is open, and leaves that view open while it is still theirs to move', async () => {
    const module = festivalCharter as AnyGameModule;
    const rec = record(module, ['Ana', 'Bramble (bot)', 'Clover (bot)', 'Bo'], [1, 2], { firstChair: 3, discussionLimit: false });
    const { session, step } = start(module, rec);
    await session.act(3, { type: 'announce', projects: ['moon-gate'] });
    await session.act('table', { type: 'openVote' });
    // The vote from the chair's left: Ana, the two bots, Bo. Ana takes the phone; the bots vote meanwhile.
    session.reveal(0);
    await step(3);
    expect(session.game.value.log.slice(-2).map((e) => (e.kind === 'act' ? e.actor : null))).toEqual([1, 2]);
    expect(session.viewer.value).toBe(0);
    await session.act(0, { type: 'vote', vote: 'YES' });
    expect(session.viewer.value).toBe('table');
  });

  it("a bot move overtaken by the table's move is dropped unseen, and the bots play on", async () => {
    const module = festivalCharter as AnyGameModule;
    const rec = record(module, ['Ana', 'Bramble (bot)', 'Clover (bot)', 'Juniper (bot)'], [1, 2, 3], { firstChair: 0, discussionLimit: false });
    const { session, step } = start(module, rec);
    await session.act(0, { type: 'announce', projects: ['moon-gate'] });
    await session.act('table', { type: 'openVote' });
    // Ana closes the vote just as Bramble's vote is decided: the close lands first, the vote was for an open vote.
    const closing = session.act('table', { type: 'closeVote' });
    await step();
    await closing;
    await flush();
    expect(session.game.value.log.slice(-1).map((e) => (e.kind === 'act' ? e.action : null))).toEqual([{ type: 'closeVote' }]);
    expect(session.error.value).toBeNull();
    // Bramble chairs next, and proposes.
    await step(3);
    expect(session.game.value.log.at(-1)).toMatchObject({ kind: 'act', actor: 1, action: { type: 'announce' } });
  });

  it('two runs of the same game make the same bot moves (seeded from the game and the move number)', async () => {
    const run = async () => {
      const module = festivalCharter as AnyGameModule;
      const { session, step } = start(
        module,
        record(module, ['Ana', 'Bramble (bot)', 'Clover (bot)', 'Juniper (bot)'], [1, 2, 3], { firstChair: 1, discussionLimit: false }),
      );
      await step(6);
      return session.game.value.log.map((e) => (e.kind === 'act' ? e.action : null));
    };
    const first = await run();
    expect(first.length).toBeGreaterThan(0);
    expect(await run()).toEqual(first);
  });

  it('passes over a bot the game waits on that has nothing to do, and plays it once it has', async () => {
    // The toy game waits on every seat after 'widen' (as Ribbon Fair's award panel waits on every stall); only the seat
    // whose turn it is may move.
    const module: AnyGameModule = {
      def: toy as unknown as AnyGameDef,
      ui: {} as AnyGameModule['ui'],
      bot: {
        decide(view, seat) {
          if ((view as ToyView).turn !== seat) throw new RuleError('Nothing to do.');
          return { type: 'add', n: 1 };
        },
      },
    };
    const { session, step } = start(module, record(module, ['Ana', 'Bramble (bot)', 'Clover (bot)'], [1, 2], { clock: false }));
    await session.act(0, { type: 'widen' });
    await step(3);
    expect(session.game.value.log).toHaveLength(1);
    await session.act(0, { type: 'add', n: 2 });
    await step(3);
    expect(session.game.value.log.slice(1).map((e) => (e.kind === 'act' ? e.actor : null))).toEqual([0, 1, 2]);
  });

  it('a practice game’s own view opens by itself (the bar told so meanwhile), not while a sheet is open over the table, and not again once hidden', async () => {
    const module = horseFair as AnyGameModule;
    const rec = record(module, ['Ana', 'Bramble (bot)', 'Clover (bot)', 'Juniper (bot)'], [1, 2, 3], {
      ...(module.def.defaultOptions(4) as object),
      dealer: 3,
    });
    expect(module.def.waitingOn(rec.state)).toEqual([0]);
    const { clock, advance } = fakeClock(1000);
    const seated = withBotSeats(module, [1, 2, 3]);
    const session = createSession(seated.def, rec, async () => undefined, clock);
    const aside = signal(true);
    const opening = signal<Seat | null>(null);
    const stop = driveBots(session, seated, [1, 2, 3], { clock, pauseMs: 100, revealPauseMs: 100, aside, opening, reveal: (seat) => session.reveal(seat) });
    const wait = async (ms: number) => {
      advance(ms);
      await flush();
    };
    // Ana plays first. The menu is open: her view waits however long it stays open.
    await wait(5000);
    expect(session.viewer.value).toBe('table');
    expect(opening.value).toBeNull();
    // Put away, the view opens after its pause; meanwhile the bar may say it opens by itself.
    aside.value = false;
    expect(opening.value).toBe(0);
    await wait(99);
    expect(session.viewer.value).toBe('table');
    await wait(1);
    expect(session.viewer.value).toBe(0);
    expect(opening.value).toBeNull();
    // She hides it without moving: it stays hidden, her bar opens it.
    session.cover();
    await wait(5000);
    expect(session.viewer.value).toBe('table');
    expect(opening.value).toBeNull();
    session.reveal(0);
    const hand = (module.def.view(session.game.value.state, 0) as { hand: { id: number }[] }).hand;
    await session.act(0, { type: 'play', card: hand[0]?.id });
    expect(session.viewer.value).toBe('table');
    // The bots are to move now, not her: nothing opens by itself.
    expect(opening.value).toBeNull();
    stop();
  });

  it('stops when told, and knows the sole person of a practice game', async () => {
    const module = festivalCharter as AnyGameModule;
    const { session, step, stop } = start(
      module,
      record(module, ['Ana', 'Bramble (bot)', 'Clover (bot)', 'Juniper (bot)'], [1, 2, 3], { firstChair: 1, discussionLimit: false }),
    );
    stop();
    await step(5);
    expect(session.game.value.log).toHaveLength(0);
    expect(soleHuman(4, [1, 2, 3])).toBe(0);
    expect(soleHuman(4, [2, 3])).toBeNull();
  });
});
