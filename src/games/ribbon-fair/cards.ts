/**
 * The decks a fair deals from: the base pack plus the themed packs the table turned on
 * (docs/games/ribbon-fair.md, "What you need" and "Setup").
 */
import { packById } from './packs/index';
import type { Card, Decks, RfOptions } from './types';
import type { PackId } from './packs/types';

/** The base pack (always in) and each themed pack in `options.themedPacks`, as cards tagged with their pack. */
export function decksFor(options: RfOptions): Decks {
  const ids: PackId[] = ['base', ...options.themedPacks];
  const chosen = ids.map(packById);
  return {
    ribbons: chosen.flatMap((p): Card[] => p.ribbons.map((text) => ({ pack: p.id, text }))),
    entries: chosen.flatMap((p): Card[] => p.entries.map((text) => ({ pack: p.id, text }))),
  };
}
