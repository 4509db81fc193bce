/**
 * The guided first game on the table and in a private view (docs/coach.md, "The guided first game"): nothing unless the
 * game is guided; the board's band says the game's step for the table view and rings the piece it points at; *Got it*
 * passes a step and the menu's *Teach us* switch turns the guide off, both kept on the phone (over a remount, as over a reload); a
 * step passes when the board moves on to another kind; a private view's step shows once for its seat; the menu turns
 * the guide back on.
 */
import { act, fireEvent, screen } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { SEAT_STEP_READ_MS } from '../../../src/app/play/Guide';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as fc } from '../../../src/games/festival-charter/index';
import type { FcState } from '../../../src/games/festival-charter/types';
import { SCHEMA_VERSION, type SavedGame } from '../../../src/storage/schema';
import { game as rbg } from '../../../src/games/red-blue-gold/index';
import { guideOf, keepGuide, teachAtSetup } from '../../../src/storage/guide';
import { freshTableEachTest, onTheTable } from './on-the-table';
import { atTheVote, PLAYERS } from './saved-games';

const festival = fc as unknown as AnyGameModule;

freshTableEachTest();

/** The game `record` on the table, once its first save (the status it opens with) is done. */
async function table(record: SavedGame) {
  const opened = onTheTable(festival, record);
  await act(() => new Promise<void>((done) => setTimeout(done, 0)));
  return opened;
}

/** What the table's band says now, or null where there is none. */
const band = () => document.querySelector('.guide-text')?.textContent ?? null;
/** The step the guide gives for `record`'s table view. */
const boardStep = (record: SavedGame) => fc.ui.guide.table(fc.def.view(record.state as FcState, 'table'), PLAYERS);

describe('the guided first game', async () => {
  it('says nothing in a game started without Teach us', async () => {
    await table(atTheVote());
    expect(document.querySelector('.guide')).toBeNull();
    expect(document.querySelector('[data-guided]')).toBeNull();
  });

  it("shows the game's step for the table above the board, and rings the piece it points at", async () => {
    keepGuide('g1', { on: true, seen: [] });
    await table(atTheVote());
    const step = boardStep(atTheVote());
    expect(step?.point).toBeTruthy();
    expect(band()).toBe(step?.text);
    const ringed = [...document.querySelectorAll('[data-guided]')];
    expect(ringed.length).toBeGreaterThan(0);
    for (const el of ringed) expect(el.getAttribute('data-board')).toBe(step?.point);
    // In the page's flow before the board, never inside it (it lies over no move).
    const guide = document.querySelector('.guide');
    expect(guide?.closest('.board-area')).toBeNull();
    expect(guide?.nextElementSibling?.classList.contains('board-area')).toBe(true);
  });

  it('Got it passes the step, kept over a reload', async () => {
    keepGuide('g1', { on: true, seen: [] });
    const { session, page } = await table(atTheVote());
    const board = document.querySelector<HTMLElement>('.board');
    const toStart = vi.fn();
    if (board) board.scrollTo = toStart;
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(band()).toBeNull();
    // The board goes back to its start once the step is read.
    expect(toStart).toHaveBeenCalledWith(0, 0);
    expect(document.querySelector('[data-guided]')).toBeNull();
    page.unmount();
    session.dispose();
    await table(atTheVote());
    expect(band()).toBeNull();
    expect(guideOf('g1')).toEqual({ on: true, seen: [boardStep(atTheVote())?.key] });
  });

  it("the menu's Teach us switch turns it off for the game, kept over a reload and for the next setup, and on again", async () => {
    keepGuide('g1', { on: true, seen: [] });
    const { session, page } = await table(atTheVote());
    const teach = () => screen.getByRole('checkbox', { name: 'Teach us' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: /Menu/ }));
    expect(teach().checked).toBe(true);
    fireEvent.click(teach());
    expect(band()).toBeNull();
    expect(guideOf('g1').on).toBe(false);
    expect(teachAtSetup('festival-charter')).toBe(false);
    page.unmount();
    session.dispose();
    await table(atTheVote());
    expect(band()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Menu/ }));
    expect(teach().checked).toBe(false);
    fireEvent.click(teach());
    expect(band()).toBe(boardStep(atTheVote())?.text);
    expect(teachAtSetup('festival-charter')).toBe(true);
  });

  it('passes a step once the board shows another kind, so it does not come back', async () => {
    keepGuide('g1', { on: true, seen: [] });
    const record = atTheVote();
    const { session: s } = await table(record);
    const first = boardStep(record)?.key ?? '';
    for (let seat = 0; seat < 4; seat++) await act(() => s.act(seat, { type: 'vote', vote: 'YES' }));
    const after = fc.ui.guide.table(fc.def.view(s.game.value.state as FcState, 'table'), PLAYERS);
    expect(after?.key).not.toBe(first);
    expect(band()).toBe(after?.text);
    expect(guideOf('g1').seen).toContain(first);
  });

  it("a private view's step shows for its seat, not on the table, and not again once read and put away", async () => {
    keepGuide('g1', { on: true, seen: [] });
    const { session: s } = await table(atTheVote());
    const own = fc.ui.guide.seat(fc.def.view(atTheVote().state as FcState, 1), 1, PLAYERS);
    expect(own).not.toBeNull();
    expect(document.body.textContent).not.toContain(own?.text);
    await act(() => s.reveal(1));
    expect(band()).toBe(own?.text);
    // Put away at once (it only flashed as the view closed): it comes again.
    await act(() => s.cover());
    expect(document.body.textContent).not.toContain(own?.text);
    await act(() => s.reveal(1));
    expect(band()).toBe(own?.text);
    // In sight long enough to be read, then put away: not again.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + SEAT_STEP_READ_MS);
    await act(() => s.cover());
    clock.mockRestore();
    await act(() => s.reveal(1));
    expect(band()).toBeNull();
    await act(() => s.cover());
    // The next seat is told its own choice.
    await act(() => s.reveal(2));
    expect(band()).toBe(fc.ui.guide.seat(fc.def.view(atTheVote().state as FcState, 2), 2, PLAYERS)?.text);
  });
});

