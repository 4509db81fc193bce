/**
 * How Red Blue Gold's bots read the table (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"; docs/house-rules.md "Red
 * Blue Gold", Play): a card is played only when both players list each other, so a bot lists where the others are
 * likeliest to list it. From the public record alone (who sits beside whom, who holds how many cards, who met whom in
 * round 3) every bot works out the same plan ({@link tablePlan}): the cards the players who do not keep to the
 * bots' schedule are expected to list against each bot ({@link expectedListings}), which that bot answers first, and
 * the schedule among the rest, so bots still meet each other.
 */
import type { Seat } from '../../../engine/types';
import type { RbgView } from '../types';
import { DECK, meetings, scheduleFrom } from './schedule';

/** The public facts a plan is made from. */
export interface TableFacts {
  round: 3 | 4;
  /** Cards each seat holds now. */
  counts: readonly number[];
  /** Whether each seat keeps to the schedule (1) or not (0). */
  follows: readonly number[];
  /** Exchanges each pair played so far, `met[a][b]`. */
  met: readonly (readonly number[])[];
  /** Exchanges each pair played in round 3 (all zero in round 3). */
  metIn3: readonly (readonly number[])[];
}

/** The circular distance between two seats at `n`. */
const apart = (a: Seat, b: Seat, n: number) => Math.min((a - b + n) % n, (b - a + n) % n);

/**
 * The cards each player who does not keep to the schedule is expected to list against each other player,
 * `out[p][q]`, as a person at the table plays: in round 4, its cards dealt round whoever it met in round 3 (most met
 * first: people play back, and a player who played its neighbours or the biggest hands plays them again), and a card
 * each against the next two of its neighbours and the biggest hands; else (round 3, or nobody met it) its cards dealt
 * round the nearest player holding cards on either side and the two holding most.
 */
export function expectedListings(facts: TableFacts): number[][] {
  const n = facts.counts.length;
  const out = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (let p = 0; p < n; p++) {
    const k = facts.counts[p] ?? 0;
    if ((facts.follows[p] ?? 0) > 0 || k <= 0) continue;
    const holders = [...Array(n).keys()].filter((q) => q !== p && (facts.counts[q] ?? 0) > 0);
    if (holders.length === 0) continue;
    const row = out[p] ?? [];
    const after = holders.find((q) => q > p) ?? holders[0];
    const before = [...holders].reverse().find((q) => q < p) ?? holders[holders.length - 1];
    const most = [...holders].sort((a, b) => (facts.counts[b] ?? 0) - (facts.counts[a] ?? 0) || apart(p, a, n) - apart(p, b, n) || a - b);
    const partners = facts.round === 4 ? holders.filter((q) => (facts.metIn3[p]?.[q] ?? 0) > 0) : [];
    partners.sort((a, b) => (facts.metIn3[p]?.[b] ?? 0) - (facts.metIn3[p]?.[a] ?? 0) || apart(p, a, n) - apart(p, b, n) || a - b);
    // Whoever it met first (round 4), then its neighbours and the biggest hands.
    const targets: Seat[] = [];
    for (const q of [...partners, after, before, most[0], most[1]]) if (q !== undefined && !targets.includes(q)) targets.push(q);
    const take = partners.length > 0 ? partners : targets;
    for (let i = 0; i < k; i++) {
      const q = take[i % take.length] as Seat;
      row[q] = (row[q] ?? 0) + 1;
    }
    if (partners.length > 0) for (const q of targets.slice(partners.length, partners.length + 2)) row[q] = Math.max(row[q] ?? 0, 1);
  }
  return out;
}

/**
 * The whole table's plan for a play round, `games[a][b]` cards a lists against b, for every player who keeps to the
 * schedule: first, against the players who do not, in round 3 one card each (those expected to list this one first,
 * {@link expectedListings}), at most half its hand (all of it when no other player keeps to the schedule), since a card
 * not played then is still held for round 4; in round 4
 * the cards each is expected to list against this one;
 * then the schedule among the players who keep to it with the rest (in round 3 half its hand), so bots meet each
 * other. Every seat works out the same plan from the same facts.
 */
