import { get, set, del, entries, keys, update, promisifyRequest, type UseStore } from 'idb-keyval';

/** A small key-value store: IndexedDB through idb-keyval, or memory when IndexedDB cannot be used. */
export interface KV {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
  /** Every key, without reading the values. */
  keys(): Promise<string[]>;
  /**
   * Reads the value under `key` and writes what `next` makes of it, as one step no other writer can come
   * between (one IndexedDB transaction). When `next` throws, nothing is written and the promise rejects
   * with what it threw.
   */
  update(key: string, next: (old: unknown) => unknown): Promise<void>;
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
 * idb-keyval's `createStore`, but a connection that another tab asks to give up (it deletes or
 * upgrades the database: `versionchange`) is closed at once, so that tab is not kept waiting, and
 * forgotten: the next operation opens a fresh one.
 */
function openStore(dbName: string, storeName: string, onGone: () => void): UseStore {
  const request = indexedDB.open(dbName);
  request.onupgradeneeded = () => request.result.createObjectStore(storeName);
  const dbp = promisifyRequest(request);
  dbp.then((db) => {
    db.onversionchange = () => {
      db.close();
      onGone();
    };
    db.onclose = onGone;
  }, onGone);
  return (txMode, callback) => dbp.then((db) => callback(db.transaction(storeName, txMode).objectStore(storeName)));
}

/**
 * A KV over one IndexedDB database of one object store. The connection is kept; when it was
 * closed under the app, the operation is tried once more over a freshly opened one, and when
 * another tab asks for the database (`versionchange`) it is closed and reopened on the next use.
 */
export function idbKV(dbName: string, storeName: string): KV {
  let store: UseStore | null = null;
  const open = (): UseStore => {
    const s = openStore(dbName, storeName, () => {
      if (store === s) store = null;
    });
    return s;
  };
  async function run<T>(op: (s: UseStore) => Promise<T>): Promise<T> {
    const first = (store ??= open());
    try {
      return await op(first);
    } catch (e) {
      if (!connectionClosed(e)) throw e;
      if (store === first || store === null) store = open();
      return op(store);
    }
  }
  return {
    get: (key) => run((s) => get(key, s)),
    set: (key, value) => run((s) => set(key, value, s)),
    del: (key) => run((s) => del(key, s)),
    entries: async () => (await run((s) => entries<IDBValidKey, unknown>(s))).map(([k, val]) => [String(k), val]),
    keys: async () => (await run((s) => keys<IDBValidKey>(s))).map(String),
    update: (key, next) => run((s) => update(key, next, s)),
  };
}

/**
 * A deep copy of a stored value: `structuredClone`, or a JSON round trip where it is missing (Safari
 * before 15.4, Firefox before 94; the records are JSON already). `undefined` stays `undefined`.
 */
function copy<T>(value: T): T {
  if (typeof structuredClone === 'function') return structuredClone(value);
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A KV that lives only as long as the page: the fallback when IndexedDB cannot be opened (Firefox's private windows before 115). */
export function memoryKV(): KV {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => copy(map.get(key)),
    set: async (key, value) => {
      map.set(key, copy(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    entries: async () => [...map.entries()].map(([k, val]) => [k, copy(val)]),
    keys: async () => [...map.keys()],
    update: async (key, next) => {
      map.set(key, structuredClone(next(structuredClone(map.get(key)))));
    },
  };
}

/** What IndexedDB allows here: reading what is saved, and writing more. */
export interface IdbAccess {
  /** The app's databases open and read: false in some private modes, when storage is blocked, or with no `indexedDB`. */
  read: boolean;
  /** A write goes through: false also when the disk is full (the games already saved still read). */
  write: boolean;
}

/** Resolves to `value`, or to `fallback` after `ms` milliseconds, whichever comes first. */
function within<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([p, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/**
 * Probes IndexedDB: whether the store `kv` reads, and separately whether a write to a probe
 * database goes through. Reading never depends on writing: a full disk still lists every saved
 * game. Each check resolves within `timeoutMs` (ms). Never rejects.
 */
export async function idbAccess(kv: KV, timeoutMs = 3000): Promise<IdbAccess> {
  if (typeof indexedDB === 'undefined') return { read: false, write: false };
  const read = within(
    kv.get('\u0000probe').then(
      () => true,
      () => false,
    ),
    timeoutMs,
    false,
  );
  const write = within(
    (async () => {
      const probe = idbKV('fairground-probe', 'probe');
      await probe.set('probe', 1);
      return (await probe.get('probe')) === 1;
    })().catch(() => false),
    timeoutMs,
    false,
  );
  return { read: await read, write: await write };
}

/**
 * What a storage error means, in words a player can read: browsers throw a full disk with an
 * empty message (`QuotaExceededError`), so the error's name is used too. Never empty.
 */
export function storageErrorText(e: unknown): string {
  const name = typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : '';
  const message = (typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : typeof e === 'string' ? e : '').trim();
  if (name === 'QuotaExceededError' || /quota/i.test(message)) return 'the phone’s storage is full';
  if (connectionClosed(e)) return 'the storage was closed by the browser';
  if (message) return message;
  return name ? `storage refused it: ${name}` : 'storage refused it';
}
