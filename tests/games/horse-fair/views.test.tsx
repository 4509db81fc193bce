import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { game } from '../../../src/games/horse-fair/index';
import type { HfAction, HfOptions, HfState } from '../../../src/games/horse-fair/types';
import { DANDY, NAMES, position, RASCAL, reg, second, SNOWFLAKE, SUNDOWN, thumbs } from './helpers';
import { rovingStep } from '../../../src/games/horse-fair/views/Private';

const { Table, Private, Results, Rules, Options } = game.ui;
const { rules } = { rules: game.def };
afterEach(cleanup);

const players = NAMES.slice(0, 3);
const midGame: HfState = position({
  turn: 1,
  hands: [[reg(DANDY, 0), reg(DANDY, 1)], [second(SNOWFLAKE), thumbs(RASCAL), reg(SUNDOWN, 0)], [reg(DANDY, 2)]],
  faceUp: [[reg(RASCAL, 0)], [reg(SNOWFLAKE, 1)], []],
  figurines: [1, 0, 0],
  piles: [[reg(SUNDOWN, 5)], [], []],
});

function finishedHand(hands: number): HfState {
  const s = position({
    options: { hands },
    drawPile: [],
    turn: 1,
    hands: [[], [reg(DANDY, 1)], []],
    piles: [[reg(DANDY, 3), reg(DANDY, 4)], [], []],
    figurines: [1, 0, 0],
  });
  return rules.apply(s, 1, { type: 'play', card: reg(DANDY, 1).id }, 0);
}

