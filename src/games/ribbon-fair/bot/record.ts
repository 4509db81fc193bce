/**
 * What the public record says about the judge now judging (docs/bots.md): its past awards, read from
 * the log every stall sees, and how much those awards went by each thing a bot can read off a card.
 */
import type { BotBudget } from '../../contract';
import type { RfView } from '../types';
import { standing, wordFit, wording } from './words';

/** One award on the log: the ribbon, the winning entry, and the entries that won before it in this fair. */
export interface PastPick {
  ribbon: string;
  entry: string;
  /** Winning entries of the awards before this one (any judge's), oldest first. */
  before: string[];
  /** True when the judge now judging gave it; false for another rotating judge's award. */
  own: boolean;
}

/** How much another rotating judge's award says of the judge now judging, against 1 for its own: a table's habits. */
export const TABLE_WEIGHT = 0.5;

/**
 * The past awards on the public log that speak of the judge now judging, oldest first: under Rotating Judge every
 * seated judge's award ("Ribbon 3: “Most Squeaky”. Bo holds the rosette." then "Cy wins “Most Squeaky” with “A rubber
 * duck” (1 ribbon)."), marked `own` when the stall now holding the rosette gave it (the others tell the table's
 * habits); the crowd's awards; Judge Marigold's awards (those after one of her lines: "Judge Marigold: …" or "Judge
 * Marigold picks at random."; an entry alone on the table wins with no judging). Empty when no stall holds the
 * rosette under Rotating Judge.
 */
export function pastPicks(view: RfView): PastPick[] {
  const judge = view.stalls.find((s) => s.judge)?.name ?? null;
  if (view.style === 'rotating' && judge === null) return [];
  const picks: PastPick[] = [];
  const winners: string[] = [];
  let judging: string | null = null;
  let marigold = false;
  for (const line of view.log) {
    const round = /^Ribbon \d+: “(.*)”\.(?: (.*) holds the rosette\.)?$/u.exec(line);
    if (round !== null) {
      judging = round[2] ?? null;
      marigold = false;
      continue;
    }
    if (line.startsWith('Judge Marigold')) marigold = true;
    const won = / wins “(.*)” with “(.*)” \(\d+ ribbons?\)\.$/u.exec(line);
    if (won === null) continue;
    const pick = { ribbon: won[1] ?? '', entry: won[2] ?? '', before: winners.slice(), own: view.style !== 'rotating' || judging === judge };
    winners.push(pick.entry);
    if (view.style === 'ai' ? marigold : view.style === 'crowd' || judging !== null) picks.push(pick);
  }
  return picks;
}

/** How many things {@link features} measures: shared words, length, wording like past winners', length near theirs. */
export const FEATURES = 4;

/**
 * What a judge may go by, for each entry of `texts` under `ribbon` with `winners` the entries that won before: the
 * words it shares with the ribbon ({@link wordFit}); its length (characters); how it is worded like the past winners (for each
 * of its words, how many past winners have it: "with" in "An octopus with eight socks"); how near its length is to
 * theirs on average (0 nearest; negative, so more is nearer; 0 with no past winner).
 */
export function features(ribbon: string, texts: readonly string[], winners: readonly string[]): number[][] {
  const won = new Map<string, number>();
  for (const w of winners) for (const s of wording(w)) won.set(s, (won.get(s) ?? 0) + 1);
  const mean = winners.length === 0 ? null : winners.reduce((sum, w) => sum + w.length, 0) / winners.length;
  return texts.map((text) => {
    let like = 0;
    for (const s of wording(text)) like += won.get(s) ?? 0;
    return [wordFit(ribbon, text), text.length, like, mean === null ? 0 : -Math.abs(text.length - mean)];
  });
}

/** The judge's latest picks that the bot reads (a longer record says little more and costs time). */
export const RECENT_PICKS = 8;

/** What the bot reads of a judge ({@link readJudge}), per measure of {@link features}. */
export interface Reading {
  /** Where the judge's winners stood on average, in [0, 1] (0.5 for a judge who goes by none of it). */
  targets: number[];
  /** How sure the bot is that the judge goes by the measure: the target's distance from 0.5, shrunk by the evidence. */
  leans: number[];
}

/**
 * What the judge now judging goes by, read from the public log ({@link pastPicks}): its own latest `recent` awards,
 * and under Rotating Judge the table's latest `recent` others at {@link TABLE_WEIGHT} each. For each award, where its
 * winner stands by each measure of {@link features} among `sample` (entries that could have been pinned) with the
 * winner beside them, averaged by weight: the `targets` (0.5 is what a judge who goes by none of them shows). The
 * `leans` are each target's lead over 0.5 shrunk by the evidence (weights summing to `w` count `w / (w + 2)`), below 0
 * where the judge goes by less of it (short entries). Within `budget` the latest awards are read first, until half of
 * it is spent.
 */
export function readJudge(view: RfView, sample: readonly string[], recent = RECENT_PICKS, budget?: BotBudget): Reading {
  const past = pastPicks(view);
  const own = past.filter((p) => p.own).slice(-recent);
  const table = past.filter((p) => !p.own).slice(-recent);
  const all = [...own, ...table].sort((a, b) => b.before.length - a.before.length);
  const now = budget?.now ?? (() => performance.now());
  const start = budget === undefined ? 0 : now();
  let read = 0;
  const sums = new Array<number>(FEATURES).fill(0);
  for (const p of all) {
    if (budget !== undefined && read > 0 && now() - start > budget.ms / 2) break;
    const w = p.own ? 1 : TABLE_WEIGHT;
    read += w;
    const f = features(p.ribbon, [...sample.filter((t) => t !== p.entry), p.entry], p.before);
    const winner = f[f.length - 1] ?? [];
    for (let k = 0; k < FEATURES; k++)
      sums[k] =
        (sums[k] ?? 0) +
        w *
          standing(
            winner[k] ?? 0,
            f.map((row) => row[k] ?? 0),
          );
  }
  const targets = sums.map((sum) => (read === 0 ? 0.5 : sum / read));
  const shrink = read / (read + 2);
  return { targets, leans: targets.map((t) => (t - 0.5) * shrink) };
}
