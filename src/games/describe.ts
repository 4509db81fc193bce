/**
 * Helpers for each game's `describe.ts`: reading the options of a saved game for Home's rows without trusting their
 * shape. Every helper is defensive: options of any shape (an old or a hostile record) give only the words it can
 * read, never an error.
 */

/** `options[key]` when `options` is an object that has it as its own, else undefined. */
export function field(options: unknown, key: string): unknown {
  return typeof options === 'object' && options !== null && Object.hasOwn(options, key) ? (options as Record<string, unknown>)[key] : undefined;
}

/** The word for `value` among `words` (own entries only), or null. */
export function word(words: Readonly<Record<string, string>>, value: unknown): string | null {
  return typeof value === 'string' && Object.hasOwn(words, value) ? (words[value] ?? null) : null;
}

/** A clock in seconds as Home says it ("30 s"), "no" for off, null when unreadable. */
export function seconds(value: unknown): string | null {
  if (value === null) return 'no';
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1e6 ? `${Math.round(value)} s` : null;
}

/** The words that are there, in order. */
export const present = (...words: (string | null | false)[]): string[] => words.filter((w): w is string => typeof w === 'string' && w !== '');
