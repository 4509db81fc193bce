/** Saved games at a known step, for the tests that render a game's screen. */
import { game as fc } from '../../../src/games/festival-charter/index';
import { SCHEMA_VERSION, type SavedGame } from '../../../src/storage/schema';

/** The four planners of these games. */
export const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];

/** A Festival Charter game at its first vote on Moon Gate (Ana chairs), nobody voted yet. */
export function atTheVote(): SavedGame {
  const options = { ...fc.def.defaultOptions(4), firstChair: 0 };
  let state = fc.def.setup(PLAYERS, options, 'seed', 0);
  state = fc.def.apply(state, 0, { type: 'announce', projects: ['moon-gate'] }, 1);
  state = fc.def.apply(state, 'table', { type: 'openVote' }, 2);
  return { schema: SCHEMA_VERSION, gameId: 'festival-charter', id: 'g1', players: PLAYERS, options, seed: 'seed', state, log: [], createdAt: 0, updatedAt: 2 };
}
