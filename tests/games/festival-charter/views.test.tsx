import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriorityId } from '../../../src/games/festival-charter/cards';
import { game } from '../../../src/games/festival-charter/index';
import { def } from '../../../src/games/festival-charter/def';
import type { FcOptions, FcState, Vote } from '../../../src/games/festival-charter/types';
import { Options } from '../../../src/games/festival-charter/views/Options';
import { readAloud, readAloudPrivate } from '../../../src/games/festival-charter/views/readAloud';
import { Results } from '../../../src/games/festival-charter/views/Results';
import { Rules } from '../../../src/games/festival-charter/views/Rules';
import { PLAYERS, act, position, start, toVote, voteAll } from './helpers';

afterEach(cleanup);

const KEEPERS: PriorityId[] = ['glow-keeper', 'feast-keeper', 'play-keeper', 'rest-keeper'];

describe('Options', () => {
  function renderOptions(options: FcOptions) {
    const changes: FcOptions[] = [];
    render(<Options options={options} playerCount={4} onChange={(o) => changes.push(o)} />);
    return changes;
  }

  it('offers each seat or Random as first chair', () => {
    const changes = renderOptions({ firstChair: 0, discussionLimit: false });
    const select = screen.getByLabelText('First chair');
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Random']);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.change(select, { target: { value: 'random' } });
    expect(changes).toEqual([
      { firstChair: 2, discussionLimit: false },
      { firstChair: 'random', discussionLimit: false },
    ]);
  });

  it('names the seats once the players are typed', () => {
    render(<Options options={{ firstChair: 0, discussionLimit: false }} playerCount={4} players={['Ana', '', 'Cy', 'Di']} onChange={() => undefined} />);
    const select = screen.getByLabelText('First chair');
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Ana', 'Player 2', 'Cy', 'Di', 'Random']);
  });

  it('turns the discussion limit on and off', () => {
    const changes = renderOptions({ firstChair: 1, discussionLimit: false });
    fireEvent.click(screen.getByLabelText(/Discussion limit/));
    expect(changes).toEqual([{ firstChair: 1, discussionLimit: true }]);
  });
});

describe('Results', () => {
  it.each([
    ['eight-proposals', 'All 8 proposals have been made.'],
    ['nothing-affordable', '0 of 8 proposals made. No unbuilt project is affordable.'],
    ['all-built', '0 of 8 proposals made. Every project is built.'],
  ] as const)('says why the game ended: %s', (reason, words) => {
    const s = position({ priorities: KEEPERS, built: ['moon-gate'], phase: { kind: 'over', reason } });
    const { container } = render(<Results view={def.view(s, 'table')} players={PLAYERS} />);
    expect(container.textContent).toContain(words);
  });

  it('reveals the votes of the proposal that ended the game, and keeps the public log', () => {
    const voted = voteAll(toVote(start({ firstChair: 0 }), ['moon-gate']), ['YES', 'YES', 'NO', 'YES']);
    const s = { ...voted, phase: { kind: 'over', reason: 'nothing-affordable' } as const };
    render(<Results view={def.view(s, 'table')} players={PLAYERS} />);
    const reveal = screen.getByRole('heading', { name: 'Proposal 1: APPROVED' }).closest('section');
    expect(reveal?.textContent).toMatch(/Approved with 3 YES: budget 12 → \d+\. The project is BUILT\./);
    expect(screen.getByRole('list', { name: 'Revealed votes' }).textContent).toBe('Ana:  YESBo:  YESCy:  NODi:  YES');
    expect(screen.getByText('Public log of every proposal')).toBeTruthy();
  });

  it('shows each score with its parts and the shared winners (the worked example)', () => {
    const s = position({ priorities: KEEPERS, built: ['moon-gate', 'evening-picnic', 'maker-nook'], phase: { kind: 'over', reason: 'eight-proposals' } });
    const { container } = render(<Results view={def.view(s, 'table')} players={PLAYERS} />);
    const rows = Array.from(container.querySelectorAll('tbody tr')).map((r) => r.textContent);
    expect(rows).toEqual([
      '★ Ana (Glow Keeper), winnerGLOW 2 × 2 + FEAST 2 = 6',
      '★ Bo (Feast Keeper), winnerFEAST 2 × 2 + PLAY 2 = 6',
      'Cy (Play Keeper)PLAY 2 × 2 + REST 1 = 5',
      'Di (Rest Keeper)REST 1 × 2 + GLOW 2 = 4',
    ]);
    expect(container.textContent).toContain('BUILT: Moon Gate, Evening Picnic, Maker Nook.');
    expect(container.textContent).toContain('Tied leaders share the win.');
  });
});

describe('Rules', () => {
  it('summarises the rules with every priority and project card', () => {
    const { container } = render(<Rules />);
    const text = container.textContent ?? '';
    for (const bit of [
      'budget of 12',
      'PACKAGE marker',
      'A vote not cast counts as NO',
      '3 or 4 YES',
      'after proposal 8',
      'Glow Keeper: GLOW ×2, FEAST ×1',
      'Sky Lanterns, cost 5: GLOW 2, PLAY 1, REST 1',
    ]) {
      expect(text).toContain(bit);
    }
  });
});

