/**
 * Fit as anyone at the table reads it off the cards (docs/bots.md): the telling words an entry shares
 * with the ribbon, once small words are dropped and endings folded ("Sleepiest" and "A sleepy sloth" share "sleep").
 * Only the printed card texts go in: no judge's taste.
 */

/** Words that say nothing about fit: articles, the ribbon's own framing ("Most", "Best"), small joining words. */
const SMALL = new Set('a an the of in on at to for with and or by from its his her their my your our most least best worst very more less'.split(' '));

/** A word's stem: lower-cased, with a common ending folded ("sleepiest", "sleepy" → "sleep"; "socks" → "sock"). */
export function stem(word: string): string {
  const w = word.toLowerCase();
  for (const end of ['iest', 'iness', 'ier', 'est', 'ness', 'ing', 'ily', 'ies', 'ed', 'er', 'ly', 'y', 's']) {
    if (w.endsWith(end) && w.length - end.length >= 3) return w.slice(0, -end.length);
  }
  return w;
}

/** Stems already found, by card text (card texts are few and fixed, so this stays small). */
const STEMS = new Map<string, ReadonlySet<string>>();

/** The stems of a card text's telling words. */
export function stems(text: string): ReadonlySet<string> {
  const known = STEMS.get(text);
  if (known !== undefined) return known;
  const out = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}']+/u)) {
    const w = word.replace(/'s$/u, '').toLowerCase();
    if (w.length > 1 && !SMALL.has(w)) out.add(stem(w));
  }
  if (STEMS.size < 5000) STEMS.set(text, out);
  return out;
}

/** The words of a card text, lower-cased, of four letters or more ("An octopus with eight socks" → octopus, with, eight, socks). */
export function wording(text: string): ReadonlySet<string> {
  const known = WORDING.get(text);
  if (known !== undefined) return known;
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}']+/u)) if (word.length >= 4) out.add(word);
  if (WORDING.size < 5000) WORDING.set(text, out);
  return out;
}

/** Wordings already found, by card text. */
const WORDING = new Map<string, ReadonlySet<string>>();

/** The beginnings of a card text's words as an eye skimming it reads them: words of four letters or more, cut to five. */
function beginnings(text: string): ReadonlySet<string> {
  const known = BEGINNINGS.get(text);
  if (known !== undefined) return known;
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) if (word.length >= 4) out.add(word.slice(0, 5));
  if (BEGINNINGS.size < 5000) BEGINNINGS.set(text, out);
  return out;
}

/** Beginnings already found, by card text. */
const BEGINNINGS = new Map<string, ReadonlySet<string>>();

/**
 * How much `entry` looks like `ribbon` to a table that fits by the words on the cards: the telling stems they share
 * ({@link fit}) and the words that begin alike, framing words too ("Best Hugger" and "Your best friend", "Wobbliest" and
 * "A wobbly jellyfish", "Worst Houseguest" and "A houseplant nobody waters"). A crowd or judge that fits by words
 * goes by what it sees, puns and all; the bot pins for that, and judges by {@link fit} itself.
 */
export function wordFit(ribbon: string, entry: string): number {
  const r = beginnings(ribbon);
  let n = fit(ribbon, entry);
  for (const b of beginnings(entry)) if (r.has(b)) n++;
  return n;
}

/** How well `entry` fits `ribbon`: the number of telling stems they share (0 when none). */
export function fit(ribbon: string, entry: string): number {
  const r = stems(ribbon);
  let n = 0;
  for (const s of stems(entry)) if (r.has(s)) n++;
  return n;
}

/** Where `x` stands among `xs` in [0, 1] (equals counted half): 0.5 for the middle, and for an empty `xs`. */
export function standing(x: number, xs: readonly number[]): number {
  let below = 0;
  let equal = 0;
  for (const y of xs) {
    if (y < x) below++;
    else if (y === x) equal++;
  }
  return xs.length === 0 ? 0.5 : (below + 0.5 * equal) / xs.length;
}

/** Where each of `xs` stands among them all, as {@link standing} has it, in the order given (sorting once). */
export function standings(xs: readonly number[]): number[] {
  const sorted = [...xs].sort((a, b) => a - b);
  const first = (x: number, strict: boolean) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const y = sorted[mid] ?? 0;
      if (strict ? y <= x : y < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return xs.map((x) => {
    const below = first(x, false);
    return (below + 0.5 * (first(x, true) - below)) / xs.length;
  });
}
