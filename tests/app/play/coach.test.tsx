/**
 * The coach in a private view (docs/coach.md, "How it is turned on"): its switch off until the seat turns it on, then
 * *Suggest a move* and the sentence after a tap, kept per seat on this phone; and nothing of it on the table or the
 * handover bar.
 */
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { GuestTable } from '../../../src/app/phones/GuestTable';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as fc } from '../../../src/games/festival-charter/index';
import { game as hf } from '../../../src/games/horse-fair/index';
import { game as rbg } from '../../../src/games/red-blue-gold/index';
import { viewMessage } from '../../../src/net/guard';
import { joinAsGuest } from '../../../src/net/guest';
import { wirePair } from '../../../src/net/wire';
import { SCHEMA_VERSION, type SavedGame } from '../../../src/storage/schema';
import { freshTableEachTest, onTheTable } from './on-the-table';
import { atTheVote, PLAYERS } from './saved-games';

// The service worker's registration is the built app's (vite-plugin-pwa); a guest's screen only asks to stay awake.
vi.mock('../../../src/app/pwa/pwa', () => ({ keepAwake: async () => undefined }));

const festival = fc as unknown as AnyGameModule;
const horses = hf as unknown as AnyGameModule;
const rbgGame = rbg as unknown as AnyGameModule;

/** A Horse Fair game of four at its first turn. */
function firstTurn(): SavedGame {
  const options = { ...hf.def.defaultOptions(4), dealer: 3 };
  const state = hf.def.setup(PLAYERS, options, 'seed', 0);
  return { schema: SCHEMA_VERSION, gameId: 'horse-fair', id: 'h1', players: PLAYERS, options, seed: 'seed', state, log: [], createdAt: 0, updatedAt: 0 };
}

/** A Red Blue Gold match of four at its round 2 (the trade), nobody submitted yet, seats 1 to 3 bots; its clock running from now. */
function atTheTrade(): SavedGame {
  const options = rbg.def.defaultOptions(4);
  const now = Date.now();
  let state = rbg.def.setup(PLAYERS, options, 'seed', now);
  for (const seat of [0, 1, 2, 3]) state = rbg.def.apply(state, seat, { type: 'submit', round: 1, buy: { red: 1, blue: 0, gold: 1 } }, now);
  return {
    schema: SCHEMA_VERSION,
    gameId: 'red-blue-gold',
    id: 'r1',
    players: PLAYERS,
    options,
    seed: 'seed',
    state,
    log: [],
    createdAt: now,
    updatedAt: now,
    bots: [1, 2, 3],
  };
}

/** A bot's trade in round 2: no gifts, accepting nobody. */
const noTrade = { type: 'submit', round: 2, gifts: [], acceptFrom: [] };

freshTableEachTest();

/** The game on the table, then `seat`'s private view opened. */
async function open(game: AnyGameModule, record: SavedGame, seat: number) {
  const table = onTheTable(game, record);
  await act(() => table.session.reveal(seat));
  return table;
}

const coachSwitch = () => screen.getByRole('checkbox', { name: 'Coach: suggest moves for me' });

