/**
 * Which seats have the coach turned on (docs/coach.md, "How it is turned on"), kept on this phone in localStorage
 * (`fairground.coach`) as one list of keys, each naming a seat of a game (`<saved game id>:<seat>`, or a joined phone's
 * `<game>:<player name>`): off for every key not in it. The list keeps the latest {@link COACH_KEPT} keys turned on, so
 * it never grows past a few games. Nothing here throws: blocked or full storage keeps the list in memory for this page.
 */
import { keptText } from './webStorage';

const kept = keptText('local', 'fairground.');
const KEY = 'coach';

/** How many seats' coach switches are kept on (the oldest turned on is forgotten first). */
const COACH_KEPT = 50;

/** The keys turned on, oldest first. */
function onKeys(): string[] {
  try {
    const raw: unknown = JSON.parse(kept.get(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the coach is on for the seat `key` names (off unless turned on). */
export function coachOn(key: string): boolean {
  return onKeys().includes(key);
}

/** Turns the coach on or off for the seat `key` names. */
export function keepCoach(key: string, on: boolean): void {
  const rest = onKeys().filter((k) => k !== key);
  kept.set(KEY, JSON.stringify(on ? [...rest, key].slice(-COACH_KEPT) : rest));
}
