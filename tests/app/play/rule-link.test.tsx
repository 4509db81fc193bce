/**
 * A refused move's message links to its rule (docs/architecture.md, "GameModule"): the error bar of a move
 * the rules refused has *The rule*, which opens the rules at the section for the step the table is at; a save that
 * storage refused is no rule's, and has none. The menu's rules open on how to play in a minute (docs/coach.md, "How to
 * play, in a minute"), the full rules one tap further.
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
    // At a step the full rules open at once, with no cards of how to play before them.
    expect(document.querySelector('.how-to')).toBeNull();
  });

  it("the menu's rules open on how to play in a minute, with the full rules one tap further", async () => {
    const s = createSession(festival.def, atTheVote(), async () => undefined);
    session = s;
    render(<Playing game={festival} session={s} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rules of Festival Charter' }));
    const rules = document.querySelector('.rules-inline');
    expect(rules?.closest('[hidden]')).not.toBeNull();
    expect(screen.getByText(`Card 1 of ${festival.ui.howTo.length}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: festival.ui.howTo[0]?.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'The full rules' }));
    expect(rules?.closest('[hidden]')).toBeNull();
    expect(document.querySelector('.how-to')).toBeNull();
    expect(document.querySelector('.rules-here')).toBeNull();
    expect(document.activeElement?.id).toBe('sheet-title');
    expect(document.activeElement?.textContent).toBe('Rules of Festival Charter');
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
