/**
 * How Red Blue Gold's bots read the table (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"; docs/house-rules.md "Red
 * Blue Gold", Play): a card is played only when both players list each other, so a bot lists where the others are
 * likeliest to list it. From the public record alone every bot works out the same plan ({@link tablePlan}): the cards
 * the people are likely to list against each bot (bot/people.ts), which that bot answers first, and the schedule
 * among the players who keep to it (bot/schedule.ts) with the rest, so bots still meet each other.
 */
import type { Seat } from '../../../engine/types';
import type { RbgView } from '../types';
import { habitRow, likelyListings, type Table, type Third } from './people';
import { meetings, scheduleFrom } from './schedule';

/**
 * The small deck a bot buys now and then (cards): no more than its neighbours will take, and as many as people who
 * buy a careful hand hold, so that those who pick hands like their own find it.
 */
export const SMALL = 2;
/**
 * The big deck (cards): the biggest hand at most tables, which people who pick the biggest hands find; even, so bots
 * pair it. At a small table no more than the others' small hands could take (two each).
 */
export const BIG = 8;

/** The big deck at a table of `n`. */
export const bigDeck = (n: number) => Math.min(BIG, 2 * (n - 1));
/** How often a bot buys the small deck. */
export const SMALL_SHARE = 1 / 6;

/**
 * How likely a person's listing must be for a bot to answer it: in round 3 nearly anything (a card not answered is
 * still held for round 4), in round 4 only what the record makes likely (a card not answered then zeroes the bot).
 */
const ANSWER_AT: Readonly<Record<3 | 4, number>> = { 3: 0.1, 4: 0.7 };

/** Cards a big hand keeps for round 4 whatever it answers in round 3. */
const KEEP = 2;

/** Cards a bot and the small hand it greets play each other in round 3. */
const GREETING = 1;

/** The public facts a plan is made from. */
export interface TableFacts {
  round: 3 | 4;
  /** Cards each seat holds now. */
  counts: readonly number[];
  /** Whether each seat keeps to the schedule. */
  follows: readonly boolean[];
  /** Exchanges each pair played so far, `met[a][b]`. */
  met: readonly (readonly number[])[];
  /** Exchanges each pair played in round 3 (all zero in round 3). */
  metIn3: readonly (readonly number[])[];
  /** In round 4, what round 3 showed (the table as it opened, the cards the bots listed then). */
  third: Third | null;
  /** In round 3, per small hand, the bot that greets it (-1 for none; every -1 in round 4). */
  hosts: readonly Seat[];
}

/**
 * The whole table's plan for a play round, `games[a][b]` cards a lists against b, for every player who keeps to the
 * schedule: in round 3 first a card to each small hand it greets ({@link hostsOf}); then the cards each person is
 * likely to list against it (one card at a time, the likeliest first, a hand no bot buys before a small hand; in round
 * 3 it answers nearly anything, since a card not answered is still held for round 4, and a hand no bot buys gets a
 * first card from every bot; in round 4 only what the record makes likely); then the schedule among the players who
 * keep to it with the rest (in round 3 at most half its hand, and a big hand keeps {@link KEEP} cards back
 * whatever it answers). With no other player keeping to the schedule, it is all for the people. In round 4 a card the
 * schedule cannot pair goes to the person likeliest to take one more. Every seat works out the same plan.
 */
