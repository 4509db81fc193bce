/**
 * Horse Fair's bot (docs/games/horse-fair.md; docs/house-rules.md "Bots"): which horse to back and when to play Thumbs Down!.
 *
 * It sees only its own seat's view: its hand, the face-up cards, the counts of hands, pile and discard, the scores.
 * It weighs each card it could play by a determinized search: it deals the cards it cannot see (other hands and
 * the draw pile, drawn from the deck less its own hand and the face-up cards) at random many times, and for each
 * deal plays the hand out by the game's own rules, everyone playing a winning card when they hold one and a
 * random card otherwise (bot/playout.ts plays them out on numbers, move for move as the rules' `play`, without
 * building a state a move: in Chromium at 4x CPU slowdown a decision on a fresh page takes about a sixth of the
 * time it took with the rules' states, a warm one about a twentieth). The card whose play-outs win most often
 * (shared wins in part, then points) is played,
 * except that a card making its horse win now is played unless the search finds another clearly better ({@link CLEARLY});
 * a card that wins a one-hand game at once (a fourth figurine) is played without a search. At a table of three or
 * more a Sharp bot eases off for the seat furthest behind ({@link EASE}).
 * Given a time budget (the app's bot driver gives one) it searches deal by deal and stops when the next deal would
 * not fit in the time left, and drops a deal that runs past the budget, so a decision stays within budget even
 * before the JIT has warmed up or when the phone is busy.
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot, BotBudget } from '../contract';
import { buildDeck, countValue, horseNumber, trackCounts, type Card } from './cards';
import { FIGURINES_TO_WIN, play } from './rules/apply';
import type { HfAction, HfState, HfView } from './types';
import { PlayOuts } from './bot/playout';

/**
 * How hard the bot thinks: `deals` of the unseen cards per decision, each playing every distinct card out once,
 * for at most `horizon` moves after it (to the hand's end when Infinity). With `work` set, fewer deals (never under
 * `minDeals`) where one deal costs more: `work` caps deals × distinct cards × cards still to play (hands and draw
 * pile), so the slowest decisions (a full hand at the start of a hand) cost less; without a time budget the same
 * view always gets the same number of deals. With a time budget ({@link BotBudget}) the search may stop sooner,
 * but never before `leastDeals` deals (1 when absent).
 */
export interface HfBotEffort {
  deals: number;
  horizon: number;
  work?: number;
  minDeals?: number;
  leastDeals?: number;
  /** Whether it eases off for the seat furthest behind at a table of three or more ({@link EASE}). */
  ease?: boolean;
}

/**
 * The effort of a Sharp bot: 48 deals, fewer early in a hand (about 24 with six distinct cards and 60 to play);
 * a median of about 0.4 ms a decision in Node at six players (bench/bots.mjs). Within a time budget at least 2 deals.
 */
export const HF_EFFORT: HfBotEffort = { deals: 48, horizon: Infinity, work: 9000, minDeals: 16, leastDeals: 2, ease: true };

/**
 * The effort of a Relaxed bot: 15 deals, under a third of a Sharp bot's, so it sees less far into what the others may
 * hold, and fewer than {@link CLEARLY} asks before passing over a win, so it always takes one (12 before 2026-12-07: head
 * to head among cautious players it won 46%, under the fair share; 51% with 15, bench/bots.mjs); within a time budget
 * at least 2 deals.
 */
export const HF_RELAXED_EFFORT: HfBotEffort = { deals: 15, horizon: Infinity, leastDeals: 2 };

/** The deals for one decision at `effort` with `options` distinct cards and `cardsLeft` cards still to play. */
export function dealsFor(effort: HfBotEffort, options: number, cardsLeft: number): number {
  if (effort.work === undefined) return effort.deals;
  const fit = Math.floor(effort.work / Math.max(1, options * cardsLeft));
  return Math.max(Math.min(effort.minDeals ?? 1, effort.deals), Math.min(effort.deals, fit));
}

const DECK = buildDeck();

/** Shuffles `items` in place with `random` (Fisher–Yates). */
function shuffleInPlace<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
}

/**
 * A full state consistent with `view` for `seat`: the view's public facts, the seat's own hand, and the unseen
 * cards dealt at random to the other hands and the draw pile. Collected piles start empty (their scores are in the
 * view); the rest of the unseen cards count as discarded. Only this hand is played out, so no generator is needed.
 */
