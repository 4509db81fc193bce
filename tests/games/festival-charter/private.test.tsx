import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { def } from '../../../src/games/festival-charter/def';
import type { FcAction, FcState, Vote } from '../../../src/games/festival-charter/types';
import { Private } from '../../../src/games/festival-charter/views/Private';
import { PLAYERS, T0, act, start, toVote } from './helpers';

afterEach(cleanup);

function renderPrivate(state: FcState, seat: number) {
  const calls: FcAction[] = [];
  const utils = render(
    <Private
      view={def.view(state, seat)}
      seat={seat}
      players={PLAYERS}
      now={T0}
      act={async (a) => {
        calls.push(a);
      }}
    />,
  );
  return { ...utils, calls };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const voting = () => toVote(start(), ['moon-gate', 'long-table']);

const pick = (vote: Vote) => fireEvent.click(screen.getByRole('radio', { name: vote }));
/** The one button that casts the vote, found by its place and class, not by its words. */
const castButton = (container: Element): HTMLButtonElement => {
  const b = container.querySelector<HTMLButtonElement>('button.fc-cast');
  if (b === null) throw new Error('no cast button');
  return b;
};

describe('Private: the secret vote', () => {
  it('shows the proposal; YES and NO are two equal choices, and one button names the vote and casts it with no dialog', async () => {
    const { calls, container } = renderPrivate(voting(), 1);
    // The name heads the whole private view ("Only Bo should see this."); here the heading is short, so the proposal
    // comes up under it at Larger text.
    expect(container.querySelector('h2')?.textContent).toBe('Your secret vote');
    expect(container.textContent).toContain('Package: Moon Gate + Long Table, total cost 4');
    expect(castButton(container).disabled).toBe(true);
    expect(castButton(container).textContent).toBe('Pick YES or NO');
    pick('YES');
    expect(calls).toEqual([]);
    expect(castButton(container).textContent).toBe('Vote YES');
    click('Vote YES');
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'vote', vote: 'YES' }]);
    expect(screen.queryByText(/\?/)).toBeNull();
  });

  it('lets the voter change the pick before casting; only the cast counts', async () => {
    const { calls, container } = renderPrivate(voting(), 2);
    pick('YES');
    pick('NO');
    expect(calls).toEqual([]);
    click('Vote NO');
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'vote', vote: 'NO' }]);
    expect(castButton(container).textContent).toBe('Vote NO');
  });

  it('after the pick the finger lands on the same button in the same place, whichever way the vote goes', () => {
    const shape = (vote: Vote) => {
      const { container } = renderPrivate(voting(), 1);
      const before = castButton(container);
      pick(vote);
      const after = castButton(container);
      const buttons = [...container.querySelectorAll('button')].map((b) => b.className);
      const out = { same: before === after, index: [...container.querySelectorAll('button')].indexOf(after), buttons };
      cleanup();
      return out;
    };
    const yes = shape('YES');
    expect(yes.same).toBe(true);
    expect(shape('NO')).toEqual(yes);
  });

  it('shows a seat its own locked vote and no buttons to change it', () => {
    const s = act(voting(), 1, { type: 'vote', vote: 'NO' });
    const { container } = renderPrivate(s, 1);
    expect(container.textContent).toContain('Your vote: NO (locked)');
    expect(screen.queryByRole('button', { name: /YES|NO/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it.each([0, 2, 3])('seat %i never sees how Bo voted', (seat) => {
    const html = (bo: Vote) => {
      const { container } = renderPrivate(act(voting(), 1, { type: 'vote', vote: bo }), seat);
      const out = container.innerHTML;
      cleanup();
      return out;
    };
    expect(html('YES')).toBe(html('NO'));
  });

  it('outside a vote says there is nothing to vote on; the chair is told that its proposal is announced on the table', () => {
    const { container } = renderPrivate(start({ firstChair: 0 }), 1);
    expect(container.textContent).toContain('There is no vote for you right now.');
    cleanup();
    const chair = renderPrivate(start({ firstChair: 0 }), 0);
    expect(chair.container.textContent).toContain('You chair proposal 1: pick a project or a package on the table and announce it there.');
  });
});
