/**
 * Festival Charter's public cards: the eight project cards and the four priority cards,
 * exactly as docs/house-rules.md "Festival Charter" lists them (they reproduce the worked example in
 * docs/games/festival-charter.md "A worked example").
 */

/** The four festival features, written as words with quantities (docs/games/festival-charter.md "Prepare public information"). */
export type Feature = 'GLOW' | 'FEAST' | 'PLAY' | 'REST';

/** Every feature, in the order the cards print them. */
export const FEATURES: readonly Feature[] = ['GLOW', 'FEAST', 'PLAY', 'REST'];

/** Stable ids of the eight project cards. */
export type ProjectId = 'moon-gate' | 'long-table' | 'evening-picnic' | 'maker-nook' | 'lantern-walk' | 'hammock-grove' | 'bake-tent' | 'sky-lanterns';

/** One project card: its printed cost (planning units) and its feature symbols (count per feature). */
export interface Project {
  id: ProjectId;
  name: string;
  /** Printed cost in planning units, paid in full from the shared budget when approved. */
  cost: number;
  /** Symbols of each feature on the card (0 when the card has none). */
  features: Readonly<Record<Feature, number>>;
}

function project(id: ProjectId, name: string, cost: number, glow: number, feast: number, play: number, rest: number): Project {
  return { id, name, cost, features: { GLOW: glow, FEAST: feast, PLAY: play, REST: rest } };
}

/** The eight project cards, laid face up at setup (docs/house-rules.md "Festival Charter", project table). */
export const PROJECTS: readonly Project[] = [
  project('moon-gate', 'Moon Gate', 2, 2, 0, 0, 0),
  project('long-table', 'Long Table', 2, 0, 1, 1, 0),
  project('evening-picnic', 'Evening Picnic', 4, 0, 2, 0, 1),
  project('maker-nook', 'Maker Nook', 3, 0, 0, 2, 0),
  project('lantern-walk', 'Lantern Walk', 3, 1, 0, 1, 1),
  project('hammock-grove', 'Hammock Grove', 3, 0, 0, 0, 2),
  project('bake-tent', 'Bake Tent', 4, 1, 2, 0, 0),
  project('sky-lanterns', 'Sky Lanterns', 5, 2, 0, 1, 1),
];

/** Every project id, in table order. */
export const PROJECT_IDS: readonly ProjectId[] = PROJECTS.map((p) => p.id);

/** True when `id` names one of the eight projects (used to check actions read back from saves). */
export function isProjectId(id: unknown): id is ProjectId {
  return typeof id === 'string' && PROJECTS.some((p) => p.id === id);
}

/**
 * The project card `id`.
 * @throws RangeError for an id that is not one of the eight (a programming error, not a player's).
 */
export function projectById(id: ProjectId): Project {
  const found = PROJECTS.find((p) => p.id === id);
  if (found === undefined) throw new RangeError(`Unknown project ${id}`);
  return found;
}

/** The features of a card as words with quantities, e.g. "FEAST 2, REST 1" (docs/games/festival-charter.md "Prepare public information"). */
export function featureWords(p: Project): string {
  return FEATURES.filter((f) => p.features[f] > 0)
    .map((f) => `${f} ${p.features[f]}`)
    .join(', ');
}

/** Stable ids of the four priority cards. */
export type PriorityId = 'glow-keeper' | 'feast-keeper' | 'play-keeper' | 'rest-keeper';

/** One public priority card: the primary feature scores 2 points per built symbol, the secondary 1, the others 0. */
export interface Priority {
  id: PriorityId;
  name: string;
  primary: Feature;
  secondary: Feature;
}

/** The four priority cards (docs/house-rules.md "Festival Charter", priority table), in printed order before the shuffle. */
export const PRIORITIES: readonly Priority[] = [
  { id: 'glow-keeper', name: 'Glow Keeper', primary: 'GLOW', secondary: 'FEAST' },
  { id: 'feast-keeper', name: 'Feast Keeper', primary: 'FEAST', secondary: 'PLAY' },
  { id: 'play-keeper', name: 'Play Keeper', primary: 'PLAY', secondary: 'REST' },
  { id: 'rest-keeper', name: 'Rest Keeper', primary: 'REST', secondary: 'GLOW' },
];

/**
 * The priority card `id`.
 * @throws RangeError for an unknown id (a programming error).
 */
export function priorityById(id: PriorityId): Priority {
  const found = PRIORITIES.find((p) => p.id === id);
  if (found === undefined) throw new RangeError(`Unknown priority ${id}`);
  return found;
}