describe('the coach in a private view', () => {
  it('is off until the seat turns it on; then one tap on Suggest a move says the suggestion in a live region', async () => {
    await open(festival, atTheVote(), 1);
    expect((coachSwitch() as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Suggest a move' })).toBeNull();
    fireEvent.click(coachSwitch());
    const ask = screen.getByRole('button', { name: 'Suggest a move' });
    fireEvent.click(ask);
    const view = fc.def.view(atTheVote().state as Parameters<typeof fc.def.view>[0], 1);
    const want = fc.ui.coach?.(view, 1, PLAYERS)?.sentence ?? '(no sentence)';
    expect(want).toMatch(/^Vote (YES|NO): /);
    expect(document.querySelector('.coach-said')?.textContent).toBe(want);
    expect(document.querySelector('.coach-said')?.getAttribute('role')).toBe('status');
  });

  it('is kept on for that seat of that game, and off for the next seat', async () => {
    const first = await open(festival, atTheVote(), 1);
    fireEvent.click(coachSwitch());
    first.page.unmount();
    first.session.dispose();
    const second = await open(festival, atTheVote(), 1);
    expect((coachSwitch() as HTMLInputElement).checked).toBe(true);
    cleanup();
    second.session.dispose();
    await open(festival, atTheVote(), 2);
    expect((coachSwitch() as HTMLInputElement).checked).toBe(false);
  });

  it("names Horse Fair's card as its Play button does", async () => {
    await open(horses, firstTurn(), 0);
    fireEvent.click(coachSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a move' }));
    expect(document.querySelector('.coach-said')?.textContent).toMatch(/^Play .+: .+\.$/);
  });

  it('says there is nothing to decide where the seat has nothing to do', async () => {
    await open(horses, firstTurn(), 2);
    fireEvent.click(coachSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a move' }));
    expect(document.querySelector('.coach-said')?.textContent).toBe('Nothing to decide now.');
  });

  it('shows nothing of itself on the table or the handover bar, on with a suggestion shown', async () => {
    const { session: s, page } = await open(festival, atTheVote(), 1);
    fireEvent.click(coachSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a move' }));
    const said = document.querySelector('.coach-said')?.textContent ?? '';
    expect(said).not.toBe('');
    await act(() => s.cover());
    const table = page.container.textContent ?? '';
    expect(page.container.querySelector('.handover-dock')).not.toBeNull();
    expect(page.container.querySelector('.private')).toBeNull();
    for (const words of ['Coach', 'Suggest a move', said, 'Nothing to decide']) expect(table).not.toContain(words);
    // The only switch on the table is the menu's Teach us (the guided game's), in its sheet.
    expect(page.container.querySelector('.coach, .coach-said')).toBeNull();
    expect([...page.container.querySelectorAll('input[type="checkbox"]')].map((c) => c.closest('label')?.textContent)).toEqual(['Teach us']);
  });
});

describe('the coach while others move (Red Blue Gold, round 2: a bot submits while a person’s view is open)', () => {
  it('keeps a suggestion that another player’s move leaves as it was', async () => {
    const { session: s } = await open(rbgGame, atTheTrade(), 0);
    fireEvent.click(coachSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a move' }));
    const said = document.querySelector('.coach-said')?.textContent ?? '';
    expect(said).toMatch(/^Give no gifts and accept from nobody: /);
    await act(() => s.act(1, noTrade));
    expect(s.viewer.value).toBe(0);
    expect(document.querySelector('.coach-said')?.textContent).toBe(said);
  });

  it('takes the tap on Suggest a move while the screen settles after that move (it makes no move), where a move’s button does not', async () => {
    // The app's own stylesheet, so that the screen's `.settling` (taps ignored for a moment after each move) applies.
    const style = document.createElement('style');
    style.textContent = readFileSync('src/app/shell/app.css', 'utf8');
    document.head.append(style);
    try {
      const { session: s } = await open(rbgGame, atTheTrade(), 0);
      fireEvent.click(coachSwitch());
      await act(() => s.act(1, noTrade));
      // pointer-events as a browser takes it: the element's own value, else its nearest parent's (it is inherited).
      const taps = (el: Element | null): string => {
        for (let e = el; e !== null; e = e.parentElement) {
          const value = getComputedStyle(e).pointerEvents;
          if (value !== '') return value;
        }
        return 'auto';
      };
      const ask = screen.getByRole('button', { name: 'Suggest a move' });
      expect(ask.closest('.settling')).not.toBeNull();
      expect(taps(screen.getByRole('button', { name: /^Submit/ }))).toBe('none');
      expect(taps(ask)).toBe('auto');
    } finally {
      style.remove();
    }
  });
});

/**
 * Cy's phone joined to a Festival Charter game that Cy chairs, shown the table phone's view of its start, its coach
 * turned on and asked: the game's first state, and `sendView` for the table phone's view of a later `state` after `moves`.
 */
async function chairAsksTheCoach() {
  const state = fc.def.setup(PLAYERS, { ...fc.def.defaultOptions(4), firstChair: 2 }, 'guest-chair', 0);
  const [host, wire] = wirePair();
  const link = joinAsGuest(2, 'AAAAAAAAAAAAAAAAAAAAAA', wire);
  const sendView = (at: typeof state, moves: number) =>
    host.send(JSON.stringify(viewMessage(festival.def, { gameId: fc.def.id, players: PLAYERS, state: at, moves }, 2, null, moves)));
  sendView(state, 0);
  render(<GuestTable link={link} onJoinAgain={() => undefined} />);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Coach: suggest moves for me' }));
  fireEvent.click(screen.getByRole('button', { name: 'Suggest a move' }));
  return { state, sendView };
}

describe('the coach on a joined phone', () => {
  it("suggests the chair's proposal from the view the table phone sent", async () => {
    const { state } = await chairAsksTheCoach();
    const want = fc.ui.coach?.(fc.def.view(state, 2), 2, PLAYERS)?.sentence ?? '(no sentence)';
    expect(want).toMatch(/^Announce .+ \(cost \d+\): /);
    expect(document.querySelector('.coach-said')?.textContent).toBe(want);
  });

  it('puts a suggestion away when a move changes what it would say', async () => {
    const { state, sendView } = await chairAsksTheCoach();
    expect(document.querySelector('.coach-said')?.textContent).toMatch(/^Announce /);
    // Cy's proposal announced: nothing is left for the chair to decide until the vote opens.
    const announced = fc.def.apply(state, 2, { type: 'announce', projects: ['moon-gate'] }, 1);
    expect(fc.ui.coach?.(fc.def.view(announced, 2), 2, PLAYERS) ?? null).toBeNull();
    sendView(announced, 1);
    await vi.waitFor(() => expect(document.querySelector('.coach-said')?.textContent).toBe(''));
  });
});
