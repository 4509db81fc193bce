import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { def } from '../../../src/games/red-blue-gold/def';
import { makeRandom } from '../../../src/engine/rng';
import { RuleError } from '../../../src/engine/errors';
import { total } from '../../../src/games/red-blue-gold/rules/cards';
import { randomSubmission } from '../../../src/games/red-blue-gold/rules/random';
import type { RbgAction, RbgState } from '../../../src/games/red-blue-gold/types';
import type { Actor } from '../../../src/engine/types';
import { moment } from '../../../src/games/red-blue-gold/views/moment';
import { names, options, T0 } from './helpers';

interface Played {
  final: RbgState;
  states: RbgState[];
  log: { actor: Actor; action: RbgAction; now: number }[];
}

/** Plays one whole match with random legal moves, sometimes letting the round clock run out. */
function playMatch(n: number, seed: string, clock: '24h' | '10min' | 'none', pastWinners: string[]): Played {
  const random = makeRandom(seed);
  let s = def.setup(names(n), options({ roundClock: clock }, { pastWinners, garnets: { Ana: 2, Bo: 1 } }), seed, T0);
  let now = T0;
  const states: RbgState[] = [s];
  const log: Played['log'] = [];
  for (let step = 0; step < 500 && def.outcome(s) === null; step++) {
    const d = def.nextDeadline(s);
    if (d !== null && random() < 0.04) {
      now = d;
      s = def.tick(s, now);
    } else {
      now += 1000;
      const m = def.randomAction(s, random, now);
      if (m === null) throw new Error('stuck');
      s = def.apply(s, m.actor, m.action, now);
      log.push({ ...m, now });
    }
    states.push(s);
  }
  return { final: s, states, log };
}

/** Card-count identities that must hold in every state; returns what is broken. */
function ledgerProblems(s: RbgState): string[] {
  const out: string[] = [];
  s.hands.forEach((h, i) => {
    const l = s.ledgers[i];
    // bought + received − given = played + held
    if (!l || l.bought + l.received - l.given !== l.played + total(h)) out.push(`seat ${i} cards do not add up`);
    if (h.red < 0 || h.blue < 0 || h.gold < 0) out.push(`seat ${i} holds a negative count`);
  });
  const sum = (k: 'bought' | 'received' | 'given' | 'played') => s.ledgers.reduce((a, l) => a + l[k], 0);
  // traded cards are neither created nor lost
  if (sum('received') !== sum('given')) out.push('cards received differ from cards given');
  if (sum('bought') !== sum('played') + s.hands.reduce((a, h) => a + total(h), 0)) out.push('table totals do not add up');
  return out;
}

const matchArb = fc.record({
  n: fc.integer({ min: 4, max: 13 }),
  seed: fc.string({ maxLength: 8 }),
  clock: fc.constantFrom('24h' as const, '10min' as const, 'none' as const),
  past: fc.subarray(names(13), { maxLength: 3 }),
});

