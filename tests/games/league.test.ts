/**
 * The bots at a table of people: seeded games of one table style (bench/styles/: the league's players, written from
 * the rule texts) among bots, at both strengths, end with every invariant: every bot move is legal, the same view
 * gives the same move, each game's cards are all accounted for, a Red Blue Gold bot lists every card it holds in the
 * last play round, the game ends, and its moves replay to the same end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../src/engine/rng';
import type { Actor, AnyGameDef, Seat } from '../../src/engine/types';
import type { Bot, BotStrength } from '../../src/games/contract';
import { def as festivalCharter } from '../../src/games/festival-charter/def';
import { bot as festivalCharterBot } from '../../src/games/festival-charter/bot';
import type { FcState } from '../../src/games/festival-charter/types';
import { def as horseFair } from '../../src/games/horse-fair/def';
import { bot as horseFairBot } from '../../src/games/horse-fair/bot';
import type { HfState } from '../../src/games/horse-fair/types';
import { def as redBlueGold } from '../../src/games/red-blue-gold/def';
import { bot as redBlueGoldBot } from '../../src/games/red-blue-gold/bot';
import type { RbgAction, RbgState } from '../../src/games/red-blue-gold/types';
import { def as ribbonFair } from '../../src/games/ribbon-fair/def';
import { bot as ribbonFairBot } from '../../src/games/ribbon-fair/bot';
import type { RfState } from '../../src/games/ribbon-fair/types';
import { festivalCharterStyles } from '../../bench/styles/festival-charter';
import { horseFairStyles } from '../../bench/styles/horse-fair';
import { redBlueGoldStyles } from '../../bench/styles/red-blue-gold';
import { ribbonFairStyles } from '../../bench/styles/ribbon-fair';
import { erasedGame, STYLE_IDS, type StyleId, type Styles } from '../../bench/styles/style';
import { allCards } from './horse-fair/helpers';
import { entriesInPlay, ribbonsInPlay } from './ribbon-fair/helpers';

const T0 = 1_700_000_000_000;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

interface Table {
  name: string;
  def: AnyGameDef;
  bot: Bot<unknown, unknown>;
  styles: Styles<unknown, unknown>;
  players: readonly number[];
  options?: unknown;
  runs: number;
  /** Checked after every step. */
  check(state: unknown): void;
  /** Checked on each bot move (Red Blue Gold: the last play round lists every card held). */
  checkMove?(state: unknown, seat: Seat, action: unknown): void;
}

const rf = (style: string) => ({ style, themedPacks: [], pinClock: 45, judgeClock: 30 });

const rfCheck = (counts: { entries: number; ribbons: number } | null) => (state: unknown) => {
  const s = state as RfState;
  if (counts === null) return;
  if (entriesInPlay(s) !== counts.entries || ribbonsInPlay(s) !== counts.ribbons) throw new Error('a Ribbon Fair card was created or lost');
};

const TABLES: Table[] = [
  {
    name: 'Festival Charter',
    ...erasedGame(festivalCharter, festivalCharterBot, festivalCharterStyles),
    players: [4],
    runs: 40,
    check(state) {
      const s = state as FcState;
      if (s.budget < 0 || s.log.length > 8) throw new Error(`budget ${s.budget}, ${s.log.length} proposals`);
    },
  },
  {
    name: 'Horse Fair',
    ...erasedGame(horseFair, horseFairBot, horseFairStyles),
    players: [2, 3, 4],
    runs: 12,
    check(state) {
      const ids = new Set(allCards(state as HfState).map((c) => c.id));
      if (ids.size !== 65 || allCards(state as HfState).length !== 65) throw new Error('a Horse Fair card was created or lost');
    },
  },
  {
    name: 'Red Blue Gold',
    ...erasedGame(redBlueGold, redBlueGoldBot, redBlueGoldStyles),
    players: [5, 9, 13],
    runs: 30,
    check(state) {
      const s = state as RbgState;
      s.ledgers.forEach((l, seat) => {
        const held = s.hands[seat];
        if (held === undefined || l.bought + l.received - l.given - l.played !== held.red + held.blue + held.gold) throw new Error('Red Blue Gold cards lost');
      });
    },
    checkMove(state, seat, action) {
      const s = state as RbgState;
      const a = action as RbgAction;
      if (s.phase !== 'round' || s.round !== 4 || a.type !== 'submit' || a.round !== 4) return;
      const hand = s.hands[seat] ?? { red: 0, blue: 0, gold: 0 };
      const others = s.hands.some((h, o) => o !== seat && h.red + h.blue + h.gold > 0);
      const listed = a.games.reduce((n, g) => n + g.colours.length, 0);
      if (others && listed !== hand.red + hand.blue + hand.gold)
        throw new Error(`a bot lists ${listed} of its ${hand.red + hand.blue + hand.gold} cards in round 4`);
    },
  },
  ...(['rotating', 'crowd', 'ai'] as const).map((style): Table => ({
    name: `Ribbon Fair (${style})`,
    ...erasedGame(ribbonFair, ribbonFairBot, ribbonFairStyles),
    players: [3, 5, 8],
    options: rf(style),
    runs: 15,
    check: () => undefined,
  })),
];

