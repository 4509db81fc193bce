/**
 * Player names as every game checks them (docs/house-rules.md "All games", Seats): 1–24 characters after
 * trimming, unique ignoring case (and width: `Ana`, `ANA`, `Ａｎａ` are one name).
 */
import { check } from './errors';

/** The longest player name, in characters after trimming (docs/house-rules.md "Seats"). */
export const NAME_MAX = 24;

/** Marks that join onto the character before them: combining accents, variation selectors, skin tones, tags. */
const JOINS_BEFORE = /^(?:\p{M}|\p{Emoji_Modifier}|[\u{FE00}-\u{FE0F}\u{E0020}-\u{E007F}])$/u;
/** A regional indicator: two of them make one flag. */
const REGIONAL = /^[\u{1F1E6}-\u{1F1FF}]$/u;
const ZWJ = '\u200D';

/**
 * A simpler grapheme split for browsers without `Intl.Segmenter` (Firefox before 125): code points,
 * with combining marks, variation selectors, skin tones and emoji tags joined to the character before,
 * a zero-width joiner joining its neighbours (👩‍👩‍👧), and regional indicators paired into flags.
 */
export function approximateGraphemes(text: string): string[] {
  const out: string[] = [];
  let joinNext = false;
  for (const cp of text) {
    const last = out.length - 1;
    const prev = out[last];
    if (prev !== undefined && (joinNext || cp === ZWJ || JOINS_BEFORE.test(cp))) {
      out[last] = prev + cp;
      joinNext = cp === ZWJ;
    } else if (prev !== undefined && REGIONAL.test(cp) && [...prev].length === 1 && REGIONAL.test(prev)) {
      out[last] = prev + cp;
    } else {
      out.push(cp);
      joinNext = false;
    }
  }
  return out;
}

let segmenter: Intl.Segmenter | null | undefined;

/**
 * `text` split into grapheme clusters: by `Intl.Segmenter`, made on first use (never when the script
 * loads, so a browser without it still starts), or by {@link approximateGraphemes} where it is missing.
 */
export function graphemesOf(text: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  if (!segmenter) return approximateGraphemes(text);
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * A name's length in characters as a reader counts them: grapheme clusters, so an emoji such as 💐,
 * a flag or a family 👩‍👩‍👧 is one character, as is a letter with its accents.
 */
export function nameLength(name: string): number {
  return graphemesOf(name).length;
}

/** The first `n` characters (grapheme clusters) of `name`. */
export function nameStart(name: string, n: number): string {
  return graphemesOf(name).slice(0, Math.max(0, n)).join('');
}

/** Whether `name` (already trimmed) has 1 to {@link NAME_MAX} characters as a reader counts them. */
export function nameFits(name: string): boolean {
  const length = nameLength(name);
  return length >= 1 && length <= NAME_MAX;
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
    check(nameFits(name), `Each ${who} needs a name of 1 to ${NAME_MAX} characters.`);
    const key = sameNameKey(name);
    check(!seen.has(key), `Two ${who}s are called "${name}": names must differ.`);
    seen.add(key);
  }
}

/**
 * The name of `seat` (0-based) among `players`, or "Seat 3" (1-based) when the list has no name
 * there (a record from an older version, a seat past the end).
 */
export function seatName(players: readonly string[], seat: number): string {
  return players[seat] ?? `Seat ${seat + 1}`;
}
