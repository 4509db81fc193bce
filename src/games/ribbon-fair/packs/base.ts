/**
 * Ribbon Fair, base pack: assembles the ribbons and entries kept in their own modules.
 */

import { baseEntries } from './base-entries';
import { baseRibbons } from './base-ribbons';
import type { Pack } from './types';

/** The base pack "Base": 150 ribbons and 500 entries. Always in play. */
export const basePack: Pack = {
  id: 'base',
  title: 'Base',
  ribbons: baseRibbons,
  entries: baseEntries,
  themed: false,
};