export function determinize(view: HfView, seat: Seat, random: () => number): HfState {
  const own = view.hand ?? [];
  const seen = new Set<number>(own.map((c) => c.id));
  for (const cards of view.faceUp) for (const c of cards) seen.add(c.id);
  const unseen = DECK.filter((c) => !seen.has(c.id));
  shuffleInPlace(unseen, random);
  let next = 0;
  const hands = view.handSizes.map((size, s) => {
    if (s === seat) return own.slice();
    const hand = unseen.slice(next, next + size);
    next += size;
    return hand;
  });
  const drawPile = unseen.slice(next, next + view.drawCount);
  return {
    players: view.players,
    scoring: view.scoring,
    partnership: view.partnership,
    teamOf: view.teamOf,
    teams: view.teams,
    handsTotal: view.handsTotal,
    handNumber: view.handNumber,
    rng: [0, 0, 0, 0],
    dealer: view.dealer,
    turn: view.turn,
    phase: view.phase,
    drawPile,
    hands,
    faceUp: view.faceUp.map((cards) => cards.slice()),
    piles: view.teams.map(() => []),
    figurines: view.figurines.slice(),
    discard: unseen.slice(next + view.drawCount),
    wins: 0,
    lastMove: null,
    lastWin: null,
    handEnd: null,
    history: [],
  };
}

/** A card of `hand` that makes its horse win at once given the face-up `counts` per horse, or undefined. */
function winningCard(hand: readonly Card[], counts: readonly number[]): Card | undefined {
  for (const c of hand) if (c.kind !== 'thumbs-down' && (counts[c.horse] ?? 0) + countValue(c) >= horseNumber(c.horse)) return c;
  return undefined;
}

/** The index among `indices` with the highest sum in `sums` (the first on a tie), or undefined when there is none. */
function bestOf(sums: readonly number[], indices: Iterable<number>): number | undefined {
  let best: number | undefined;
  for (const i of indices) if (best === undefined || (sums[i] ?? 0) > (sums[best] ?? 0)) best = i;
  return best;
}

/**
 * How sure the search must be before it passes over a card that wins now: at least `deals` deals counted (so a Relaxed
 * bot's 15, or a search cut short by its time budget, always takes the win), and the other card's worth above the
 * win's, deal by deal, by more than `z` standard errors of that lead's mean. In 400 seeded games with a player who
 * takes every win, of 9,130 Sharp decisions holding a win now (not a fourth figurine) it passed 19 over (before: 1,269),
 * 18 where a search of 3,000 deals passes it over too (a win that ends the game lost, the draw pile out).
 * Head to head against the bot before this, over 300 games, it won as often.
 */
export const CLEARLY: Readonly<{ deals: number; z: number }> = { deals: 16, z: 3.5 };

/**
 * Whether option `a` is clearly worth more than option `b` over the deals `byDeal` (each deal's worth of every option):
 * {@link CLEARLY}'s deals at least, and the mean of `a`'s lead deal by deal above `z` standard errors of that mean.
 */
function clearlyBetter(byDeal: readonly (readonly number[])[], a: number, b: number): boolean {
  const n = byDeal.length;
  if (n < CLEARLY.deals) return false;
  const leads = byDeal.map((deal) => (deal[a] ?? 0) - (deal[b] ?? 0));
  const mean = leads.reduce((x, y) => x + y, 0) / n;
  const variance = leads.reduce((x, y) => x + (y - mean) ** 2, 0) / (n - 1);
  return mean > CLEARLY.z * Math.sqrt(variance / n);
}

/**
 * The card `seat` plays from `view` (its own view), weighing each distinct card in hand over the deals of the
 * unseen cards that `effort` gives ({@link dealsFor}); a card that wins a one-hand game at once (docs/games/horse-fair.md
 * "Game End": a fourth figurine) is played without weighing. With a `budget`, after the effort's `leastDeals` deals it
 * deals again only while the time spent (ms, on `budget.now`, else `performance.now()`, read after each play-out)
 * plus the longest deal so far stays within `budget.ms`; and after the least deals, a deal still in progress when
 * the time spent passes `budget.ms` is dropped whole. The deals it counts are the first
 * ones it would make without a budget, so it then plays as it would with that many deals. Without a budget: every
 * deal, the same move for the same view and random numbers.
 * @throws RuleError when it is not `seat`'s turn in `view` or its hand is empty.
 */