export function tablePlan(facts: TableFacts): number[][] {
  const n = facts.counts.length;
  const people = facts.follows.map((f) => !f);
  const likely = likelyListings({ round: facts.round, counts: facts.counts, metIn3: facts.metIn3 }, facts.third, people);
  const games = Array.from({ length: n }, () => Array<number>(n).fill(0));
  const rest = Array<number>(n).fill(0);
  const floor = ANSWER_AT[facts.round];
  for (let q = 0; q < n; q++) {
    const k = facts.counts[q] ?? 0;
    if (!(facts.follows[q] ?? false) || k <= 0) continue;
    const alone = !facts.counts.some((c, s) => s !== q && c > 0 && (facts.follows[s] ?? false));
    const row = games[q] as number[];
    let placed = 0;
    facts.hosts.forEach((h, x) => {
      const g = Math.min(GREETING, facts.counts[x] ?? 0, k - placed);
      if (h === q && g > 0) {
        row[x] = (row[x] ?? 0) + g;
        placed += g;
      }
    });
    // The people's likely cards against q, likeliest first; in round 3 a hand no bot buys (surely a person's) before
    // a small hand (most often a bot's).
    const asks: { p: Seat; v: number; j: number; sure: number }[] = [];
    for (let p = 0; p < n; p++) {
      const sure = facts.round === 4 || (facts.counts[p] ?? 0) !== SMALL ? 1 : 0;
      (likely[p]?.[q] ?? []).forEach((v, j) => asks.push({ p, v, j, sure }));
    }
    asks.sort((x, y) => y.sure - x.sure || y.v - x.v || x.j - y.j || x.p - y.p);
    // In round 3 a big hand keeps a couple of cards back for round 4 whatever happens, to pair with the other bots
    // (some of its answers to small hands are not played: the small hands that are bots' list elsewhere).
    const keep = facts.round === 3 && !alone && k >= 4 ? KEEP : 0;
    for (const { p, v, j } of asks) {
      if (placed >= k - keep) break;
      // In round 3 a person whose hand is no bot's gets a first card from every bot (it may list anyone).
      const first = facts.round === 3 && j === 0 && (facts.counts[p] ?? 0) !== SMALL;
      if ((v < floor && !alone && !first) || j < (row[p] ?? 0)) continue;
      row[p] = (row[p] ?? 0) + 1;
      placed++;
    }
    rest[q] = alone ? 0 : facts.round === 3 ? Math.max(0, Math.min(k - placed - keep, Math.ceil(k / 2))) : k - placed;
  }
  const plan = scheduleFrom(rest, facts.met);
  // In round 4 a card the schedule cannot pair (an odd number left among the bots) goes to the person likeliest to
  // take one more.
  if (facts.round === 4) {
    for (let q = 0; q < n; q++) {
      const unpaired = (rest[q] ?? 0) - (plan[q] ?? []).reduce((a, b) => a + b, 0);
      const row = games[q] as number[];
      for (let i = 0; i < unpaired; i++) {
        let best = -1;
        let bestV = -1;
        for (let p = 0; p < n; p++) {
          if (!(people[p] ?? false) || p === q || (facts.counts[p] ?? 0) <= 0) continue;
          const v = likely[p]?.[q]?.[row[p] ?? 0] ?? 0;
          if (v > bestV) {
            best = p;
            bestV = v;
          }
        }
        if (best >= 0) row[best] = (row[best] ?? 0) + 1;
      }
    }
  }
  return games.map((row, a) => row.map((k, b) => k + (plan[a]?.[b] ?? 0)));
}

/** A person's listing a bot read as a person answers before the bots' answers in round 3 (it may be its only game). */
const PEOPLE_FIRST = 0.3;
/** The same for a small hand's likely listing (a person who picks hands like its own lists small hands alone). */
const SMALL_PEOPLE_FIRST = 0.2;

/**
 * Where each bot the table reads as a person lists its cards, as that bot works it out (the others can too, from the
 * same record): the bot greeting it first; then, in round 3, a person's hand (not a small one) likely enough to list
 * it (a greeted small hand keeps the rest for round 4, when the bots know it for one of theirs); then the bots
 * answering it, in round 3 the one left with most answers to small hands first (so no bot is left
 * with many cards no one takes), in round 4 the nearest after it; then the people likeliest to list it. `likely`
 * is {@link likelyListings} for the people, `plan` the plan's games.
 */
