// Bundled by bench/bots.mjs (for Node, and for Chromium at 4x slowdown): each game's rules and bot, and a
// loop that plays seeded games with bots in some seats and random-move players in the others.
import { makeRandom } from '../src/engine/rng';
import type { AnyGameDef, Seat } from '../src/engine/types';
import { BOT_BUDGET_MS, type Bot, type BotBudget, type BotStrength } from '../src/games/contract';
import { def as horseFair } from '../src/games/horse-fair/def';
import { bot as horseFairBot } from '../src/games/horse-fair/bot';
import { def as redBlueGold } from '../src/games/red-blue-gold/def';
import { bot as redBlueGoldBot } from '../src/games/red-blue-gold/bot';
import { def as ribbonFair } from '../src/games/ribbon-fair/def';
import { bot as ribbonFairBot } from '../src/games/ribbon-fair/bot';
import type { RfView } from '../src/games/ribbon-fair/types';
import { def as festivalCharter } from '../src/games/festival-charter/def';
import { bot as festivalCharterBot } from '../src/games/festival-charter/bot';
import { festivalCharterGreedy, horseFairGreedy, redBlueGoldGreedy, ribbonFairGreedy } from './greedy';

interface BotGame {
  id: string;
  def: AnyGameDef;
  bot: Bot<unknown, unknown>;
  /** The game's greedy player (bench/greedy.ts): the one-step baseline. */
  greedy: Bot<unknown, unknown>;
  /** Seeded games a configuration against greedy players (fewer where a game is slow to play out). */
  greedyGames?: number;
  /** Seeded games against random-move players (fewer where a game is slow to play out). */
  randomGames?: number;
  /** Whether the greedy figures are wanted for this game. */
  vsGreedy: boolean;
  /** Whether the budgets (a bot ≥ 1.2 × fair among greedy players, a greedy player ≤ fair among bots) apply. */
  budget?: boolean;
  /** Seats at the tournament's table, and at the largest table (for decision times). */
  players: number;
  largest: number;
  options?(players: number): unknown;
  /** Whether a seat the game waits on has nothing to do in its view (Ribbon Fair's award panel waits for a table press). */
  idle?(view: unknown): boolean;
  /** Whether a random-move player makes this move like the bot instead (a table whose judges read fit). */
  othersLikeBot?(view: unknown): boolean;
}

const rfIdle = (view: unknown) => (view as RfView).phase === 'award';
const erase = <V, A>(bot: Bot<V, A>) => bot as unknown as Bot<unknown, unknown>;

export const GAMES: BotGame[] = [
  {
    id: 'festival-charter',
    def: festivalCharter as unknown as AnyGameDef,
    bot: erase(festivalCharterBot),
    greedy: erase(festivalCharterGreedy),
    vsGreedy: true,
    players: 4,
    largest: 4,
  },
  {
    id: 'red-blue-gold',
    def: redBlueGold as unknown as AnyGameDef,
    bot: erase(redBlueGoldBot),
    greedy: erase(redBlueGoldGreedy),
    vsGreedy: true,
    players: 13,
    largest: 13,
  },
  {
    id: 'ribbon-fair',
    def: ribbonFair as unknown as AnyGameDef,
    bot: erase(ribbonFairBot),
    greedy: erase(ribbonFairGreedy),
    vsGreedy: true,
    budget: false,
    greedyGames: 200,
    players: 5,
    largest: 8,
    idle: rfIdle,
  },
  {
    id: 'ribbon-fair, AI Judge: Judge Marigold with taste',
    def: ribbonFair as unknown as AnyGameDef,
    bot: erase(ribbonFairBot),
    greedy: erase(ribbonFairGreedy),
    vsGreedy: true,
    greedyGames: 200,
    players: 5,
    largest: 8,
    idle: rfIdle,
    options: () => ({ style: 'ai', themedPacks: [], pinClock: 45, judgeClock: 30, marigold: 'taste' }),
  },
  {
    id: 'ribbon-fair, judges and voters who read fit',
    def: ribbonFair as unknown as AnyGameDef,
    bot: erase(ribbonFairBot),
    greedy: erase(ribbonFairGreedy),
    vsGreedy: false,
    players: 5,
    largest: 8,
    idle: rfIdle,
    othersLikeBot: (view) => (view as RfView).you?.mustPick === true || (view as RfView).you?.mustVote === true,
  },
  {
    id: 'horse-fair',
    def: horseFair as unknown as AnyGameDef,
    bot: erase(horseFairBot),
    greedy: erase(horseFairGreedy),
    vsGreedy: true,
    greedyGames: 100,
    randomGames: 200,
    players: 4,
    largest: 6,
  },
  {
    id: 'horse-fair, head to head',
    def: horseFair as unknown as AnyGameDef,
    bot: erase(horseFairBot),
    greedy: erase(horseFairGreedy),
    vsGreedy: true,
    greedyGames: 100,
    players: 2,
    largest: 6,
  },
];

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

