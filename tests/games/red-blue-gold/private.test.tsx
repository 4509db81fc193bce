import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { def } from '../../../src/games/red-blue-gold/def';
import { Private } from '../../../src/games/red-blue-gold/views/Private';
import { byNearness } from '../../../src/games/red-blue-gold/views/PlayForm';
import type { RbgAction, RbgState } from '../../../src/games/red-blue-gold/types';
import { atRound, bySeat, cards, games, play, start, T0, timeOut } from './helpers';

afterEach(cleanup);

function show(state: RbgState, seat: number) {
  const act = vi.fn<(a: RbgAction) => Promise<void>>(() => Promise.resolve());
  const utils = render(<Private view={def.view(state, seat)} seat={seat} players={state.players} now={T0} act={act} />);
  return { act, ...utils };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const heading = (name: string) => screen.getByRole('heading', { name });

describe('Private: round 1 buy (one screen)', () => {
  it('three counters, the running total, and one button that names the buy', () => {
    const { act } = show(start(4), 0);
    click('More: Red');
    click('More: Red');
    click('More: Gold');
    click('Fewer: Red');
    expect(screen.getByText('2 of 9')).toBeTruthy();
    click('Submit: buy 1 red, 1 gold');
    expect(act).toHaveBeenCalledWith({ type: 'submit', round: 1, buy: { red: 1, blue: 0, gold: 1 } });
  });

  it('no more than 9 cards in all; the scores of each pairing are stated', () => {
    show(start(13), 0);
    for (let i = 0; i < 9; i++) click('More: Blue');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More: Blue' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More: Gold' }).disabled).toBe(true);
    expect(screen.getByText('9 of 9')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Scores of each pairing' }).textContent).toContain('7 at the end if ≤ 6 of 13 play gold');
  });

  it('after submitting: the seat sees its own submission, locked', () => {
    const s = play(start(4), [[2, { type: 'submit', round: 1, buy: cards('rrg') }]]);
    show(s, 2);
    expect(screen.getByText('Buy 2 red, 1 gold.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
  });

  it("another seat's submission never reaches this seat's screen", () => {
    const s = play(start(4), [[2, { type: 'submit', round: 1, buy: cards('rrrrrrr') }]]);
    const { container } = show(s, 1);
    expect(container.textContent).not.toMatch(/7 red/);
  });
});

describe('Private: round 2 trade (one decision per screen)', () => {
  it('doing nothing is one tap: Submit on the first screen gives nothing and accepts nobody', () => {
    const { act } = show(atRound(2, ['rb', 'b', 'g', '']), 0);
    expect(screen.getByText('nobody')).toBeTruthy();
    click('Submit trade');
    expect(act).toHaveBeenCalledWith({ type: 'submit', round: 2, gifts: [], acceptFrom: [] });
  });

  it('pick whom you accept, pick a receiver, set the gift; gifts never add up to more than the hand', () => {
    const { act } = show(atRound(2, ['rb', 'b', 'g', '']), 0);
    click('Choose whom to accept');
    heading('Accept cards from');
    click('Di');
    click('Cy');
    expect(screen.getByRole('button', { name: 'Cy', pressed: true })).toBeTruthy();
    click('Done: accept 2 players');
    click('Give cards');
    heading('Give cards to');
    click('Give to Bo');
    heading('Give to Bo');
    click('More: Red to Bo');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More: Red to Bo' }).disabled).toBe(true);
    expect(screen.getByRole('group', { name: /Still yours: 0 red, 1 blue, 0 gold/ })).toBeTruthy();
    click('Done: 1 red to Bo');
    click('Give cards');
    click('Give to Cy');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More: Red to Cy' }).disabled).toBe(true);
    click('Done: nothing to Cy');
    expect(screen.getByText('1 red to Bo')).toBeTruthy();
    expect(screen.getByText('Cy, Di')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Stays with you: 0 red, 1 blue, 0 gold/ })).toBeTruthy();
    click('Submit trade');
    expect(act).toHaveBeenCalledWith({ type: 'submit', round: 2, gifts: [{ to: 1, cards: { red: 1, blue: 0, gold: 0 } }], acceptFrom: [2, 3] });
  });

  it('"Accept everyone" picks every other player; a player with no cards cannot give', () => {
    const { act } = show(atRound(2, ['rb', 'b', 'g', '']), 3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Give cards' }).disabled).toBe(true);
    click('Choose whom to accept');
    click('Accept everyone');
    click('Done: accept everyone');
    click('Submit trade');
    expect(act).toHaveBeenCalledWith({ type: 'submit', round: 2, gifts: [], acceptFrom: [0, 1, 2] });
  });
});

/** A match at a play round whose last closed round showed these hands' counts, as in a real match. */
function playing(round: 3 | 4, hands: string[]): RbgState {
  const s = atRound(round, hands);
  const counts = s.hands.map((h) => h.red + h.blue + h.gold);
  return { ...s, history: [{ round: round === 3 ? 2 : 3, counts, points: s.points.slice(), exchanges: [] }] };
}