describe('Private: the hand as tappable cards, one tap to select, a clear Play button with a confirm', () => {
  it('shows only this seat’s hand, labelled for screen readers, and the table above it', () => {
    const act = vi.fn(async (_a: HfAction) => {});
    const { container } = render(<Private view={rules.view(midGame, 1)} seat={1} players={players} now={0} act={act} />);
    const hand = screen.getByRole('region', { name: "Bo's hand" });
    expect(hand.querySelectorAll('button.hf-card')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Card 1 of 3: Second Look (Snowflake 6): counts two' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Card 2 of 3: Thumbs Down! (Rascal 3): discards every face-up Rascal' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Horse tracks' })).toBeTruthy();
    expect(screen.getByLabelText('Rascal 3: 1 of 3 face up')).toBeTruthy();
    // Ana's hand (Dandy 7s) and Cy's are absent from the DOM.
    expect(container.querySelectorAll('.hf-horse-4')).toHaveLength(0);
  });

  it('tap a card, then the one button that names it: act gets that card, with no dialog', async () => {
    const act = vi.fn(async (_a: HfAction) => {});
    render(<Private view={rules.view(midGame, 1)} seat={1} players={players} now={0} act={act} />);
    expect(screen.getByRole('button', { name: 'Pick a card first' }).hasAttribute('disabled')).toBe(true);
    const card = screen.getByRole('button', { name: 'Card 3 of 3: Sundown 4' });
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Play Sundown 4' }));
    expect(act).toHaveBeenCalledWith({ type: 'play', card: reg(SUNDOWN, 0).id });
  });

  it('a second tap unselects and plays nothing', () => {
    const act = vi.fn(async (_a: HfAction) => {});
    render(<Private view={rules.view(midGame, 1)} seat={1} players={players} now={0} act={act} />);
    const card = screen.getByRole('button', { name: 'Card 1 of 3: Second Look (Snowflake 6): counts two' });
    fireEvent.click(card);
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Pick a card first' }).hasAttribute('disabled')).toBe(true);
    expect(act).not.toHaveBeenCalled();
  });

  it('out of turn the Play button is disabled', () => {
    const act = vi.fn(async (_a: HfAction) => {});
    render(<Private view={rules.view(midGame, 0)} seat={0} players={players} now={0} act={act} />);
    expect(screen.getByText('It is not your turn: you can look, but not play.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Card 1 of 2: Dandy 7' }));
    expect(screen.getByRole('button', { name: 'Play Dandy 7' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('Private: the last win is news only until the next card is played, as on the board', () => {
  it('"Rascal 3 won!" shows in the private view just after the win, and is gone once another card is played', () => {
    const s = position({
      hands: [
        [reg(RASCAL, 2), reg(DANDY, 0)],
        [reg(DANDY, 1), reg(SUNDOWN, 0)],
      ],
      faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]],
    });
    const won = rules.apply(s, 0, { type: 'play', card: reg(RASCAL, 2).id }, 0);
    const act = vi.fn(async (_a: HfAction) => {});
    const { container } = render(<Private view={rules.view(won, 1)} seat={1} players={['Ana', 'Bo']} now={0} act={act} />);
    expect(container.textContent).toContain('Rascal 3 won! Ana played the winning card and takes a figurine.');
    cleanup();
    // Bo plays a Dandy that wins nothing, then Ana a Dandy: the win is past, in the same hand, for both of them.
    const played = rules.apply(won, 1, { type: 'play', card: reg(DANDY, 1).id }, 0);
    const again = rules.apply(played, 0, { type: 'play', card: reg(DANDY, 0).id }, 0);
    expect(again.handNumber).toBe(won.handNumber);
    for (const [state, seat] of [
      [played, 0],
      [again, 1],
    ] as const) {
      const { container: view } = render(<Private view={rules.view(state, seat)} seat={seat} players={['Ana', 'Bo']} now={0} act={act} />);
      expect(view.textContent).not.toContain('won!');
      cleanup();
    }
  });
});

describe('Table: the public board', () => {
  it('shows face-up cards in front of each name, the tracks, draw pile, figurines and piles, and whose turn it is; no hand', () => {
    const { container } = render(<Table view={rules.view(midGame, 'table')} players={players} now={0} act={vi.fn(async () => {})} />);
    expect(within(screen.getByRole('list', { name: "Ana's face-up cards" })).getByRole('img', { name: 'Rascal 3' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Snowflake 6' })).toBeTruthy();
    expect(container.querySelector('[data-board="draw-pile"]')?.textContent).toMatch(/Draw pile \d+ cards/);
    expect(screen.getByLabelText('Snowflake 6: 1 of 6 face up')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ana: 1 figurine' })).toBeTruthy();
    expect(screen.getByRole('img', { name: "Ana's collected pile: 1 card" })).toBeTruthy();
    expect(container.querySelector('[data-board="turn"]')?.textContent).toBe('Bo plays next.');
    expect(container.querySelectorAll('.hf-horse-4')).toHaveLength(0);
    expect(container.querySelectorAll('.waiting')).toHaveLength(1);
  });

  it('in the partnership game shows each partnership with its pooled figurines and pile, and a team tag per player', () => {
    const s = position({
      options: { partnership: true },
      hands: [[reg(DANDY, 0)], [reg(DANDY, 1)], [reg(DANDY, 2)], [reg(DANDY, 3)]],
      figurines: [2, 1],
      piles: [[reg(SUNDOWN, 1), reg(SUNDOWN, 2)], [reg(RASCAL, 1)]],
    });
    const { container } = render(<Table view={rules.view(s, 'table')} players={NAMES.slice(0, 4)} now={0} act={vi.fn(async () => {})} />);
    const standings = within(screen.getByRole('list', { name: 'Partnerships: figurines and piles' }));
    expect(standings.getByRole('img', { name: 'Team A (Ana & Cy): 2 figurines' })).toBeTruthy();
    expect(standings.getByRole('img', { name: "Team A (Ana & Cy)'s collected pile: 2 cards" })).toBeTruthy();
    expect(standings.getByRole('img', { name: 'Team B (Bo & Di): 1 figurine' })).toBeTruthy();
    expect(standings.getByRole('img', { name: "Team B (Bo & Di)'s collected pile: 1 card" })).toBeTruthy();
    expect([...container.querySelectorAll('.hf-team-tag')].map((e) => e.textContent)).toEqual(['Team A', 'Team B', 'Team A', 'Team B']);
  });

  it("the last move and the last win are shown: the win in the table's moment and on the board (its lane as at the win), the card just played framed where it lies", () => {
    const s = position({ hands: [[reg(RASCAL, 2), reg(DANDY, 0)], [reg(DANDY, 1)]], faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]] });
    const won = rules.apply(s, 0, { type: 'play', card: reg(RASCAL, 2).id }, 0);
    // The win is the moment the app reveals over the board (and keeps in its "last move" strip).
    expect(game.ui.moment?.(rules.view(won, 'table'), ['Ana', 'Bo'])?.title).toBe('Rascal 3 wins!');
    render(<Table view={rules.view(won, 'table')} players={['Ana', 'Bo']} now={0} act={vi.fn(async () => {})} />);
    expect(screen.getByRole('img', { name: 'Ana: 1 figurine' })).toBeTruthy();
    expect(screen.getByRole('img', { name: "Ana's collected pile: 2 cards" })).toBeTruthy();
    // The race as it stood at the win: Rascal's lane run to its post and marked, though its cards were collected.
    const lane = screen.getByLabelText('Rascal 3: won, its cards collected');
    expect(lane.querySelectorAll('.hf-lane-on')).toHaveLength(3);
    expect(lane.querySelector('.hf-lane-count')?.textContent).toBe('Won!');
    expect(screen.getByLabelText('Dandy 7: 0 of 7 face up')).toBeTruthy();
    cleanup();
    // Bo lays a Dandy that wins nothing: that card is marked on the board as the one just played.
    const played = rules.apply(won, 1, { type: 'play', card: reg(DANDY, 1).id }, 0);
    const { container } = render(<Table view={rules.view(played, 'table')} players={['Ana', 'Bo']} now={0} act={vi.fn(async () => {})} />);
    expect(game.ui.moment?.(rules.view(played, 'table'), ['Ana', 'Bo'])?.title).toBe('Bo played Dandy 7');
    expect(container.querySelectorAll('.hf-fresh')).toHaveLength(1);
    expect(container.querySelector('.hf-fresh')?.getAttribute('aria-label')).toBe('Dandy 7');
    // The next card played, the race shows Rascal's lane as it is now: its cards collected.
    expect(screen.getByLabelText('Rascal 3: 0 of 3 face up')).toBeTruthy();
  });

  it('at a hand end: the summary, and "Deal the next hand" (confirmed) acts for the table', () => {
    const act = vi.fn(async (_actor: unknown, _a: HfAction) => {});
    render(<Table view={rules.view(finishedHand(2), 'table')} players={players} now={0} act={act} />);
    expect(screen.getByRole('heading', { name: 'Hand 1 is over' })).toBeTruthy();
    expect(screen.getByText("Every player's cards ran out with no further win, so the hand ended there.")).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Hand 1 scores' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deal the next hand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(act).toHaveBeenCalledWith('table', { type: 'next-hand' });
  });

  it('after the last hand there is nothing to deal', () => {
    render(<Table view={rules.view(finishedHand(1), 'table')} players={players} now={0} act={vi.fn(async () => {})} />);
    expect(screen.queryByRole('button', { name: 'Deal the next hand' })).toBeNull();
  });
});

describe('the Scores sheet (GameUI.Sheets)', () => {
  it('is offered to the app as a sheet, and holds this hand so far, the totals and every finished hand', () => {
    const sheet = game.ui.Sheets?.find((x) => x.title === 'Scores');
    expect(sheet).toBeDefined();
    const Sheet = sheet?.Component ?? (() => null);
    let s = finishedHand(2);
    s = rules.apply(s, 'table', { type: 'next-hand' }, 0);
    render(<Sheet view={rules.view(s, 'table')} players={players} now={0} act={vi.fn(async () => {})} />);
    expect(screen.getByRole('table', { name: 'Hand 2 so far' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Totals with this hand so far' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Hand 1' })).toBeTruthy();
    expect(screen.getByText("Every player's cards ran out with no further win, so the hand ended there.")).toBeTruthy();
  });
});

describe('Results: each score with its parts', () => {
  it('shows cards, figurines, face value and points, and stars the winner', () => {
    render(<Results view={rules.view(finishedHand(1), 'table')} players={players} />);
    const row = screen.getByRole('row', { name: /Ana ★ winner/ });
    expect(row.textContent).toBe('Ana ★ winner4 points2 cards · 1 figurine · face value 14');
  });

  it('names the horse that won the last race and who played its winning card, and shows the race as at that win', () => {
    // Ana plays the third Rascal with the draw pile empty: Rascal wins, and that win ends the only hand.
    const before = position({
      options: { hands: 1 },
      drawPile: [],
      turn: 0,
      hands: [[reg(RASCAL, 2)], [], []],
      faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)], []],
    });
    const s = rules.apply(before, 0, { type: 'play', card: reg(RASCAL, 2).id }, 0);
    expect(s.phase).toBe('game-over');
    const { container } = render(<Results view={rules.view(s, 'table')} players={players} />);
    expect(container.querySelector('.hf-last-win')?.textContent).toBe('Rascal 3 won the last race; Ana played the winning card.');
    // The race as it stood at that last win: Rascal at its post, though its cards were collected.
    const lane = screen.getByLabelText('Rascal 3: won, its cards collected');
    expect(lane.querySelectorAll('.hf-lane-on')).toHaveLength(3);
  });

  it('over several hands shows each hand and the totals', () => {
    let s = finishedHand(2);
    s = rules.apply(s, 'table', { type: 'next-hand' }, 0);
    s = {
      ...s,
      drawPile: [],
      hands: s.hands.map((h, i) => (i === s.turn ? h.slice(0, 1) : [])),
      discard: [...s.discard, ...s.drawPile, ...s.hands.flatMap((h, i) => (i === s.turn ? h.slice(1) : h))],
    };
    const only = s.hands[s.turn ?? 0]?.[0];
    if (!only) throw new Error('no card');
    s = rules.apply(s, s.turn ?? 0, { type: 'play', card: only.id }, 0);
    render(<Results view={rules.view(s, 'table')} players={players} />);
    expect(screen.getByRole('table', { name: 'Totals' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Hand 1' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Hand 2' })).toBeTruthy();
  });
});

describe('Options', () => {
  function renderOptions(options: HfOptions, playerCount: number) {
    const onChange = vi.fn((_o: HfOptions) => {});
    render(<Options options={options} playerCount={playerCount} onChange={onChange} />);
    return onChange;
  }

  it('dealer: random or a seat', () => {
    const onChange = renderOptions(rules.defaultOptions(3), 3);
    fireEvent.change(screen.getByLabelText('First dealer'), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...rules.defaultOptions(3), dealer: 2 });
  });

  it('names the dealer choices by the names typed so far', () => {
    render(<Options options={rules.defaultOptions(3)} playerCount={3} players={['Ana', '', 'Cy']} onChange={vi.fn()} />);
    const choices = [...screen.getByLabelText('First dealer').querySelectorAll('option')].map((o) => o.textContent);
    expect(choices).toEqual(['Chosen at random', 'Ana', 'Player 2', 'Cy']);
  });

  it('scoring and hands', () => {
    const onChange = renderOptions(rules.defaultOptions(3), 3);
    fireEvent.click(screen.getByLabelText('Advanced: face values, 1 per figurine'));
    expect(onChange).toHaveBeenLastCalledWith({ ...rules.defaultOptions(3), scoring: 'advanced' });
    fireEvent.change(screen.getByLabelText('Hands'), { target: { value: 'per-player' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...rules.defaultOptions(3), hands: 'per-player' });
    fireEvent.change(screen.getByLabelText('Hands'), { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...rules.defaultOptions(3), hands: 7 });
  });

  it('options that no longer fit the player count offer a fix', () => {
    const onChange = renderOptions({ ...rules.defaultOptions(4), partnership: true }, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Fit them to 5 players' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...rules.defaultOptions(4), partnership: false });
  });

  it('options that fit show no fix', () => {
    renderOptions(rules.defaultOptions(5), 5);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [3, false, false],
    [4, true, false],
    [6, true, true],
  ])('%i players: partnership offered %s, locked on %s', (n, offered, locked) => {
    const onChange = renderOptions(rules.defaultOptions(n), n);
    const box = screen.queryByLabelText('Partnership game (partners sit across; 5 cards each)');
    expect(box !== null).toBe(offered);
    if (box) {
      expect(box.hasAttribute('disabled')).toBe(locked);
      if (!locked) {
        fireEvent.click(box);
        expect(onChange).toHaveBeenLastCalledWith({ ...rules.defaultOptions(n), partnership: true });
      }
    }
  });
});

describe('Rules and read aloud', () => {
  it('Rules lists every horse with its cards', () => {
    render(<Rules />);
    expect(screen.getByText(/Rascal 3: 7 cards, one Second Look, one Thumbs Down!/)).toBeTruthy();
    expect(screen.getByText(/Dandy 7: 15 cards/)).toBeTruthy();
  });

  it('read aloud speaks the public table and never a hand', () => {
    const text = game.ui.readAloud(rules.view(midGame, 'table'), players);
    expect(text).toContain('Rascal 1 of 3');
    expect(text).toContain('Ana has face up: Rascal 3.');
    expect(text).toContain('Bo plays next.');
    expect(text).not.toContain('Dandy 7');
  });

  it('read aloud gives the scores at a hand end, and names the winner once the game is over', () => {
    const text = game.ui.readAloud(rules.view(finishedHand(1), 'table'), players);
    expect(text).toContain('Final scores: Ana 4 points, Bo 0 points, Cy 0 points.');
    expect(text).toContain('Ana wins.');
  });

  it("read aloud in a private view reads that seat's own hand and turn, then the table; never another hand", () => {
    const read = game.ui.readAloudPrivate;
    expect(read).toBeDefined();
    const text = read?.(rules.view(midGame, 1), 1, players) ?? '';
    expect(text).toContain('Your hand, 3 cards: Second Look (Snowflake 6): counts two; Thumbs Down! (Rascal 3): discards every face-up Rascal; Sundown 4.');
    expect(text).toContain('It is your turn');
    expect(text).toContain('Bo plays next.');
    expect(text).not.toContain('Dandy 7');
  });
});

describe('the hand by keyboard: one Tab stop, arrow keys between cards', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowDown', 1, 3, 2],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from card %i of %i goes to %s', (key, at, count, to) => {
    expect(rovingStep(key, at, count)).toBe(to);
  });

  it('only one card is in the Tab order; an arrow key moves the focus and the Tab stop to the next card', () => {
    render(<Private view={rules.view(midGame, 1)} seat={1} players={players} now={0} act={vi.fn(async () => {})} />);
    const cards = () => [...document.querySelectorAll<HTMLButtonElement>('.hf-hand-cards button.hf-card')];
    expect(cards().map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    cards()[0]?.focus();
    fireEvent.keyDown(cards()[0] as HTMLButtonElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cards()[1]);
    expect(cards().map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
  });
});

describe('the Symbols sheet (a legend one tap from the board’s menu)', () => {
  it.each<['basic' | 'advanced', string]>([
    ['basic', 'Each is worth 2 points.'],
    ['advanced', 'Each is worth 1 point.'],
  ])('says what each horse needs, the figurine (%s scoring), the pile, ×2 and Thumbs Down!', (scoring, worth) => {
    const Sheet = game.ui.Sheets?.find((x) => x.title === 'Symbols')?.Component;
    if (Sheet === undefined) throw new Error('No Symbols sheet');
    const s = position({ hands: [[], [], []], options: { scoring } });
    const { container } = render(<Sheet view={rules.view(s, 'table')} players={players} now={0} act={async () => undefined} />);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(items[0]).toContain('Rascal 3: wins when 3 of its cards are face up');
    expect(items[4]).toContain('Dandy 7: wins when 7 of its cards are face up');
    expect(items.find((t) => t.includes('figurine'))).toContain(worth);
    expect(items.some((t) => t.startsWith('×2 on a small card: a Second Look'))).toBe(true);
    expect(items.some((t) => t.startsWith('Thumbs Down!'))).toBe(true);
  });
});
