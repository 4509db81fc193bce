/** The longest player name, in characters after trimming (RULINGS, "Seats"). */
export const NAME_MAX = 24;

/**
 * Invisible characters a name may not carry: control characters and format characters
 * (zero-width spaces and joiners, right-to-left overrides), which would let two names look the
 * same or turn the sentences around a name back to front. They are removed.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** Two names are the same when they match ignoring case and width (`Ana`, `ANA`, `Ａｎａ`). */
function sameNameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase();
}

/**
 * Checks the players' names for a new game: invisible characters removed, each 1–24
 * characters after trimming, unique ignoring case and width, and a count within `min`..`max`.
 * Returns the cleaned names, or the first problem as a message for the setup screen. Markup in
 * a name is plain text: it is never interpreted.
 */
export function checkNames(raw: readonly string[], min: number, max: number): { ok: true; names: string[] } | { ok: false; error: string } {
  const names = raw.map((n) => n.replace(INVISIBLE, '').trim().replace(/\s+/g, ' '));
  for (let i = 0; i < names.length; i++) {
    const n = names[i] ?? '';
    if (n.length === 0) return { ok: false, error: `Player ${i + 1} needs a name.` };
    if ([...n].length > NAME_MAX) return { ok: false, error: `"${[...n].slice(0, 12).join('')}…" is too long: names are at most ${NAME_MAX} characters.` };
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
