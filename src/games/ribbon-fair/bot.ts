/**
 * Ribbon Fair's bot (docs/games/ribbon-fair.md; docs/house-rules.md "Ribbon Fair", "Bots"): it pins, picks and votes for the
 * entry that best fits the ribbon, from its own view (its hand, the ribbon, the entries on the table).
 *
 * How well an entry fits a ribbon is Judge Marigold's taste (taste.ts `fitScores`: the traits a ribbon asks for,
 * weighed by what each entry has); between entries she rates alike, the words they share with the ribbon once
 * small words are dropped and endings folded ("Sleepiest" and "A sleepy sloth" share "sleep"); then chance.
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot, BotBudget, BotStrength } from '../contract';
import type { RfAction, RfView } from './types';
import { fitScores } from './rules/taste';

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

/** The stems of a card text's telling words. */
export function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}']+/u)) {
    const w = word.replace(/'s$/u, '').toLowerCase();
    if (w.length > 1 && !SMALL.has(w)) out.add(stem(w));
  }
  return out;
}

/** How well `entry` fits `ribbon`: the number of telling stems they share (0 when none). */
export function fit(ribbon: string, entry: string): number {
  const r = stems(ribbon);
  let n = 0;
  for (const s of stems(entry)) if (r.has(s)) n++;
  return n;
}

/**
 * How the judge now judging has picked so far, read from the public log: each past award it gave (the ribbon and
 * the winning entry: "Ribbon 3: “Most Squeaky”. Bo holds the rosette." then "Cy wins “Most Squeaky” with “A rubber
 * duck” …"), or, for the crowd, every past award the crowd gave. Null when the judge is Judge Marigold.
 */
export function pastPicks(view: RfView): { ribbon: string; entry: string }[] | null {
  if (view.style === 'ai') return null;
  const judge = view.stalls.find((s) => s.judge)?.name ?? null;
  if (view.style === 'rotating' && judge === null) return null;
  // In the first turn of the rosette round the table, the judge has not judged before.
  if (view.style === 'rotating' && view.roundNo <= view.stalls.length) return [];
  const picks: { ribbon: string; entry: string }[] = [];
  let judging: string | null = null;
  for (const line of view.log) {
    if (!line.startsWith('Ribbon ') && !line.includes(' wins “')) continue;
    const round = /^Ribbon \d+: “(.*)”\.(?: (.*) holds the rosette\.)?$/u.exec(line);
    if (round !== null) {
      judging = round[2] ?? null;
      continue;
    }
    const won = / wins “(.*)” with “(.*)” \(\d+ ribbons?\)\.$/u.exec(line);
    if (won !== null && (view.style === 'crowd' || judging === judge)) picks.push({ ribbon: won[1] ?? '', entry: won[2] ?? '' });
  }
  return picks;
}

/** What a judge may go by, for each entry of `texts` under `ribbon`: Judge Marigold's taste, shared words, length. */
function features(ribbon: string, texts: readonly string[]): number[][] {
  const taste = fitScores(ribbon, texts);
  return texts.map((text, i) => [taste[i] ?? 0, fit(ribbon, text), text.length]);
}

/** Where `x` stands among `xs` in [0, 1] (equals counted half): 0.5 for the middle. */
function standing(x: number, xs: readonly number[]): number {
  let below = 0;
  let equal = 0;
  for (const y of xs) {
    if (y < x) below++;
    else if (y === x) equal++;
  }
  return xs.length === 0 ? 0.5 : (below + 0.5 * equal) / xs.length;
}

/** The judge's latest picks that the bot reads (a longer record says little more and costs time). */
export const RECENT_PICKS = 8;

/**
 * How much the judge now judging goes by each of taste, shared words and length, read from its past picks on the
 * public log ({@link pastPicks}): for each pick, where its winner stands by that measure among the entries this bot
 * holds (a sample of the deck) with the winner beside them, averaged over its latest {@link RECENT_PICKS} picks; 0.5 is what a judge who goes by
 * none of them shows (within `budget`, the latest first, until half of it is spent). Fewer picks count for less (a pick is weighed as one of `picks + 2`). Returns each measure's
 * lead over 0.5: never below 0 for taste and words, below 0 for length when the judge goes by short entries.
 */
export function judgeLeans(view: RfView, sample: readonly string[], budget?: BotBudget): [number, number, number] {
  const all = (pastPicks(view) ?? []).slice(-RECENT_PICKS).reverse();
  const now = budget?.now ?? (() => performance.now());
  const start = budget === undefined ? 0 : now();
  const picks: typeof all = [];
  const sums = [0, 0, 0];
  for (const p of all) {
    // Within a time budget the latest picks are read first, and reading stops at half the budget.
    if (budget !== undefined && picks.length > 0 && now() - start > budget.ms / 2) break;
    picks.push(p);
    const pool = [...sample.filter((t) => t !== p.entry), p.entry];
    const f = features(p.ribbon, pool);
    const winner = f[f.length - 1] ?? [0, 0, 0];
    for (let k = 0; k < 3; k++)
      sums[k] =
        (sums[k] ?? 0) +
        standing(
          winner[k] ?? 0,
          f.map((row) => row[k] ?? 0),
        );
  }
  if (picks.length === 0) return [0, 0, 0];
  const shrink = picks.length / (picks.length + 2);
  const lean = (k: number) => ((sums[k] ?? 0) / picks.length - 0.5) * shrink;
  return [Math.max(0, lean(0)), Math.max(0, lean(1)), lean(2)];
}

