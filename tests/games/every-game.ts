/** The four games as the tests that walk every game take them: title, module and the table sizes to walk. */
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
