/**
 * The rule for this step (src/games/contract.ts `GameUI.ruleFor`): every step of every game names a section of its
 * Rules panel, walked through seeded random games of each (each state's table view), and the sections named follow
 * the game's steps (a table of positions with the section beside each).
 */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/games/contract';
import { game as fc } from '../../src/games/festival-charter/index';
import { game as hf } from '../../src/games/horse-fair/index';
import { game as rbg } from '../../src/games/red-blue-gold/index';
import { game as rf } from '../../src/games/ribbon-fair/index';
import { EVERY_GAME, optionsToWalk, randomStates } from './every-game';

/** The section headings of `game`'s Rules panel for `players` players. */
function headings(game: AnyGameModule, players: number): string[] {
  const { container, unmount } = render(<game.ui.Rules players={players} />);
  const out = [...container.querySelectorAll('h3')].map((h) => h.textContent?.trim() ?? '');
  unmount();
  return out;
}

/** The sections `ruleFor` names over one seeded random game of `players` (with every style a game's options allow). */
function named(game: AnyGameModule, players: number, seed: string, options: unknown): Set<string> {
  const out = new Set<string>();
  for (const state of randomStates(game, players, options, seed)) out.add(game.ui.ruleFor(game.def.view(state, 'table')));
  return out;
}

describe.each(EVERY_GAME)('%s: the rule for every step', (_title, game, sizes) => {
  it('every step of seeded random games names a section of its rules', () => {
    for (const n of sizes) {
      const sections = headings(game, n);
      const styles = optionsToWalk(game, n);
      for (const [k, options] of styles.entries())
        for (let s = 0; s < 4; s++) {
          const seen = named(game, n, `rule-${n}-${k}-${s}`, options);
          for (const section of seen) expect(sections, `${n} players: "${section}"`).toContain(section);
          // A game's steps have more than one section: the rule follows the step.
          expect(seen.size, `${n} players, seed ${s}: ${[...seen].join(', ')}`).toBeGreaterThan(1);
        }
    }
  });
});

describe('the section beside each step', () => {
  it('Festival Charter: propose, discuss, vote, score', () => {
    const players = ['Ana', 'Bo', 'Cy', 'Di'];
    let s = fc.def.setup(players, { ...fc.def.defaultOptions(4), firstChair: 0 }, 'seed', 0);
    const at = () => fc.ui.ruleFor(fc.def.view(s, 'table'));
    expect(at()).toBe('Propose');
    s = fc.def.apply(s, 0, { type: 'propose', projects: ['moon-gate'] }, 1);
    expect(at()).toBe('Discuss');
    s = fc.def.apply(s, 'table', { type: 'openVote' }, 2);
    expect(at()).toBe('Vote');
  });
  it('Red Blue Gold: buy in round 1, trade in round 2', () => {
    const players = ['Ana', 'Bo', 'Cy', 'Di'];
    let s = rbg.def.setup(players, rbg.def.defaultOptions(4), 'seed', 0);
    expect(rbg.ui.ruleFor(rbg.def.view(s, 'table'))).toBe('1. Buy');
    for (let seat = 0; seat < 4; seat++) s = rbg.def.apply(s, seat, { type: 'submit', round: 1, buy: { red: 1, blue: 1, gold: 0 } }, 1);
    expect(rbg.ui.ruleFor(rbg.def.view(s, 'table'))).toBe('2. Trade');
  });
  it('Horse Fair: a hand in play', () => {
    const s = hf.def.setup(['Ana', 'Bo', 'Cy'], hf.def.defaultOptions(3), 'seed', 0);
    expect(hf.ui.ruleFor(hf.def.view(s, 'table'))).toBe('Play');
  });
  it('Ribbon Fair: a round to pin for', () => {
    const s = rf.def.setup(['Ana', 'Bo', 'Cy'], rf.def.defaultOptions(3), 'seed', 0);
    expect(rf.ui.ruleFor(rf.def.view(s, 'table'))).toBe('A round');
  });
});
