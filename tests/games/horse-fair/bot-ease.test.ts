/**
 * Horse Fair's Sharp bot eases off (src/games/horse-fair/bot.ts `EASE`): at a table of three or more, among cards as
 * good for itself it plays the one that leaves the seat furthest behind best placed, and when clearly ahead it gives up
 * a little of its own chance for that seat's; head to head, and for a card that wins now, it plays as without easing.
 */
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import type { Seat } from '../../../src/engine/types';
import { decideWith, EASE, easedPick, HF_EFFORT } from '../../../src/games/horse-fair/bot';
import { PlayOuts } from '../../../src/games/horse-fair/bot/playout';
import { def as rules } from '../../../src/games/horse-fair/def';
import type { HfState, HfView } from '../../../src/games/horse-fair/types';

const UNEASED = { ...HF_EFFORT, ease: false };

/** Positions from seeded random play at `players` seats (one hand, Basic scoring), after 6 to 40 moves. */
function positions(players: number, seeds: number): HfState[] {
  const out: HfState[] = [];
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].slice(0, players);
  for (let g = 0; g < seeds; g++) {
    for (const steps of [6, 14, 22, 30, 40]) {
      let state = rules.setup(names, rules.defaultOptions(players), `ease-${players}-${g}`, 0);
      const random = makeRandom(`ease-walk-${players}-${g}-${steps}`);
      for (let i = 0; i < steps && state.phase === 'playing'; i++) {
        const move = rules.randomAction(state, random, 0);
        if (move === null) break;
        state = rules.apply(state, move.actor, move.action, 0);
      }
      if (state.phase === 'playing' && state.turn !== null) out.push(state);
    }
  }
  return out;
}

/** Each team's share of the win with `card` played from `view`, over `deals` fresh deals (seeded apart from the bot's). */
function shares(view: HfView, seat: Seat, card: number, deals: number): number[] {
  const playOuts = new PlayOuts(view, seat);
  const random = makeRandom(`check-${card}`);
  const sums = view.teams.map(() => 0);
  for (let d = 0; d < deals; d++) {
    playOuts.deal(random);
    playOuts.worth(card, random, Infinity);
    playOuts.shares.forEach((s, t) => (sums[t] = (sums[t] ?? 0) + s));
  }
  return sums.map((s) => s / deals);
}

describe('easedPick', () => {
  it('not clearly ahead: among options as good for itself, the one best for the seat furthest behind', () => {
    expect(easedPick([0.5, 0.5, 0.45], [0.1, 0.2, 0.6], 0, false)).toBe(1);
    expect(easedPick([0.9, 0.75, 0.5], [0.02, 0.1, 0.3], 0, false)).toBe(0);
  });
  it('clearly ahead (a lead and its chance at least EASE.chance): gives up to EASE.within of its chance for that seat', () => {
    expect(EASE.chance).toBeLessThanOrEqual(0.9);
    expect(EASE.within).toBeLessThan(0.4);
    expect(easedPick([0.9, 0.75, 0.5], [0.02, 0.1, 0.3], 0, true)).toBe(1);
    // Under EASE.chance it does not ease off, whatever its lead.
    expect(easedPick([0.5, 0.4], [0.1, 0.5], 0, true)).toBe(0);
  });
});

describe('a Sharp bot at a table of three or more', () => {
  it('where easing changes its card, the cards it plays give the seat furthest behind more of the win', () => {
    let changed = 0;
    let gained = 0;
    let kept = 0;
    for (const players of [3, 4, 5]) {
      for (const state of positions(players, 30)) {
        const seat = state.turn ?? -1;
        const view = rules.view(state, seat);
        const eased = decideWith(view, seat, makeRandom('ease'), HF_EFFORT);
        const plain = decideWith(view, seat, makeRandom('ease'), UNEASED);
        if (eased.type !== 'play' || plain.type !== 'play' || eased.card === plain.card) continue;
        changed++;
        // Measured apart from the bot's own deals, 600 of them: the seat with the least chance over both cards.
        const a = shares(view, seat, eased.card, 600);
        const b = shares(view, seat, plain.card, 600);
        const team = view.teamOf[seat] ?? seat;
        const others = view.teams.map((_, t) => t).filter((t) => t !== team);
        const behind = others.reduce((x, t) => ((a[t] ?? 0) + (b[t] ?? 0) < (a[x] ?? 0) + (b[x] ?? 0) ? t : x));
        gained += (a[behind] ?? 0) - (b[behind] ?? 0);
        kept += (a[team] ?? 0) - (b[team] ?? 0);
      }
    }
    expect(changed).toBeGreaterThan(5);
    // On average the seat furthest behind gains, and the bot gives up less than EASE.within of its own chance.
    expect(gained / changed).toBeGreaterThan(0.005);
    expect(kept / changed).toBeGreaterThan(-EASE.within);
  });

  it('head to head it plays as without easing', () => {
    for (const state of positions(2, 10)) {
      const seat = state.turn ?? -1;
      const view = rules.view(state, seat);
      expect(decideWith(view, seat, makeRandom('ease'), HF_EFFORT)).toEqual(decideWith(view, seat, makeRandom('ease'), UNEASED));
    }
  });
});