describe('readAloud', () => {
  it('reads the public cards, budget and the current proposal', () => {
    const s = act(position({ priorities: KEEPERS }), 0, { type: 'announce', projects: ['moon-gate', 'long-table'] });
    const text = readAloud(def.view(s, 'table'), PLAYERS);
    expect(text).toContain('Budget 12. Proposal 1 of 8.');
    expect(text).toContain(
      'Package: Moon Gate + Long Table, total cost 4, proposed by Ana. Each may speak or pass, in this order: Bo, Cy, Di, and Ana (chair). Then open discussion.',
    );
    expect(text).toContain('Ana, Glow Keeper: GLOW 2 points per symbol, FEAST 1 point per symbol.');
    expect(text).toContain('Evening Picnic, cost 4: FEAST 2, REST 1.');
  });

  it('reads the last result and the built cards, but never a current vote', () => {
    const afterOne = voteAll(toVote(position({ priorities: KEEPERS }), ['moon-gate']), ['YES', 'YES', 'YES', 'NO']);
    const text = readAloud(def.view(afterOne, 'table'), PLAYERS);
    expect(text).toContain('Last result, proposal 1: Single project: Moon Gate, total cost 2. Approved with 3 YES: budget 12 to 10.');
    expect(text).toContain('Built. Moon Gate, cost 2: GLOW 2.');
    const withVote = (vote: Vote) => readAloud(def.view(act(toVote(afterOne, ['long-table']), 2, { type: 'vote', vote }), 'table'), PLAYERS);
    expect(withVote('NO')).toContain('The secret vote is open.');
    expect(withVote('YES')).toBe(withVote('NO'));
  });

  it("in a private view reads that seat's ballot, then the table; its own vote once cast, and never another seat's", () => {
    const voting = toVote(position({ priorities: KEEPERS }), ['moon-gate']);
    const before = readAloudPrivate(def.view(voting, 1), 1, PLAYERS);
    expect(before).toMatch(
      /^Bo, your secret vote on proposal 1: Single project: Moon Gate, total cost 2\. Three or four YES approve it\. Pick YES or NO, then press Vote\. Budget 12\./,
    );
    const boVoted = (vote: Vote) => act(voting, 1, { type: 'vote', vote });
    expect(readAloudPrivate(def.view(boVoted('NO'), 1), 1, PLAYERS)).toMatch(/^Bo, your vote is NO, locked\. /);
    expect(readAloudPrivate(def.view(boVoted('YES'), 2), 2, PLAYERS)).toBe(readAloudPrivate(def.view(boVoted('NO'), 2), 2, PLAYERS));
    expect(readAloudPrivate(def.view(start(), 0), 0, PLAYERS)).toMatch(/^Ana, there is no vote for you right now\. /);
  });
});

describe('the module', () => {
  it('exports the game with its id, four players, rules and views', () => {
    expect(game.def.id).toBe('festival-charter');
    expect([game.def.minPlayers, game.def.maxPlayers]).toEqual([4, 4]);
    expect(game.ui.readAloud).toBe(readAloud);
    expect(game.ui.readAloudPrivate).toBe(readAloudPrivate);
    const first = start({ firstChair: 3 });
    expect(game.def.playAgainOptions?.(first)).toEqual({ firstChair: 0, discussionLimit: false });
    expect(game.def.setup(PLAYERS, game.def.defaultOptions(4), 'x', 0)).toEqual(start({}, 'x'));
  });
});

describe('the Symbols sheet (a legend one tap from the board’s menu)', () => {
  it('says what each feature’s symbol is, each planner’s priority in words, and the cost coin, PACKAGE and BUILT', () => {
    const s = position({ priorities: ['glow-keeper', 'feast-keeper', 'play-keeper', 'rest-keeper'] as PriorityId[] });
    const Sheet = game.ui.Sheets?.find((x) => x.title === 'Symbols')?.Component;
    if (Sheet === undefined) throw new Error('No Symbols sheet');
    const { container } = render(<Sheet view={def.view(s, 'table')} players={PLAYERS} now={0} act={async () => undefined} />);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    for (const f of ['GLOW', 'FEAST', 'PLAY', 'REST']) expect(items.some((t) => t.startsWith(` ${f}: one symbol`))).toBe(true);
    expect(items).toContain('Ana, Glow Keeper:  GLOW ×2 (2 points a symbol),  FEAST ×1 (1 point a symbol), the others nothing.');
    expect(items).toContain('Di, Rest Keeper:  REST ×2 (2 points a symbol),  GLOW ×1 (1 point a symbol), the others nothing.');
    expect(items.some((t) => t.includes('PACKAGE marker, unused'))).toBe(true);
    expect(items.some((t) => t.startsWith('3 The coin on a card: its cost'))).toBe(true);
    // Each feature's drawn symbol stands beside its word.
    expect(container.querySelectorAll('.legend-list .fc-ficon').length).toBe(4 + 8);
  });
});

describe('the Projects sheet (the project board one tap from the menu)', () => {
  it('shows all eight cards, BUILT and unbuilt, the proposal being voted on marked', () => {
    const s = toVote(position({ built: ['bake-tent'] as FcState['built'] }), ['moon-gate', 'long-table'] as FcState['built']);
    const Sheet = game.ui.Sheets?.find((x) => x.title === 'Projects')?.Component;
    if (Sheet === undefined) throw new Error('No Projects sheet');
    const { container } = render(<Sheet view={def.view(s, 'table')} players={PLAYERS} now={0} act={async () => undefined} />);
    expect(container.querySelectorAll('.fc-tile')).toHaveLength(8);
    expect([...container.querySelectorAll('.fc-in-proposal .fc-tile-name')].map((e) => e.textContent)).toEqual(['Moon Gate', 'Long Table']);
    expect([...container.querySelectorAll('.fc-built .fc-tile-name')].map((e) => e.textContent)).toEqual(['Bake Tent']);
  });
});
