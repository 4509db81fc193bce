import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfAction, RfState } from '../../../src/games/ribbon-fair/types';
import { Private } from '../../../src/games/ribbon-fair/views/Private';
import { NAMES, T0, def, entryOf, fair, pinAll, pinBy } from './helpers';

afterEach(cleanup);

function renderPrivate(state: RfState, seat: number) {
  const calls: RfAction[] = [];
  const utils = render(
    <Private view={def.view(state, seat)} seat={seat} players={NAMES.slice(0, state.players.length)} now={T0} act={async (a) => void calls.push(a)} />,
  );
  return { ...utils, calls };
}
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('Private: pinning', () => {
  it('sends open once to start this stall’s clock, and not again once it runs', () => {
    const s = fair(3, { style: 'ai' });
    expect(renderPrivate(s, 0).calls).toEqual([{ type: 'open' }]);
    cleanup();
    expect(renderPrivate(apply(s, 0, { type: 'open' }, T0), 0).calls).toEqual([]);
  });

  it('shows "Your move", the hand as labelled cards; one button names the choice and pins it, with no confirmation', async () => {
    const s = apply(fair(3, { style: 'ai' }), 1, { type: 'open' }, T0);
    const { calls, container } = renderPrivate(s, 1);
    expect(container.querySelector('h2.rf-your-move')?.textContent).toBe('Your move');
    const hand = s.stalls[1]?.hand ?? [];
    const third = hand[2]?.text ?? '';
    for (const [i, c] of hand.entries()) expect(button(`Entry ${i + 1} of 7: ${c.text}`)).toBeTruthy();
    expect(button('Pick an entry to pin').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button(`Entry 3 of 7: ${third}`));
    expect(calls).toEqual([]);
    fireEvent.click(button(`Pin “${third}”`));
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'pin', entry: third }]);
    expect(screen.queryByRole('button', { name: /^Yes/ })).toBeNull();
  });

  it('never renders another stall’s hand', () => {
    const s = apply(fair(3, { style: 'ai' }), 1, { type: 'open' }, T0);
    const { container } = renderPrivate(s, 1);
    const labels = Array.from(container.querySelectorAll('.rf-card-text')).map((e) => e.textContent);
    for (const c of [...(s.stalls[0]?.hand ?? []), ...(s.stalls[2]?.hand ?? [])]) expect(labels).not.toContain(c.text);
  });

  it('Fresh hand is folded away with what it does, then one button sends fresh-hand; it is gone once taken', async () => {
    const s = apply(fair(3, { style: 'ai' }), 0, { type: 'open' }, T0);
    const { calls, container } = renderPrivate(s, 0);
    const panel = container.querySelector('details');
    expect(panel?.open).toBe(false);
    expect(panel?.querySelector('summary')?.textContent).toBe('Fresh hand (once per fair)');
    expect(panel?.textContent).toContain('Discard your whole hand and draw 7 new entries.');
    fireEvent.click(button('Discard my hand and draw 7'));
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'fresh-hand' }]);
    cleanup();
    const after = renderPrivate(apply(s, 0, { type: 'fresh-hand' }, T0), 0);
    expect(after.container.querySelector('details')).toBeNull();
  });

  it('after pinning, shows the stall’s own pinned entry and nothing to do', () => {
    const s = pinBy(fair(4, { style: 'ai' }), [0]);
    const { container } = renderPrivate(s, 0);
    expect(container.textContent).toContain('Nothing to do right now.');
    expect(screen.getByRole('group', { name: `Your pinned entry: ${s.round.pinned[0]?.card.text ?? ''}` })).toBeTruthy();
  });
});

describe('Private: judging and voting', () => {
  it('the rotating judge is sent to the table: no pick is made in private', () => {
    const s = pinAll(fair(3, { style: 'rotating' }));
    const { container, calls } = renderPrivate(s, 0);
    expect(container.textContent).toContain('pick the winner on the table');
    expect(screen.queryByRole('button', { name: /^Award/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('the crowd ballot disables the voter’s own entry; one button names the vote and casts it, with no confirmation', async () => {
    const s = apply(pinAll(fair(3, { style: 'crowd' })), 2, { type: 'open' }, T0);
    const own = entryOf(s, 2);
    const other = own === 0 ? 1 : 0;
    const { calls } = renderPrivate(s, 2);
    const ownText = s.round.entries[own]?.card.text ?? '';
    expect(button(`Entry ${own + 1} of 3: ${ownText} (your own entry)`).hasAttribute('disabled')).toBe(true);
    const text = s.round.entries[other]?.card.text ?? '';
    fireEvent.click(button(`Entry ${other + 1} of 3: ${text}`));
    expect(calls).toEqual([]);
    fireEvent.click(button(`Vote for “${text}”`));
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'vote', entry: other }]);
  });

  it('the ballot shows no authors', () => {
    const s = apply(pinAll(fair(3, { style: 'crowd' })), 0, { type: 'open' }, T0);
    const { container } = renderPrivate(s, 0);
    for (const n of NAMES.slice(1, 3)) expect(container.textContent).not.toContain(`by ${n}`);
  });
});
