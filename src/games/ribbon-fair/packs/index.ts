/**
 * Ribbon Fair card packs: the base pack and the two themed packs that can be mixed into it.
 */

import { barnyardKitchenPack } from './barnyard-kitchen';
import { basePack } from './base';
import { starlightMidwayPack } from './starlight-midway';
import type { Pack, PackId } from './types';

export type { Pack, PackId } from './types';
export { CARD_TEXT_MAX } from './types';
export { basePack } from './base';
export { barnyardKitchenPack } from './barnyard-kitchen';
export { starlightMidwayPack } from './starlight-midway';

/** Every pack, base first, then the themed packs in the order the setup screen lists them. */
export const packs: readonly Pack[] = [basePack, barnyardKitchenPack, starlightMidwayPack];

/**
 * The pack with this id.
 * @throws Error if no pack has that id (possible only with untyped input,
 *   such as old saved options).
 */
export function packById(id: PackId): Pack {
  const pack = packs.find((p) => p.id === id);
  if (!pack) {
    const known = packs.map((p) => p.id).join(', ');
    throw new Error(`Unknown Ribbon Fair pack id "${String(id)}"; expected one of: ${known}`);
  }
  return pack;
}
