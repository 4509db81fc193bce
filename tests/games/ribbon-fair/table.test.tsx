import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/engine/types';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfAction, RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { Options } from '../../../src/games/ribbon-fair/views/Options';
import { Results } from '../../../src/games/ribbon-fair/views/Results';
import { Table } from '../../../src/games/ribbon-fair/views/Table';
import { sheets } from '../../../src/games/ribbon-fair/views/Sheets';
import { readAloud, readAloudPrivate } from '../../../src/games/ribbon-fair/views/readAloud';
import { defaultOptions } from '../../../src/games/ribbon-fair/rules/options';
import { NAMES, T0, decks, def, fair, pinAll, pinBy, withRibbons } from './helpers';

afterEach(cleanup);

function renderTable(state: RfState, bots?: readonly number[]) {
  const calls: { actor: Actor; action: RfAction }[] = [];
  const opened: string[] = [];
  const players = NAMES.slice(0, state.players.length);
  const utils = render(
    <Table
      view={def.view(state, 'table')}
      players={players}
      now={T0 + 1000}
      act={async (actor, action) => void calls.push({ actor, action })}
      openSheet={(title) => void opened.push(title)}
      {...(bots ? { bots } : {})}
    />,
  );
  return { ...utils, calls, opened };
}
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('Table', () => {
  it('shows the ribbon, the target, and frames the stalls it waits on; a stall’s pin clock, stamped in its own hand, is not the table’s', () => {
    const s = apply(fair(4, { style: 'rotating' }), 1, { type: 'open' }, T0);
    const { container } = renderTable(s);
    expect(screen.getByRole('group', { name: `Ribbon 1: ${s.round.ribbon?.text ?? ''}` })).toBeTruthy();
    expect(container.textContent).toContain('First to 8 ribbons wins');
    // Bo opened his hand (his clock runs), then the phone came back to the table: the table does not say so.
    expect(def.view(s, 'table').clock?.label).toBe('Pin time');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(container.textContent).not.toMatch(/0:4\d/);
    expect(screen.getByRole('note', { name: 'Pin time runs in each stall’s own hand, from when it opens it' })).toBeTruthy();
    const framed = Array.from(container.querySelectorAll('.rf-stall.waiting')).map((e) => e.querySelector('.rf-stall-name')?.textContent);
    expect(framed).toEqual(['Bo', 'Cy', 'Dee']);
    expect(container.textContent).toContain('✿ Judge');
  });

  it('never shows a hand or a face-down entry', () => {
    const s = pinBy(fair(4, { style: 'ai' }), [0]);
    const { container } = renderTable(s);
    const texts = Array.from(container.querySelectorAll('.rf-card-text')).map((e) => e.textContent);
    for (const c of [...s.stalls.flatMap((st) => st.hand), ...s.round.pinned.map((p) => p.card)]) expect(texts).not.toContain(c.text);
    expect(screen.getByLabelText('1 entries face down')).toBeTruthy();
  });

  it('lays the entries face up and anonymous while judging', () => {
    const s = pinAll(fair(4, { style: 'rotating' }));
    const { container } = renderTable(s);
    s.round.entries.forEach((e, i) => expect(button(`Entry ${i + 1} of 3: ${e.card.text}`)).toBeTruthy());
    for (const n of NAMES.slice(0, 4)) expect(container.querySelector('.rf-cards')?.textContent).not.toContain(n);
  });

  it('a bot judge picks by itself: the entries shown to read, none a button, no Award, a line that says so', () => {
    const s = pinAll(fair(4, { style: 'rotating' }));
    const judge = s.round.judge ?? -1;
    expect(judge).toBeGreaterThanOrEqual(0);
    const { container, calls } = renderTable(s, [judge]);
    expect(screen.getByRole('heading', { name: `${NAMES[judge] ?? ''} picks the winner` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Entry \d/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Award|Choose the winning entry/ })).toBeNull();
    for (const e of s.round.entries) expect(container.querySelector('.rf-cards')?.textContent).toContain(e.card.text);
    expect(container.textContent).toContain('A bot holds the rosette: it picks the entry that wins');
    expect(calls).toEqual([]);
  });

  it('the rotating judge picks on the table: a tap chooses, one button names it and sends the judge seat’s pick', async () => {
    const round2 = apply(apply(pinAll(fair(4, { style: 'rotating' })), 0, { type: 'pick', entry: 0 }, T0), 'table', { type: 'next' }, T0);
    const s = pinAll(apply(round2, 'table', { type: 'leave', seat: 3 }, T0));
    expect(s.round.judge).toBe(1);
    const { calls, container } = renderTable(s);
    expect(screen.getByRole('heading', { name: 'Bo picks the winner' })).toBeTruthy();
    expect(container.textContent).toContain('Bo holds the rosette and picks the winner on the table.');
    expect(button('Choose the winning entry first').hasAttribute('disabled')).toBe(true);
    const second = s.round.entries[1]?.card.text ?? '';
    fireEvent.click(button(`Entry 2 of 2: ${second}`));
    expect(calls).toEqual([]);
    fireEvent.click(button(`Award “${second}”`));
    await Promise.resolve();
    expect(calls).toEqual([{ actor: 1, action: { type: 'pick', entry: 1 } }]);
    expect(screen.queryByRole('button', { name: /^Yes/ })).toBeNull();
  });

  it('Crowd Favourite: the entries lie face up on the table for everyone while the crowd votes, with nothing to press', () => {
    const s = pinAll(fair(3, { style: 'crowd' }));
    const { container } = renderTable(s);
    expect(screen.getByRole('heading', { name: 'The crowd votes' })).toBeTruthy();
    s.round.entries.forEach((e, i) => expect(screen.getByLabelText(`Entry ${i + 1} of 3: ${e.card.text}`)).toBeTruthy());
    expect(container.querySelectorAll('.rf-cards button')).toHaveLength(0);
  });

  it('the award panel shows winner, count and authors, frames every stall in gold; Next ribbon is one table press', async () => {
    let s = pinAll(fair(3, { style: 'rotating' }));
    s = apply(s, 0, { type: 'pick', entry: 0 }, T0);
    const w = s.round.entries[0]?.seat ?? 0;
    const { container, calls } = renderTable(s);
    expect(Array.from(container.querySelectorAll('.rf-stall.waiting')).map((e) => e.querySelector('.rf-stall-name')?.textContent)).toEqual(['Ana', 'Bo', 'Cy']);
    expect(container.textContent).toContain(`${NAMES[w]} wins “${s.round.award?.ribbon.text ?? ''}” with “${s.round.entries[0]?.card.text ?? ''}”`);
    // On the board the ribbon is named once, at the top: the headline's shown words close up around it, one space each.
    const headline = container.querySelector('#rf-award-title')?.cloneNode(true);
    if (!(headline instanceof Element)) throw new Error('no award headline');
    headline.querySelector('.rf-quiet')?.remove();
    expect(headline.textContent).toBe(`${NAMES[w]} wins with “${s.round.entries[0]?.card.text ?? ''}”`);
    expect(container.textContent).toContain(`${NAMES[w]} now holds 1 ribbon of 8.`);
    for (const e of s.round.entries) expect(container.textContent).toContain(`by ${NAMES[e.seat]}`);
    fireEvent.click(button('Next ribbon'));
    await Promise.resolve();
    expect(calls).toEqual([{ actor: 'table', action: { type: 'next' } }]);
  });

  it('reads "Finish the fair" when someone reached the target', () => {
    const s = pinAll(withRibbons(fair(8, { style: 'ai' }), { 0: 3, 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3 }));
    renderTable(s);
    expect(button('Finish the fair')).toBeTruthy();
  });

  it('a stall leaves: the board’s button opens its sheet; pick the stall, confirm, the table action is sent and the sheet closes', async () => {
    const s = pinBy(fair(4, { style: 'ai' }), [0]);
    const board = renderTable(s);
    // The board has no room for the form: its button opens the sheet.
    expect(board.container.querySelector('select')).toBeNull();
    fireEvent.click(button('A stall leaves'));
    expect(board.opened).toEqual(['A stall leaves']);
    cleanup();
    const Sheet = sheets.find((x) => x.title === 'A stall leaves')?.Component;
    if (Sheet === undefined) throw new Error('No leave sheet');
    const calls: RfAction[] = [];
    let closed = 0;
    const { container } = render(
      <Sheet view={def.view(s, 'table')} players={NAMES.slice(0, 4)} now={T0} act={async (_, a) => void calls.push(a)} closeSheet={() => closed++} />,
    );
    const select = container.querySelector('select');
    const offered = Array.from(select?.querySelectorAll('option') ?? []).map((o) => o.textContent);
    expect(offered).toEqual(['Pick a stall…', 'Bo', 'Cy', 'Dee']);
    fireEvent.change(select ?? document.body, { target: { value: '2' } });
    fireEvent.click(button('Cy leaves the fair'));
    expect(calls).toEqual([]);
    fireEvent.click(button('Yes, leave'));
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'leave', seat: 2 }]);
    expect(closed).toBe(1);
  });

  it('with the entries laid out, "A stall leaves" is in its sheet, not on the board: the judge may still leave', async () => {
    const s = pinAll(fair(4, { style: 'rotating' }));
    const { container } = renderTable(s);
    expect(container.querySelector('select')).toBeNull();
    expect(screen.queryByRole('button', { name: 'A stall leaves' })).toBeNull();
    cleanup();
    const Sheet = sheets.find((x) => x.title === 'A stall leaves')?.Component;
    if (Sheet === undefined) throw new Error('No leave sheet');
    const calls: RfAction[] = [];
    const sheet = render(<Sheet view={def.view(s, 'table')} players={NAMES.slice(0, 4)} now={T0} act={async (_, a) => void calls.push(a)} />);
    fireEvent.change(sheet.container.querySelector('select') ?? document.body, { target: { value: '0' } });
    fireEvent.click(button('Ana leaves the fair'));
    fireEvent.click(button('Yes, leave'));
    await Promise.resolve();
    expect(calls).toEqual([{ type: 'leave', seat: 0 }]);
  });

  it('marks a stall that left as gone, with its ribbons (drawn on the board; in the Standings sheet readable full size on hover)', () => {
    const s = apply(withRibbons(fair(4, { style: 'ai' }), { 3: 1 }), 'table', { type: 'leave', seat: 3 }, T0);
    const { container } = renderTable(s);
    expect(container.querySelector('.rf-gone')?.textContent).toContain('✕ Gone');
    expect(container.querySelector('.rf-gone')?.getAttribute('aria-label')).toBe('Dee: 1 of 8 ribbons, left the fair');
    expect(container.querySelectorAll('.rf-gone .rf-stall-won .rf-rosette:not(.rf-rosette-empty)')).toHaveLength(1);
    cleanup();
    const Sheet = sheets.find((x) => x.title === 'Standings')?.Component;
    if (Sheet === undefined) throw new Error('No Standings sheet');
    render(<Sheet view={def.view(s, 'table')} players={NAMES.slice(0, 4)} now={T0} act={async () => undefined} />);
    fireEvent.mouseEnter(button('Ribbon 1 of 1: W3-0. Show full size'));
    expect(screen.getByRole('status', { name: 'Ribbon full size: W3-0' })).toBeTruthy();
  });
});

