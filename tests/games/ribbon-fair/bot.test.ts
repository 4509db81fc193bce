/** Ribbon Fair's bot: fit by shared words, its moves with the right answer beside them, the same view giving the same move, all-bot fairs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { bot, fit, pastPicks } from '../../../src/games/ribbon-fair/bot';
import { def as ribbonFair } from '../../../src/games/ribbon-fair/def';
import type { Card, RfState } from '../../../src/games/ribbon-fair/types';
import { def, entriesInPlay, fair, NAMES, pinAll, ribbonsInPlay, T0 } from './helpers';

const card = (text: string): Card => ({ pack: 'base', text });
const decide = (state: RfState, seat: number, seed = 'bot') => bot.decide(def.view(state, seat), seat, makeRandom(seed));

describe('fit', () => {
  it.each([
    ['Sleepiest', 'A sleepy sloth', 1],
    ['Most Squeaky', 'A squeaky wheel', 1],
    ['Shiniest', 'A shiny new penny', 1],
    ['Most Squeaky', 'A rubber duck', 0],
    ['Best Hat', 'The best sandwich', 0], // "best" frames the ribbon; it says nothing about fit
  ])('%s and %s share %i telling word(s)', (ribbon, entry, n) => {
    expect(fit(ribbon, entry)).toBe(n);
  });
});

describe('moves', () => {
  /** A fair whose ribbon and hands are set: seat 0 holds the rosette, the others pin. */
  const set = (ribbon: string, hands: string[][]): RfState => {
    const s = fair(hands.length, { pinClock: null, judgeClock: null });
    return {
      ...s,
      round: { ...s.round, ribbon: card(ribbon), clocks: s.round.clocks.map(() => T0 + 600_000) },
      stalls: s.stalls.map((st, i) => ({ ...st, hand: (hands[i] ?? []).map(card) })),
    };
  };

  it('opens its private view first (starting its clock), then pins the entry that fits the ribbon', () => {
    const s = fair(3);
    expect(decide(s, 1)).toEqual({ type: 'open' });
    const state = set('Sleepiest', [['A kite'], ['A rubber duck', 'A sleepy sloth', 'A kite'], ['A drum']]);
    expect(decide(state, 1)).toEqual({ type: 'pin', entry: 'A sleepy sloth' });
  });

  it('pins for the judge now seated: by shared words when its past picks went by them, at either strength', () => {
    const state = set('Most Squeaky', [['A kite'], ['A rubber duck', 'A squeaky wheel'], ['A drum']]);
    const name = state.players[0] ?? '';
    // Seat 0 holds the rosette now; twice before, it gave the ribbon to an entry sharing a word with it (and once,
    // while another stall judged, the winner shared none).
    const log = [
      ...state.log,
      `Ribbon 1: “Sleepiest”. ${name} holds the rosette.`,
      `${state.players[1] ?? ''} wins “Sleepiest” with “A sleepy hammock” (1 ribbon).`,
      `Ribbon 2: “Most Squeaky”. ${state.players[1] ?? ''} holds the rosette.`,
      `${state.players[2] ?? ''} wins “Most Squeaky” with “A rubber duck” (1 ribbon).`,
      `Ribbon 3: “Shiniest”. ${name} holds the rosette.`,
      `${state.players[2] ?? ''} wins “Shiniest” with “A shiny new penny” (2 ribbons).`,
    ];
    const view = { ...def.view(state, 1), log, roundNo: 4 };
    expect(pastPicks(view)).toEqual([
      { ribbon: 'Sleepiest', entry: 'A sleepy hammock', before: [], own: true },
      { ribbon: 'Most Squeaky', entry: 'A rubber duck', before: ['A sleepy hammock'], own: false },
      { ribbon: 'Shiniest', entry: 'A shiny new penny', before: ['A sleepy hammock', 'A rubber duck'], own: true },
    ]);
    for (const strength of ['sharp', 'relaxed'] as const) {
      expect(bot.decide(view, 1, makeRandom('bot'), strength)).toEqual({ type: 'pin', entry: 'A squeaky wheel' });
    }
  });

  it('as the rotating judge picks the entry that fits best', () => {
    const state = pinAll(set('Shiniest', [['A kite'], ['A rubber duck'], ['A shiny new penny'], ['A drum']]));
    const i = state.round.entries.findIndex((e) => e.card.text === 'A shiny new penny');
    expect(decide(state, 0)).toEqual({ type: 'pick', entry: i });
  });

  it('as a crowd voter never votes for its own entry, even when it fits best', () => {
    const s = fair(3, { style: 'crowd', pinClock: null, judgeClock: null });
    const hands = [['A shiny new penny'], ['A rubber duck'], ['A drum']];
    let state: RfState = {
      ...s,
      round: { ...s.round, ribbon: card('Shiniest') },
      stalls: s.stalls.map((st, i) => ({ ...st, hand: (hands[i] ?? []).map(card) })),
    };
    for (const seat of [0, 1, 2]) state = def.apply(def.apply(state, seat, { type: 'open' }, T0), seat, { type: 'pin', entry: hands[seat]?.[0] ?? '' }, T0);
    state = def.apply(state, 0, { type: 'open' }, T0);
    const own = state.round.entries.findIndex((e) => e.seat === 0);
    for (let k = 0; k < 20; k++) {
      const move = decide(state, 0, `v${k}`);
      expect(move.type).toBe('vote');
      expect(move).not.toEqual({ type: 'vote', entry: own });
    }
  });

  it('refuses to move for a stall with nothing to do', () => {
    expect(() => decide(fair(3), 0)).toThrow(/nothing for this stall/);
  });
});

