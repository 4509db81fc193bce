/** Red Blue Gold's options in a few words, for Home's saved-game rows (read without loading the game). */
import { field, present, word } from '../describe';

/** The round clock as Home says it. */
const CLOCKS: Readonly<Record<string, string>> = { '24h': '24 h rounds', '1h': '1 h rounds', '10min': '10 min rounds', none: 'No round clock' };

/** The round clock and the season's group ("1 h rounds", "Season: Camp Oak"). */
export function describe(options: unknown): string[] {
  const group = field(field(options, 'season'), 'group');
  return present(word(CLOCKS, field(options, 'roundClock')), typeof group === 'string' && group.trim() !== '' && `Season: ${group.trim().slice(0, 40)}`);
}
