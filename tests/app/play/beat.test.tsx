/**
 * Every public moment holds the board for its beat (docs/house-rules.md, "Each public step gets its beat"): at least
 * 4 s (8 s with Settings' Slower moments), the bots waiting for it, and a tap on its OK ends it. On a fake clock.
 */
import { act, fireEvent, render } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Playing } from '../../../src/app/play/Playing';
import { settings } from '../../../src/app/shell/services';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as fc } from '../../../src/games/festival-charter/index';
import { game as hf } from '../../../src/games/horse-fair/index';
import { pacedForTable } from '../../../src/app/shell/beat';
import { game as rf } from '../../../src/games/ribbon-fair/index';
import type { RfState } from '../../../src/games/ribbon-fair/types';
import { createSession } from '../../../src/session/session';
import { SCHEMA_VERSION, type SavedGame } from '../../../src/storage/schema';

const T0 = 1_700_000_000_000;
/** Each test's game has an id of its own: the app remembers, per game, the moment put away last. */
let games = 0;

/** A Festival Charter game before its first proposal, Ana in the chair. */
function charter(): SavedGame {
  const players = ['Ana', 'Bo', 'Cy', 'Di'];
  const options = { ...fc.def.defaultOptions(4), firstChair: 0 };
  const state = fc.def.setup(players, options, 'seed', T0);
  return {
    schema: SCHEMA_VERSION,
    gameId: 'festival-charter',
    id: `fc${++games}`,
    players,
    options,
    seed: 'seed',
    state,
    log: [],
    createdAt: T0,
    updatedAt: T0,
  };
}

/** A Ribbon Fair under Judge Marigold with every stall but the last pinned. */
function fairUnderMarigold(): SavedGame {
  const players = ['Ana', 'Bo', 'Cy', 'Di'];
  const options = { ...rf.def.defaultOptions(4), style: 'ai' as const };
  let state: RfState = rf.def.setup(players, options, 'seed', T0);
  for (const seat of state.round.owing.slice(0, -1)) {
    const card = state.stalls[seat]?.hand[0]?.text ?? '';
    state = rf.def.apply(state, seat, { type: 'pin', entry: card }, T0);
  }
  return { schema: SCHEMA_VERSION, gameId: 'ribbon-fair', id: `rf${++games}`, players, options, seed: 'seed', state, log: [], createdAt: T0, updatedAt: T0 };
}

/** Renders the table of `record` with a beat signal, as the app does when bots play. */
function table(mod: AnyGameModule, record: SavedGame) {
  const session = createSession(mod.def, record, async () => undefined);
  const beat = signal(0);
  const view = render(<Playing game={mod} session={session} beat={beat} />);
  const reveal = () => view.container.querySelector('.reveal-title')?.textContent ?? null;
  return { session, beat, view, reveal };
}