export function personLists(facts: TableFacts, plan: readonly (readonly number[])[], likely: readonly (readonly (readonly number[])[])[]): number[][] {
  const n = facts.counts.length;
  const out = Array.from({ length: n }, () => Array<number>(n).fill(0));
  const small = (s: Seat) => !(facts.follows[s] ?? false) && (facts.counts[s] ?? 0) === SMALL;
  const load = Array<number>(n).fill(0);
  const bigs = facts.follows.filter((f, s) => f && (facts.counts[s] ?? 0) > 0).length;
  for (let f = 0; f < n; f++) {
    if (!(facts.follows[f] ?? false)) continue;
    for (let x = 0; x < n; x++) if (small(x) && facts.hosts[x] !== f) load[f] = (load[f] ?? 0) + (plan[f]?.[x] ?? 0);
  }
  for (let x = 0; x < n; x++) {
    const k = facts.counts[x] ?? 0;
    if ((facts.follows[x] ?? false) || k <= 0) continue;
    const row = out[x] as number[];
    let placed = 0;
    const host = facts.hosts[x] ?? -1;
    if (host >= 0) {
      const g = Math.min(GREETING, plan[host]?.[x] ?? 0, k);
      row[host] = g;
      placed += g;
    }
    const people: { s: Seat; v: number; j: number }[] = [];
    for (let s = 0; s < n; s++) {
      if (s === x || (facts.follows[s] ?? false)) continue;
      (likely[s]?.[x] ?? []).forEach((v, j) => people.push({ s, v, j }));
    }
    people.sort((a, b) => b.v - a.v || a.j - b.j || ((a.s - x + n) % n) - ((b.s - x + n) % n));
    const take = (s: Seat) => {
      row[s] = (row[s] ?? 0) + 1;
      placed++;
    };
    if (facts.round === 3) for (const p of people) if (placed < k && p.v >= PEOPLE_FIRST && !small(p.s) && p.j >= (row[p.s] ?? 0)) take(p.s);
    // A small hand the bots greet answers the small hands likely to list it (a person who picks hands like its own),
    // and keeps the rest for round 4, when the bots know it for one of theirs.
    // (With a single big hand at the table, it needs every small hand's cards: they answer it instead.)
    if (facts.round === 3 && host >= 0 && bigs > 1) {
      for (const p of people) if (placed < k && p.v >= SMALL_PEOPLE_FIRST && small(p.s) && p.j >= (row[p.s] ?? 0)) take(p.s);
      continue;
    }
    // The bots answering it, one card at a time.
    for (let guard = 0; placed < k && guard < 100; guard++) {
      let best = -1;
      for (let d = 1; d < n; d++) {
        const f = (x + d) % n;
        if (!(facts.follows[f] ?? false) || (plan[f]?.[x] ?? 0) <= (row[f] ?? 0)) continue;
        if (best < 0 || (facts.round === 3 && (load[f] ?? 0) > (load[best] ?? 0))) best = f;
      }
      if (best < 0) break;
      take(best);
      load[best] = (load[best] ?? 0) - 1;
    }
    for (const p of people) if (placed < k && p.j >= (row[p.s] ?? 0)) take(p.s);
  }
  return out;
}

/** `met[a][b]`: exchanges a and b played in `exchanges`. */
function metOf(n: number, exchanges: readonly { a: Seat; b: Seat }[]): number[][] {
  const met = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (const x of exchanges) {
    const ra = met[x.a];
    const rb = met[x.b];
    if (ra !== undefined) ra[x.b] = (ra[x.b] ?? 0) + 1;
    if (rb !== undefined) rb[x.a] = (rb[x.a] ?? 0) + 1;
  }
  return met;
}

/**
 * A small hand is a common buy, so a bot that bought one cannot be told from a person by its count: in round 3 each
 * small hand is greeted by one bot (a big hand), one card each way, a bot that none of the small hand's habits would
 * name (not its neighbour, not among the biggest hands nor the hands like its own), the bots greeting in turn (at a
 * small table, where every bot is one its habits name, the least greeted one). A person keeps to their habits and
 * never meets that bot; a small bot does, and so reads as a bot in round 4.
 * `counts` are the counts as round 3 opens, `big` the big hands keeping to the schedule, `small` the small hands.
 */
export function hostsOf(counts: readonly number[], big: readonly boolean[], small: readonly boolean[]): Seat[] {
  const n = counts.length;
  const hosts = Array<Seat>(n).fill(-1);
  const load = Array<number>(n).fill(0);
  const table: Table = { round: 3, counts, metIn3: Array.from({ length: n }, () => Array<number>(n).fill(0)) };
  for (let x = 0; x < n; x++) {
    if (!(small[x] ?? false) || (counts[x] ?? 0) <= 0) continue;
    const named = (['neighbours', 'most', 'alike'] as const).map((h) => habitRow(table, x, h));
    let best = -1;
    for (let d = 1; d < n; d++) {
      const h = (x + d) % n;
      if (!(big[h] ?? false) || (counts[h] ?? 0) <= 0 || named.some((row) => (row[h] ?? 0) > 0)) continue;
      if (best < 0 || (load[h] ?? 0) < (load[best] ?? 0)) best = h;
    }
    // At a small table every bot may be one of its habits': the least greeted bot greets it then.
    const eligible = best >= 0;
    for (let d = 1; !eligible && d < n; d++) {
      const h = (x + d) % n;
      if ((big[h] ?? false) && (counts[h] ?? 0) > 0 && (best < 0 || (load[h] ?? 0) < (load[best] ?? 0))) best = h;
    }
    if (best >= 0) {
      hosts[x] = best;
      load[best] = (load[best] ?? 0) + 1;
    }
  }
  return hosts;
}

