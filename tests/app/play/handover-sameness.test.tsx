import { act, render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Playing } from '../../../src/app/play/Playing';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as fc } from '../../../src/games/festival-charter/index';
import { createSession } from '../../../src/session/session';
import { SCHEMA_VERSION, type SavedGame } from '../../../src/storage/schema';

const mod = fc as unknown as AnyGameModule;

/** A Festival Charter game at its first vote, with the chair's proposal announced and discussion over. */
function atTheVote(): SavedGame {
  const players = ['Ana', 'Bo', 'Cy', 'Di'];
  const options = { ...fc.def.defaultOptions(4), firstChair: 0 };
  let state = fc.def.setup(players, options, 'seed', 0);
  state = fc.def.apply(state, 0, { type: 'propose', projects: ['moon-gate'] }, 1);
  for (let i = 0; i < 4; i++) state = fc.def.apply(state, 'table', { type: 'passed' }, 2);
  state = fc.def.apply(state, 'table', { type: 'openVote' }, 3);
  return { schema: SCHEMA_VERSION, gameId: 'festival-charter', id: 'g', players, options, seed: 'seed', state, log: [], createdAt: 0, updatedAt: 3 };
}

/** The page after Bo votes `vote` in private and the phone goes back to the handover screen. */
async function afterVote(vote: 'YES' | 'NO'): Promise<string> {
  const session = createSession(mod.def, atTheVote(), async () => undefined);
  const view = render(<Playing game={mod} session={session} />);
  await act(() => session.reveal(1));
  expect(view.container.querySelector('.private')).not.toBeNull();
  await act(() => session.act(1, { type: 'vote', vote }));
  const html = view.container.innerHTML;
  session.dispose();
  view.unmount();
  return html;
}

describe('the table with its handover panel', () => {
  it('is the same to the letter whatever the previous player did in private (table, panel and live region)', async () => {
    const yes = await afterVote('YES');
    const no = await afterVote('NO');
    expect(yes).toContain('Pass <span class="handover-the-phone">the phone </span>to Cy</h2>');
    expect(no).toBe(yes);
  });
});
