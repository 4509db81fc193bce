import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { def } from '../../../src/games/festival-charter/rules/def';
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

describe('Private: the secret vote', () => {
  it('shows the proposal and casts YES only after "Cast YES? A cast vote is locked."', async () => {
    const { calls, container } = renderPrivate(voting(), 1);
    expect(container.textContent).toContain('Bo, your secret vote');
    expect(container.textContent).toContain('Package: Moon Gate + Long Table, total cost 4');
    click('✔ YES');
    expect(calls).toEqual([]);
    expect(screen.getByText('Cast YES? A cast vote is locked.')).toBeTruthy();
    click('Cast YES');
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'vote', vote: 'YES' }]);
  });

  it('casts NO after its own confirm, and Cancel casts nothing', async () => {
    const { calls } = renderPrivate(voting(), 2);
    click('✘ NO');
    click('Cancel');
    expect(calls).toEqual([]);
    click('✘ NO');
    expect(screen.getByText('Cast NO? A cast vote is locked.')).toBeTruthy();
    click('Cast NO');
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'vote', vote: 'NO' }]);
  });

  it('shows a seat its own locked vote and no buttons to change it', () => {
    const s = act(voting(), 1, { type: 'vote', vote: 'NO' });
    const { container } = renderPrivate(s, 1);
    expect(container.textContent).toContain('Your vote: NO (locked)');
    expect(screen.queryByRole('button', { name: /YES|NO/ })).toBeNull();
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

  it('outside a vote says there is nothing to vote on', () => {
    const { container } = renderPrivate(start(), 0);
    expect(container.textContent).toContain('There is no vote for you right now.');
  });
});
