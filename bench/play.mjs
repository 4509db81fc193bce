// Plays random games of one game's rules for a while and reports games per second and the
// slowest single action (apply or tick) at the game's largest table: the max and the 99.9th
// percentile (a GC pause landing inside one action inflates the max, not the percentile).
import { performance } from 'node:perf_hooks';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

export function playRandomGames(def, makeRandom, ms) {
  const players = NAMES.slice(0, def.maxPlayers);
  const options = def.defaultOptions(players.length);
  let games = 0;
  let actions = 0;
  const times = [];
  const kinds = [];
  const start = performance.now();
  while (performance.now() - start < ms) {
    const random = makeRandom(`bench-${games}`);
    let now = 1_700_000_000_000;
    let state = def.setup(players, options, `bench-${games}`, now);
    for (let i = 0; i < 100_000 && !def.outcome(state); i++) {
      now += 1000;
      const move = def.randomAction(state, random, now);
      const t0 = performance.now();
      if (move) state = def.apply(state, move.actor, move.action, now);
      else {
        const deadline = def.nextDeadline(state);
        if (deadline === null) break;
        now = Math.max(now, deadline);
        state = def.tick(state, now);
      }
      // The first games warm up the JIT; action times are kept after them.
      if (games >= 20) {
        times.push(performance.now() - t0);
        kinds.push(move ? (move.action?.type ?? move.action?.kind ?? '?') : 'tick');
      }
      actions++;
    }
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  const order = times.map((_, i) => i).sort((a, b) => times[a] - times[b]);
  const at = (q) => times[order[Math.min(order.length - 1, Math.floor(q * order.length))]] ?? 0;
  // Which moves the slowest 0.1% are, most frequent first (e.g. "deal ×12, vote ×3").
  const tally = {};
  for (const i of order.slice(Math.floor(0.999 * order.length))) tally[kinds[i]] = (tally[kinds[i]] ?? 0) + 1;
  const slowKinds = Object.entries(tally)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
  return {
    gamesPerSecond: games / seconds,
    slowestMs: times[order[order.length - 1]] ?? 0,
    slowKinds,
    p999Ms: at(0.999),
    medianMs: at(0.5),
    timed: times.length,
    actionsPerGame: actions / games,
    players: players.length,
  };
}
