import { describe, expect, it } from 'vitest';
import { game as fc } from '../../src/games/festival-charter/index';
import { game as hf } from '../../src/games/horse-fair/index';
import { game as rbg } from '../../src/games/red-blue-gold/index';
import { game as rf } from '../../src/games/ribbon-fair/index';
import { makeRandom } from '../../src/engine/rng';

describe('the live region announces the table news', () => {
  it('Festival Charter: the chair, then the proposal on the table', () => {
    const players = ['Ana', 'Bo', 'Cy', 'Di'];
    const s0 = fc.def.setup(players, { ...fc.def.defaultOptions(4), firstChair: 0 }, 'seed', 0);
    expect(fc.ui.announce?.(fc.def.view(s0, 'table'), players)).toBe('Ana chairs proposal 1.');
    const s1 = fc.def.apply(s0, 0, { type: 'propose', projects: ['moon-gate'] }, 1);
    expect(fc.ui.announce?.(fc.def.view(s1, 'table'), players)).toBe('Proposal 1 by Ana: Single project: Moon Gate, total cost 2.');
  });
  it('Horse Fair: the card just played and whose turn it is', () => {
    const players = ['Ana', 'Bo', 'Cy'];
    const s0 = hf.def.setup(players, hf.def.defaultOptions(3), 'seed', 0);
    const move = hf.def.randomAction(s0, makeRandom('x'), 1);
    if (!move) throw new Error('no move');
    const s1 = hf.def.apply(s0, move.actor, move.action, 1);
    const text = hf.ui.announce?.(hf.def.view(s1, 'table'), players) ?? '';
    const mover = players[Number(move.actor)] ?? '';
    expect(text).toMatch(new RegExp(`^${mover} played .+\\. \\w+ to play\\.$`));
  });
  it('Ribbon Fair: the last line of the public log', () => {
    const players = ['Ana', 'Bo', 'Cy'];
    const s0 = rf.def.setup(players, rf.def.defaultOptions(3), 'seed', 0);
    const v = rf.def.view(s0, 'table');
    expect(rf.ui.announce?.(v, players)).toBe(v.log[v.log.length - 1] ?? '');
    expect(v.log.length).toBeGreaterThan(0);
  });
  it('Red Blue Gold: how many have submitted, never what', () => {
    const players = ['Ana', 'Bo', 'Cy', 'Di'];
    const s0 = rbg.def.setup(players, rbg.def.defaultOptions(4), 'seed', 0);
    expect(rbg.ui.announce?.(rbg.def.view(s0, 'table'), players)).toBe('Round 1: 0 of 4 have submitted.');
    const s1 = rbg.def.apply(s0, 2, { type: 'submit', round: 1, buy: { red: 2, blue: 1, gold: 0 } }, 1);
    expect(rbg.ui.announce?.(rbg.def.view(s1, 'table'), players)).toBe('Round 1: 1 of 4 have submitted.');
  });
});
