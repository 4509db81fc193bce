import { act, render, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { GuestTable } from '../../../src/app/phones/GuestTable';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as horseFair } from '../../../src/games/horse-fair/index';
import { viewMessage } from '../../../src/net/guard';
import { joinAsGuest } from '../../../src/net/guest';
import { wirePair } from '../../../src/net/wire';

// The service worker's registration is the built app's (vite-plugin-pwa); a guest's screen only asks to stay awake.
vi.mock('../../../src/app/pwa/pwa', () => ({ keepAwake: async () => undefined }));

const mod = horseFair as unknown as AnyGameModule;
const SECRET = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('a guest phone that has lost the table', () => {
  it('keeps its last view to read, with its buttons out of reach and the way back in words; while joined, the same view is live', async () => {
    const players = ['Ana', 'Ben', 'Cleo'];
    const state = mod.def.setup(players, mod.def.defaultOptions(3), 'guest-lost', 0);
    const [host, wire] = wirePair();
    const link = joinAsGuest(1, SECRET, wire);
    const seat = (mod.def.waitingOn(state)[0] ?? 1) as number;
    host.send(JSON.stringify(viewMessage(mod.def, { gameId: mod.def.id, players, state, moves: 0 }, seat, null, 0)));
    const view = render(<GuestTable link={link} onJoinAgain={() => undefined} />);
    await waitFor(() => expect(view.container.querySelector('.private')).not.toBeNull());
    const hand = () => view.container.querySelector('.private > div:not(.private-bar)');
    expect(hand()?.hasAttribute('inert')).toBe(false);
    expect(view.container.querySelector('.private-bar')?.textContent).toBe(`Your move, ${players[seat]}.`);
    await act(() => host.close());
    expect(link.status.value).toBe('lost');
    expect(hand()?.hasAttribute('inert')).toBe(true);
    expect(view.container.querySelector('.private-bar')?.textContent).toBe('This phone has lost the table: join again to make a move.');
    expect(view.getByRole('button', { name: 'Join again' })).toBeTruthy();
    view.unmount();
  });
});