export function decideWith(view: HfView, seat: Seat, random: () => number, effort: HfBotEffort = HF_EFFORT, budget?: BotBudget): HfAction {
  const hand = view.hand ?? [];
  if (view.phase !== 'playing' || view.turn !== seat || view.viewer !== seat || hand.length === 0) {
    throw new RuleError('It is not this player’s turn to play a card.');
  }
  // Cards of the same horse and kind are the same move.
  const options: Card[] = [];
  for (const c of hand) if (!options.some((o) => o.horse === c.horse && o.kind === c.kind)) options.push(c);
  const first = options[0];
  if (first === undefined || options.length === 1) return { type: 'play', card: first?.id ?? hand[0]?.id ?? -1 };
  const team = view.teamOf[seat] ?? seat;
  // A card that wins a one-hand game at once (a fourth figurine) is played whatever the others hold: the hidden
  // cards do not change it, so one deal with fixed numbers tells (and a short search may favour a wider margin).
  if (view.handsTotal === 1) {
    const fixed = determinize(view, seat, () => 0);
    const instant = options.find((card) => (play(fixed, seat, card.id).figurines[team] ?? 0) >= FIGURINES_TO_WIN);
    if (instant !== undefined) return { type: 'play', card: instant.id };
  }
  const sums = options.map(() => 0);
  const cardsLeft = view.drawCount + view.handSizes.reduce((a, b) => a + b, 0);
  const deals = dealsFor(effort, options.length, cardsLeft);
  const least = Math.max(1, effort.leastDeals ?? 1);
  const now = budget?.now ?? (() => performance.now());
  const start = budget === undefined ? 0 : now();
  let last = start;
  let longest = 0;
  const gained = options.map(() => 0);
  const teamCount = view.teams.length;
  // Per option, each team's share of the win summed over the counted deals (and this deal's, until it counts).
  const teamSums = options.map(() => new Float64Array(teamCount));
  const teamDeal = options.map(() => new Float64Array(teamCount));
  // Each counted deal's worth of every option, to tell a clear difference from the noise of the deals.
  const byDeal: number[][] = [];
  let t = start;
  const playOuts = new PlayOuts(view, seat);
  deal: for (let d = 0; d < deals; d++) {
    playOuts.deal(random);
    for (let i = 0; i < options.length; i++) {
      const card = options[i] as Card;
      gained[i] = playOuts.worth(card.id, random, effort.horizon);
      teamDeal[i]?.set(playOuts.shares);
      if (budget === undefined) continue;
      t = now();
      // After the least deals, a deal still in progress once the budget is spent is dropped (none of its
      // play-outs count): a deal that stalls costs one play-out past the budget, not a whole deal.
      if (d >= least && i < options.length - 1 && t - start > budget.ms) break deal;
    }
    gained.forEach((g, i) => {
      sums[i] = (sums[i] ?? 0) + g;
      const into = teamSums[i];
      const from = teamDeal[i];
      if (into !== undefined && from !== undefined) for (let t = 0; t < teamCount; t++) into[t] = (into[t] ?? 0) + (from[t] ?? 0);
    });
    byDeal.push(gained.slice());
    if (budget === undefined) continue;
    longest = Math.max(longest, t - last);
    last = t;
    // The next deal is made only when it would end within budget, judging by the longest deal so far.
    if (d + 1 >= least && t - start + longest > budget.ms) break;
  }
  const best = bestOf(sums, options.keys()) ?? 0;
  // A card that makes its horse win now (the figurine is this seat's) is played unless another card is clearly better.
  // The play-outs take a held win on the bot's next turn, so they see little lost by waiting (least of all for a
  // Second Look two short, which no rival can win in one card): the gap is smaller than the deals' noise, which alone
  // would often pass the win over.
  const counts = trackCounts(view.faceUp);
  const wins = [...options.keys()].filter((i) => winningCard([options[i] as Card], counts) !== undefined);
  const win = bestOf(sums, wins);
  const pick = win === undefined || wins.includes(best) || clearlyBetter(byDeal, best, win) ? best : win;
  const played = effort.ease === true ? easeOff(view, team, pick, teamSums, byDeal.length, wins) : pick;
  return { type: 'play', card: options[played]?.id ?? first.id };
}