describe('Red Blue Gold over seeded random matches', () => {
  it('every match ends; cards and points add up for every player and the table', () => {
    fc.assert(
      fc.property(matchArb, ({ n, seed, clock, past }) => {
        const { final, states } = playMatch(n, seed, clock, past);
        expect(final.phase).toBe('over');
        const broken = states.flatMap((s, step) => ledgerProblems(s).map((p) => `step ${step}: ${p}`));
        expect(broken).toEqual([]);
        const f = final.final;
        if (!f) throw new Error('final');
        const exchanges = final.history.flatMap((r) => r.exchanges);
        final.players.forEach((_, i) => {
          const fromExchanges = exchanges.reduce((a, x) => a + (x.a === i ? x.aPoints : 0) + (x.b === i ? x.bPoints : 0), 0);
          expect(final.points[i]).toBe(fromExchanges);
          expect(f.beforeZero[i]).toBe(fromExchanges + (f.bonus[i] ?? 0));
          expect(f.scores[i]).toBe(total(final.hands[i] ?? { red: 1, blue: 0, gold: 0 }) > 0 ? 0 : f.beforeZero[i]);
          const played = exchanges.filter((x) => x.a === i).length + exchanges.filter((x) => x.b === i).length;
          expect(final.ledgers[i]?.played).toBe(played);
        });
        expect(f.ec).not.toBeNull();
        expect(f.winners.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  }, 20_000);

  it('refused submissions throw a RuleError and leave the state deep-equal', () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 1000 }), ({ n, seed, clock, past }, pickAt) => {
        const { states } = playMatch(n, seed, clock, past);
        const s = states[pickAt % states.length];
        if (!s) throw new Error('state');
        const copy = structuredClone(s);
        const bad: [Actor, RbgAction][] = [
          [0, { type: 'submit', round: 1, buy: { red: 10, blue: 0, gold: 0 } }],
          [1, { type: 'submit', round: 2, gifts: [{ to: 1, cards: { red: 0, blue: 1, gold: 0 } }], acceptFrom: [] }],
          [
            2,
            {
              type: 'submit',
              round: 3,
              games: [
                { opponent: 0, colours: ['red'] },
                { opponent: 0, colours: [] },
              ],
            },
          ],
          [3, { type: 'submit', round: s.round === 4 ? 4 : 3, games: [{ opponent: 0, colours: Array.from({ length: 40 }, () => 'blue' as const) }] }],
          [0, { type: 'submit', round: 2, gifts: [{ to: 2, cards: { red: 40, blue: 0, gold: 0 } }], acceptFrom: [] }],
          ['table', { type: 'close-round' }],
          [1, { type: 'give-token', to: 1 }],
        ];
        for (const [actor, action] of bad) {
          let threw: unknown = null;
          try {
            def.apply(s, actor, action, T0);
          } catch (e) {
            threw = e;
          }
          expect(threw).toBeInstanceOf(RuleError);
          expect(s).toEqual(copy);
        }
        // a submission after the round's clock ran out
        const late = s.phase === 'round' ? s.deadline : null;
        const seat = s.submissions.findIndex((x) => x === null);
        if (late !== null && seat >= 0) {
          const m = randomSubmission(s, seat, makeRandom('late'));
          expect(() => def.apply(s, seat, m, late)).toThrow(/clock has run out/);
          expect(s).toEqual(copy);
        }
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it('a round waits exactly on those called: a play round never calls a player with no cards, and never stays open with all called submitted', () => {
    fc.assert(
      fc.property(matchArb, ({ n, seed, clock, past }) => {
        const { states } = playMatch(n, seed, clock, past);
        for (const s of states) {
          if (s.phase !== 'round') continue;
          const called = s.hands.map((h) => s.round <= 2 || total(h) > 0);
          expect(def.waitingOn(s)).toEqual(s.submissions.flatMap((x, i) => (x === null && called[i] ? [i] : [])));
          expect(def.waitingOn(s).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it('the table view and its moment are the same whatever the private choices behind them', () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 1000 }), fc.string({ maxLength: 4 }), ({ n, seed, clock, past }, pickAt, other) => {
        const { states } = playMatch(n, seed, clock, past);
        const s = states[pickAt % states.length];
        if (!s || s.phase !== 'round') return;
        const seat = s.submissions.findIndex((x) => x !== null);
        if (seat < 0) return;
        // The same match with this seat's submission swapped for another legal one.
        const open = { ...s, submissions: s.submissions.map((x, i) => (i === seat ? null : x)) };
        const swapped = { ...s, submissions: s.submissions.map((x, i) => (i === seat ? randomSubmission(open, seat, makeRandom(other)) : x)) };
        expect(def.view(swapped, 'table')).toEqual(def.view(s, 'table'));
        expect(moment(def.view(swapped, 'table'), s.players)).toEqual(moment(def.view(s, 'table'), s.players));
      }),
      { numRuns: 300 },
    );
  }, 20_000);
});
