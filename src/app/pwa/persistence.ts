/**
 * Whether the browser may clear the saved games by itself. Safari (every browser on an iPhone) clears
 * a site's storage after some days without a visit unless the app was added to the Home Screen, and
 * offers no `navigator.storage.persist()` to ask it not to; other browsers may refuse the request.
 * Feature tests only, no user-agent.
 */

/** What Home knows of this site's storage: kept for good, at risk of being cleared, or not known yet. */
export type Persistence =
  /** The app runs from the Home Screen (standalone), or the browser said the storage is kept. */
  | 'kept'
  /** The browser cannot keep storage for good (no persist()), or it refused when asked. */
  | 'at-risk'
  /** Not asked yet, or the browser has not answered (Firefox may be showing its permission prompt). */
  | 'unknown';

/** The parts of the platform {@link persistence} looks at (the browser's own, or a test's stand-ins). */
export interface PersistenceEnv {
  /** `navigator.storage`, where there is one. */
  storage?: { persist?: () => Promise<boolean>; persisted?: () => Promise<boolean> } | undefined;
  /** True when the app runs installed: `(display-mode: standalone)` matches, or iOS Safari's `navigator.standalone`. */
  installed: boolean;
  /** The answer remembered from the last time the browser was asked (see {@link notePersistAnswer}), or null. */
  refusedBefore: boolean | null;
}

/** Where the answer to the last persist() request is remembered (localStorage): "refused" or "kept". */
export const PERSIST_ANSWER_KEY = 'fairground.persist';

/** True when the app runs from the Home Screen: `(display-mode: standalone)`, or iOS Safari's `navigator.standalone`. */
export function runsStandalone(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

function remembered(): boolean | null {
  try {
    const v = localStorage.getItem(PERSIST_ANSWER_KEY);
    return v === 'refused' ? true : v === 'kept' ? false : null;
  } catch {
    return null;
  }
}

/** This browser's {@link PersistenceEnv}. */
export function browserEnv(): PersistenceEnv {
  return { storage: typeof navigator === 'undefined' ? undefined : navigator.storage, installed: runsStandalone(), refusedBefore: remembered() };
}

/**
 * Whether the saved games may be cleared by the browser: 'kept' once installed or when `persisted()`
 * says so; 'at-risk' where there is no `persist()` (WebKit) or it was refused before; else 'unknown'.
 * Never asks the browser (no prompt): the setup screen asks when a game starts.
 */
export async function persistence(env: PersistenceEnv = browserEnv()): Promise<Persistence> {
  if (env.installed) return 'kept';
  if (typeof env.storage?.persist !== 'function') return 'at-risk';
  try {
    if (typeof env.storage.persisted === 'function' && (await env.storage.persisted())) return 'kept';
  } catch {
    /* unreadable: judge by the last answer */
  }
  return env.refusedBefore === true ? 'at-risk' : 'unknown';
}

/** Remembers the browser's answer to persist() (true: kept), for Home's next look ({@link persistence}). */
export function notePersistAnswer(kept: boolean): void {
  try {
    localStorage.setItem(PERSIST_ANSWER_KEY, kept ? 'kept' : 'refused');
  } catch {
    /* blocked storage: Home asks persisted() again next time */
  }
}
