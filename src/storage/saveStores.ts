/**
 * What the saves (`saves.ts`) and their whole-record reading and writing (`wholeRecords.ts`) share: the stores they
 * keep records in, and the error of a save refused because another tab holds the game. Apart from both, so that
 * neither imports the other.
 */
import type { KV } from './kv';

/** The three stores of the saves: records by id, the records set aside, and a summary per game (see `makeSaves`). */
export interface SaveStores {
  games: KV;
  aside: KV;
  index: KV;
}

/**
 * A save refused because another tab took the game over since this tab opened it (docs/architecture.md,
 * "One writer"): the record under that id names another writer. Nothing was written.
 */
export class TakenOverError extends Error {
  constructor() {
    super('This game was opened in another tab, which now holds it. Nothing more is saved from this tab.');
    this.name = 'TakenOverError';
  }
}
