import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { def } from '../../../src/games/red-blue-gold/def';
import { Private } from '../../../src/games/red-blue-gold/views/Private';
import type { RbgAction, RbgState } from '../../../src/games/red-blue-gold/rules/types';
import { atRound, cards, games, play, start, T0, timeOut } from './helpers';

afterEach(cleanup);

function show(state: RbgState, seat: number) {
  const act = vi.fn<(a: RbgAction) => Promise<void>>(() => Promise.resolve());
  const utils = render(<Private view={def.view(state, seat)} seat={seat} players={state.players} now={T0} act={act} />);
  return { act, ...utils };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('Private: round 1 buy', () => {
  it('steppers for red, blue and gold, then a confirmed submit', () => {
    const { act } = show(start(4), 0);
    click('More: Red');
    click('More: Red');
    click('More: Gold');
    click('Fewer: Red');
    click('Submit: buy 2 cards');
    expect(act).not.toHaveBeenCalled();
    expect(screen.getByText(/Buy 1 red, 1 gold\? A submission cannot be changed/)).toBeTruthy();
    click('Submit');
    expect(act).toHaveBeenCalledWith({ type: 'submit', round: 1, buy: { red: 1, blue: 0, gold: 1 } });
  });

  it('no more than 9 cards in all', () => {
    show(start(4), 0);
    for (let i = 0; i < 9; i++) click('More: Blue');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More: Blue' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More: Gold' }).disabled).toBe(true);
    expect(screen.getByText('9 of 9')).toBeTruthy();
  });

  it('after submitting: the seat sees its own submission, locked', () => {
    const s = play(start(4), [[2, { type: 'submit', round: 1, buy: cards('rrg') }]]);
    show(s, 2);
    expect(screen.getByText('Buy 2 red, 1 gold.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
  });

  it('another seat\'s submission never reaches this seat\'s screen', () => {
    const s = play(start(4), [[2, { type: 'submit', round: 1, buy: cards('rrrrrrr') }]]);
    const { container } = show(s, 1);
    expect(container.textContent).not.toMatch(/7 red/);
  });
});

describe('Private: round 2 trade', () => {
  it('a gift per player and an accept list; gifts never add up to more than the hand', () => {
    const { act } = show(atRound(2, ['rb', 'b', 'g', '']), 0);
    expect(screen.getByRole('group', { name: /Your hand: 1 red, 1 blue, 0 gold/ })).toBeTruthy();
    click('More: Red to Bo');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More: Red to Cy' }).disabled).toBe(true);
    expect(screen.getByRole('group', { name: /Still yours: 0 red, 1 blue, 0 gold/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Accept cards from Di' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Accept cards from Cy' }));
    click('Submit trade');
    click('Submit');
    expect(act).toHaveBeenCalledWith({ type: 'submit', round: 2, gifts: [{ to: 1, cards: { red: 1, blue: 0, gold: 0 } }], acceptFrom: [2, 3] });
  });
});

describe('Private: rounds 3 and 4 play', () => {
  it('a sequence builder per opponent that always shows what is free', () => {
    const { act } = show(atRound(3, ['rbg', 'b', 'g', '']), 0);
    click('Add red against Bo');
    click('Add blue against Bo');
    expect(screen.getByRole('img', { name: 'Card 2 of 2: Blue' })).toBeTruthy();
    click('Remove last card against Bo');
    expect(screen.getByRole('group', { name: /Free: 0 red, 1 blue, 1 gold/ })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add red against Cy' }).disabled).toBe(true);
    click('Add gold against Cy');
    click('Submit games');
    expect(screen.getByText(/Bo: red, walk away; Cy: gold, walk away/)).toBeTruthy();
    click('Submit');
    expect(act).toHaveBeenCalledWith(games(3, { 1: 'r', 2: 'g' }));
  });
});

describe('Private: prizes', () => {
  const end = (points: number[]) => {
    const s = atRound(4, points.map(() => ''));
    return timeOut({ ...s, points });
  };

  it('the sole winner picks the E.C. among those tied, then gives the token to anyone but the E.C.', () => {
    const s = end([9, 7, 1, 1]);
    const first = show(s, 0);
    expect(screen.queryByRole('radio', { name: 'Bo' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Di' }));
    click('Make this player the E.C.');
    click('Yes');
    expect(first.act).toHaveBeenCalledWith({ type: 'choose-ec', seat: 3 });
    cleanup();
    const after = play(s, [[0, { type: 'choose-ec', seat: 3 }]]);
    const second = show(after, 0);
    expect(screen.queryByRole('radio', { name: 'Di' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Ana' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Cy' }));
    click('Give the token');
    click('Yes');
    expect(second.act).toHaveBeenCalledWith({ type: 'give-token', to: 2 });
  });

  it('several winners vote in secret', () => {
    const s = end([9, 9, 1, 1]);
    const { act } = show(s, 1);
    expect(screen.getByRole('heading', { name: 'Vote for the E.C.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Cy' }));
    click('Cast my vote');
    click('Yes');
    expect(act).toHaveBeenCalledWith({ type: 'choose-ec', seat: 2 });
  });

  it('a player with nothing to do sees their hand only', () => {
    show(end([9, 9, 1, 1]), 2);
    expect(screen.getByText('Nothing for you to do now.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
