/**
 * How Red Blue Gold's bots read the people at the table (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY";
 * docs/house-rules.md "Red Blue Gold", Play): a card is played only when both players list each other, so a bot lists
 * where the others are likeliest to list it. People play by habits anyone can see on the table: their neighbours,
 * whoever holds most cards, whoever holds as many as they do, or anyone at all (or they hold back); and in round 4
 * they play back whoever played them in round 3. Round 3's record shows which habit each one keeps: whose listings met, and whose did not
 * (a bot that listed a person who did not list it back shows the person did not pick it), so in round 4 the habits
 * that fit the record count most.
 */
import type { Seat } from '../../../engine/types';

/** A way a person picks whom to list against in round 3, and how many cards each. */
export type Habit = 'neighbours' | 'most' | 'alike' | 'anyone' | 'none';

const HABITS: readonly Habit[] = ['neighbours', 'most', 'alike', 'anyone', 'none'];

/**
 * How much each habit counts before the record shows anything: the three that follow the table alike, listing anyone
 * at random half as much (a person mostly plays with someone in particular), and listing no one (holding back, or
 * not playing at all) as much again.
 */
const PRIOR: Readonly<Record<Habit, number>> = { neighbours: 1, most: 1, alike: 1, anyone: 0.5, none: 0.5 };

/** How likely a record is that a habit says cannot happen (a person does now and then what it does not usually). */
const SLIP = 0.1;

/** What a habit is read from: the round, each seat's cards before it, and (round 4) round 3's meetings. */
export interface Table {
  round: 3 | 4;
  counts: readonly number[];
  /** Exchanges each pair played in round 3 (all zero in round 3). */
  metIn3: readonly (readonly number[])[];
}

/** What round 3 showed, read in round 4: the table as it opened, and the cards the bots listed then (-1: unknown). */
export interface Third {
  before: Table;
  listed: readonly (readonly number[])[];
}

/** The circular distance between two seats at `n`. */
const apart = (a: Seat, b: Seat, n: number) => Math.min((a - b + n) % n, (b - a + n) % n);

/** `k` cards dealt one at a time round `targets`, `each` at most per target: the cards per seat. */
function deal(n: number, k: number, targets: readonly Seat[], each = Infinity): number[] {
  const row = Array<number>(n).fill(0);
  for (let i = 0; i < k && targets.length > 0; i++) {
    const q = targets[i % targets.length] as Seat;
    if ((row[q] ?? 0) >= each) break;
    row[q] = (row[q] ?? 0) + 1;
  }
  return row;
}

/**
 * The cards player `p` lists against each other seat under `habit` (none for 'anyone', worked out apart, or 'none'), from the table `t`: its neighbours
 * (the nearest players holding cards on either side, its cards split between them), the biggest hands (two cards a
 * game, at least two games; the earlier seat first among equal hands, as the table lists them), or the hands nearest
 * its own (one card each). In round 4 a player plays back first: whoever it met in round 3 and still holds cards,
 * its cards split between them (one each, then the hands nearest its own, for one who picks hands like its own);
 * whoever picks the biggest hands picks them again.
 */
export function habitRow(t: Table, p: Seat, habit: Habit): number[] {
  const n = t.counts.length;
  const k = t.counts[p] ?? 0;
  const holders = [...Array(n).keys()].filter((q) => q !== p && (t.counts[q] ?? 0) > 0);
  if (k <= 0 || holders.length === 0 || habit === 'anyone' || habit === 'none') return Array<number>(n).fill(0);
  const count = (q: Seat) => t.counts[q] ?? 0;
  const met = (q: Seat) => t.metIn3[p]?.[q] ?? 0;
  const back = t.round === 4 ? holders.filter((q) => met(q) > 0).sort((a, b) => met(b) - met(a) || apart(p, a, n) - apart(p, b, n) || a - b) : [];
  if (habit === 'neighbours') {
    if (back.length > 0) return deal(n, k, back);
    const near = [...holders].sort((a, b) => apart(p, a, n) - apart(p, b, n) || a - b);
    return deal(n, k, near.slice(0, 2));
  }
  if (habit === 'most') {
    const most = [...holders].sort((a, b) => count(b) - count(a) || a - b);
    return deal(n, k, most.slice(0, Math.max(2, Math.ceil(k / 2))));
  }
  const alike = holders.filter((q) => !back.includes(q)).sort((a, b) => Math.abs(count(a) - k) - Math.abs(count(b) - k) || a - b);
  return deal(n, k, [...back, ...alike], 1);
}