/**
 * How a Sharp bot eases off (docs/measurements-bots.md, Horse Fair: the bots may beat people, never freeze them out).
 * Only at a table of at least `teams` teams (never head to head, where its one rival is the person: there it plays its
 * best), once its search counts at least {@link CLEARLY}'s deals, and never when the card it would play makes a horse
 * win now. Then, of the cards whose chance of the win is at least that card's, it plays the one with the most of its own
 * chance plus `weight` times the chance of the seat furthest behind (the seat its search gives the least chance over
 * every card); when that card gives it at least `chance` of the win and its points lead that seat's by at least `lead`,
 * the cards within `within` of that card's chance count too. Its view does not say who is a person and who a bot, so
 * it eases off for whoever is furthest behind; among bots and a person who does not play to win horses, that is most
 * often the person.
 * Measured on 2026-12-08 (bench/bots.mjs, 100 games a line; 200 on two other sets of seeds): a copycat among Sharp
 * bots at four wins 15.0% (12.0% before; 7.5% → 11.8% and 12.8% → 17.0% on the other seeds, its own seat 25.0% and
 * 29.8%), a cautious player 19.0% (15.0%; 16.5% → 13.8% and 17.0% → 18.5%); a random player or a rule of thumb not
 * more (3% and 1%): they seldom hold a share the bots could hand them. Head to head, every easing tried cost the Sharp
 * bot its 1.2 × fair share against a cautious player (61% → 43 to 59%).
 */
export const EASE: Readonly<{ teams: number; chance: number; lead: number; within: number; weight: number }> = {
  teams: 3,
  chance: 0.7,
  lead: 4,
  within: 0.3,
  weight: 5,
};

/**
 * The option a bot plays when it eases off ({@link EASE}), given per option its own chance of the win (`own`) and the
 * chance of the seat furthest behind (`behind`), and `pick`, the option it would play: of the options with `own` at
 * least `own[pick]` (within `EASE.within` of it when `ahead`, its points leading that seat's by `EASE.lead`, and
 * `own[pick]` is at least `EASE.chance`), the one with the most `own + EASE.weight × behind`, `pick` on a tie.
 */
export function easedPick(own: readonly number[], behind: readonly number[], pick: number, ahead: boolean): number {
  const base = own[pick] ?? 0;
  const floor = ahead && base >= EASE.chance ? base - EASE.within : base;
  const value = (i: number) => (own[i] ?? 0) + EASE.weight * (behind[i] ?? 0);
  let choice = pick;
  for (let i = 0; i < own.length; i++) if ((own[i] ?? 0) >= floor && value(i) > value(choice) + 1e-12) choice = i;
  return choice;
}

/**
 * The option `team` plays from `view` after easing off ({@link EASE}) over the search's `teamSums` (per option, each
 * team's share of the win summed over `n` deals): `pick` when it does not ease off (too few deals or teams, or `pick`
 * among `wins`, the cards that make a horse win now), else {@link easedPick}.
 */
function easeOff(view: HfView, team: number, pick: number, teamSums: readonly Float64Array[], n: number, wins: readonly number[]): number {
  const teams = view.teams.length;
  if (n < CLEARLY.deals || teams < EASE.teams || wins.includes(pick)) return pick;
  // The seat furthest behind: the one whose share of the win over every option and deal is least.
  let behind = -1;
  let least = Infinity;
  for (let t = 0; t < teams; t++) {
    if (t === team) continue;
    let sum = 0;
    for (const option of teamSums) sum += option[t] ?? 0;
    if (sum < least) {
      least = sum;
      behind = t;
    }
  }
  if (behind < 0) return pick;
  const points = (t: number) => (view.handScores[t]?.points ?? 0) + (view.totals[t]?.points ?? 0);
  return easedPick(
    teamSums.map((option) => (option[team] ?? 0) / n),
    teamSums.map((option) => (option[behind] ?? 0) / n),
    pick,
    points(team) - points(behind) >= EASE.lead,
  );
}

/** Horse Fair's bot: {@link HF_EFFORT} when Sharp, {@link HF_RELAXED_EFFORT} when Relaxed, within `budget` when given. */
export const bot: Bot<HfView, HfAction> = {
  decide: (view, seat, random, strength, budget) => decideWith(view, seat, random, strength === 'relaxed' ? HF_RELAXED_EFFORT : HF_EFFORT, budget),
};
