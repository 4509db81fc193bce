/**
 * Judge Marigold with taste (the table option "Judge Marigold: judges with taste"; docs/games/ribbon-fair.md,
 * "Judging styles", where she otherwise picks at random): she picks the entry that best fits the ribbon
 * and says why in one sentence. Pure and offline: card data in, a pick and a sentence out.
 *
 * How she judges: each ribbon asks for traits with weights (packs/*.taste.ts, "Most Squeaky" asks for
 * squeaky), each entry has a value per trait ("A rubber duck" is very squeaky), and an entry's fit is
 * the sum of weight × value. "Least …" ribbons rank the other way. Equal best fits are settled by
 * `random`, so a fair that passes the game's seeded numbers replays exactly.
 */
import { profileOf, wantsOf, type Profile, type Wants } from './taste/data';
import { sentence, type Verdict } from './taste/sentences';
import { TRAITS } from './taste/traits';

export { entryPhrase, sameFrame } from './taste/sentences';

/** Judge Marigold's pick: the index into the entries, and her sentence naming the ribbon's idea and the entry. */
export interface TasteJudgement {
  index: number;
  reason: string;
}

/** True for a ribbon that ranks the other way ("Least Polite"). */
export function isLeast(ribbon: string): boolean {
  return /^Least\s/.test(ribbon);
}

/** What `ribbon` asks, with "Least …" turned the other way. */
function effectiveWants(ribbon: string): Wants {
  const w = wantsOf(ribbon);
  return isLeast(ribbon) ? w.map(([t, weight, named]) => [t, -weight, named] as const) : w;
}

/** How well an entry fits: the sum of weight × value over what the ribbon asks. */
function fit(wants: Wants, profile: Profile): number {
  let score = 0;
  for (const [t, weight] of wants) score += weight * (profile.values.get(t) ?? 0);
  return score;
}

/**
 * How well each entry fits `ribbon` (card texts), in the order given: higher fits better.
 * Cards with no taste data score 0.
 */
export function fitScores(ribbon: string, entries: readonly string[]): number[] {
  const wants = effectiveWants(ribbon);
  return entries.map((e) => fit(wants, profileOf(e)));
}

/** Why `profile` won: the word for its biggest share of the fit, or for what the ribbon is against. */
function verdictFor(wants: Wants, profile: Profile, allEqual: boolean): Verdict {
  if (allEqual) return { kind: 'hunch' };
  const shares = wants
    .map(([t, weight, named]) => {
      const value = profile.values.get(t) ?? 0;
      return { t, weight, value, named: named && profile.own.has(t), share: weight * value };
    })
    .filter((s) => s.share > 0 && s.named)
    .sort((a, b) => b.share - a.share);
  for (const s of shares) {
    const word = s.value > 0 ? TRAITS[s.t].more : TRAITS[s.t].less;
    if (word !== null) return { kind: 'as', adj: word };
  }
  const main = wants[0];
  if (shares.length === 0 && main !== undefined && main[1] * (profile.values.get(main[0]) ?? 0) < 0 && profile.own.has(main[0])) {
    // Every entry has some of what the ribbon is against (its main idea, turned around); the winner least.
    const [t, weight] = main;
    const word = weight > 0 ? TRAITS[t].less : TRAITS[t].more;
    if (word !== null) return { kind: 'less', adj: word };
  }
  return { kind: 'fits' };
}

/**
 * Judge Marigold with taste: the entry that best fits `ribbon` and her sentence about it.
 * `entries` are card texts as laid out on the table; `random` gives numbers in [0, 1) (the game's seeded
 * generator in a fair) and is drawn exactly twice: once to settle equal best fits, once for the sentence's
 * frame. `previous` is her last sentence in this fair, if any: she avoids its frame when another fits.
 * @throws RangeError when `entries` is empty (there is nothing to judge).
 */
export function judgeWithTaste(ribbon: string, entries: readonly string[], random: () => number, previous?: string): TasteJudgement {
  if (entries.length === 0) throw new RangeError('Judge Marigold needs at least one entry to judge.');
  const wants = effectiveWants(ribbon);
  const scores = entries.map((e) => fit(wants, profileOf(e)));
  const best = Math.max(...scores);
  const tied = scores.flatMap((s, i) => (s === best ? [i] : []));
  const index = tied[Math.min(tied.length - 1, Math.floor(random() * tied.length))] ?? 0;
  const text = entries[index] ?? '';
  const verdict = verdictFor(
    wants,
    profileOf(text),
    scores.every((s) => s === best),
  );
  return { index, reason: sentence(verdict, ribbon, text, random, previous) };
}

// Her code runs once as the module loads (a few milliseconds at most, with the module's other work), so the
// first judgement at the table is as quick as the rest instead of paying for the engine's first compile.
judgeWithTaste('Most Squeaky', ['A rubber duck', 'A grumpy goose'], () => 0.5, 'Nothing here is as squeaky as a rubber duck.');
