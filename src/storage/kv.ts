import { createStore, get, set, del, entries, type UseStore } from 'idb-keyval';

/** A small key-value store: IndexedDB through idb-keyval, or memory when IndexedDB cannot be used. */
export interface KV {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
}

/** A KV over one IndexedDB database of one object store (idb-keyval's `createStore`). */
export function idbKV(dbName: string, storeName: string): KV {
  let store: UseStore | null = null;
  const s = () => (store ??= createStore(dbName, storeName));
  return {
    get: (key) => get(key, s()),
    set: (key, value) => set(key, value, s()),
    del: (key) => del(key, s()),
    entries: async () => (await entries<IDBValidKey, unknown>(s())).map(([k, val]) => [String(k), val]),
  };
}

/** A KV that lives only as long as the page: the fallback when IndexedDB cannot be opened. */
export function memoryKV(): KV {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    entries: async () => [...map.entries()].map(([k, val]) => [k, structuredClone(val)]),
  };
}

/**
 * Whether IndexedDB can be opened and written here: false in some private modes, when the
 * user blocked storage, or when `indexedDB` is missing. Resolves within `timeoutMs` (ms).
 */
export async function idbWorks(timeoutMs = 3000): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const probe = (async () => {
    const kv = idbKV('fairground-probe', 'probe');
    await kv.set('probe', 1);
    return (await kv.get('probe')) === 1;
  })().catch(() => false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));
  return Promise.race([probe, timeout]);
}
