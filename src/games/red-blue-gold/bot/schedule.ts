/**
 * Red Blue Gold's bots' schedule (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"; docs/house-rules.md "Red Blue Gold", Play): who lists how
 * many cards against whom, worked out from the public record alone (card counts after each round, past exchanges),
 * so every bot at the table works out the same one and bots always meet each other (bot/table.ts decides who keeps
 * to it and what each bot answers the people first).
 */
import type { RbgView } from '../types';

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
 * The schedule for a play round among every seat holding cards: `games[a][b]` cards a lists against b. Built from
 * the card counts on the table and the past exchanges only, so every seat works out the same one: one card at a time,
 * the player holding most cards still unplaced (the lower seat on a tie) is paired with the other holder who met it
 * most before, then the one it has fewest cards listed against yet (one card each to many players, so a player who
 * lists it only once still meets it), then the nearest seat (either side; after it on a tie: neighbours play first,
 * as people at a table do), then the one holding most. Every seat's cards are placed but for at most one player's.
 */
export function schedule(view: RbgView): number[][] {
  return scheduleFrom(view.counts.slice(0, view.players.length), meetings(view));
}

/** {@link schedule} from the cards each seat puts in it and the meetings (`met[a][b]` exchanges so far). */
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
      const ds = Math.min(d, n - d);
      const db = Math.min((b - a + n) % n, (a - b + n) % n);
      if (ms > mb || (ms === mb && (gs < gb || (gs === gb && (ds < db || (ds === db && (left[s] ?? 0) > (left[b] ?? 0))))))) b = s;
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
