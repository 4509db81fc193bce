import { createStore, get, set, del, entries, type UseStore } from 'idb-keyval';

/** A small key-value store: IndexedDB through idb-keyval, or memory when IndexedDB cannot be used. */
export interface KV {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
}

/**
 * Whether `e` says the IndexedDB connection is gone: closed under the app (by the browser when
 * storage is cleared or the device is short of space, or by `close()`), so a fresh one may work.
 */
function connectionClosed(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const name = 'name' in e ? String(e.name) : '';
  const message = 'message' in e ? String(e.message) : '';
  return name === 'InvalidStateError' || /connection.*clos|database.*clos/i.test(message);
}

/**
 * A KV over one IndexedDB database of one object store (idb-keyval's `createStore`).
 * idb-keyval keeps its connection; when that connection was closed under the app, the
 * operation is tried once more over a freshly opened one.
 */
export function idbKV(dbName: string, storeName: string): KV {
  let store: UseStore | null = null;
  async function run<T>(op: (s: UseStore) => Promise<T>): Promise<T> {
    const first = (store ??= createStore(dbName, storeName));
    try {
      return await op(first);
    } catch (e) {
      if (!connectionClosed(e)) throw e;
      if (store === first) store = createStore(dbName, storeName);
      return op(store);
    }
  }
  return {
    get: (key) => run((s) => get(key, s)),
    set: (key, value) => run((s) => set(key, value, s)),
    del: (key) => run((s) => del(key, s)),
    entries: async () => (await run((s) => entries<IDBValidKey, unknown>(s))).map(([k, val]) => [String(k), val]),
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
