import * as v from 'valibot';

/** The player's settings, kept in localStorage (read synchronously at start so the first frame is right). */
export interface Settings {
  largeText: boolean;
  reducedMotion: boolean;
  sound: boolean;
  vibration: boolean;
  readAloud: boolean;
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
export const defaultSettings: Settings = { largeText: false, reducedMotion: false, sound: true, vibration: true, readAloud: true, botSpeed: 'calm' };

const KEY = 'fairground.settings';
const NAMES_KEY = 'fairground.names';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A setting that reads as a boolean, or its default when missing or unreadable. */
const flag = (d: boolean) => v.fallback(v.optional(v.boolean(), d), d);

/** Settings as stored; anything unreadable falls back to the default. */
const SettingsSchema = v.fallback(
  v.object({
    largeText: flag(defaultSettings.largeText),
    reducedMotion: flag(defaultSettings.reducedMotion),
    sound: flag(defaultSettings.sound),
    vibration: flag(defaultSettings.vibration),
    readAloud: flag(defaultSettings.readAloud),
    botSpeed: v.fallback(v.optional(v.picklist(BOT_SPEEDS), defaultSettings.botSpeed), defaultSettings.botSpeed),
  }),
  { ...defaultSettings },
);

/** The saved settings, or the defaults for any that are missing or unreadable. */
export function loadSettings(): Settings {
  try {
    return v.parse(SettingsSchema, JSON.parse(storage()?.getItem(KEY) ?? '{}'));
  } catch {
    return { ...defaultSettings };
  }
}

/** Saves the settings; does nothing where localStorage is blocked. */
export function saveSettings(s: Settings): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(s));
  } catch {
    /* blocked storage: settings last for this visit only */
  }
}

/** The player names used last time, in seat order (kept for next time). */
export function loadNames(): string[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(NAMES_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((n): n is string => typeof n === 'string').slice(0, 13) : [];
  } catch {
    return [];
  }
}

/** Keeps the player names for next time. */
export function saveNames(names: readonly string[]): void {
  try {
    storage()?.setItem(NAMES_KEY, JSON.stringify(names));
  } catch {
    /* blocked storage */
  }
}