/**
 * The entry of `hand` to pin for the judge now judging: Judge Marigold goes by her taste; a seated judge or the crowd
 * by what the bot reads of them ({@link judgeLeans}) on top of a sensible start (the entry that fits: its taste and
 * shared words alike, as a table that judges by fit would). Relaxed goes by taste, then shared words.
 */
function pinFor(view: RfView, hand: readonly string[], random: () => number, strength: BotStrength, budget?: BotBudget): number {
  const ribbon = view.ribbon?.text ?? '';
  if (view.style === 'ai' || strength === 'relaxed') return bestFit(ribbon, hand, random);
  const leans = judgeLeans(view, hand, budget);
  const weight = [0.5 + 4 * leans[0], 0.5 + 4 * leans[1], 4 * leans[2]];
  const f = features(ribbon, hand);
  const score = f.map((row) =>
    row.reduce(
      (sum, v, k) =>
        sum +
        (weight[k] ?? 0) *
          standing(
            v,
            f.map((r) => r[k] ?? 0),
          ),
      0,
    ),
  );
  let top = -Infinity;
  let best: number[] = [];
  score.forEach((v, i) => {
    if (v > top + 1e-9) {
      top = v;
      best = [i];
    } else if (v > top - 1e-9) best.push(i);
  });
  return best[Math.floor(random() * best.length)] ?? -1;
}

/**
 * The index among `texts` that fits `ribbon` best (Judge Marigold's taste, then shared words), ties broken with
 * `random`; -1 when `allowed` leaves none.
 */
function bestFit(ribbon: string, texts: readonly string[], random: () => number, allowed: (i: number) => boolean = () => true): number {
  const taste = fitScores(ribbon, texts);
  let best: number[] = [];
  let top: [number, number] = [-Infinity, -Infinity];
  texts.forEach((text, i) => {
    if (!allowed(i)) return;
    const f: [number, number] = [taste[i] ?? 0, fit(ribbon, text)];
    const cmp = f[0] !== top[0] ? f[0] - top[0] : f[1] - top[1];
    if (cmp > 0) {
      top = f;
      best = [i];
    } else if (cmp === 0) best.push(i);
  });
  return best[Math.floor(random() * best.length)] ?? -1;
}

/**
 * The entry a bot judge or voter picks among `texts`: nearly any, with a light lean to the entries that fit (taste,
 * then shared words). Each entry draws a chance, and fit adds a little to it. A bot that judged by the same taste as
 * bots pin by would crown only bots and freeze the people out; a judge whose picks barely follow fit is as fair to
 * an entry pinned by a person's own lights as to a bot's, and bots still beat people by reading the people who judge.
 * -1 when `allowed` leaves none.
 */
function judgeAmong(ribbon: string, texts: readonly string[], random: () => number, allowed: (i: number) => boolean = () => true): number {
  const f = features(ribbon, texts);
  const taste = f.map((row) => row[0] ?? 0);
  const words = f.map((row) => row[1] ?? 0);
  let best = -1;
  let top = -Infinity;
  texts.forEach((_, i) => {
    const draw = random();
    if (!allowed(i)) return;
    const v = standing(taste[i] ?? 0, taste) + 0.5 * standing(words[i] ?? 0, words) + 6 * draw;
    if (v > top) {
      top = v;
      best = i;
    }
  });
  return best;
}

/**
 * The move `seat` makes from `view` (its own view) at `strength`: first `open` (which starts its clock), then the
 * entry from its hand to pin for the judge now judging ({@link pinFor}); as the rotating judge or a crowd voter, an
 * entry that fits ({@link judgeAmong}; never its own as a voter).
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: RfView, seat: Seat, random: () => number, strength: BotStrength = 'sharp', budget?: BotBudget): RfAction {
  const you = view.you;
  const ribbon = view.ribbon?.text ?? '';
  if (you === null || you.seat !== seat) throw new RuleError('There is nothing for this stall to do now.');
  if (you.needsOpen) return { type: 'open' };
  if (you.mustPin) {
    const i = pinFor(
      view,
      you.hand.map((c) => c.text),
      random,
      strength,
      budget,
    );
    const card = you.hand[i];
    if (card !== undefined) return { type: 'pin', entry: card.text };
  }
  const texts = view.entries.map((e) => e.card.text);
  if (you.mustPick) {
    const i = judgeAmong(ribbon, texts, random);
    if (i >= 0) return { type: 'pick', entry: i };
  }
  if (you.mustVote) {
    const i = judgeAmong(ribbon, texts, random, (k) => k !== you.ownEntry);
    if (i >= 0) return { type: 'vote', entry: i };
  }
  throw new RuleError('There is nothing for this stall to do now.');
}

/** Ribbon Fair's bot. */
export const bot: Bot<RfView, RfAction> = { decide };
