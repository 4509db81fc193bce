// Bundled by bench/bots.mjs (for Node, and for Chromium at 4x slowdown): each game's rules and bot, the league's
// table styles (bench/styles/), and a loop that plays seeded games with a bot or a style in each seat.
import { makeRandom } from '../src/engine/rng';
import type { AnyGameDef, Seat } from '../src/engine/types';
import { BOT_BUDGET_MS, type Bot, type BotBudget, type BotStrength } from '../src/games/contract';
import { def as horseFair } from '../src/games/horse-fair/def';
import { bot as horseFairBot } from '../src/games/horse-fair/bot';
import { def as redBlueGold } from '../src/games/red-blue-gold/def';
import { bot as redBlueGoldBot } from '../src/games/red-blue-gold/bot';
import type { RbgState } from '../src/games/red-blue-gold/types';
import { def as ribbonFair } from '../src/games/ribbon-fair/def';
import { bot as ribbonFairBot } from '../src/games/ribbon-fair/bot';
import type { RfView } from '../src/games/ribbon-fair/types';
import { def as festivalCharter } from '../src/games/festival-charter/def';
import { bot as festivalCharterBot } from '../src/games/festival-charter/bot';
import { festivalCharterStyles } from './styles/festival-charter';
import { horseFairStyles } from './styles/horse-fair';
import { redBlueGoldStyles } from './styles/red-blue-gold';
import { ribbonFairStyles } from './styles/ribbon-fair';
import { erasedGame, STYLE_IDS, STYLE_WORDS, type StyleId, type Styles } from './styles/style';

export { STYLE_IDS, STYLE_WORDS };

interface BotGame {
  id: string;
  def: AnyGameDef;
  bot: Bot<unknown, unknown>;
  /** The game's five table styles (bench/styles/). */
  styles: Styles<unknown, unknown>;
  /** Seeded games a league line (fewer where a game is slow to play out), as a share of the count asked for. */
  scale?: number;
  /** Whether no entry is likelier to win (judges who may go by anything): the budget is a simple player's share, not 1.2 × fair. */
  noFavourite?: boolean;
  /** Seats at the league's table, and at the largest table (for decision times). */
  players: number;
  largest: number;
  options?(players: number): unknown;
  /** Whether a seat the game waits on has nothing to do in its view (Ribbon Fair's award panel waits for a table press). */
  idle?(view: unknown): boolean;
}

/**
 * Ribbon Fair judged in `style` (named `name` in the league), five stalls, the base pack only: the crowd's and the
 * rotating judge's awards may go by anything, so no entry is the favourite; Judge Marigold judges with taste.
 */
const ribbonFairGame = (name: string, style: string): BotGame => ({
  id: `ribbon-fair, ${name}`,
  ...erasedGame(ribbonFair, ribbonFairBot, ribbonFairStyles),
  ...(style === 'ai' ? {} : { noFavourite: true }),
  players: 5,
  largest: 8,
  idle: (view) => (view as RfView).phase === 'award',
  options: () => ({ style, themedPacks: [], pinClock: 45, judgeClock: 30, ...(style === 'ai' ? { marigold: 'taste' } : {}) }),
});

export const GAMES: BotGame[] = [
  {
    id: 'festival-charter',
    ...erasedGame(festivalCharter, festivalCharterBot, festivalCharterStyles),
    players: 4,
    largest: 4,
  },
  { id: 'red-blue-gold', ...erasedGame(redBlueGold, redBlueGoldBot, redBlueGoldStyles), players: 13, largest: 13 },
  ribbonFairGame('Rotating Judge', 'rotating'),
  ribbonFairGame('Crowd Favourite', 'crowd'),
  ribbonFairGame('AI Judge: Judge Marigold with taste', 'ai'),
  {
    id: 'horse-fair',
    ...erasedGame(horseFair, horseFairBot, horseFairStyles),
    scale: 0.5,
    players: 4,
    largest: 6,
  },
  {
    id: 'horse-fair, head to head',
    ...erasedGame(horseFair, horseFairBot, horseFairStyles),
    scale: 0.5,
    players: 2,
    largest: 6,
  },
];

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

/** Who plays a seat in {@link playTable}: the bot at a strength, or one of the table styles. */
export type SeatPlayer = BotStrength | StyleId;

const isBot = (p: SeatPlayer | undefined) => p === 'sharp' || p === 'relaxed';

/** What one game of {@link playTable} gives. */
export interface TableResult {
  share: number[];
  scores: number[] | null;
  /** Red Blue Gold: per seat, a card still held at the end. */
  held: boolean[] | null;
  /** Red Blue Gold: per seat, cards it listed against bot seats in the play rounds, and of those the ones played. */
  listedAtBots: number[] | null;
  playedAtBots: number[] | null;
  /** Red Blue Gold: per seat, cards bought, given and received. */
  bought: number[] | null;
  state: unknown;
}

