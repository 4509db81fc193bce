/** The four games as the tests that walk every game take them: title, module and the table sizes to walk. */
import { makeRandom } from '../../src/engine/rng';
import type { AnyGameModule } from '../../src/games/contract';
import { game as fc } from '../../src/games/festival-charter/index';
import { game as hf } from '../../src/games/horse-fair/index';
import { game as rbg } from '../../src/games/red-blue-gold/index';
import { game as rf } from '../../src/games/ribbon-fair/index';

/** Ribbon Fair, as every game's module. */
export const RIBBON_FAIR = rf as unknown as AnyGameModule;

/** Each game: its title, its module, and the numbers of players to walk (the extremes and a middle). */
export const EVERY_GAME: [string, AnyGameModule, number[]][] = [
  ['Festival Charter', fc as unknown as AnyGameModule, [4]],
  ['Horse Fair', hf as unknown as AnyGameModule, [2, 3, 4, 5, 6]],
  ['Ribbon Fair', RIBBON_FAIR, [3, 5, 8]],
  ['Red Blue Gold', rbg as unknown as AnyGameModule, [4, 13]],
];

/** The options to walk for `players`: every judging style of Ribbon Fair, the defaults of the others. */
export function optionsToWalk(game: AnyGameModule, players: number): unknown[] {
  const base = game.def.defaultOptions(players);
  if (game !== RIBBON_FAIR) return [base];
  return (['rotating', 'ai', 'crowd'] as const).map((style) => ({ ...(base as object), style }));
}

/**
 * The states of one seeded random game of `game` for `players` players with `options`, from its start: each move a
 * legal one picked at random a second after the last, or, where only a clock can move the game, the clock run out.
 * Ends at the game's end (that state included), after `moves` steps, or where nothing can move it.
 */
export function* randomStates(game: AnyGameModule, players: number, options: unknown, seed: string, moves = 5000): Generator<unknown> {
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  let state = game.def.setup(names, options, seed, 0);
  const random = makeRandom(seed);
  let now = 0;
  for (let i = 0; i < moves; i++) {
    yield state;
    if (game.def.outcome(state)) return;
    now += 1000;
    const move = game.def.randomAction(state, random, now);
    if (move) state = game.def.apply(state, move.actor, move.action, now);
    else {
      const deadline = game.def.nextDeadline(state);
      if (deadline === null) return;
      now = Math.max(now, deadline);
      state = game.def.tick(state, now);
    }
  }
  yield state;
}
