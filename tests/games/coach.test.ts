/**
 * The coach of every game (docs/coach.md), over seeded random positions: its move is the Sharp bot's for the seat's
 * view with the numbers seeded from that view, its sentence names the move, it says nothing where the seat has nothing
 * to decide, and two states that look the same to the seat give the same suggestion.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom, seedRng, shuffle } from '../../src/engine/rng';
import type { AnyGameDef, Seat } from '../../src/engine/types';
import { andList } from '../../src/engine/words';
import { coachSeed, type AnyGameModule } from '../../src/games/contract';
import { game as festivalCharter } from '../../src/games/festival-charter/index';
import { projectById } from '../../src/games/festival-charter/cards';
import type { FcAction, FcState } from '../../src/games/festival-charter/types';
import { cardLabel } from '../../src/games/horse-fair/cards';
import { game as horseFair } from '../../src/games/horse-fair/index';
import type { HfState, HfView } from '../../src/games/horse-fair/types';
import { game as redBlueGold } from '../../src/games/red-blue-gold/index';
import type { Cards, RbgAction, RbgState, RbgView } from '../../src/games/red-blue-gold/types';
import { game as ribbonFair } from '../../src/games/ribbon-fair/index';
import type { RfAction, RfState, RfView } from '../../src/games/ribbon-fair/types';
import { secrets as fcSecrets } from './festival-charter/secrets';
import { secrets as hfSecrets } from './horse-fair/secrets';
import { secrets as rbgSecrets } from './red-blue-gold/secrets';
import { secrets as rfSecrets } from './ribbon-fair/secrets';
import { redealHidden } from './horse-fair/helpers';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Max'];
const T0 = 1_700_000_000_000;

/** `state` with another planner's cast vote turned over (still secret while the vote is open). */
function fcTwin(state: FcState, seat: Seat): FcState {
  const phase = state.phase;
  if (phase.kind !== 'voting') return state;
  const other = phase.votes.findIndex((v, s) => s !== seat && v !== null);
  if (other < 0) return state;
  const votes = phase.votes.map((v, s) => (s === other ? (v === 'YES' ? 'NO' : 'YES') : v));
  return { ...state, phase: { ...phase, votes } };
}

/** `state` with the other stalls' hands and the entry deck dealt again from the same cards, and the ribbon deck shuffled. */
function rfTwin(state: RfState, seat: Seat, seed: string): RfState {
  const pool = [...state.entryDeck, ...state.stalls.flatMap((st, s) => (s === seat ? [] : st.hand))];
  const [mixed, rng] = shuffle(seedRng(seed), pool);
  let next = 0;
  const stalls = state.stalls.map((st, s) => {
    if (s === seat) return st;
    const hand = mixed.slice(next, next + st.hand.length);
    next += st.hand.length;
    return { ...st, hand };
  });
  const [ribbonDeck] = shuffle(rng, state.ribbonDeck);
  return { ...state, stalls, entryDeck: mixed.slice(next), ribbonDeck };
}

/** `state` with the other players' hands in other colours (the same number of cards each). */
function rbgTwin(state: RbgState, seat: Seat, seed: string): RbgState {
  const random = makeRandom(seed);
  const hands = state.hands.map((h, s): Cards => {
    if (s === seat) return h;
    const n = h.red + h.blue + h.gold;
    const red = Math.floor(random() * (n + 1));
    const blue = Math.floor(random() * (n - red + 1));
    return { red, blue, gold: n - red - blue };
  });
  return { ...state, hands };
}

/** One game under test: its module, how many players, its options, and a state that only `seat` sees the same. */
interface Case {
  game: AnyGameModule;
  players: (random: () => number) => number;
  options: (n: number, random: () => number) => unknown;
  twin(state: unknown, seat: Seat, seed: string): unknown;
  /** Random moves to walk at most. */
  steps: number;
  /** The words that name `action` on the game's own buttons, which the sentence must start with. */
  named(action: unknown, view: unknown, players: readonly string[]): string;
}