/** The round-3 facts from the record: counts after round 2, the big hands kept, the hosts of the small hands. */
function thirdFacts(view: RbgView): TableFacts {
  const n = view.players.length;
  const bought = view.history.find((r) => r.round === 1)?.counts ?? [];
  const kept = (view.history.find((r) => r.round === 2)?.counts ?? view.counts).slice(0, n);
  const zero = Array.from({ length: n }, () => Array<number>(n).fill(0));
  const size = bigDeck(n);
  const big = view.players.map((_, s) => bought[s] === size && kept[s] === size);
  const small = view.players.map((_, s) => bought[s] === SMALL && kept[s] === SMALL);
  // With no big hand at the table, the small hands keep to the schedule among themselves.
  if (!big.some((b) => b)) return { round: 3, counts: kept, follows: small, met: zero, metIn3: zero, third: null, hosts: Array<Seat>(n).fill(-1) };
  return { round: 3, counts: kept, follows: big, met: zero, metIn3: zero, third: null, hosts: hostsOf(kept, big, small) };
}

/**
 * Whether each player keeps to the schedule, from the public record. In round 3: one that bought the big deck and
 * gave and took nothing in round 2. In round 4: such a one, unless round 3 shows it left the schedule (a game the plan
 * did not set, or fewer cards than the plan set met with two or more others keeping to it, or with one such who
 * missed no other: either may have left it then), and any small hand that met the bot greeting it.
 */
export function followsSchedule(view: RbgView): boolean[] {
  const n = view.players.length;
  const first = thirdFacts(view);
  const third = view.history.find((r) => r.round === 3);
  if (third === undefined) return first.follows.slice();
  const follows = first.follows;
  const plan = tablePlan(first);
  const played = metOf(n, third.exchanges);
  const off = view.players.map((_, a) => (follows[a] ?? false) && view.players.some((__, b) => (played[a]?.[b] ?? 0) > (plan[a]?.[b] ?? 0)));
  const missed = Array.from({ length: n }, (): Seat[] => []);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b || !(follows[a] ?? false) || !(follows[b] ?? false) || (off[b] ?? false)) continue;
      const set = Math.min(plan[a]?.[b] ?? 0, plan[b]?.[a] ?? 0);
      if ((played[a]?.[b] ?? 0) < set) missed[a]?.push(b);
    }
  }
  const out = follows.slice();
  for (let a = 0; a < n; a++) {
    const m = missed[a] ?? [];
    const partner = m[0];
    const doubt = m.length === 1 && partner !== undefined && (missed[partner]?.length ?? 0) <= 1;
    if ((off[a] ?? false) || m.length >= 2 || doubt) out[a] = false;
  }
  first.hosts.forEach((h, x) => {
    if (h >= 0 && (played[x]?.[h] ?? 0) > 0 && (out[h] ?? false)) out[x] = true;
  });
  return out;
}

/** The facts of `view`'s open play round. */
export function factsOf(view: RbgView): TableFacts {
  const n = view.players.length;
  const first = thirdFacts(view);
  if (view.round !== 4) return { ...first, counts: view.counts.slice(0, n) };
  const third = view.history.find((r) => r.round === 3);
  const metIn3 = metOf(n, third?.exchanges ?? []);
  // What the bots listed in round 3 is public knowledge (the plan, and where the small bots list), a person's is not.
  const plan = tablePlan(first);
  const people = first.follows.map((f) => !f);
  const small = personLists(first, plan, likelyListings({ round: 3, counts: first.counts, metIn3: first.metIn3 }, null, people));
  const follows = followsSchedule(view);
  const listed = view.players.map((_, b) =>
    (first.follows[b] ?? false) ? (plan[b] ?? []).slice() : (follows[b] ?? false) ? (small[b] ?? []).slice() : Array<number>(n).fill(-1),
  );
  return {
    round: 4,
    counts: view.counts.slice(0, n),
    follows,
    met: meetings(view),
    metIn3,
    third: { before: { round: 3, counts: first.counts, metIn3 }, listed },
    hosts: Array<Seat>(n).fill(-1),
  };
}