/**
 * One seeded game with bots in `botSeats`; returns each seat's share of the win and score, and the bots' decision
 * times (ms). With `randomInstead` those seats are driven the same way (moving as soon as they are waited on) but
 * make random legal moves: the baseline the bot is measured against.
 */
export function playGame(game: BotGame, players: number, seed: string, botSeats: readonly Seat[], times: number[] = [], randomInstead = false) {
  const { def, bot } = game;
  const names = NAMES.slice(0, players);
  const options = game.options?.(players) ?? def.defaultOptions(players);
  const random = makeRandom(seed);
  let now = 1_700_000_000_000;
  let state = def.setup(names, options, seed, now);
  for (let i = 0; i < 100_000 && def.outcome(state) === null; i++) {
    now += 1000;
    // A bot the game waits on may have nothing to do (Ribbon Fair's award panel waits on every stall for a table press).
    const seat = def.waitingOn(state).find((s) => botSeats.includes(s) && game.idle?.(def.view(state, s)) !== true);
    if (seat !== undefined && randomInstead) {
      let move = def.randomAction(state, random, now);
      for (let tries = 0; tries < 500 && move !== null && move.actor !== seat; tries++) move = def.randomAction(state, random, now);
      if (move !== null && move.actor === seat) {
        state = def.apply(state, seat, move.action, now);
        continue;
      }
    }
    if (seat !== undefined) {
      const view = def.view(state, seat);
      const t0 = performance.now();
      const action = bot.decide(view, seat, random);
      times.push(performance.now() - t0);
      state = def.apply(state, seat, action, now);
      continue;
    }
    const like = game.othersLikeBot;
    const other = like === undefined ? undefined : def.waitingOn(state).find((s) => like(def.view(state, s)));
    if (other !== undefined) {
      state = def.apply(state, other, bot.decide(def.view(state, other), other, random), now);
      continue;
    }
    let move = def.randomAction(state, random, now);
    // Random play makes no move for a bot's seat, and nobody leaves (Ribbon Fair's leaving is a person's choice, and
    // a bot that pins at once could never be picked to leave, which would favour it).
    const skip = (m: typeof move) =>
      m !== null && ((typeof m.actor === 'number' && botSeats.includes(m.actor)) || (m.action as { type?: string }).type === 'leave');
    for (let tries = 0; tries < 50 && skip(move); tries++) move = def.randomAction(state, random, now);
    if (move !== null) state = def.apply(state, move.actor, move.action, now);
    else {
      const deadline = def.nextDeadline(state);
      if (deadline === null) break;
      now = Math.max(now, deadline);
      state = def.tick(state, now);
    }
  }
  const outcome = def.outcome(state);
  const winners = outcome?.winners ?? [];
  const share = names.map((_, s) => (winners.includes(s) ? 1 / winners.length : 0));
  return { share, scores: outcome?.scores ?? null, times };
}

/** Who plays a seat in {@link playTable}: the bot at a strength, the greedy player, or random legal moves. */
export type SeatPlayer = BotStrength | 'greedy' | 'random';

/**
 * One seeded game with `table[seat]` playing each seat. A bot or greedy seat the game waits on moves first (as soon
 * as it is waited on); everything else (random seats, the table's own moves, clocks) is random play. Returns each
 * seat's share of the win and score; `times` gets the bots' decision times (ms) and `held` counts, per seat, a card
 * still held at the end (Red Blue Gold). Bots think within `budget` when given (as in the app), else at full effort.
 */