describe('a bot sees only its own view', () => {
  it('two fairs that differ in other stalls’ hands and the decks give the same move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (n, seed, other) => {
        const a = def.apply(fair(n, {}, seed), 1, { type: 'open' }, T0);
        const b = fair(n, {}, other);
        // Seat 1's hand, the ribbon and the clocks kept; every other hand and both decks from another shuffle.
        const twin: RfState = {
          ...a,
          entryDeck: b.entryDeck,
          ribbonDeck: b.ribbonDeck,
          stalls: a.stalls.map((st, i) => (i === 1 ? st : { ...st, hand: b.stalls[i]?.hand ?? st.hand })),
        };
        expect(def.view(twin, 1)).toEqual(def.view(a, 1));
        expect(decide(twin, 1, seed)).toEqual(decide(a, 1, seed));
      }),
      { numRuns: 200 },
    );
  });
});

describe('all-bot fairs', () => {
  const rules = ribbonFair;
  it('300 seeded fairs of 3 to 8 bots in every style end with no card created or lost', () => {
    let ended = 0;
    for (let g = 0; g < 300; g++) {
      const n = 3 + (g % 6);
      const style = (['rotating', 'ai', 'crowd'] as const)[g % 3] ?? 'rotating';
      const seed = `bots-${g}`;
      const random = makeRandom(seed);
      let state = rules.setup(NAMES.slice(0, n), { style, themedPacks: [], pinClock: 45, judgeClock: 30 }, seed, T0);
      const entries = entriesInPlay(state);
      const ribbons = ribbonsInPlay(state);
      let now = T0;
      for (let i = 0; i < 5000 && rules.outcome(state) === null; i++) {
        now += 1000;
        // The award panel waits on every stall for one press of Next ribbon on the table: no bot move.
        const seat = state.phase === 'award' ? undefined : rules.waitingOn(state)[0];
        if (seat === undefined) {
          const move = rules.randomAction(state, random, now);
          if (move === null) {
            const deadline = rules.nextDeadline(state);
            if (deadline === null) throw new Error(`stuck in ${seed}`);
            state = rules.tick(state, deadline);
          } else state = rules.apply(state, move.actor, move.action, now);
        } else state = rules.apply(state, seat, bot.decide(rules.view(state, seat), seat, random), now);
        if (entriesInPlay(state) !== entries || ribbonsInPlay(state) !== ribbons) throw new Error(`a card was created or lost in ${seed}`);
      }
      if (rules.outcome(state) === null) throw new Error(`no end in ${seed}`);
      ended++;
    }
    expect(ended).toBe(300);
  }, 600_000); // CPU-bound: a busy machine slows it, nothing waits on time
});
