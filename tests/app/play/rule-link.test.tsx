/**
 * A refused move's message links to its rule (docs/architecture.md, "GameModule"): the error bar of a move
 * the rules refused has *The rule*, which opens the rules at the section for the step the table is at; a save that
 * storage refused is no rule's, and has none.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Playing } from '../../../src/app/play/Playing';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as fc } from '../../../src/games/festival-charter/index';
import { createSession, type Session } from '../../../src/session/session';
import { atTheVote } from './saved-games';

vi.mock('../../../src/app/pwa/pwa', () => ({ keepAwake: async () => undefined }));

const festival = fc as unknown as AnyGameModule;

let session: Session | null = null;
afterEach(() => {
  session?.dispose();
  session = null;
  cleanup();
});

describe('a refused move and its rule', () => {
  it('the error bar of a move the rules refused opens the rules at the step the table is at', async () => {
    const s = createSession(festival.def, atTheVote(), async () => undefined);
    session = s;
    render(<Playing game={festival} session={s} />);
    // The vote is open: opening it again is refused, and nothing changes.
    await act(() => s.act('table', { type: 'openVote' }).catch(() => undefined));
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'The rule' }));
    const here = document.querySelector('.rules-here');
    expect(here?.textContent).toBe('Vote');
    expect(here?.closest('[hidden]')).toBeNull();
  });

  it('a save that storage refused has no rule to link to', async () => {
    const s = createSession(festival.def, atTheVote(), async () => {
      throw new DOMException('The disk is full', 'QuotaExceededError');
    });
    session = s;
    render(<Playing game={festival} session={s} />);
    await act(() => s.act(0, { type: 'vote', vote: 'YES' }).catch(() => undefined));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'The rule' })).toBeNull();
  });
});
