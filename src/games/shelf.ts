import type { GameMeta } from './contract';
import { meta as fcMeta } from './festival-charter/meta';
import { meta as rfMeta } from './ribbon-fair/meta';
import { meta as hfMeta } from './horse-fair/meta';
import { meta as rbgMeta } from './red-blue-gold/meta';

/**
 * The games on Home's shelf, in its order, as the shelf shows them: id, title, blurb and player
 * counts only. `registry.ts` lists the same games in the same order with what opening or describing
 * one needs; Home's first frame needs only this.
 */
export const shelfMeta: readonly GameMeta[] = [fcMeta, rfMeta, hfMeta, rbgMeta];
