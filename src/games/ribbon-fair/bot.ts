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
import type { Bot } from '../contract';
import type { RfAction, RfView } from './types';
import { fitScores } from './rules/taste';

/** Words that say nothing about fit: articles, the ribbon's own framing ("Most", "Best"), small joining words. */
const SMALL = new Set(
  'a an the of in on at to for with and or by from its his her their my your our most least best worst very more less'.split(' '),
);

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
 * The move `seat` makes from `view` (its own view): first `open` (which starts its clock), then the entry from its
 * hand that fits the ribbon best; as the rotating judge, the best-fitting entry on the table; as a crowd voter, the
 * best-fitting entry that is not its own.
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: RfView, seat: Seat, random: () => number): RfAction {
  const you = view.you;
  const ribbon = view.ribbon?.text ?? '';
  if (you === null || you.seat !== seat) throw new RuleError('There is nothing for this stall to do now.');
  if (you.needsOpen) return { type: 'open' };
  if (you.mustPin) {
    const i = bestFit(ribbon, you.hand.map((c) => c.text), random);
    const card = you.hand[i];
    if (card !== undefined) return { type: 'pin', entry: card.text };
  }
  const texts = view.entries.map((e) => e.card.text);
  if (you.mustPick) {
    const i = bestFit(ribbon, texts, random);
    if (i >= 0) return { type: 'pick', entry: i };
  }
  if (you.mustVote) {
    const i = bestFit(ribbon, texts, random, (k) => k !== you.ownEntry);
    if (i >= 0) return { type: 'vote', entry: i };
  }
  throw new RuleError('There is nothing for this stall to do now.');
}

/** Ribbon Fair's bot. */
export const bot: Bot<RfView, RfAction> = { decide };
