/**
 * Which colours a Red Blue Gold bot plays in each game (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"; docs/house-rules.md
 * "Red Blue Gold", Play, End). How points arise: blue against blue gives both 2; red against anything but red gives its
 * player 3; gold gives 7 at the end, but only while at most ⌊n/2⌋ players played gold. So:
 *
 * - **While gold pays**, gold is the card to play, against a bot's gold (7 each) and against a person's red (7 for the
 *   bot, 3 for the person): both score, which red against red never does.
 * - **Once gold will not pay** (too many players hold it: a table of bots), a bot's gold scores nothing for it, and
 *   against a person's red it gives the person 3. A bot gives that where it costs it nothing, as long as the person
 *   stays within reach of what the bots can still make ({@link giftsFrom}); past that it answers red against red
 *   (neither scores: the bot plays with the person, and does not hand it the game). Between bots, each game swaps:
 *   the lower seat's red meets the other's gold first, then the other way round, so each bot's reds score.
 * - **A bot that will be left holding a card** (round 4, its cards more than anyone is likely to take) scores nothing
 *   whatever it plays, so it plays red, which gives no other player a point: a table where nobody scores still
 *   shares the win.
 */
import type { Seat } from '../../../engine/types';
import type { Cards, Colour, RbgView } from '../types';
import { likelyListings } from './people';
import { SMALL, type TableFacts } from './table';

/**
 * The deck a bot buys of `size` cards ({@link SMALL}, or the big deck): gold to bet on, and red for when gold dies
 * (red never scores less than blue): a gold and a red, or two red and the rest gold.
 */
export function deckOf(size: number): Cards {
  if (size <= SMALL) return { red: size - Math.min(1, size), blue: 0, gold: Math.min(1, size) };
  return { red: 2, blue: 0, gold: size - 2 };
}

/** The colours each seat played in the public exchanges so far. */
function playedBy(view: RbgView): Cards[] {
  const played = view.players.map((): Cards => ({ red: 0, blue: 0, gold: 0 }));
  for (const r of view.history) {
    for (const x of r.exchanges) {
      const a = played[x.a];
      const b = played[x.b];
      if (a !== undefined) a[x.aColour] += 1;
      if (b !== undefined) b[x.bColour] += 1;
    }
  }
  return played;
}

/**
 * Whether gold still looks like paying: the players who played gold so far, and the bots whose deck holds gold they
 * have not played yet (a bot's deck is known from its size), at most the gold limit.
 */
export function goldPays(view: RbgView, facts: TableFacts): boolean {
  const bought = view.history.find((r) => r.round === 1)?.counts ?? [];
  const played = playedBy(view);
  let players = 0;
  view.players.forEach((_, s) => {
    const gold = played[s]?.gold ?? 0;
    if (gold > 0) players++;
    else if ((facts.follows[s] ?? false) && (view.counts[s] ?? 0) > 0 && deckOf(bought[s] ?? 0).gold > 0) players++;
  });
  return players <= view.goldLimit;
}

/**
 * When gold will not pay: the gold this seat may give each person this round, against their red. A person may get
 * as many as keep them within reach of the bots' level (the most a bot here can still reach: its points and 3 for each
 * red it still holds), shared out among the bots the same way at every bot, from the public record alone: the answers
 * the plan sets against that person, the likeliest to be played first, each bot while it still holds gold. A bot the
 * table reads as a person (a small hand) gives what the level allows, none of that being planned.
 */
export function giftsFrom(view: RbgView, facts: TableFacts, plan: readonly (readonly number[])[], seat: Seat): number[] {
  const n = view.players.length;
  const bought = view.history.find((r) => r.round === 1)?.counts ?? [];
  const played = playedBy(view);
  const bots = view.players.map((_, s) => s).filter((s) => facts.follows[s] ?? false);
  const left = (s: Seat, c: 'red' | 'gold') => Math.max(0, deckOf(bought[s] ?? 0)[c] - (played[s]?.[c] ?? 0));
  const gold = bots.map((s) => left(s, 'gold'));
  const level = Math.max(0, ...bots.map((s) => (view.points[s] ?? 0) + 3 * left(s, 'red')));
  const likely = likelyListings(
    { round: facts.round, counts: facts.counts, metIn3: facts.metIn3 },
    facts.third,
    facts.follows.map((f) => !f),
  );
  const out = Array<number>(n).fill(0);
  for (let p = 0; p < n; p++) {
    if (facts.follows[p] ?? false) continue;
    const allowed = Math.floor(Math.max(0, level - (view.points[p] ?? 0)) / 3);
    if (!(facts.follows[seat] ?? false)) {
      out[p] = allowed;
      continue;
    }
    const slots: { i: number; v: number }[] = [];
    bots.forEach((q, i) => {
      for (let j = 0; j < (plan[q]?.[p] ?? 0); j++) slots.push({ i, v: likely[p]?.[q]?.[j] ?? 0 });
    });
    slots.sort((x, y) => y.v - x.v || x.i - y.i);
    let budget = allowed;
    for (const { i } of slots) {
      if (budget <= 0) break;
      if ((gold[i] ?? 0) <= 0) continue;
      budget--;
      gold[i] = (gold[i] ?? 0) - 1;
      if (bots[i] === seat) out[p] = (out[p] ?? 0) + 1;
    }
  }
  return out;
}

/** How a bot lays its colours out: whether gold pays, the gold it gives each person, whether it will be left holding a card. */
export interface Laying {
  pays: boolean;
  gifts: readonly number[];
  stuck: boolean;
}

/**
 * The colours of each game, `want[s]` cards against seat s, from `hand`: the people's games first (a red kept for a
 * person who would otherwise pass the bots' level), then the bots', each slot by slot so a game's first cards are the
 * best ones ({@link Laying}; the module's notes).
 */
export function layColours(seat: Seat, hand: Cards, want: readonly number[], follows: readonly boolean[], laying: Laying): Map<Seat, Colour[]> {
  const n = want.length;
  const left = { ...hand };
  const take = (order: readonly Colour[]): Colour => {
    for (const c of order) {
      if (left[c] > 0) {
        left[c]--;
        return c;
      }
    }
    return 'red';
  };
  const lists = new Map<Seat, Colour[]>();
  const turn = [...Array(n).keys()].map((d) => (seat + 1 + d) % n).filter((s) => (want[s] ?? 0) > 0);
  const deal = (games: readonly Seat[]) => {
    const longest = Math.max(0, ...games.map((s) => want[s] ?? 0));
    for (let i = 0; i < longest; i++) {
      for (const s of games) {
        if ((want[s] ?? 0) <= i) continue;
        let order: Colour[];
        if (laying.stuck) order = ['red', 'gold', 'blue'];
        else if (laying.pays) order = ['gold', 'red', 'blue'];
        else if (!(follows[s] ?? false)) order = i < (laying.gifts[s] ?? 0) ? ['gold', 'blue', 'red'] : ['red', 'blue', 'gold'];
        else if ((i + (seat < s ? 0 : 1)) % 2 === 1) order = ['gold', 'blue', 'red'];
        else order = ['red', 'blue', 'gold'];
        const list = lists.get(s) ?? [];
        list.push(take(order));
        lists.set(s, list);
      }
    }
  };
  deal(turn.filter((s) => !(follows[s] ?? false)));
  deal(turn.filter((s) => follows[s] ?? false));
  return lists;
}
