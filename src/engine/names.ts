/**
 * Player names as every game checks them (docs/house-rules.md "All games", Seats): 1–24 characters after
 * trimming, unique ignoring case (and width: `Ana`, `ANA`, `Ａｎａ` are one name).
 */
import { check } from './errors';

/** The longest player name, in characters after trimming (docs/house-rules.md "Seats"). */
export const NAME_MAX = 24;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A name's length in characters as a reader counts them: grapheme clusters, so an emoji such as 💐,
 * a flag or a family 👩‍👩‍👧 is one character, as is a letter with its accents.
 */
export function nameLength(name: string): number {
  let n = 0;
  for (const _ of graphemes.segment(name)) n++;
  return n;
}

/** The first `n` characters (grapheme clusters) of `name`. */
export function nameStart(name: string, n: number): string {
  let out = '';
  let i = 0;
  for (const { segment } of graphemes.segment(name)) {
    if (i++ >= n) break;
    out += segment;
  }
  return out;
}

/** The key under which two names are the same: ignoring case and width. */
export function sameNameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase();
}

/**
 * Checks the seats' names: each 1–{@link NAME_MAX} characters after trimming, no two the same
 * ignoring case and width. `who` names a seat in the message ("player", "stall").
 * @throws RuleError naming the first problem.
 */
export function checkSeatNames(players: readonly string[], who = 'player'): void {
  const seen = new Set<string>();
  for (const raw of players) {
    const name = raw.trim();
    const length = nameLength(name);
    check(length >= 1 && length <= NAME_MAX, `Each ${who} needs a name of 1 to ${NAME_MAX} characters.`);
    const key = sameNameKey(name);
    check(!seen.has(key), `Two ${who}s are called "${name}": names must differ.`);
    seen.add(key);
  }
}