describe('Private: rounds 3 and 4 play', () => {
  it('only opponents who hold cards; line up colours for each; a summary of what is played and kept', () => {
    const { act } = show(playing(3, ['rbg', 'b', 'g', '']), 0);
    expect(screen.queryByRole('button', { name: /Game with Di/ })).toBeNull();
    click('Game with Bo (1 card)');
    heading('Game with Bo');
    expect(screen.getByRole('list', { name: 'Scores of each pairing' })).toBeTruthy();
    click('Add red (1 free)');
    click('Add blue (1 free)');
    expect(screen.getByRole('img', { name: 'Card 2: Blue' })).toBeTruthy();
    click('Remove last');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add red (0 free)' }).disabled).toBe(true);
    click('Done: 1 card against Bo');
    click(/Game with Cy/);
    click('Add gold (1 free)');
    click('Done: 1 card against Cy');
    expect(screen.getByText('You play 2 cards in 2 games.')).toBeTruthy();
    const kept = screen.getByRole('group', { name: /Stays in hand: 0 red, 1 blue, 0 gold/ });
    expect(screen.getByText('Cards still in hand at the end make your score zero.')).toBeTruthy();
    // What stays in hand is read above the opponents (under twelve of them it lay a screen and more down).
    const first = screen.getByRole('button', { name: /Game with Bo/ });
    expect(kept.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING, 'the hand before the opponents').toBeTruthy();
    click('Submit 2 games');
    expect(act).toHaveBeenCalledWith(games(3, { 1: 'r', 2: 'g' }));
  });

  it('round 4 warns that cards left in hand make the score zero; no games is one tap', () => {
    const { act } = show(playing(4, ['rb', 'b', 'g', '']), 0);
    expect(screen.getByText('2 cards left in hand at the end: your score will be zero.')).toBeTruthy();
    click('Submit: play no games');
    expect(act).toHaveBeenCalledWith(games(4, {}));
  });

  it('a refused gift is reported to its giver in round 3', () => {
    const s = atRound(2, ['rrb', 'b', 'g', 'b']);
    const trade = (gifts: { to: number; cards: ReturnType<typeof cards> }[], acceptFrom: number[]): RbgAction => ({
      type: 'submit',
      round: 2,
      gifts,
      acceptFrom,
    });
    const r3 = play(s, bySeat([trade([{ to: 1, cards: cards('rr') }], []), trade([], [2]), trade([], []), trade([], [])]));
    const { container } = show(r3, 0);
    expect(screen.getByText('Bo did not accept your 2 red: it stayed with you.')).toBeTruthy();
    cleanup();
    show(r3, 1);
    expect(screen.queryByText(/did not accept/)).toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('Private: prizes', () => {
  const end = (points: number[]) => {
    const s = atRound(
      4,
      points.map(() => ''),
    );
    return timeOut({ ...s, points });
  };

  it('the sole winner picks the E.C. among those tied, then gives the token to anyone but the E.C.', () => {
    const s = end([9, 7, 1, 1]);
    const first = show(s, 0);
    // E.C. is spelled out where the choice is made (a tester met the letters alone).
    expect(screen.getByText(/These players are tied for E\.C\., the Elimination Candidate\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bo' })).toBeNull();
    click('Di');
    click('Make Di the E.C.');
    expect(first.act).toHaveBeenCalledWith({ type: 'choose-ec', seat: 3 });
    cleanup();
    const after = play(s, [[0, { type: 'choose-ec', seat: 3 }]]);
    const second = show(after, 0);
    expect(screen.queryByRole('button', { name: 'Di' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ana' })).toBeNull();
    click('Cy');
    click('Give the token to Cy');
    expect(second.act).toHaveBeenCalledWith({ type: 'give-token', to: 2 });
  });

  it('several winners vote in secret', () => {
    const s = end([9, 9, 1, 1]);
    const { act } = show(s, 1);
    expect(heading('Vote for the E.C.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pick a player above' }).disabled).toBe(true);
    click('Cy');
    click('Vote for Cy as E.C.');
    expect(act).toHaveBeenCalledWith({ type: 'choose-ec', seat: 2 });
  });

  it('a player with nothing to do sees their hand only', () => {
    show(end([9, 9, 1, 1]), 2);
    expect(screen.getByText('Nothing for you to do now.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('Private: the opponents nearest first', () => {
  it.each([
    [0, 13, [1, 12, 2, 11, 3, 10, 4, 9, 5, 8, 6, 7]],
    [5, 13, [6, 4, 7, 3, 8, 2, 9, 1, 10, 0, 11, 12]],
    [0, 4, [1, 3, 2]],
    [3, 4, [0, 2, 1]],
    [1, 2, [0]],
  ])('seat %i of %i: %j', (seat, n, order) => {
    expect(byNearness(seat, n)).toEqual(order);
  });

  it('lists the neighbours on both sides first in the play form (the other neighbour was last, under the fold)', () => {
    show(playing(3, ['rbg', 'b', 'g', 'r']), 0);
    const names = screen
      .getAllByRole('button', { name: /^Game with / })
      .map((b) => /^Game with (\w+)/.exec(b.getAttribute('aria-label') ?? b.textContent ?? '')?.[1]);
    expect(names).toEqual(['Bo', 'Di', 'Cy']);
  });
});
