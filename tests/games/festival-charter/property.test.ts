import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { makeRandom } from '../../../src/engine/rng';
import type { Actor } from '../../../src/engine/types';
import { PROJECTS, PROJECT_IDS, priorityById } from '../../../src/games/festival-charter/cards';
import { def } from '../../../src/games/festival-charter/def';
import { LAST_PROPOSAL, type FcAction, type FcOptions, type FcState } from '../../../src/games/festival-charter/types';
import { PLAYERS, T0 } from './helpers';

type Step = { kind: 'act'; actor: Actor; action: FcAction; now: number } | { kind: 'tick'; now: number };

/** A move that is often illegal, to check refusals change nothing (and that legal ones keep the invariants). */
function wildMove(random: () => number): { actor: Actor; action: FcAction } {
  const actors: Actor[] = ['table', 0, 1, 2, 3];
  const a = PROJECT_IDS[Math.floor(random() * 8)] ?? 'moon-gate';
  const b = PROJECT_IDS[Math.floor(random() * 8)] ?? 'moon-gate';
  const actions: FcAction[] = [
    { type: 'announce', projects: [a] },
    { type: 'announce', projects: [a, b] },
    { type: 'announce', projects: [a, a] },
    { type: 'propose', projects: [a] },
    { type: 'propose', projects: [a, b] },
    { type: 'spoke' },
    { type: 'passed' },
    { type: 'extraTime' },
    { type: 'openVote' },
    { type: 'vote', vote: random() < 0.5 ? 'YES' : 'NO' },
    { type: 'closeVote' },
  ];
  return { actor: actors[Math.floor(random() * actors.length)] ?? 'table', action: actions[Math.floor(random() * actions.length)] ?? { type: 'spoke' } };
}

/** Plays one whole festival with random legal moves and clock ticks, checking invariants after every step. */
function playGame(seed: string, options: FcOptions): { final: FcState; steps: Step[] } {
  const random = makeRandom(`moves-${seed}`);
  let state = def.setup(PLAYERS, options, seed, T0);
  let now = T0;
  const steps: Step[] = [];
  for (let i = 0; i < 400 && def.outcome(state) === null; i++) {
    // A refused move leaves the state deep-equal to before.
    const wild = wildMove(random);
    const snapshot = JSON.stringify(state);
    try {
      // A wild move the rules accept is a legal move: play it, so the invariants cover it too.
      state = def.apply(state, wild.actor, wild.action, now);
      steps.push({ kind: 'act', ...wild, now });
      if (def.outcome(state) !== null) break;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      if (JSON.stringify(state) !== snapshot) throw new Error(`refused ${JSON.stringify(wild)} changed the state`);
    }
    now += Math.floor(random() * 20_000);
    const deadline = def.nextDeadline(state);
    if (deadline !== null && random() < 0.3) {
      now = Math.max(now, deadline + Math.floor(random() * 1000));
      state = def.tick(state, now);
      steps.push({ kind: 'tick', now });
    } else {
      state = def.tick(state, now);
      steps.push({ kind: 'tick', now });
      const move = def.randomAction(state, random, now);
      if (move === null) throw new Error('random play stalled while the game is on');
      state = def.apply(state, move.actor, move.action, now);
      steps.push({ kind: 'act', ...move, now });
    }
    if (state.budget < 0) throw new Error(`budget fell to ${state.budget}`);
    if (state.log.length > LAST_PROPOSAL) throw new Error(`${state.log.length} proposals`);
  }
  return { final: state, steps };
}

const optionsArb: fc.Arbitrary<FcOptions> = fc.record({
  firstChair: fc.constantFrom<FcOptions['firstChair']>(0, 1, 2, 3, 'random'),
  discussionLimit: fc.boolean(),
});

describe('thousands of random festivals', () => {
  it('every game ends within 8 proposals, budget ≥ 0, scores follow the formula, the log adds up', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), optionsArb, (seed, options) => {
        const { final } = playGame(seed, options);
        const outcome = def.outcome(final);
        expect(outcome).not.toBeNull();
        expect(final.log.length).toBeGreaterThanOrEqual(1);
        expect(final.log.length).toBeLessThanOrEqual(8);
        // Scores: 2 × primary + secondary over the BUILT cards, computed independently here.
        const expected = final.priorities.map((id) => {
          const card = priorityById(id);
          const sum = (f: typeof card.primary) => final.built.reduce((t, b) => t + (PROJECTS.find((p) => p.id === b)?.features[f] ?? 0), 0);
          return 2 * sum(card.primary) + sum(card.secondary);
        });
        expect(outcome?.scores).toEqual(expected);
        const best = Math.max(...expected);
        expect(outcome?.winners).toEqual(expected.flatMap((s, seat) => (s === best ? [seat] : [])));
        // Cards are never duplicated; the budget moves only by the rules.
        expect(new Set(final.built).size).toBe(final.built.length);
        let budget = 12;
        for (const r of final.log) {
          expect(r.budgetBefore).toBe(budget);
          budget = r.approved ? budget - r.proposal.cost : Math.max(0, budget - 1);
          expect(r.budgetAfter).toBe(budget);
          expect(r.approved).toBe(r.votes.filter((v) => v === 'YES').length >= 3);
        }
        expect(final.budget).toBe(budget);
        expect(final.built).toEqual(final.log.flatMap((r) => (r.approved ? r.proposal.projects : [])));
        // Markers: spent exactly by the chairs who announced packages, at most once each.
        const packages = final.log.filter((r) => r.proposal.isPackage).map((r) => r.proposal.chair);
        expect(new Set(packages).size).toBe(packages.length);
        expect(final.packageSpent).toEqual([0, 1, 2, 3].map((s) => packages.includes(s)));
        // The stop: after 8, or nothing unbuilt affordable, or all built.
        const cheapest = Math.min(...PROJECTS.filter((p) => !final.built.includes(p.id)).map((p) => p.cost));
        expect(final.log.length === 8 || cheapest > final.budget || final.built.length === 8).toBe(true);
      }),
      { numRuns: 1500 },
    );
  }, 20_000);
});