const CASES: Record<string, Case> = {
  'horse-fair': {
    game: horseFair as unknown as AnyGameModule,
    players: (r) => 2 + Math.floor(r() * 5),
    options: hfSecrets.optionsFor,
    twin: (s, seat, seed) => redealHidden(s as HfState, seat, seed),
    steps: 40,
    named: (a, v) => {
      const card = (v as HfView).hand?.find((c) => c.id === (a as { card: number }).card);
      return card ? `Play ${cardLabel(card)}:` : '(no such card)';
    },
  },
  'festival-charter': {
    game: festivalCharter as unknown as AnyGameModule,
    players: () => 4,
    options: fcSecrets.optionsFor,
    twin: (s, seat) => fcTwin(s as FcState, seat),
    steps: 40,
    named: (a) => {
      const action = a as FcAction;
      if (action.type === 'vote') return `Vote ${action.vote}:`;
      if (action.type === 'announce')
        return `Announce ${action.projects.length > 1 ? 'the package ' : ''}${action.projects.map((id) => projectById(id).name).join(' + ')} (cost`;
      return 'Pass:';
    },
  },
  'ribbon-fair': {
    game: ribbonFair as unknown as AnyGameModule,
    players: (r) => 3 + Math.floor(r() * 6),
    options: rfSecrets.optionsFor,
    twin: (s, seat, seed) => rfTwin(s as RfState, seat, seed),
    steps: 80,
    named: (a, v) => {
      const action = a as RfAction;
      const text = (i: number) => (v as RfView).entries[i]?.card.text ?? '(no such entry)';
      if (action.type === 'pin') return `Pin “${action.entry}”:`;
      if (action.type === 'pick') return `Award “${text(action.entry)}”:`;
      if (action.type === 'vote') return `Vote for “${text(action.entry)}”:`;
      return 'Discard my hand and draw 7:';
    },
  },
  'red-blue-gold': {
    game: redBlueGold as unknown as AnyGameModule,
    players: (r) => 4 + Math.floor(r() * 10),
    options: rbgSecrets.optionsFor,
    twin: (s, seat, seed) => rbgTwin(s as RbgState, seat, seed),
    steps: 60,
    named: (a, v, players) => {
      const action = a as RbgAction;
      if (action.type === 'choose-ec')
        return (v as RbgView).final?.winners.length === 1 ? `Make ${players[action.seat] ?? ''} the E.C.:` : `Vote for ${players[action.seat] ?? ''} as E.C.:`;
      if (action.type === 'give-token') return `Give the token to ${players[action.to] ?? ''}:`;
      if (action.type !== 'submit') return JSON.stringify(action);
      if (action.round === 1) {
        // Its size first, so that 8 of the 9 allowed reads as meant: "Buy 8 cards, 2 red and 6 gold:".
        const buy = action.buy;
        const n = buy.red + buy.blue + buy.gold;
        const colours = (['red', 'blue', 'gold'] as const).filter((k) => buy[k] > 0);
        const only = colours.length === 1 ? colours[0] : undefined;
        const mix = only === undefined ? andList(colours.map((k) => `${buy[k]} ${k}`)) : n === 1 ? only : `all ${only}`;
        return n === 0 ? 'Buy no cards:' : `Buy ${n} card${n === 1 ? '' : 's'}, ${mix}:`;
      }
      if (action.round === 2) return 'Give no gifts and accept from nobody:';
      if (action.games.length === 0) return 'Play no games:';
      return `Play ${action.games.map((g) => `against ${players[g.opponent] ?? ''} ${g.colours.join(', ')}`).join('; ')}:`;
    },
  },
};

/** A position reached by `steps` random legal moves (ticking the clock past any deadline) from a seeded setup. */
function walk(def: AnyGameDef, c: Case, seed: string, steps: number): { state: unknown; now: number } {
  const random = makeRandom(`walk-${seed}`);
  const n = c.players(random);
  let state = def.setup(NAMES.slice(0, n), c.options(n, random), seed, T0);
  let now = T0;
  for (let i = 0; i < steps; i++) {
    now += 1000;
    const move = def.randomAction(state, random, now);
    if (move === null) {
      const deadline = def.nextDeadline(state);
      if (deadline === null) break;
      now = Math.max(now, deadline);
      state = def.tick(state, now);
      continue;
    }
    state = def.apply(state, move.actor, move.action, now);
  }
  return { state, now };
}

describe.each(Object.keys(CASES))('the coach of %s', (id) => {
  const c = CASES[id] as Case;
  const { def, ui, bot } = c.game;
  const coach = ui.coach;

  it('is there, with a bot behind it', () => {
    expect(coach).toBeTypeOf('function');
    expect(bot).toBeDefined();
  });

  it("suggests the Sharp bot's move for the seat's view, names it, and says nothing where the seat has nothing to decide", () => {
    let suggested = 0;
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.nat({ max: c.steps }), (seed, steps) => {
        const { state } = walk(def, c, seed, steps);
        const names = NAMES.slice(0, (state as { players: string[] }).players.length);
        const waiting = def.waitingOn(state);
        for (let seat = 0; seat < names.length; seat++) {
          const view = def.view(state, seat);
          const got = coach?.(view, seat, names) ?? null;
          if (!waiting.includes(seat)) {
            expect(got).toBeNull();
            continue;
          }
          if (got === null) continue;
          suggested++;
          const want = bot?.decide(view, seat, makeRandom(coachSeed(view, seat)), 'sharp');
          expect(got.action).toEqual(want);
          expect(got.sentence.startsWith(c.named(got.action, view, names)), got.sentence).toBe(true);
          expect(got.sentence).toMatch(/: .+\.$/);
        }
      }),
      { numRuns: 40 },
    );
    expect(suggested).toBeGreaterThan(20);
  });

  it('gives the same suggestion for two states that look the same to the seat (another seat’s secrets changed)', () => {
    let differing = 0;
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.nat({ max: c.steps }), fc.string({ maxLength: 6 }), (seed, steps, other) => {
        const { state } = walk(def, c, seed, steps);
        const names = NAMES.slice(0, (state as { players: string[] }).players.length);
        for (const seat of def.waitingOn(state)) {
          const twin = c.twin(state, seat, other);
          const view = def.view(state, seat);
          expect(def.view(twin, seat)).toEqual(view);
          if (JSON.stringify(twin) !== JSON.stringify(state)) differing++;
          expect(coach?.(def.view(twin, seat), seat, names)).toEqual(coach?.(view, seat, names));
        }
      }),
      { numRuns: 30 },
    );
    expect(differing).toBeGreaterThan(5);
  });
});