/**
 * One seeded game with `table[seat]` playing each seat, each deciding from its own seat's view. A seat the game
 * waits on moves as soon as it is waited on; what no seat decides (the table's presses, clocks) is random play.
 * `times` gets the bots' decision times (ms). Bots think within `budget` when given (as in the app), else at full
 * effort.
 */
export function playTable(game: BotGame, table: readonly SeatPlayer[], seed: string, times: number[] = [], budget?: BotBudget): TableResult {
  const { def } = game;
  const players = table.length;
  const names = NAMES.slice(0, players);
  const options = game.options?.(players) ?? def.defaultOptions(players);
  const random = makeRandom(seed);
  let now = 1_700_000_000_000;
  let state = def.setup(names, options, seed, now);
  const rbg = game.def === (redBlueGold as unknown as AnyGameDef);
  const listed = table.map(() => 0);
  for (let i = 0; i < 100_000 && def.outcome(state) === null; i++) {
    now += 1000;
    const seat = def.waitingOn(state).find((s) => game.idle?.(def.view(state, s)) !== true);
    if (seat !== undefined) {
      const who = table[seat] ?? 'random';
      const view = def.view(state, seat);
      const t0 = performance.now();
      const action = isBot(who) ? game.bot.decide(view, seat, random, who as BotStrength, budget) : game.styles[who as StyleId].decide(view, seat, random);
      if (isBot(who)) times.push(performance.now() - t0);
      if (rbg) {
        for (const g of (action as { games?: { opponent: Seat; colours: unknown[] }[] }).games ?? []) {
          if (isBot(table[g.opponent])) listed[seat] = (listed[seat] ?? 0) + g.colours.length;
        }
      }
      state = def.apply(state, seat, action, now);
      continue;
    }
    let move = def.randomAction(state, random, now);
    const skip = (m: typeof move) => m !== null && (typeof m.actor === 'number' || (m.action as { type?: string }).type === 'leave');
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
  let held: boolean[] | null = null;
  let playedAtBots: number[] | null = null;
  let bought: number[] | null = null;
  if (rbg) {
    const st = state as unknown as RbgState;
    held = st.final?.zeroed ?? null;
    playedAtBots = table.map(() => 0);
    for (const r of st.history) {
      for (const x of r.exchanges) {
        if (isBot(table[x.b])) playedAtBots[x.a] = (playedAtBots[x.a] ?? 0) + 1;
        if (isBot(table[x.a])) playedAtBots[x.b] = (playedAtBots[x.b] ?? 0) + 1;
      }
    }
    bought = st.history.find((r) => r.round === 1)?.counts.slice() ?? null;
  }
  return { share, scores: outcome?.scores ?? null, held, listedAtBots: rbg ? listed : null, playedAtBots, bought, state };
}

/** A seat's figures over some games. */
export interface SeatFigures {
  share: number;
  score: number;
  games: number;
  /** Red Blue Gold: the share of games in which some bot seat ends holding a card. */
  botHeld: number | null;
  /** Red Blue Gold: of the cards the measured seat listed against bots, the share played (null when it listed none). */
  playedShare: number | null;
  /** Red Blue Gold: the cards a bot seat bought, on average (of 9 free). */
  botBought: number | null;
}

/**
 * `games` seeded games of `players` seats with `one` in one seat (moving round the table) and `rest` in the others:
 * that seat's share of the win and average score. The same `label` and count give the same seeds, whoever plays.
 */
export function mixed(game: BotGame, players: number, one: SeatPlayer, rest: SeatPlayer, games: number, label = 'league', times: number[] = []): SeatFigures {
  let share = 0;
  let score = 0;
  let held = 0;
  let listed = 0;
  let played = 0;
  let bought = 0;
  let botSeats = 0;
  let rbg = false;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const table = Array.from({ length: players }, (_, s) => (s === seat ? one : rest));
    const r = playTable(game, table, `${g}:${label}`, times);
    share += r.share[seat] ?? 0;
    score += r.scores?.[seat] ?? 0;
    if (r.held !== null) {
      rbg = true;
      if (table.some((p, s) => isBot(p) && r.held?.[s] === true)) held++;
      listed += r.listedAtBots?.[seat] ?? 0;
      played += r.playedAtBots?.[seat] ?? 0;
      table.forEach((p, s) => {
        if (!isBot(p)) return;
        botSeats++;
        bought += r.bought?.[s] ?? 0;
      });
    }
  }
  return {
    share: share / games,
    score: score / games,
    games,
    botHeld: rbg ? held / games : null,
    playedShare: rbg && listed > 0 ? played / listed : null,
    botBought: rbg && botSeats > 0 ? bought / botSeats : null,
  };
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
