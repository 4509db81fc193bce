import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';

/** A small valid saved-game record for storage tests: game `id`, last move at `updatedAt`, state `{ n }`. */
export function savedGame(id: string, updatedAt: number, n = 1): SavedGame {
  return {
    schema: SCHEMA_VERSION,
    gameId: 'festival-charter',
    id,
    players: ['Ana', 'Bo', 'Cy', 'Di'],
    options: {},
    seed: id,
    state: { n },
    log: [],
    createdAt: 1,
    updatedAt,
  };
}
