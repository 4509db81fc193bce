import type { GameMeta } from './contract';

/**
 * Every game folder's `meta.ts`, read when Home starts: a game is on the shelf because its folder is here (adding a
 * game is adding a folder). Only `meta` is taken from each, so nothing else of a game enters Home's first frame.
 */
const metas = import.meta.glob<GameMeta>('./*/meta.ts', { eager: true, import: 'meta' });

/**
 * The games on Home's shelf, in their order (`meta.order`), as the shelf shows them: id, title, blurb and player
 * counts only. `registry.ts` adds what opening or describing one needs; Home's first frame needs only this.
 */
export const shelfMeta: readonly GameMeta[] = Object.values(metas).sort((a, b) => a.order - b.order);