/** Binomial(k, 1/holders) tail: how likely one who lists `k` cards each at any one of `holders` is to list ≥ j+1 at one. */
function anyoneCells(k: number, holders: number): number[] {
  if (holders <= 0 || k <= 0) return [];
  const p = 1 / holders;
  const pmf: number[] = [];
  for (let x = 0; x <= k; x++) {
    let c = 1;
    for (let i = 0; i < x; i++) c = (c * (k - i)) / (i + 1);
    pmf.push(c * p ** x * (1 - p) ** (k - x));
  }
  const out: number[] = [];
  let tail = 1;
  for (let j = 0; j < k; j++) {
    tail -= pmf[j] ?? 0;
    if (tail < 0.02) break;
    out.push(tail);
  }
  return out;
}

/** How likely `habit` makes what round 3 showed of `p`: for each bot that listed it, whether they met as the habit says. */
function fit(third: Third, p: Seat, habit: Habit): number {
  const t = third.before;
  const n = t.counts.length;
  const row = habitRow(t, p, habit);
  const holders = [...Array(n).keys()].filter((q) => q !== p && (t.counts[q] ?? 0) > 0).length;
  const any = anyoneCells(Math.ceil((t.counts[p] ?? 0) / 2), holders);
  let like = 1;
  for (let b = 0; b < n; b++) {
    if (b === p) continue;
    const met = t.metIn3[p]?.[b] ?? 0;
    const listed = third.listed[b]?.[p] ?? -1;
    if (habit === 'anyone') {
      // At least `met` listed against b (exactly `met` when b listed more).
      const atLeast = met > 0 ? (any[met - 1] ?? 0.01) : 1;
      const more = listed > met ? (any[met] ?? 0) : 0;
      like *= listed < 0 ? (met > 0 ? atLeast : 1) : Math.max(0.01, atLeast - more);
    } else if (listed >= 0) like *= Math.min(row[b] ?? 0, listed) === met ? 1 : SLIP;
    else if (met > (row[b] ?? 0)) like *= SLIP;
  }
  return like;
}

/**
 * For each person `p` (a seat `person[p]` true) and each other seat `q`, `likely[p][q][j]`: how likely `p` is to list
 * at least j+1 cards against `q` this round, over the habits weighed by what the record shows (every habit alike in
 * round 3; in round 4 by how well each fits round 3, {@link fit}).
 */
export function likelyListings(t: Table, third: Third | null, person: readonly boolean[]): number[][][] {
  const n = t.counts.length;
  const out = Array.from({ length: n }, () => Array.from({ length: n }, (): number[] => []));
  for (let p = 0; p < n; p++) {
    if (person[p] !== true || (t.counts[p] ?? 0) <= 0) continue;
    const weights = HABITS.map((h) => PRIOR[h] * (t.round === 4 && third !== null ? fit(third, p, h) : 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    const holders = [...Array(n).keys()].filter((q) => q !== p && (t.counts[q] ?? 0) > 0).length;
    const rows = HABITS.map((h) => habitRow(t, p, h));
    const any = anyoneCells(t.counts[p] ?? 0, holders);
    for (let q = 0; q < n; q++) {
      if (q === p || (t.counts[q] ?? 0) <= 0) continue;
      const cell = out[p]?.[q] as number[];
      const most = Math.max(any.length, ...rows.map((row) => row[q] ?? 0));
      for (let j = 0; j < most; j++) {
        let v = 0;
        HABITS.forEach((h, i) => {
          const w = (weights[i] ?? 0) / sum;
          v += w * (h === 'anyone' ? (any[j] ?? 0) : (rows[i]?.[q] ?? 0) > j ? 1 : 0);
        });
        cell.push(v);
      }
    }
  }
  return out;
}
