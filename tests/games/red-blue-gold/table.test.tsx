import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { game } from '../../../src/games/red-blue-gold/index';
import type { RbgAction, RbgOptions, RbgState } from '../../../src/games/red-blue-gold/types';
import type { Actor } from '../../../src/engine/types';
import { atRound, bySeat, cards, games, options, play, start, T0, timeOut } from './helpers';

afterEach(cleanup);
const { def, ui } = game;

/** Renders the table's sheet titled `title` (GameUI.Sheets). */
function sheet(title: string, state: RbgState) {
  const Sheet = ui.Sheets?.find((x) => x.title === title)?.Component;
  if (Sheet === undefined) throw new Error(`No sheet ${title}`);
  return render(<Sheet view={def.view(state, 'table')} players={state.players} now={T0} act={() => Promise.resolve()} />);
}

function table(state: RbgState, now = T0 + 1) {
  const act = vi.fn<(a: Actor, x: RbgAction) => Promise<void>>(() => Promise.resolve());
  const utils = render(<ui.Table view={def.view(state, 'table')} players={state.players} now={now} act={act} />);
  return { act, ...utils };
}

describe('Table', () => {
  const r1 = play(start(4, { roundClock: '10min' }), [[1, { type: 'submit', round: 1, buy: cards('rrrrrrrr') }]]);

  it('shows the round, its hourglass, and who has submitted (not what)', () => {
    const { container } = table(r1, T0 + 60_000);
    expect(screen.getByRole('heading', { name: 'Round 1 of 4: Buy' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Round 1 closes in: 9:00 left' })).toBeTruthy();
    expect(screen.getByText('1 of 4 submitted')).toBeTruthy();
    expect(screen.getByText('Ana, Cy, and Di')).toBeTruthy();
    expect(screen.getAllByLabelText(', not yet submitted').length).toBe(3);
    expect(screen.getAllByLabelText(', submitted').length).toBe(1);
    // Still to submit is a mark of its own, never an ellipsis (which reads as a name cut short).
    expect(screen.getAllByLabelText(', not yet submitted').map((el) => el.textContent?.trim())).toEqual(['○', '○', '○']);
    expect(container.querySelector('.rbg-seats')?.textContent).not.toContain('…');
    expect(container.querySelectorAll('.waiting').length).toBe(3);
    expect(container.querySelectorAll('.rbg-card').length).toBe(0);
    expect(container.textContent).not.toMatch(/8 cards|red/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /Close round/ })).toBeNull();
  });

  it.each([
    // ms left of a 10-minute round, with 3 still to submit: warned within 2 minutes (a fifth of the
    // round) or within 3 × 45 s, whichever is longer
    [180_000, false],
    [135_001, false],
    [135_000, true],
    [1_000, true],
  ])('with %i ms left of 10 minutes, warns: %s', (left, warned) => {
    table(r1, T0 + 600_000 - left);
    const alert = screen.queryByRole('alert');
    expect(alert !== null).toBe(warned);
    if (alert)
      expect(alert.textContent).toMatch(
        /left: the round closes soon\. Not yet submitted: Ana, Cy, and Di\. Anyone not submitted when the clock runs out submits nothing\./,
      );
  });

  it('warns earlier when those still to submit need more time than is left (about 45 s each)', () => {
    const s = start(13, { roundClock: '10min' });
    table(s, T0 + 600_000 - 9 * 60_000);
    expect(screen.getByRole('alert').textContent).toMatch(/^Only 9:00 left: /);
  });

  it('once the clock has run out, the table closes the round in one tap', () => {
    const { act } = table(r1, T0 + 600_000);
    click('Close round 1');
    expect(act).toHaveBeenCalledWith('table', { type: 'close-round' });
  });

  it('a play round tells the table who is not called (no cards)', () => {
    const s = atRound(3, ['rb', '', 'b', '']);
    table(s);
    expect(screen.getByText('No cards, so not called this round: Bo and Di.')).toBeTruthy();
    expect(screen.getByText('0 of 2 submitted')).toBeTruthy();
    expect(screen.getAllByLabelText(', not called').length).toBe(2);
  });

  it('counts and points after each round, and every exchange after round 3', () => {
    const s = play(atRound(3, ['rb', 'gb', 'b', 'b']), bySeat([games(3, { 1: 'rb' }), games(3, { 0: 'gb' }), games(3, {}), games(3, {})]));
    const { container } = table(s);
    const row = [...container.querySelectorAll('.rbg-standing tbody tr')].map((r) => r.textContent);
    // Round 4 is open: Ana has played all her cards and is not called (–).
    expect(row[0]).toBe('Ana –05');
    // The board gives the last round's result in short; every card played is in the Rounds sheet.
    expect(container.querySelector('[data-board="last-round"]')?.textContent).toContain('1 game · 1 gold card played');
    cleanup();
    sheet('Rounds so far', s);
    expect(screen.getByRole('heading', { name: 'Round 3: every card played (1 game)' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Ana red, blue against Bo gold, blue: Ana 5, Bo 2' })).toBeTruthy();
  });

  it('a play round with many scorers names the biggest four and counts the rest, so the box keeps to a line or two', () => {
    // Six games of two: each red, blue against gold, blue (5 points and 2, as above), twelve scorers; a blue card kept
    // by each, so round 4 is played.
    const hands = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'rbb' : 'gbb'));
    const moves = hands.map((_, i) => games(3, { [i % 2 === 0 ? i + 1 : i - 1]: i % 2 === 0 ? 'rb' : 'gb' }));
    const s = play(atRound(3, hands), bySeat(moves));
    const { container } = table(s);
    const box = container.querySelector('[data-board="last-round"]');
    expect(box?.textContent).toContain('6 games');
    const items = [...(box?.querySelectorAll('.rbg-gains li') ?? [])].map((li) => li.textContent);
    expect(items).toEqual(['Ana +5', 'Cy +5', 'Ed +5', 'Gus +5', 'and 8 more (points on the seats)']);
  });

  it('prizes and the E.C. at the end', () => {
    const s = timeOut({ ...atRound(4, ['', '', '', '']), points: [9, 7, 5, 1] });
    const done = play(s, [[0, { type: 'give-token', to: 1 }]]);
    table(done);
    expect(screen.getByRole('heading', { name: 'The match is over' })).toBeTruthy();
    expect(screen.getByText(/E\.C\.:/).textContent).toContain('Di (fewest points)');
    expect(screen.getByText('Ana gave the second token of life to Bo.')).toBeTruthy();
  });

  it('eleven sharing first place: the podium counts them and each one\'s seat carries the place, never "Ana and 10 more"', () => {
    const s = timeOut({
      ...atRound(
        4,
        Array.from({ length: 13 }, () => ''),
      ),
      points: [...Array.from({ length: 11 }, () => 7), 0, 0],
    });
    const { container } = table(s);
    const first = container.querySelector('.rbg-podium-1');
    expect(first?.textContent).toContain('11 players');
    expect(first?.getAttribute('aria-label')).toContain('Ana, Bo, Cy, Di, Ed, Fi, Gus, Hal, Ivy, Jo, Kit,');
    const seats = [...container.querySelectorAll('.rbg-seats tbody tr')];
    expect(seats.map((r) => r.querySelector('.rbg-seat-place')?.textContent ?? '')).toEqual([...Array.from({ length: 11 }, () => '1'), '', '']);
    // Eleven winners vote on the E.C. in secret: counted, their seats framed in gold.
    expect(screen.getByText("Waiting for the winners' secret vote: 11 still to vote, their seats framed in gold.")).toBeTruthy();
    expect(container.querySelectorAll('.rbg-seats tr.waiting').length).toBe(11);
    // Places are shared (the two after eleven firsts are twelfth): no 2 or 3 on a seat.
    expect(within(seats[0] as HTMLElement).getByText(', place 1')).toBeTruthy();
  });

  it('once the match is over, the player list shows the final scores (kept cards zeroed), as the results do', () => {
    // Ana still holds a red card: her 9 points become 0 at the end.
    const s = timeOut({ ...atRound(4, ['r', '', '', '']), points: [9, 7, 5, 1] });
    const done = play(s, [[1, { type: 'give-token', to: 2 }]]);
    const { container } = table(done);
    expect([...container.querySelectorAll('.rbg-standing tbody tr')].map((r) => r.textContent).slice(0, 2)).toEqual(['Ana10', 'Bo, place 1107']);
    cleanup();
    sheet('Results', done);
    expect(screen.getByText('Ana', { selector: '.rbg-place strong' }).closest('li')?.textContent).toContain('0 points (kept cards: zero)');
    expect(screen.getByText('Bo', { selector: '.rbg-place strong' }).closest('li')?.textContent).toContain('7 points');
  });

  it('while the winners vote, the table names who still has to vote', () => {
    const s = play(timeOut({ ...atRound(4, ['', '', '', '', '']), points: [9, 9, 1, 1, 1] }), [[1, { type: 'choose-ec', seat: 2 }]]);
    table(s);
    expect(screen.getByText("Waiting for the winners' secret vote: Ana.")).toBeTruthy();
  });

  it('a sole winner choosing the E.C. among players tied for fewest garnets is named, never "the winners"', () => {
    const s = timeOut({ ...atRound(4, ['', '', '', '', '']), points: [9, 1, 1, 1, 1] });
    const { container } = table(s);
    expect(container.querySelector('.rbg-podium')?.textContent).toMatch(/Ana is choosing the E\.C\. among /);
    expect(container.textContent).not.toContain('The winners are choosing');
    // Said once: the head over the podium (the track of rounds 1 to 4, "Prizes") does not say it again.
    expect(container.querySelector('.rbg-head')?.textContent).toBe('1234Prizes');
    // Two winners: "The winners are choosing".
    cleanup();
    const two = table(timeOut({ ...atRound(4, ['', '', '', '', '']), points: [9, 9, 1, 1, 1] }));
    expect(two.container.querySelector('.rbg-podium')?.textContent).toMatch(/The winners are choosing the E\.C\. among /);
  });

  it('read aloud speaks public facts only', () => {
    const text = ui.readAloud(def.view(r1, 'table'), r1.players);
    expect(text).toBe('Round 1, buy. 1 of 4 have submitted. Still to submit: Ana, Cy, Di.');
    const r3 = atRound(3, ['rb', '', 'b', '']);
    expect(ui.readAloud(def.view(r3, 'table'), r3.players)).toBe(
      'Round 3, play. 0 of 2 have submitted. Still to submit: Ana, Cy. No cards, not called: Bo, Di.',
    );
    expect(ui.readAloudPrivate?.(def.view(r3, 0), 0, r3.players)).toBe(
      'Your hand: 1 red, 1 blue. Round 3, play. 0 of 2 have submitted. Still to submit: Ana, Cy. No cards, not called: Bo, Di.',
    );
  });
});

describe('Results', () => {
  it('points, places, garnets, tokens and the E.C.', () => {
    const s = timeOut({ ...atRound(4, ['', '', '', 'b']), points: [9, 9, 5, 8] });
    render(<ui.Results view={def.view(s, 'table')} players={s.players} />);
    const places = within(screen.getByRole('list', { name: 'Places, points and prizes' }));
    const items = places.getAllByRole('listitem').map((r) => r.textContent);
    expect(items).toEqual([
      '1Place 1: Ana9 points+5 garnets, 5 in all · 1 token of life',
      '1Place 1: Bo9 points+5 garnets, 5 in all · 1 token of life',
      '3Place 3: Cy5 points+3 garnets, 3 in all',
      '4Place 4: Di · E.C.0 points (kept cards: zero)0 garnets in all',
    ]);
    expect(screen.getByText('Nobody played gold.')).toBeTruthy();
  });
});

describe('Options', () => {
  function form(o: RbgOptions) {
    const onChange = vi.fn<(o: RbgOptions) => void>();
    render(<ui.Options options={o} playerCount={4} onChange={onChange} />);
    return onChange;
  }
  it('round clock choices', () => {
    const onChange = form(options());
    fireEvent.click(screen.getByRole('radio', { name: '10 minutes' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ roundClock: '10min' }));
  });
  it('PINs are optional, 4 digits, with a note', () => {
    const onChange = form(options());
    expect(screen.getByText(/a guard against peeking, not a lock/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('PIN for Player 2'), { target: { value: '12a345' } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ pins: { 1: '1234' } }));
  });
  it('a seat whose name is not typed yet is "Player n", and has no garnets row', () => {
    render(<ui.Options options={options()} playerCount={4} players={['', 'Bo', '  ', 'Di']} onChange={vi.fn()} />);
    expect(screen.getByLabelText('PIN for Player 1')).toBeTruthy();
    expect(screen.getByLabelText('PIN for Bo')).toBeTruthy();
    expect(screen.getByLabelText('PIN for Player 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: "More: Bo's garnets" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "More: 's garnets" })).toBeNull();
  });
  it('season group and starting garnets by name', () => {
    const onChange = form(options({}, { garnets: { Ana: 2 } }));
    fireEvent.click(screen.getByRole('button', { name: "More: Ana's garnets" }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ season: expect.objectContaining({ garnets: { Ana: 3 } }) }));
    fireEvent.input(screen.getByLabelText('Group name'), { target: { value: 'Fridays' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ season: expect.objectContaining({ group: 'Fridays' }) }));
  });
});

describe('Rules', () => {
  it('states the scoring', () => {
    render(<ui.Rules />);
    expect(screen.getByText('Blue against blue: 2 points each.')).toBeTruthy();
    expect(screen.getByText(/Red against a card that is not red: 3 points/)).toBeTruthy();
  });

  it.each([
    [undefined, '6 of 13', '12 of 13'],
    [13, '6 of 13', '12 of 13'],
    [7, '3 of 7 here; 6 of 13 as written', '6 of 7 here; 12 of 13 as written'],
    [4, '2 of 4 here; 6 of 13 as written', '3 of 4 here; 12 of 13 as written'],
  ])('gives the thresholds for a table of %s players: gold %s, round 4 %s', (players, gold, skip) => {
    const { container } = render(<ui.Rules players={players} />);
    const text = container.textContent ?? '';
    expect(text).toContain(`at most half the players (${gold}) played gold`);
    expect(text).toContain(`all players but one (${skip}) hold no cards`);
  });
});

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('the Symbols sheet (a legend one tap from the board’s menu)', () => {
  it('says what a seat tile’s count, points and ✓ ○ – mean, and each card colour', () => {
    const Sheet = game.ui.Sheets?.find((x) => x.title === 'Symbols')?.Component;
    if (Sheet === undefined) throw new Error('No Symbols sheet');
    const s = start(13);
    const { container } = render(<Sheet view={game.def.view(s, 'table')} players={s.players} now={T0} act={async () => undefined} />);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(items.some((t) => t.includes('how many cards the player holds'))).toBe(true);
    expect(items.some((t) => t.includes('✓ submitted this round') && t.includes('○ still to submit') && t.includes('– not called'))).toBe(true);
    expect(items.filter((t) => / card, marked [RBG] and /.test(t))).toHaveLength(3);
  });
});