describe('Options, Results, read aloud', () => {
  it('sets style, packs and clocks (off included)', () => {
    let got: RfOptions | null = null;
    const onChange = (o: RfOptions) => {
      got = o;
    };
    const { container } = render(<Options options={defaultOptions()} playerCount={4} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: /Crowd Favourite/ }));
    expect(got).toMatchObject({ style: 'crowd' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Starlight Midway/ }));
    expect(got).toMatchObject({ themedPacks: ['starlight-midway'] });
    fireEvent.change(screen.getByLabelText('Pin clock (each stall)'), { target: { value: 'off' } });
    expect(got).toMatchObject({ pinClock: null });
    fireEvent.change(screen.getByLabelText('Judging and vote clock'), { target: { value: '60' } });
    expect(got).toMatchObject({ judgeClock: 60 });
    expect(container.textContent).toContain('always in');
  });

  it('Results lists standings, winners and achievements', () => {
    let s = withRibbons(fair(3, { style: 'ai' }, 'r', decks(1, 60)), { 0: 2, 1: 1 });
    s = apply(s, 0, { type: 'fresh-hand' }, T0);
    s = pinBy(s, [0]);
    s = apply(apply(s, 'table', { type: 'leave', seat: 2 }, T0), 'table', { type: 'leave', seat: 1 }, T0);
    expect(s.end?.winners).toEqual([0]);
    const { container } = render(<Results view={def.view(s, 'table')} players={NAMES.slice(0, 3)} />);
    expect(container.textContent).toContain('★ Ana (winner)');
    expect(container.textContent).toContain('Cy (left)');
    expect(container.textContent).toContain('Ana: Blue Ribbon');
    expect(container.textContent).toContain('Ana: Fresh Start');
  });

  it('reads the ribbon and the entries aloud, never the authors before the award', () => {
    const s = pinAll(fair(3, { style: 'rotating' }));
    const text = readAloud(def.view(s, 'table'), NAMES.slice(0, 3));
    expect(text).toContain(s.round.ribbon?.text ?? '?');
    for (const e of s.round.entries) expect(text).toContain(e.card.text);
    for (const n of NAMES.slice(0, 3)) expect(text).not.toContain(n);
  });

  it('reads a stall its own hand and what it must do in private, then the table, and nobody else’s hand', () => {
    const s = pinBy(fair(3, { style: 'ai' }), [0]);
    const text = readAloudPrivate(def.view(s, 1), 1, NAMES.slice(0, 3));
    const own = s.stalls[1]?.hand ?? [];
    expect(text.startsWith(`Bo. Your hand, ${own.length} cards: ${own.map((c) => c.text).join('; ')}. Pick a card to pin as your entry.`)).toBe(true);
    expect(text).toContain(`Ribbon: ${s.round.ribbon?.text ?? '?'}.`);
    for (const c of [...(s.stalls[0]?.hand ?? []), ...(s.stalls[2]?.hand ?? []), ...s.round.pinned.map((p) => p.card)])
      expect(text.split(/[:;.] ?/)).not.toContain(c.text);
    const pinned = readAloudPrivate(def.view(s, 0), 0, NAMES.slice(0, 3));
    expect(pinned).toContain(`Your pinned entry: ${s.round.pinned[0]?.card.text ?? '?'}.`);
  });

  it('the Symbols sheet says every mark a stall tile may show, with the fair’s target', () => {
    const Sheet = sheets.find((x) => x.title === 'Symbols')?.Component;
    if (Sheet === undefined) throw new Error('No Symbols sheet');
    const { container } = render(
      <Sheet view={def.view(fair(4, { style: 'rotating' }), 'table')} players={NAMES.slice(0, 4)} now={T0} act={async () => undefined} />,
    );
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(items[0]).toContain('2/8, is its ribbons of the 8 that win the fair');
    for (const mark of ['✿ The judge', '▣ Pinned', '◷ Waiting', '✕ Gone']) expect(items.some((t) => t.includes(mark))).toBe(true);
    expect(container.querySelectorAll('.rf-rosette')).toHaveLength(3);
  });
});
