import { act, fireEvent, render, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { GuestTable } from '../../../src/app/phones/GuestTable';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as festivalCharter } from '../../../src/games/festival-charter/index';
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

describe('the table on a guest phone', () => {
  /** Cleo's phone (seat 2) in a Festival Charter whose proposal 1 is chaired by `chair`: its page and what it sent. */
  async function cleosPhone(chair: number) {
    const fc = festivalCharter as unknown as AnyGameModule;
    const players = ['Ana', 'Ben', 'Cleo', 'Di'];
    const state = fc.def.setup(players, { ...festivalCharter.def.defaultOptions(4), firstChair: chair }, 'guest-chair', 0);
    const [host, wire] = wirePair();
    const sent: unknown[] = [];
    host.onMessage((d) => sent.push(JSON.parse(String(d))));
    const link = joinAsGuest(2, SECRET, wire);
    host.send(JSON.stringify(viewMessage(fc.def, { gameId: fc.def.id, players, state, moves: 0 }, 2, null, 0)));
    const view = render(<GuestTable link={link} onJoinAgain={() => undefined} />);
    await waitFor(() => expect(view.container.querySelector('.guest-table button.fc-pick')).not.toBeNull());
    const pickAndAnnounce = async () => {
      const pick = view.container.querySelector('.guest-table button.fc-pick:not([disabled])');
      if (!pick) throw new Error('no project to pick');
      await act(() => void fireEvent.click(pick));
      const announce = [...view.container.querySelectorAll('.guest-table button')].find((b) => b.textContent?.startsWith('Announce'));
      if (!announce) throw new Error('no Announce button');
      await act(() => void fireEvent.click(announce));
    };
    return { view, sent, pickAndAnnounce };
  }

  it('lets the chair announce its proposal from its own phone: the move goes to the table phone', async () => {
    const { view, sent, pickAndAnnounce } = await cleosPhone(2);
    expect(view.container.querySelector('.private')?.textContent).toContain('You chair proposal 1');
    expect(view.container.querySelector('.guest-table > div')?.hasAttribute('inert')).toBe(false);
    await pickAndAnnounce();
    expect(sent).toEqual([expect.objectContaining({ kind: 'act', seat: 2, action: expect.objectContaining({ type: 'announce' }) })]);
    view.unmount();
  });

  it('sends nothing for another seat’s move and says where it is made', async () => {
    const { view, sent, pickAndAnnounce } = await cleosPhone(0);
    // Read only while the table waits on nobody at this seat (inert in the browser; a test's click goes through).
    expect(view.container.querySelector('.guest-table > div')?.hasAttribute('inert')).toBe(true);
    await pickAndAnnounce();
    expect(sent).toEqual([]);
    expect(view.container.textContent).toContain('That is Ana’s move, made on the table phone.');
    view.unmount();
  });
});
