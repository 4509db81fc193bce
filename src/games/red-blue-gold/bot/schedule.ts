/**
 * Red Blue Gold's bots' schedule (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"; docs/house-rules.md "Red Blue Gold", Play): who lists how
 * many cards against whom, worked out from the public record alone (card counts after each round, past exchanges),
 * so every bot at the table works out the same one and bots always meet each other; and how the bots read the
 * other players: those who bought a bot's deck and keep to the schedule, and those who list by the counts.
 */
import type { Seat } from '../../../engine/types';
import type { RbgView } from '../types';

/** Cards a bot buys (even, so a table of bots pairs every card). */
export const DECK = 4;

/** Number of exchanges each pair of seats played in the public record, `met[a][b]`. */
export function meetings(view: RbgView): number[][] {
  const n = view.players.length;
  const met = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (const round of view.history) {
    for (const x of round.exchanges) {
      const ra = met[x.a];
      const rb = met[x.b];
      if (ra !== undefined) ra[x.b] = (ra[x.b] ?? 0) + 1;
      if (rb !== undefined) rb[x.a] = (rb[x.a] ?? 0) + 1;
    }
  }
  return met;
}

/**
 * The public schedule for a play round: `games[a][b]` cards a lists against b. Built from the card counts on the
 * table and the past exchanges only, so every seat works out the same one: one card at a time, the player holding
 * most cards still unplaced (the lower seat on a tie) is paired with the other holder who met it most before, then
 * the one it has fewest cards listed against yet (one card each to many players, so a player who lists it only
 * once still meets it), then the one holding most, then the nearest seat after it. Every seat's cards are placed but
 * for at most one player's.
 */
export function schedule(view: RbgView): number[][] {
  return scheduleFrom(view.counts.slice(0, view.players.length), meetings(view));
}

/** {@link schedule} from the card counts and the meetings (`met[a][b]` exchanges so far). */
export function scheduleFrom(counts: readonly number[], met: readonly (readonly number[])[]): number[][] {
  const n = counts.length;
  const left = counts.slice();
  const games = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (let step = 0; step < 200; step++) {
    let a = -1;
    for (let s = 0; s < n; s++) if ((left[s] ?? 0) > 0 && (a < 0 || (left[s] ?? 0) > (left[a] ?? 0))) a = s;
    if (a < 0) break;
    let b = -1;
    for (let d = 1; d < n; d++) {
      const s = (a + d) % n;
      if ((left[s] ?? 0) <= 0) continue;
      if (b < 0) {
        b = s;
        continue;
      }
      const ms = met[a]?.[s] ?? 0;
      const mb = met[a]?.[b] ?? 0;
      const gs = games[a]?.[s] ?? 0;
      const gb = games[a]?.[b] ?? 0;
      if (ms > mb || (ms === mb && (gs < gb || (gs === gb && (left[s] ?? 0) > (left[b] ?? 0))))) b = s;
    }
    if (b < 0) break;
    left[a] = (left[a] ?? 0) - 1;
    left[b] = (left[b] ?? 0) - 1;
    const ga = games[a];
    const gb = games[b];
    if (ga !== undefined) ga[b] = (ga[b] ?? 0) + 1;
    if (gb !== undefined) gb[a] = (gb[a] ?? 0) + 1;
  }
  return games;
}

/**
 * How a player who reads only the counts lists its cards: one card each against the players holding the most
 * (the lower seat first among equals). `out[b]` is the cards `s` would list against b.
 */
export function byCounts(counts: readonly number[], s: Seat): number[] {
  const n = counts.length;
  const out = Array<number>(n).fill(0);
  const others = [...Array(n).keys()].filter((b) => b !== s && (counts[b] ?? 0) > 0).sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b);
  const k = counts[s] ?? 0;
  if (others.length === 0) return out;
  for (let i = 0; i < k; i++) {
    const b = others[i % others.length];
    if (b !== undefined) out[b] = (out[b] ?? 0) + 1;
  }
  return out;
}

/**
 * Whether each player lists by the schedule (1) or by the counts (0), from the public record: one that bought a
 * bot's deck ({@link DECK} cards after round 1, none given or taken in round 2) reads as one that follows the
 * schedule, unless (in round 4) round 3 shows it left the schedule: a game the schedule did not set, two or more
 * games it set with other such players that did not happen, or one such game with a player who missed no other
 * (either may have left it then: both read as listing by the counts).
 */
export function followsSchedule(view: RbgView): number[] {
  const n = view.players.length;
  const bought = view.history.find((r) => r.round === 1)?.counts ?? [];
  const kept = view.history.find((r) => r.round === 2)?.counts ?? [];
  const follows = view.players.map((_, s) => (bought[s] === DECK && kept[s] === DECK ? 1 : 0));
  const third = view.history.find((r) => r.round === 3);
  if (third === undefined) return follows;
  const plan = scheduleFrom(
    kept.slice(0, n).map((k, s) => ((follows[s] ?? 0) > 0 ? Math.ceil(k / 2) : 0)),
    Array.from({ length: n }, () => Array<number>(n).fill(0)),
  );
  const played = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (const x of third.exchanges) {
    const pa = played[x.a];
    const pb = played[x.b];
    if (pa !== undefined) pa[x.b] = (pa[x.b] ?? 0) + 1;
    if (pb !== undefined) pb[x.a] = (pb[x.a] ?? 0) + 1;
  }
  // Games the schedule set between two such players that did not happen (either may have left the schedule), and
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
  // A player who missed two games or more left the schedule; one who missed one game, with a player who missed more,
  // did not (the other did); two who missed only each other are both in doubt.
  const out = follows.slice();
  for (let a = 0; a < n; a++) {
    const m = missed[a] ?? [];
    const partner = m[0];
    const doubt = m.length === 1 && partner !== undefined && (missed[partner]?.length ?? 0) <= 1;
    if (off[a] || m.length >= 2 || doubt) out[a] = 0;
  }
  return out;
}
