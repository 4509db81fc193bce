/**
 * Horse Fair's bot search on numbers (src/games/horse-fair/bot/playout.ts) against the rules: from positions of seeded
 * random play in every mode and scoring, each deal and each play-out it makes, with the same random numbers, ends
 * worth exactly what dealing a full state and playing it on with the rules' `play` is worth, and draws as many numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import type { Seat } from '../../../src/engine/types';
import { determinize } from '../../../src/games/horse-fair/bot';
import { PlayOuts } from '../../../src/games/horse-fair/bot/playout';
import { countValue, horseNumber, trackCounts, type Card } from '../../../src/games/horse-fair/cards';
import { def as rules } from '../../../src/games/horse-fair/def';
import { FIGURINES_TO_WIN, play } from '../../../src/games/horse-fair/rules/apply';
import { leaders, scorePile, sumScores } from '../../../src/games/horse-fair/rules/scoring';
import type { HandScore, HfState, HfView } from '../../../src/games/horse-fair/types';
import { gameArb } from './arbitraries';

/** The first card of `hand` that makes its horse win at once, or undefined (the bot's play-out policy). */
function winningCard(hand: readonly Card[], counts: readonly number[]): Card | undefined {
  for (const c of hand) if (c.kind !== 'thumbs-down' && (counts[c.horse] ?? 0) + countValue(c) >= horseNumber(c.horse)) return c;
  return undefined;
}

/** The rules' play-out: `horizon` moves or to the hand's end, a winning card when one is held, else a random card. */
function playOut(state: HfState, random: () => number, horizon: number): HfState {
  let s = state;
  for (let moves = 0; moves < horizon && s.phase === 'playing' && s.turn !== null; moves++) {
    const hand = s.hands[s.turn] ?? [];
    const card = winningCard(hand, trackCounts(s.faceUp)) ?? hand[Math.floor(random() * hand.length)];
    if (card === undefined) break;
    s = play(s, s.turn, card.id);
  }
  return s;
}

/** What a played-out hand is worth to `team`: its share of the win plus its lead in points, within ±50, over 5,000. */
function worth(view: HfView, end: HfState, team: number): number {
  const hand: HandScore[] = view.handScores.map((known, t) => {
    const gained = scorePile(end.piles[t] ?? [], (end.figurines[t] ?? 0) - (view.figurines[t] ?? 0), view.scoring);
    return {
      cards: known.cards + gained.cards,
      figurines: known.figurines + gained.figurines,
      faceValue: known.faceValue + gained.faceValue,
      points: known.points + gained.points,
    };
  });
  const total = sumScores([view.totals, hand], view.teams.length);
  const fourth = view.handsTotal === 1 ? end.figurines.findIndex((f) => f >= FIGURINES_TO_WIN) : -1;
  const top = fourth >= 0 ? [fourth] : leaders(total, view.scoring);
  const mine = total[team]?.points ?? 0;
  const best = Math.max(...total.map((s, t) => (t === team ? -Infinity : s.points)));
  const margin = Math.max(-50, Math.min(50, mine - best)) / 5000;
  return (top.includes(team) ? 1 / top.length : 0) + margin;
}

/** `random` that counts its calls. */
function counted(random: () => number): { random: () => number; calls: () => number } {
  let calls = 0;
  return {
    random: () => {
      calls++;
      return random();
    },
    calls: () => calls,
  };
}

/** A position of seeded random play (`steps` moves, across hands), or null when the game is over or between hands. */
function walk(players: string[], options: Parameters<typeof rules.setup>[1], seed: string, steps: number): HfState | null {
  let state = rules.setup(players, options, seed, 0);
  const random = makeRandom(`walk-${seed}`);
  for (let i = 0; i < steps && rules.outcome(state) === null; i++) {
    const move = rules.randomAction(state, random, 0);
    if (move === null) break;
    state = rules.apply(state, move.actor, move.action, 0);
  }
  return state.phase === 'playing' && state.turn !== null ? state : null;
}

describe('the bot search on numbers', () => {
  it('each deal and play-out ends worth what the rules’ play-out is worth, from the same random numbers', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.nat({ max: 150 }),
        fc.string({ maxLength: 6 }),
        fc.oneof(fc.constant(Infinity), fc.nat({ max: 12 })),
        ({ players, options, seed }, steps, dealSeed, horizon) => {
          const state = walk(players, options, seed, steps);
          if (state === null) return;
          const seat: Seat = state.turn ?? -1;
          const view = rules.view(state, seat);
          const team = view.teamOf[seat] ?? seat;
          const hand = view.hand ?? [];
          const fast = new PlayOuts(view, seat);
          const a = counted(makeRandom(`deal-${dealSeed}`));
          const b = counted(makeRandom(`deal-${dealSeed}`));
          for (let d = 0; d < 3; d++) {
            const dealt = determinize(view, seat, a.random);
            fast.deal(b.random);
            expect(b.calls()).toBe(a.calls());
            for (const card of hand) {
              const expected = worth(view, playOut(play(dealt, seat, card.id), a.random, horizon), team);
              expect(fast.worth(card.id, b.random, horizon)).toBe(expected);
              expect(b.calls()).toBe(a.calls());
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