/** One seeded game: the style in `styleSeat`, bots (at `strength`) elsewhere; table presses and clocks at random. */
function playOne(t: Table, n: number, style: StyleId, styleSeat: Seat, strength: BotStrength, seed: string) {
  const { def } = t;
  const random = makeRandom(seed);
  const options = t.options ?? def.defaultOptions(n);
  let state = def.setup(NAMES.slice(0, n), options, seed, T0);
  const start = state as RfState;
  const rfCounts = t.name.startsWith('Ribbon') ? { entries: entriesInPlay(start), ribbons: ribbonsInPlay(start) } : null;
  const check = t.name.startsWith('Ribbon') ? rfCheck(rfCounts) : t.check;
  const moves: { actor: Actor; action: unknown; now: number; tick?: boolean }[] = [];
  let now = T0;
  for (let i = 0; i < 20_000 && def.outcome(state) === null; i++) {
    now += 1000;
    const seat = def.waitingOn(state).find((s) => (def.view(state, s) as { phase?: unknown }).phase !== 'award' || !t.name.startsWith('Ribbon'));
    if (seat !== undefined) {
      const view = def.view(state, seat);
      const isStyle = seat === styleSeat;
      const action = isStyle ? t.styles[style].decide(view, seat, random) : t.bot.decide(view, seat, makeRandom(`${seed}:${i}`), strength);
      if (!isStyle) {
        // The same view and the same random numbers give the same move.
        expect(t.bot.decide(def.view(state, seat), seat, makeRandom(`${seed}:${i}`), strength)).toEqual(action);
        t.checkMove?.(state, seat, action);
      }
      state = def.apply(state, seat, action, now);
      moves.push({ actor: seat, action, now });
    } else {
      let move = def.randomAction(state, random, now);
      for (let k = 0; k < 50 && move !== null && (typeof move.actor === 'number' || (move.action as { type?: string }).type === 'leave'); k++)
        move = def.randomAction(state, random, now);
      if (move !== null && typeof move.actor !== 'number' && (move.action as { type?: string }).type !== 'leave') {
        state = def.apply(state, move.actor, move.action, now);
        moves.push({ actor: move.actor, action: move.action, now });
      } else {
        const deadline = def.nextDeadline(state);
        if (deadline === null) throw new Error(`stuck in ${seed}`);
        now = Math.max(now, deadline);
        state = def.tick(state, now);
        moves.push({ actor: 'table', action: null, now, tick: true });
      }
    }
    check(state);
  }
  expect(def.outcome(state)).not.toBeNull();
  // The recorded moves replay to the same end.
  let replay = def.setup(NAMES.slice(0, n), options, seed, T0);
  for (const m of moves) replay = m.tick === true ? def.tick(replay, m.now) : def.apply(replay, m.actor, m.action, m.now);
  expect(JSON.stringify(replay)).toBe(JSON.stringify(state));
}

describe('one table style among bots', () => {
  for (const t of TABLES) {
    it(`${t.name}: every style, either strength, ends with every invariant`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...STYLE_IDS),
          fc.constantFrom(...t.players),
          fc.nat(12),
          fc.constantFrom<BotStrength>('sharp', 'relaxed'),
          fc.string({ maxLength: 6 }),
          (style, n, seat, strength, seed) => playOne(t, n, style, seat % n, strength, `league-${seed}`),
        ),
        { numRuns: t.runs },
      );
    }, 120_000);
  }
});