const kept = settings.value;
beforeEach(() => {
  vi.useFakeTimers({ now: T0 + 1000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  settings.value = kept;
});

describe('a moment’s beat on the board', () => {
  it.each<[string, boolean, number]>([
    ['by default 4 s', false, 4000],
    ['with Slower moments 8 s', true, 8000],
  ])('%s: the bots wait that long, the reveal stays through it, then folds into the strip', async (_, slow, ms) => {
    settings.value = { ...kept, slowMoments: slow };
    const t = table(fc as unknown as AnyGameModule, charter());
    await act(() => t.session.act(0, { type: 'propose', projects: ['moon-gate'] }));
    expect(t.reveal()).toMatch(/proposes/);
    expect(t.beat.value).toBe(Date.now() + ms);
    await act(() => void vi.advanceTimersByTime(ms - 1));
    expect(t.reveal()).toMatch(/proposes/);
    await act(() => void vi.advanceTimersByTime(2001));
    expect(t.reveal()).toBeNull();
    expect(t.view.container.querySelector('.last-move')?.textContent).toMatch(/proposes/);
    t.session.dispose();
    t.view.unmount();
  });

  it('a moment laid as a sheet over the whole screen gives the board back as its beat ends (a clock starting then is never under it)', async () => {
    settings.value = { ...kept, slowMoments: false };
    // The words taller than any room the board leaves them (jsdom lays nothing out): the app lays the moment as a sheet.
    const tall = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('reveal-words') ? 900 : 0;
    });
    try {
      const t = table(fc as unknown as AnyGameModule, charter());
      await act(() => t.session.act(0, { type: 'propose', projects: ['moon-gate'] }));
      await act(() => void vi.advanceTimersByTime(1));
      expect(t.view.container.querySelector('.reveal-over-sheet')).not.toBeNull();
      await act(() => void vi.advanceTimersByTime(3950));
      expect(t.reveal()).toMatch(/proposes/);
      await act(() => void vi.advanceTimersByTime(100));
      expect(t.reveal()).toBeNull();
      t.session.dispose();
      t.view.unmount();
    } finally {
      tall.mockRestore();
    }
  });

  // A tester saw Ribbon Fair's "3 entries, face up" lie over the entries 2 s into the judging clock, and Festival
  // Charter's announcement over the board while the discussion clock ran.
  it('with a clock on the table (the discussion limit), the reveal gives the board back as its beat ends, when the clock starts', async () => {
    settings.value = { ...kept, slowMoments: false };
    const record = charter();
    // The table's beat written in at setup, as the app does (4 s by default).
    const options = { ...fc.def.defaultOptions(4), firstChair: 0, discussionLimit: true, beatMs: 4000 };
    const t = table(fc as unknown as AnyGameModule, { ...record, options, state: fc.def.setup(record.players, options, 'seed', T0) });
    const at = Date.now();
    await act(() => t.session.act(0, { type: 'announce', projects: ['moon-gate'] }));
    expect(t.reveal()).toMatch(/proposes/);
    // The discussion clock starts when the beat ends.
    expect(t.session.game.value.state).toMatchObject({ phase: { kind: 'discussion', deadline: at + 4000 + 120_000 } });
    await act(() => void vi.advanceTimersByTime(3950));
    expect(t.reveal()).toMatch(/proposes/);
    await act(() => void vi.advanceTimersByTime(100));
    expect(t.reveal()).toBeNull();
    t.session.dispose();
    t.view.unmount();
  });

  it('a tap on its OK ends it: the bots may move at once', async () => {
    settings.value = { ...kept, slowMoments: false };
    const t = table(fc as unknown as AnyGameModule, charter());
    await act(() => t.session.act(0, { type: 'propose', projects: ['moon-gate'] }));
    expect(t.beat.value).toBeGreaterThan(Date.now());
    const ok = t.view.container.querySelector<HTMLButtonElement>('.reveal-ok');
    if (!ok) throw new Error('no OK on the reveal');
    await act(() => void fireEvent.click(ok));
    expect(t.reveal()).toBeNull();
    expect(t.beat.value).toBe(0);
    t.session.dispose();
    t.view.unmount();
  });

  it('Judge Marigold: the entries laid out hold a beat of their own before the award, which holds one more', async () => {
    settings.value = { ...kept, slowMoments: false };
    const record = fairUnderMarigold();
    const t = table(rf as unknown as AnyGameModule, record);
    const state = record.state as RfState;
    const last = state.round.owing.at(-1) ?? 0;
    const card = state.stalls[last]?.hand[0]?.text ?? '';
    await act(() => t.session.act(last, { type: 'pin', entry: card }));
    expect(t.reveal()).toMatch(/entries, face up/);
    expect(t.beat.value).toBe(Date.now() + 8000);
    await act(() => void vi.advanceTimersByTime(3999));
    expect(t.reveal()).toMatch(/entries, face up/);
    await act(() => void vi.advanceTimersByTime(1));
    expect(t.reveal()).toMatch(/wins/);
    // The award panel's clock starts when both beats are over: it shows its full 30 s until then.
    expect(t.view.container.querySelector('[role="timer"]')?.getAttribute('aria-label')).toMatch(/0:30 left/);
    t.session.dispose();
    t.view.unmount();
  });

  it.each<[string, boolean, number]>([
    ['by default', false, 4000],
    ['with Slower moments', true, 8000],
  ])('a fair started %s waits the board’s beat before its judging clock', (_, slow, ms) => {
    settings.value = { ...kept, slowMoments: slow };
    const options = pacedForTable(rf as unknown as AnyGameModule, rf.def.defaultOptions(4));
    expect(options).toMatchObject({ beatMs: ms });
    // A game whose rules do not time the beat starts with its options as they were.
    const horse = hf.def.defaultOptions(3);
    expect(pacedForTable(hf as unknown as AnyGameModule, horse)).toBe(horse);
  });

  it('a finger holding a name in the handover bar is told to the bots (a practice game’s own view waits for the lift)', async () => {
    const aside = signal(false);
    const players = ['Ana', 'Bo', 'Cy'];
    const options = hf.def.defaultOptions(3);
    const record: SavedGame = {
      schema: SCHEMA_VERSION,
      gameId: 'horse-fair',
      id: `hf${++games}`,
      players,
      options,
      seed: 'seed',
      state: hf.def.setup(players, options, 'seed', T0),
      log: [],
      createdAt: T0,
      updatedAt: T0,
    };
    const session = createSession(hf.def, record, async () => undefined);
    const view = render(<Playing game={hf as unknown as AnyGameModule} session={session} beat={signal(0)} aside={aside} />);
    const name = view.container.querySelector<HTMLButtonElement>('.handover .hold-btn');
    if (!name) throw new Error('no name to hold in the handover bar');
    await act(() => void fireEvent.pointerDown(name, { pointerId: 1, button: 0, isPrimary: true }));
    expect(aside.value).toBe(true);
    await act(() => void fireEvent.pointerCancel(name, { pointerId: 1 }));
    expect(aside.value).toBe(false);
    session.dispose();
    view.unmount();
  });

  it('the menu open over the board is told to the bots (a practice game’s own view waits for it), and its close too', async () => {
    const aside = signal(false);
    const session = createSession(fc.def, charter(), async () => undefined);
    const view = render(<Playing game={fc as unknown as AnyGameModule} session={session} beat={signal(0)} aside={aside} />);
    const menu = view.container.querySelector<HTMLButtonElement>('.bar-btn[aria-haspopup="dialog"]');
    if (!menu) throw new Error('no Menu in the top bar');
    await act(() => void fireEvent.click(menu));
    expect(aside.value).toBe(true);
    const dialog = view.container.querySelector('dialog');
    if (!dialog) throw new Error('no sheet');
    await act(() => void dialog.dispatchEvent(new Event('close')));
    expect(aside.value).toBe(false);
    session.dispose();
    view.unmount();
  });
});
