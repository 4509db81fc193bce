import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../../src/engine/types';
import { def } from '../../../src/games/festival-charter/def';
import type { FcAction, FcState, Vote } from '../../../src/games/festival-charter/types';
import { Table } from '../../../src/games/festival-charter/views/Table';
import { LogSheet } from '../../../src/games/festival-charter/views/LogSheet';
import { PLAYERS, T0, act, position, proposeAndDiscuss, start, toVote, voteAll } from './helpers';

afterEach(cleanup);

function renderTable(state: FcState, now = T0, bots?: readonly number[]) {
  const calls: [Actor, FcAction][] = [];
  const actSpy = vi.fn(async (actor: Actor, action: FcAction) => {
    calls.push([actor, action]);
  });
  const utils = render(<Table view={def.view(state, 'table')} players={PLAYERS} now={now} act={actSpy} {...(bots ? { bots } : {})} />);
  return { ...utils, calls, actSpy };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('Table: the public information', () => {
  it('shows budget, proposal number, chair, the four priority cards and the projects as words with quantities', () => {
    const s = start({ firstChair: 1 });
    const { container } = renderTable(s);
    expect(screen.getByRole('status').textContent).toContain('Budget 12');
    expect(screen.getByRole('status').textContent).toContain('Proposal 1 of 8');
    // The chair marker lies in front of the chair: on Bo's priority card, and on no other.
    expect(container.querySelectorAll('[data-board="chair"]')).toHaveLength(1);
    expect(container.querySelector('[data-board="chair"]')?.closest('.fc-planner')?.getAttribute('aria-label')).toMatch(/^Bo \(chair\): /);
    for (const name of ['Glow Keeper', 'Feast Keeper', 'Play Keeper', 'Rest Keeper']) expect(container.textContent).toContain(name);
    expect(screen.getByRole('button', { name: /Project 8 of 8: Sky Lanterns, cost 5, GLOW 2, PLAY 1, REST 1/ })).toBeTruthy();
    expect(container.textContent).toContain('GLOW 2');
    expect(container.textContent).toContain('Nothing is built yet.');
  });

  it('marks built projects with the word BUILT, not colour alone', () => {
    const { container } = renderTable(position({ built: ['moon-gate'] }));
    expect(screen.getByLabelText(/Built project 1 of 1: Moon Gate/)).toBeTruthy();
    expect(container.querySelector('.fc-built .fc-built-mark')?.textContent?.trim()).toBe('BUILT');
  });
});

describe("Table: the chair's proposal form", () => {
  it('offers the table no pick while a bot chairs: the projects to read, no project button and no Announce, a line that says the bot proposes', () => {
    const s = start({ firstChair: 2 });
    const { container } = renderTable(s, T0, [2, 3]);
    expect(screen.getByRole('heading', { name: `${PLAYERS[2] ?? ''} makes proposal 1` })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(container.textContent).toContain('Sky Lanterns');
    expect(container.textContent).toContain('A bot chairs: it picks and announces its proposal by itself, in a moment (budget 12).');
    // A person's chair beside bots gets the form.
    cleanup();
    renderTable(start({ firstChair: 1 }), T0, [2, 3]);
    expect(screen.getByRole('button', { name: /Project 1 of 8: Moon Gate/ })).toBeTruthy();
  });

  it('announces a single project with one button that names it (no dialog), showing the total cost', async () => {
    const { calls } = renderTable(start({ firstChair: 2 }));
    click(/Project 1 of 8: Moon Gate/);
    expect(screen.getByText(/Total cost/).textContent).toContain('Total cost 2');
    expect(screen.getByText(/An announced proposal cannot be changed/).textContent).not.toContain('PACKAGE');
    click('Announce Moon Gate (cost 2)');
    await Promise.resolve();
    expect(calls).toEqual([[2, { type: 'announce', projects: ['moon-gate'] }]]);
  });

  it('makes a package of two with the marker, saying beside the button that it spends the marker', async () => {
    const { calls } = renderTable(start());
    click(/Moon Gate, cost 2/);
    click(/Long Table, cost 2/);
    expect(screen.getByText(/Package:/).closest('p')?.textContent).toContain('Total cost 4');
    expect(screen.getByText(/Announcing spends Ana's PACKAGE marker, whether the vote passes or fails/)).toBeTruthy();
    click('Announce the package (cost 4)');
    await Promise.resolve();
    expect(calls).toEqual([[0, { type: 'announce', projects: ['moon-gate', 'long-table'] }]]);
  });

  it('with the marker spent, a second pick replaces the first (one project only)', () => {
    renderTable(position({ packageSpent: [true, false, false, false] }));
    click(/Moon Gate, cost 2/);
    click(/Long Table, cost 2/);
    expect(screen.getByRole('button', { name: 'Announce Long Table (cost 2)' })).toBeTruthy();
    expect(screen.getByText(/Your PACKAGE marker is spent/)).toBeTruthy();
  });

  it('disables projects that cost more than the budget, and a pair that together does', () => {
    renderTable(position({ budget: 5 }));
    expect(screen.getByRole('button', { name: /Bake Tent, cost 4/ }).hasAttribute('disabled')).toBe(false);
    click(/Bake Tent, cost 4/);
    click(/Moon Gate, cost 2/);
    expect(screen.getByRole('alert').textContent).toContain('Together they cost 6: the budget is 5.');
    expect(screen.getByRole('button', { name: 'Announce the package (cost 6)' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    renderTable(position({ budget: 4 }));
    expect(screen.getByRole('button', { name: /Sky Lanterns, cost 5.*too costly now/ }).hasAttribute('disabled')).toBe(true);
  });

  it('offers no way to pass', () => {
    renderTable(start());
    expect(screen.queryByRole('button', { name: /pass/i })).toBeNull();
  });
});

describe('Table: the discussion, the vote', () => {
  it("shows the speaking order from the chair's left, the chair last, with no tap per speaker, and one tap opens the vote", async () => {
    const s = proposeAndDiscuss(start({ firstChair: 2 }), ['moon-gate']);
    const { calls, container } = renderTable(s);
    expect(container.textContent).toContain('Proposal 1 by Cy. Single project: Moon Gate, total cost 2.');
    const order = within(screen.getByRole('list', { name: 'Speaking order' }));
    expect(order.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Di', 'Ana', 'Bo', 'Cy (chair)']);
    expect(container.textContent).toContain('Each may speak or pass, in this order');
    expect(container.textContent).toContain('Then open discussion');
    expect(screen.queryByRole('button', { name: /spoke|passes/ })).toBeNull();
    click('Open the vote');
    await Promise.resolve();
    expect(calls).toEqual([['table', { type: 'openVote' }]]);
  });

  it('in a speak-or-pass round of a game saved before, shows the moments taken and opens the vote the same way', async () => {
    const s = act(act(start(), 0, { type: 'propose', projects: ['moon-gate'] }), 'table', { type: 'spoke' });
    const { calls } = renderTable(s);
    const order = within(screen.getByRole('list', { name: 'Speaking order' }));
    expect(order.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bo: spoke', 'Cy', 'Di', 'Ana (chair)']);
    click('Open the vote');
    await Promise.resolve();
    expect(calls).toEqual([['table', { type: 'openVote' }]]);
  });

  it('shows the Hourglass and "Extra time" when the limit is on; "Open the vote" needs no confirm', async () => {
    const s = proposeAndDiscuss(start({ discussionLimit: true }), ['moon-gate'], T0);
    const { calls } = renderTable(s, T0 + 30_000);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Discussion: 1:30 left');
    click('Extra time (+60 s)');
    click('Open the vote');
    await Promise.resolve();
    expect(calls).toEqual([
      ['table', { type: 'extraTime' }],
      ['table', { type: 'openVote' }],
    ]);
  });

  it('shows no clock and no "Extra time" without the limit', () => {
    renderTable(proposeAndDiscuss(start(), ['moon-gate']));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: /Extra time/ })).toBeNull();
  });

  it('during the vote shows who has voted but never how, and closes early only on a deliberate press (hold, or two presses by keyboard)', async () => {
    const voted = (bo: Vote, cy: Vote) => act(act(toVote(start(), ['moon-gate']), 1, { type: 'vote', vote: bo }), 2, { type: 'vote', vote: cy });
    // The DOM is the same whichever way Bo and Cy voted: their votes are not in it.
    const other = renderTable(voted('NO', 'YES')).container.innerHTML;
    cleanup();
    const { calls, container } = renderTable(voted('YES', 'NO'));
    expect(container.innerHTML).toBe(other);
    // Each planner's voting card lies on their priority card: face down once cast, an empty place until then.
    const card = (name: string) => container.querySelector(`.fc-planner[aria-label^="${name}"]`);
    expect(card('Bo')?.getAttribute('aria-label')).toMatch(/Vote: has voted\.$/);
    expect(card('Bo')?.querySelector('.fc-vote-card-cast')).not.toBeNull();
    expect(card('Di')?.getAttribute('aria-label')).toMatch(/Vote: not yet\.$/);
    expect(card('Di')?.querySelector('.fc-vote-card-cast')).toBeNull();
    expect(container.textContent).toContain('Closed now, these count as NO: 2 votes not cast.');
    // A tap in passing closes nothing; the keyboard's first press only arms it: no dialog, one button.
    const close = screen.getByRole('button', { name: 'Close the vote now' });
    fireEvent.click(close, { detail: 1 });
    fireEvent.click(close, { detail: 0 });
    expect(calls).toEqual([]);
    fireEvent.click(close, { detail: 0 });
    await Promise.resolve();
    expect(calls).toEqual([['table', { type: 'closeVote' }]]);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it("after the vote logs the proposal with all four votes and the result in the table's log (the reveal itself is the table's moment)", () => {
    const s = voteAll(toVote(position({ budget: 7 }), ['moon-gate', 'long-table']), ['YES', 'NO', 'NO', 'YES']);
    renderTable(s);
    // The log is the board's sheet, one tap away (GameUI.Sheets), not on the board.
    expect(screen.queryByRole('region', { name: 'Public log' })).toBeNull();
    render(<LogSheet view={def.view(s, 'table')} players={PLAYERS} now={T0} act={vi.fn(async () => {})} />);
    const log = within(screen.getByRole('region', { name: 'Public log' }));
    expect(log.getByText(/Proposal 1/).parentElement?.textContent).toContain(
      'Proposal 1, chair Ana. Package: Moon Gate + Long Table, total cost 4. Votes: Ana YES, Bo NO, Cy NO, Di YES. Rejected with 2 YES: budget 7 → 6.',
    );
    expect(screen.getByRole('status').textContent).toContain('Budget 6');
  });

  // A tester read the last vote's YES and NO, left on the planners' cards, as votes on the proposal being discussed.
  it("turns the last vote over on the planners' cards until the next proposal is announced, then clears it", () => {
    const voted = voteAll(toVote(position({ budget: 7 }), ['moon-gate', 'long-table']), ['YES', 'NO', 'NO', 'YES']);
    const marks = () => [...document.querySelectorAll('.fc-vote-mark-shown .fc-vote-mark-vote')].map((m) => m.textContent);
    renderTable(voted);
    expect(marks()).toEqual(['YES', 'NO', 'NO', 'YES'].map((v) => `voted on proposal 1: ${v}`));
    cleanup();
    renderTable(proposeAndDiscuss(voted, ['moon-gate']));
    expect(marks()).toEqual([]);
  });

  it('says why the festival ended', () => {
    const s = voteAll(toVote(position({ proposalNumber: 8 }), ['moon-gate']), ['YES', 'YES', 'YES', 'YES']);
    const { container } = renderTable(s);
    expect(container.textContent).toContain('The festival is counted. Eight proposals have been made.');
    expect(container.textContent).toContain('Proposals made: 1 of 8');
  });
});
