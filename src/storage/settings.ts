import { keptText } from './webStorage';

/** The player's settings, kept in localStorage (read synchronously at start so the first frame is right). */
export interface Settings {
  largeText: boolean;
  reducedMotion: boolean;
  sound: boolean;
  vibration: boolean;
  readAloud: boolean;
  /**
   * Slower moments: each public moment holds the board twice its beat (contract.ts `SLOW_BEAT_FACTOR`: 8 s instead of
   * 4 s) before a bot moves on or it settles into the last-move strip, for a table that reads aloud slowly.
   */
  slowMoments: boolean;
  /** How long bots wait before each move: see {@link BotSpeed}. */
  botSpeed: BotSpeed;
}

/**
 * How quickly bot seats move (src/session/bots.ts turns it into a pause): 'calm' (700 ms, so the table can follow
 * each move), 'quick' (250 ms) or 'instant' (0 ms: a bot moves as soon as the table is shown).
 */
export type BotSpeed = 'calm' | 'quick' | 'instant';

/** Every bot speed, slowest first (the order Settings offers them in). */
export const BOT_SPEEDS: readonly BotSpeed[] = ['calm', 'quick', 'instant'];

/** Settings on a new device. */
export const defaultSettings: Settings = {
  largeText: false,
  reducedMotion: false,
  sound: true,
  vibration: true,
  readAloud: true,
  slowMoments: false,
  botSpeed: 'calm',
};

/** The settings and the last names, each one record in localStorage (`fairground.settings`, `fairground.names`). */
const kept = keptText('local', 'fairground.');
const KEY = 'settings';
const NAMES_KEY = 'names';

/** Reads one stored setting: its value when it is one the setting can take, else undefined (the default is used). */
type Reader<T> = (stored: unknown) => T | undefined;

/** A setting that is on or off. */
const flag: Reader<boolean> = (stored) => (typeof stored === 'boolean' ? stored : undefined);

/** The bots' pace: one of {@link BOT_SPEEDS}. */
const speed: Reader<BotSpeed> = (stored) => BOT_SPEEDS.find((s) => s === stored) ?? undefined;

/**
 * How each setting is read from storage: a small check by hand rather than a validator, because the
 * settings are read at start, before the first frame, and Home's start stays without the validator.
 */
const readers: { [K in keyof Settings]: Reader<Settings[K]> } = {
  largeText: flag,
  reducedMotion: flag,
  sound: flag,
  vibration: flag,
  readAloud: flag,
  slowMoments: flag,
  botSpeed: speed,
};

/** The saved settings, or the defaults for any that are missing or unreadable (and for all when the record is not an object). */
export function loadSettings(): Settings {
  const out: Settings = { ...defaultSettings };
  try {
    const raw: unknown = JSON.parse(kept.get(KEY) ?? '{}');
    const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    for (const key of Object.keys(readers) as (keyof Settings)[]) read(out, key, stored[key]);
  } catch {
    /* not JSON, or storage blocked: the defaults */
  }
  return out;
}

/** Sets `out[key]` from the stored value when it reads. */
function read<K extends keyof Settings>(out: Settings, key: K, stored: unknown): void {
  const value = readers[key](stored);
  if (value !== undefined) out[key] = value;
}

/** Saves the settings (in this page's memory alone where localStorage is blocked). */
export function saveSettings(s: Settings): void {
  kept.set(KEY, JSON.stringify(s)); // where storage is blocked, they last for this visit only
}

/** The player names used last time, in seat order (kept for next time). */
export function loadNames(): string[] {
  try {
    const raw: unknown = JSON.parse(kept.get(NAMES_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === 'string').slice(0, 13) : [];
  } catch {
    return [];
  }
}

/** Keeps the player names for next time. */
export function saveNames(names: readonly string[]): void {
  kept.set(NAMES_KEY, JSON.stringify(names));
}
