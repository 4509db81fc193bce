/**
 * The page's web storage (localStorage or sessionStorage) for the small records kept beside the saved games
 * (settings, names, PIN tries, a put-away reveal, when a clock was last seen), under one key prefix, with a memory of
 * its own for this page where the browser blocks the storage or it is full. No method throws.
 */
export interface KeptText {
  /** The text kept under `key`: web storage's when it holds one, else what this page kept in memory, else null. */
  get(key: string): string | null;
  /** Keeps `value` under `key`: in web storage, or in this page's memory where web storage cannot keep it. */
  set(key: string, value: string): void;
  /** Forgets `key`, in web storage and in memory. */
  remove(key: string): void;
}

/** The browser's storage of `kind`, or null where there is none or it is blocked (reading it may throw). */
function webStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Texts kept in `kind` storage under `prefix` + key (e.g. `fairground.seen.` + a game's id). */
export function keptText(kind: 'local' | 'session', prefix: string): KeptText {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return webStorage(kind)?.getItem(prefix + key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        const web = webStorage(kind);
        if (web === null) throw new Error('no web storage');
        web.setItem(prefix + key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value); // blocked or full: kept in memory for this page
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        webStorage(kind)?.removeItem(prefix + key);
      } catch {
        /* blocked storage */
      }
    },
  };
}
