// Plays random games of one game's rules for a while and reports games per second
// and the slowest single action (apply or tick), at the game's largest table.
import { performance } from 'node:perf_hooks';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

export function playRandomGames(def, makeRandom, ms) {
  const players = NAMES.slice(0, def.maxPlayers);
  const options = def.defaultOptions(players.length);
  let games = 0;
  let actions = 0;
  let slowest = 0;
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
      // The first games warm up the JIT; the slowest action is taken after them.
      if (games >= 20) slowest = Math.max(slowest, performance.now() - t0);
      actions++;
    }
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  return { gamesPerSecond: games / seconds, slowestMs: slowest, actionsPerGame: actions / games, players: players.length };
}