export function tablePlan(facts: TableFacts): number[][] {
  const n = facts.counts.length;
  const expected = expectedListings(facts);
  const games = Array.from({ length: n }, () => Array<number>(n).fill(0));
  const rest = Array<number>(n).fill(0);
  for (let q = 0; q < n; q++) {
    const k = facts.counts[q] ?? 0;
    if ((facts.follows[q] ?? 0) <= 0 || k <= 0) continue;
    // With no other player keeping to the schedule, nothing is kept for it.
    const alone = !facts.counts.some((c, s) => s !== q && c > 0 && (facts.follows[s] ?? 0) > 0);
    let free = facts.round === 3 && !alone ? Math.floor(k / 2) : k;
    const row = games[q] ?? [];
    if (facts.round === 3) {
      // Round 3 costs nothing to try: a card a player does not answer is still held for round 4. So one card
      // against every player who does not keep to the schedule, those expected to list this one first.
      const others = [...Array(n).keys()].filter((p) => p !== q && (facts.follows[p] ?? 0) <= 0 && (facts.counts[p] ?? 0) > 0);
      others.sort((a, b) => (expected[b]?.[q] ?? 0) - (expected[a]?.[q] ?? 0) || apart(q, a, n) - apart(q, b, n) || a - b);
      for (const p of others.slice(0, free)) row[p] = 1;
      free -= Math.min(free, others.length);
    }
    for (let d = 1; facts.round === 4 && d < n && free > 0; d++) {
      const p = (q + d) % n;
      const want = Math.min(free, expected[p]?.[q] ?? 0);
      if (want > 0) row[p] = want;
      free -= want;
    }
    const placed = games[q]?.reduce((a, b) => a + b, 0) ?? 0;
    rest[q] = alone ? 0 : facts.round === 3 ? Math.ceil(k / 2) : k - placed;
  }
  const plan = scheduleFrom(rest, facts.met);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) if ((games[a]?.[b] ?? 0) === 0 && (plan[a]?.[b] ?? 0) > 0) (games[a] as number[])[b] = plan[a]?.[b] ?? 0;
  return games;
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
 * Whether each player keeps to the schedule (1) or not (0), from the public record: one that bought a bot's deck
 * ({@link DECK} cards after round 1, none given or taken in round 2) reads as one that keeps to it, unless (in round
 * 4) round 3 shows it left it: a game the round-3 plan did not set, two or more games it set with other such players
 * that did not happen, or one such game with a player who missed no other (either may have left it then: both read
 * as not keeping to it).
 */
export function followsSchedule(view: RbgView): number[] {
  const n = view.players.length;
  const bought = view.history.find((r) => r.round === 1)?.counts ?? [];
  const kept = view.history.find((r) => r.round === 2)?.counts ?? [];
  const follows = view.players.map((_, s) => (bought[s] === DECK && kept[s] === DECK ? 1 : 0));
  const third = view.history.find((r) => r.round === 3);
  if (third === undefined) return follows;
  const zero = Array.from({ length: n }, () => Array<number>(n).fill(0));
  const plan = tablePlan({ round: 3, counts: kept.slice(0, n), follows, met: zero, metIn3: zero });
  const played = metOf(n, third.exchanges);
  // Games the plan set between two such players that did not happen (either may have left the schedule), and
  // games it did not set at all (the player left it).
  const missed = Array.from({ length: n }, (): Seat[] => []);
  const off = Array<boolean>(n).fill(false);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const set = plan[a]?.[b] ?? 0;
      const got = played[a]?.[b] ?? 0;
      if (got > set) off[a] = true;
      if ((follows[a] ?? 0) > 0 && (follows[b] ?? 0) > 0 && got < set) missed[a]?.push(b);
    }
  }
  const out = follows.slice();
  for (let a = 0; a < n; a++) {
    const m = missed[a] ?? [];
    const partner = m[0];
    const doubt = m.length === 1 && partner !== undefined && (missed[partner]?.length ?? 0) <= 1;
    if (off[a] || m.length >= 2 || doubt) out[a] = 0;
  }
  return out;
}

/** The facts of `view`'s open play round. */
export function factsOf(view: RbgView): TableFacts {
  const n = view.players.length;
  const third = view.history.find((r) => r.round === 3);
  return {
    round: view.round === 4 ? 4 : 3,
    counts: view.counts.slice(0, n),
    follows: followsSchedule(view),
    met: meetings(view),
    metIn3: metOf(n, third?.exchanges ?? []),
  };
}
