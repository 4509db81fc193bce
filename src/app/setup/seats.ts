import { loadNames } from '../shell/kept';

/**
 * The seats setup starts with: the names used last time (at most `max`), then empty seats up to
 * `start` (the game's written number of players, or its minimum).
 */
export function startingNames(start: number, max: number): string[] {
  const names = loadNames().slice(0, max);
  while (names.length < start) names.push('');
  return names;
}
