/**
 * Carried records: what a game keeps on the device from one match to the next (a Red Blue Gold season),
 * one small record per key. The store knows nothing of any game: the game's carry says the key, reads a
 * record back (it validates what it finds) and makes the next one; here a record is only kept and found.
 */
import type { KV } from './kv';

/** The device's carried records, in IndexedDB or (when it cannot be opened) in memory like the saves. */
export interface CarriedRecords {
  /** The record kept under `key`, as stored (validate it); undefined when there is none or storage refuses to read. */
  read(key: string): Promise<unknown>;
  /**
   * Keeps `record` under `key`, in place of any before it.
   * @throws Error (rejects) when `key` is empty or `record` is not plain data (JSON: what an export can carry); nothing is kept then.
   * Rejects as well when storage refuses it (a full disk).
   */
  write(key: string, record: unknown): Promise<void>;
  /** Every record kept, as `[key, record]` pairs in no set order (validate each); none when storage refuses to read. */
  entries(): Promise<[string, unknown][]>;
}

/** Whether `x` survives JSON unchanged in shape: plain objects, arrays, strings, finite numbers, booleans and null. */
function plainData(x: unknown): boolean {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) return x.every(plainData);
  if (typeof x !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return (proto === Object.prototype || proto === null) && Object.values(x).every(plainData);
}

/** The carried records kept in `kv` (the app opens it once, beside the saves: `storage/open.ts`). */
export function carriedRecords(kv: KV): CarriedRecords {
  return {
    read: (key) => kv.get(key).catch(() => undefined),
    async write(key, record) {
      if (key === '') throw new Error('A carried record needs a key.');
      if (!plainData(record)) throw new Error(`The record for "${key}" is not plain data, so it was not kept.`);
      await kv.set(key, record);
    },
    entries: () => kv.entries().catch((): [string, unknown][] => []),
  };
}