export function playTable(game: BotGame, table: readonly SeatPlayer[], seed: string, times: number[] = [], budget?: BotBudget) {
  const { def } = game;
  const players = table.length;
  const names = NAMES.slice(0, players);
  const options = game.options?.(players) ?? def.defaultOptions(players);
  const random = makeRandom(seed);
  let now = 1_700_000_000_000;
  let state = def.setup(names, options, seed, now);
  const moves = (s: Seat) => table[s] !== 'random';
  for (let i = 0; i < 100_000 && def.outcome(state) === null; i++) {
    now += 1000;
    const seat = def.waitingOn(state).find((s) => moves(s) && game.idle?.(def.view(state, s)) !== true);
    if (seat !== undefined) {
      const who = table[seat];
      const view = def.view(state, seat);
      const t0 = performance.now();
      const action =
        who === 'greedy' ? game.greedy.decide(view, seat, random) : game.bot.decide(view, seat, random, who === 'relaxed' ? 'relaxed' : 'sharp', budget);
      if (who !== 'greedy') times.push(performance.now() - t0);
      state = def.apply(state, seat, action, now);
      continue;
    }
    let move = def.randomAction(state, random, now);
    const skip = (m: typeof move) => m !== null && ((typeof m.actor === 'number' && moves(m.actor)) || (m.action as { type?: string }).type === 'leave');
    for (let tries = 0; tries < 50 && skip(move); tries++) move = def.randomAction(state, random, now);
    if (move !== null && !skip(move)) state = def.apply(state, move.actor, move.action, now);
    else {
      const deadline = def.nextDeadline(state);
      if (deadline === null) break;
      now = Math.max(now, deadline);
      state = def.tick(state, now);
    }
  }
  const outcome = def.outcome(state);
  const winners = outcome?.winners ?? [];
  const share = names.map((_, s) => (winners.includes(s) ? 1 / winners.length : 0));
  const held = (state as { final?: { zeroed?: boolean[] } | null }).final?.zeroed ?? null;
  return { share, scores: outcome?.scores ?? null, held, state };
}

/** A seat's share of the win and average score over some games, and (Red Blue Gold) how often its seat ends holding a card. */
export interface SeatFigures {
  share: number;
  score: number;
  games: number;
  /** Of the games, the share in which any bot seat ends holding a card (null where the game has no such end). */
  botHeld: number | null;
}

/**
 * `games` seeded games of `players` seats with `one` in one seat (moving round the table) and `rest` in the others:
 * that seat's share of the win and average score.
 */
export function mixed(game: BotGame, players: number, one: SeatPlayer, rest: SeatPlayer, games: number, times: number[] = []): SeatFigures {
  let share = 0;
  let score = 0;
  let held = 0;
  let heldKnown = false;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const table = Array.from({ length: players }, (_, s) => (s === seat ? one : rest));
    const r = playTable(game, table, `${g}:greedy`, times);
    share += r.share[seat] ?? 0;
    score += r.scores?.[seat] ?? 0;
    if (r.held !== null) {
      heldKnown = true;
      if (table.some((p, s) => p !== 'greedy' && p !== 'random' && r.held?.[s] === true)) held++;
    }
  }
  return { share: share / games, score: score / games, games, botHeld: heldKnown ? held / games : null };
}

/**
 * `games` seeded games with one bot in a seat that moves round the table, and the same games with a random-move
 * player in that seat, driven the same way (the baseline): that seat's share of the win and average score in each.
 */
export function tournament(game: BotGame, games: number) {
  const bot = { share: 0, score: 0 };
  const base = { share: 0, score: 0 };
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const seat = g % game.players;
    const withBot = playGame(game, game.players, `${g}:bots`, [seat], times);
    const without = playGame(game, game.players, `${g}:bots`, [seat], [], true);
    bot.share += withBot.share[seat] ?? 0;
    base.share += without.share[seat] ?? 0;
    bot.score += withBot.scores?.[seat] ?? 0;
    base.score += without.scores?.[seat] ?? 0;
  }
  return { bot: { share: bot.share / games, score: bot.score / games }, base: { share: base.share / games, score: base.score / games }, times };
}

/**
 * Decision times (ms) of bots in every seat at the largest table, over `games` seeded games, each bot thinking within
 * the app's budget ({@link BOT_BUDGET_MS}, ms) as the app's bot driver has it.
 */
export function decisionTimes(game: BotGame, games: number, strength: BotStrength = 'sharp'): number[] {
  const times: number[] = [];
  const table = Array.from({ length: game.largest }, (): SeatPlayer => strength);
  for (let g = 0; g < games; g++) playTable(game, table, `${g}:times`, times, { ms: BOT_BUDGET_MS });
  return times;
}
