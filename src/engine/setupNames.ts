/**
 * The names setup takes for a new game (docs/house-rules.md "All games", Seats): cleaned of invisible characters,
 * then held to the same rule every game checks (`checkSeatNames`), counted and compared alike.
 * Apart from `names.ts` so that Home, which counts names, does not load setup's checks.
 */
import { NAME_MAX, nameFits, nameStart, sameNameKey } from './names';
import type { Result } from './result';

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
export function checkNames(raw: readonly string[], min: number, max: number): Result<string[]> {
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
  return { ok: true, value: names };
}
