import type { AnyGameModule } from './contract';

/** One game on the shelf; its code (rules, views, cards) is loaded only when it is opened. */
export interface ShelfEntry {
  id: string;
  title: string;
  /** One line for the shelf card. */
  blurb: string;
  /** Player counts as shown on the shelf, e.g. "4 players". */
  players: string;
  minPlayers: number;
  maxPlayers: number;
  load(): Promise<AnyGameModule>;
}

/**
 * The shelf: only games that are complete are listed. Each `load` erases the game's own types
 * (`as unknown as AnyGameModule`): a component typed for one game's view cannot be typed for
 * every game's, and the session only ever hands a game its own state and views.
 */
export const shelf: readonly ShelfEntry[] = [
  {
    id: 'festival-charter',
    title: 'Festival Charter',
    blurb: 'Four planners, one budget, secret YES/NO votes that bind.',
    players: '4 players',
    minPlayers: 4,
    maxPlayers: 4,
    load: () => import('./festival-charter/index').then((m) => m.game as unknown as AnyGameModule),
  },
  {
    id: 'ribbon-fair',
    title: 'Ribbon Fair',
    blurb: 'Pin a secret entry to each ribbon; a rotating judge, Judge Marigold or the crowd awards it. 3 card packs.',
    players: '3–8 stalls',
    minPlayers: 3,
    maxPlayers: 8,
    load: () => import('./ribbon-fair/index').then((m) => m.game as unknown as AnyGameModule),
  },
  {
    id: 'horse-fair',
    title: 'Horse Fair',
    blurb: 'Play horse cards until a horse wins; the winning card takes a figurine. Four figurines win.',
    players: '2–5 players, partnerships for 4 and 6',
    minPlayers: 2,
    maxPlayers: 6,
    load: () => import('./horse-fair/index').then((m) => m.game as unknown as AnyGameModule),
  },
  {
    id: 'red-blue-gold',
    title: 'Red Blue Gold',
    blurb: 'Thirteen players buy, trade and play red, blue and gold cards in secret, for garnets and tokens of life.',
    players: '13 players (4–12 as a variant)',
    minPlayers: 4,
    maxPlayers: 13,
    load: () => import('./red-blue-gold/index').then((m) => m.game as unknown as AnyGameModule),
  },
];

/** The shelf entry for `id`, or undefined for a game this version does not know. */
export function findGame(id: string): ShelfEntry | undefined {
  return shelf.find((g) => g.id === id);
}
