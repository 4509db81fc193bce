/** Festival Charter's bot reads each planner from the public log: the way each plays, with the right reading beside each log. */
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { bot } from '../../../src/games/festival-charter/bot';
import { festivalFor, maskOf, planOf } from '../../../src/games/festival-charter/bot/festival';
import { Foresight } from '../../../src/games/festival-charter/bot/foresight';
import { likeliest, readTable, type Reading } from '../../../src/games/festival-charter/bot/reading';
import type { ProjectId } from '../../../src/games/festival-charter/cards';
import { def } from '../../../src/games/festival-charter/def';
import type { FcState, Vote } from '../../../src/games/festival-charter/types';
import { position, toVote, voteAll } from './helpers';

const KEEPERS = ['glow-keeper', 'feast-keeper', 'play-keeper', 'rest-keeper'] as const;

/** The chair of `state` proposes `projects` and the table votes `votes` (by seat). */
const record = (state: FcState, projects: ProjectId[], votes: Vote[]) => voteAll(toVote(state, projects), votes);

/** Each seat's likeliest reading as seat 0 sees `state`. */
const leads = (state: FcState) => likeliest(readTable(def.view(state, 0), festivalFor(state.priorities)));

describe('reads each planner from its votes and its chairing', () => {
  it('with nothing on the log, everyone votes for their own score', () => {
    expect(leads(position({ priorities: [...KEEPERS] }))).toEqual(['gain', 'gain', 'gain', 'gain']);
  });

  it('a NO on a build that raises its score but leaves it further behind reads as keeping up with the leader', () => {
    // Evening Picnic (FEAST 2, REST 1): Glow 2, Feast 4, Play 1, Rest 2; Rest Keeper falls 2 behind, and votes NO
    // although its primary feature is in it; Play Keeper votes YES on its 1 point.
    const state = record(position({ priorities: [...KEEPERS], chair: 0 }), ['evening-picnic'], ['YES', 'YES', 'YES', 'NO']);
    expect(leads(state).slice(1)).toEqual(['gain', 'gain', 'keep-up']);
  });

  it('a NO on a build with only its secondary feature, not leaving it further behind, reads as voting for its primary feature', () => {
    // Evening Picnic built (Glow 2, Feast 4, Play 1, Rest 2). Moon Gate (GLOW 2): Glow 6, Rest 4 (secondary GLOW),
    // still 2 behind the leader; Rest Keeper votes NO.
    const state = record(position({ priorities: [...KEEPERS], chair: 1, built: ['evening-picnic'], budget: 8 }), ['moon-gate'], ['YES', 'YES', 'NO', 'NO']);
    expect(leads(state)[3]).toBe('feature');
  });

  it('voting as the chair voted on its own proposal reads as returning votes', () => {
    // Rest Keeper chairs Moon Gate (the cheapest project that raises its score); Glow Keeper votes NO. Then Glow
    // Keeper chairs Hammock Grove (REST 2: Rest Keeper 4, first alone) and Rest Keeper votes NO.
    const first = record(position({ priorities: [...KEEPERS], chair: 3 }), ['moon-gate'], ['NO', 'NO', 'NO', 'YES']);
    const state = record(first, ['hammock-grove'], ['YES', 'NO', 'YES', 'NO']);
    expect(leads(state)[3]).toBe('return');
  });
});

describe('plays with the table it reads', () => {
  it('weighs a proposal by how the planners it reads will vote on it', () => {
    // Evening Picnic (FEAST 2, REST 1) with nothing built: Glow 2, Feast 4, Play 1, Rest 2. Read as voting for their
    // own score, all three others vote YES; read as keeping up with the leader, Play and Rest Keepers vote NO (they
    // fall further behind Feast Keeper), so it fails.
    const state = position({ priorities: [...KEEPERS], chair: 0 });
    const festival = festivalFor(state.priorities);
    const plan = planOf(def.view(state, 0), 0);
    const offer = { mask: maskOf(['evening-picnic']), cost: 4, isPackage: false };
    const table = (leads: Reading[]) => new Foresight(festival, 0, true, leads, [[], [], [], []]);
    expect(table(['gain', 'gain', 'gain', 'gain']).passes(plan, offer, true)).toBe(true);
    expect(table(['gain', 'gain', 'keep-up', 'keep-up']).passes(plan, offer, true)).toBe(false);
    expect(table(['gain', 'gain', 'keep-up', 'gain']).passes(plan, offer, true)).toBe(true);
    expect(table(['gain', 'gain', 'keep-up', 'gain']).passes(plan, offer, false)).toBe(false);
  });

  it('as chair after a log that reads two planners as keeping up, proposes something the table it reads passes', () => {
    let state = record(position({ priorities: [...KEEPERS], chair: 1 }), ['evening-picnic'], ['YES', 'YES', 'NO', 'NO']);
    state = record(state, ['maker-nook'], ['NO', 'NO', 'YES', 'NO']);
    state = record(state, ['hammock-grove'], ['NO', 'NO', 'NO', 'YES']);
    expect(state.chair).toBe(0);
    const festival = festivalFor(state.priorities);
    const readings = readTable(def.view(state, 0), festival);
    const leads = likeliest(readings);
    expect(leads.slice(2)).toEqual(['keep-up', 'keep-up']);
    const move = bot.decide(def.view(state, 0), 0, makeRandom('bot'));
    if (move.type !== 'announce') throw new Error('announce');
    const offer = { mask: maskOf(move.projects), cost: 0, isPackage: move.projects.length === 2 };
    expect(new Foresight(festival, 0, true, leads, readings.votedOn).passes(planOf(def.view(state, 0), 0), offer, true)).toBe(true);
  });
});