describe('a practice game', () => {
  it("holds the person's own view from opening by itself while a step is up on the board, until Got it", async () => {
    keepGuide('g1', { on: true, seen: [] });
    const aside = signal(false);
    onTheTable(festival, atTheVote(), aside);
    await act(() => new Promise<void>((done) => setTimeout(done, 0)));
    expect(band()).not.toBeNull();
    expect(aside.value).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await act(() => new Promise<void>((done) => setTimeout(done, 0)));
    expect(aside.value).toBe(false);
  });
});

describe('a private view that stays open into the next step', () => {
  it('tells the seat its next kind of choice (Red Blue Gold: the buy, then the trade) without closing', async () => {
    const rbgGame = rbg as unknown as AnyGameModule;
    const players = ['Ana', 'Bo', 'Cy', 'Di'];
    const options = rbg.def.defaultOptions(4);
    const state = rbg.def.setup(players, options, 'seed', Date.now());
    const record: SavedGame = {
      schema: SCHEMA_VERSION,
      gameId: 'red-blue-gold',
      id: 'r1',
      players,
      options,
      seed: 'seed',
      state,
      log: [],
      createdAt: 0,
      updatedAt: 0,
    };
    keepGuide('r1', { on: true, seen: [] });
    const { session: s } = onTheTable(rbgGame, record);
    await act(() => s.reveal(0));
    expect(document.querySelector('.private .guide')?.getAttribute('data-guide')).toBe('buy');
    for (let seat = 1; seat < 4; seat++) await act(() => s.act(seat, { type: 'submit', round: 1, buy: { red: 1, blue: 1, gold: 0 } }));
    await act(() => s.act(0, { type: 'submit', round: 1, buy: { red: 1, blue: 1, gold: 0 } }));
    if (s.viewer.value !== 0) await act(() => s.reveal(0));
    expect(document.querySelector('.private .guide')?.getAttribute('data-guide')).toBe('trade');
  });
});
