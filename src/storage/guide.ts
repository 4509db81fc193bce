/**
 * The guided first game's memory on this phone (docs/coach.md, "The guided first game"), in localStorage:
 *
 * - `fairground.guide`: per saved game (its id), whether the guide is on and which steps were passed or skipped
 *   (their keys: a board step's `key`, a private view's `<seat>:<key>`). The latest {@link GUIDE_KEPT} games are kept.
 * - `fairground.guide-setup`: per game (its id, e.g. `horse-fair`), whether *Teach us* was ticked at its last setup
 *   on this phone, or turned off in its last guided game: setup starts from it.
 *
 * Nothing here throws: unreadable or foreign text reads as "off, nothing seen", and blocked or full storage keeps the
 * memory for this page.
 */
import { keptText } from './webStorage';

const kept = keptText('local', 'fairground.');
const GAMES_KEY = 'guide';
const SETUP_KEY = 'guide-setup';

/** How many saved games' guides are kept (the oldest started is forgotten first). */
export const GUIDE_KEPT = 30;

/** One saved game's guide: on or off, and the steps passed or skipped. */
export interface GuideMemory {
  on: boolean;
  /** Keys of the steps not to show again, in the order they were passed. */
  seen: readonly string[];
}

const OFF: GuideMemory = { on: false, seen: [] };

/** A record read from storage, kept only where it has the right shape. */
function asMemory(raw: unknown): GuideMemory | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { on, seen } = raw as { on?: unknown; seen?: unknown };
  if (typeof on !== 'boolean' || !Array.isArray(seen)) return null;
  return { on, seen: seen.filter((k): k is string => typeof k === 'string') };
}

/** Every kept game's guide, by saved game id, oldest first. */
function allGames(): [string, GuideMemory][] {
  try {
    const raw: unknown = JSON.parse(kept.get(GAMES_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((entry): [string, GuideMemory][] => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') return [];
      const memory = asMemory(entry[1]);
      return memory ? [[entry[0], memory]] : [];
    });
  } catch {
    return [];
  }
}

/** The guide of the saved game `gameId`: off with nothing seen unless it was started guided. */
export function guideOf(gameId: string): GuideMemory {
  return allGames().find(([id]) => id === gameId)?.[1] ?? OFF;
}

/** Keeps `memory` as the guide of the saved game `gameId` (the newest kept). */
export function keepGuide(gameId: string, memory: GuideMemory): void {
  const rest = allGames().filter(([id]) => id !== gameId);
  kept.set(GAMES_KEY, JSON.stringify([...rest, [gameId, memory]].slice(-GUIDE_KEPT)));
}

/** Marks the step `key` of the saved game `gameId` passed: it does not show again in that game. */
export function passGuideStep(gameId: string, key: string): void {
  const memory = guideOf(gameId);
  if (memory.seen.includes(key)) return;
  keepGuide(gameId, { ...memory, seen: [...memory.seen, key] });
}

/** Whether *Teach us* starts ticked at the setup of `game` (a game's id): as it was last left on this phone, else off. */
export function teachAtSetup(game: string): boolean {
  try {
    const raw: unknown = JSON.parse(kept.get(SETUP_KEY) ?? '{}');
    return typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>)[game] === true;
  } catch {
    return false;
  }
}

/** Keeps whether *Teach us* starts ticked at the next setup of `game`. */
export function keepTeachAtSetup(game: string, on: boolean): void {
  let all: Record<string, unknown> = {};
  try {
    const raw: unknown = JSON.parse(kept.get(SETUP_KEY) ?? '{}');
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) all = raw as Record<string, unknown>;
  } catch {
    // Foreign text: started afresh.
  }
  kept.set(SETUP_KEY, JSON.stringify({ ...all, [game]: on }));
}
