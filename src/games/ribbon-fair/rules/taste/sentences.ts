/**
 * Judge Marigold's sentences: one short, friendly line naming the ribbon's idea and the picked entry.
 * Each kind of verdict has several frames, so she need not say the same sentence twice in a row.
 */

/** What her verdict rests on, which decides the frames she may use. */
export type Verdict =
  /** The entry has the most of what the ribbon asks, named by `adj` ("squeaky"). */
  | { kind: 'as'; adj: string }
  /** The entry has the least of what the ribbon is against, named by `adj` ("rude"). */
  | { kind: 'less'; adj: string }
  /** The entry fits best, but no one word says why (it won on hints). */
  | { kind: 'fits' }
  /** Every entry fits the same: a hunch. */
  | { kind: 'hunch' };

/** The frames of each verdict: `{r}` the ribbon's text, `{e}` the entry, `{E}` the entry opening a sentence, `{a}` the word. */
const FRAMES: Readonly<Record<Verdict['kind'], readonly string[]>> = {
  as: [
    'Nothing here is as {a} as {e}.',
    '“{r}”? That has to be {e}. So {a}!',
    'My rosette for “{r}” goes to {e}, the most {a} entry here.',
    'Easy choice: {e}. Nobody else here is quite that {a}.',
    'I looked at every entry, and {e} is simply the most {a}.',
    'For “{r}”, I pick {e}. Wonderfully {a}!',
  ],
  less: ['Nothing here is less {a} than {e}.', '“{r}”? That has to be {e}: the least {a} of the lot.', 'For “{r}”, I pick {e}. Hardly {a} at all!'],
  fits: ['“{r}”? Not an easy one, but I’d say {e}.', 'For “{r}”, {e} edges it.', 'Of all these, {e} suits “{r}” best.'],
  hunch: [
    'A hard one! For “{r}” I’ll go with {e}.',
    'They all fit “{r}” as well as each other, so {e} takes it by a whisker.',
    'Tricky! My hunch for “{r}” is {e}.',
  ],
};

/** An entry as said inside a sentence: a leading article in lower case ("a rubber duck"), the rest as printed. */
export function entryPhrase(text: string): string {
  return /^(A|An|The|Two|One|Your)\s/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function fill(frame: string, ribbon: string, entry: string, adj: string): string {
  const e = entryPhrase(entry);
  return frame
    .replace('{r}', ribbon)
    .replace('{a}', adj)
    .replace('{E}', e.charAt(0).toUpperCase() + e.slice(1))
    .replace('{e}', e);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each frame as a pattern that any sentence filled from it matches. */
const PATTERNS: readonly RegExp[] = Object.values(FRAMES)
  .flat()
  .map(
    (f) =>
      new RegExp(
        `^${f
          .split(/\{[reEa]\}/)
          .map(escape)
          .join('.+')}$`,
        's',
      ),
  );
const frameIndex = (frame: string): number => Object.values(FRAMES).flat().indexOf(frame);

/** True when sentences `a` and `b` could both be filled from one frame (said the same way). */
export function sameFrame(a: string, b: string): boolean {
  return PATTERNS.some((p) => p.test(a) && p.test(b));
}

/**
 * Her sentence for `verdict` about `entry` winning `ribbon` (card texts), in a frame picked with `random`
 * (values in [0, 1)) among those the sentence `previous` (her last one, if any) was not made from,
 * unless no other frame fits. Draws exactly one random number.
 */
export function sentence(verdict: Verdict, ribbon: string, entry: string, random: () => number, previous?: string): string {
  const all = FRAMES[verdict.kind];
  const fresh = all.filter((f) => previous === undefined || !(PATTERNS[frameIndex(f)]?.test(previous) ?? false));
  const frames = fresh.length > 0 ? fresh : all;
  const frame = frames[Math.min(frames.length - 1, Math.floor(random() * frames.length))] ?? all[0] ?? '{E}.';
  return fill(frame, ribbon, entry, verdict.kind === 'as' || verdict.kind === 'less' ? verdict.adj : '');
}
