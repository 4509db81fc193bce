import type { AnyGameModule, GameMeta } from './contract';
import { shelfMeta } from './shelf';

/** One game on the shelf; its code (rules, views, cards) is loaded only when it is opened. */
export interface ShelfEntry extends GameMeta {
  /**
   * The options that tell one saved game from another, in a few words each ("Crowd Favourite",
   * "Advanced scoring", "3 hands"), for Home, without loading the game's code. Defensive: options
   * of any shape (an old or a hostile record) give only the words it can read, never an error.
   */
  describe(options: unknown): string[];
  load(): Promise<AnyGameModule>;
}

/** Each game folder's `describe.ts` (its option words, small), read with the registry. */
const describers = import.meta.glob<(options: unknown) => string[]>('./*/describe.ts', { eager: true, import: 'describe' });
/** Each game folder's `index.ts` (the whole game), loaded only when the game is opened: each game is its own chunk. */
const loaders = import.meta.glob<AnyGameModule>('./*/index.ts', { import: 'game' });

/** What a game folder `id` holds at `file`, or an error naming the folder and file that is missing. */
function inFolder<T>(found: Record<string, T>, id: string, file: string): T {
  const it = found[`./${id}/${file}`];
  if (it === undefined) throw new Error(`The game folder ${id} has no ${file}`);
  return it;
}

/**
 * The shelf, read from the game folders (`meta.ts`, `describe.ts`, `index.ts` in each), in the shelf's order. Each
 * `load` erases the game's own types (`AnyGameModule`): a component typed for one game's view cannot be typed for
 * every game's, and the session only ever hands a game its own state and views.
 */
export const shelf: readonly ShelfEntry[] = shelfMeta.map((meta) => {
  const load = inFolder(loaders, meta.id, 'index.ts');
  return { ...meta, describe: inFolder(describers, meta.id, 'describe.ts'), load: () => load() };
});

/** The shelf entry for `id`, or undefined for a game this version does not know. */
export function findGame(id: string): ShelfEntry | undefined {
  return shelf.find((g) => g.id === id);
}
