/**
 * Player names as setup cleans them and every game checks them (RULINGS.md "All games", Seats): 1–24 characters after
 * trimming, unique ignoring case (and width: `Ana`, `ANA`, `Ａｎａ` are one name).
 */
import { check } from './errors';

/** The longest player name, in characters after trimming (RULINGS.md "Seats"). */
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
 * Invisible characters a name may not carry: control characters and format characters
 * (zero-width spaces, right-to-left overrides), which would let two names look the same or turn
 * the sentences around a name back to front. They are removed, but for the zero-width joiner
 * inside an emoji sequence (👩‍👩‍👧 is three emoji joined into one).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const EMOJI_BEFORE = /\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

/** `name` without its invisible characters (see {@link INVISIBLE}). */
function withoutInvisible(name: string): string {
  return name.replace(INVISIBLE, (ch: string, at: number) =>
    ch === '\u200D' && EMOJI_BEFORE.test(name.slice(0, at)) && EMOJI_AFTER.test(name.slice(at + 1)) ? ch : '',
  );
}

/**
 * Checks the players' names for a new game: invisible characters removed, each 1–24
 * characters (as a reader counts them: 💐 is one) after trimming, unique ignoring case and
 * width, and a count within `min`..`max`.
 * Returns the cleaned names, or the first problem as a message for the setup screen. Markup in
 * a name is plain text: it is never interpreted.
 */
export function checkNames(raw: readonly string[], min: number, max: number): { ok: true; names: string[] } | { ok: false; error: string } {
  const names = raw.map((n) => withoutInvisible(n).trim().replace(/\s+/g, ' '));
  for (let i = 0; i < names.length; i++) {
    const n = names[i] ?? '';
    if (n.length === 0) return { ok: false, error: `Player ${i + 1} needs a name.` };
    if (!nameFits(n)) return { ok: false, error: `"${nameStart(n, 12)}…" is too long: names are at most ${NAME_MAX} characters.` };
  }
  const seen = new Map<string, string>();
  for (const n of names) {
    const key = sameNameKey(n);
    const other = seen.get(key);
    if (other !== undefined) return { ok: false, error: `"${other}" and "${n}" are the same name; give each player their own.` };
    seen.set(key, n);
  }
  if (names.length < min || names.length > max) {
    return { ok: false, error: min === max ? `This game needs exactly ${min} players.` : `This game needs ${min} to ${max} players.` };
  }
  return { ok: true, names };
}
