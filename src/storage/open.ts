import { idbKV, memoryKV } from './kv';
import { makeProfiles, type Profiles } from './profiles';
import { openSaves, type Saves } from './saves';
import { carriedRecords, type CarriedRecords } from './seasons';

/** Everything the device keeps, opened once at start. */
export interface Stores {
  /** The saved games. */
  saves: Saves;
  /** Achievements per player name. */
  profiles: Profiles;
  /** Small records a game carries from match to match (a Red Blue Gold season), by key. */
  records: CarriedRecords;
}

/**
 * Opens the device's storage, once: the saves in IndexedDB when it reads (see `openSaves`), and beside
 * them the profiles and the carried records; all three in memory when IndexedDB cannot be opened, so the
 * app still plays (and says that nothing will be kept). Never rejects.
 */
export async function openStores(): Promise<Stores> {
  const saves = await openSaves();
  return {
    saves,
    profiles: makeProfiles(saves.persistent ? idbKV('fairground-profiles', 'profiles') : memoryKV()),
    records: carriedRecords(saves.persistent ? idbKV('fairground-records', 'records') : memoryKV()),
  };
}
