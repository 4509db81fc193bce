/**
 * When a Sharp bot takes its one fresh hand (docs/games/ribbon-fair.md, "Fresh hand"): when the best entry it holds
 * for the judge now judging is worse than most of the deck would be. What the deck holds it knows as anyone does: the
 * printed entries of the packs its cards come from, less those it has seen played or holds.
 */
import type { BotBudget } from '../../contract';
import { packs } from '../packs';
import type { RfView } from '../types';

/** How many of the deck's entries the bot weighs a hand against (an even spread of them: quick, and enough). */
export const DECK_SAMPLE = 64;

/**
 * An even spread of at most {@link DECK_SAMPLE} entries that may still be in the deck: the printed entries of the base
 * pack and of every pack a card in the view comes from, less the bot's hand, the entries on the table and every
 * entry named on the log.
 */
export function deckSample(view: RfView): string[] {
  const inPlay = new Set<string>(['base']);
  for (const c of [...(view.you?.hand ?? []), ...view.entries.map((e) => e.card)]) inPlay.add(c.pack);
  if (view.ribbon !== null) inPlay.add(view.ribbon.pack);
  const seen = new Set<string>([...(view.you?.hand ?? []).map((c) => c.text), ...view.entries.map((e) => e.card.text)]);
  for (const line of view.log) for (const m of line.matchAll(/“([^”]*)”/gu)) seen.add(m[1] ?? '');
  const left = packs.filter((p) => inPlay.has(p.id)).flatMap((p) => p.entries.filter((t) => !seen.has(t)));
  const step = Math.max(1, left.length / DECK_SAMPLE);
  const out: string[] = [];
  for (let i = 0; i < left.length && out.length < DECK_SAMPLE; i += step) out.push(left[Math.floor(i)] ?? '');
  return out;
}

/**
 * Whether to take the fresh hand now: `score` rates entries for the judge now judging, in one breath (so each is
 * rated against all the others); true when the best of `hand` rates below the middle of {@link deckSample}, so that a
 * fresh hand of 7 will almost surely hold a better one (a hand no worse than the deck's middle is kept).
 */
export function wantsFreshHand(
  view: RfView,
  hand: readonly string[],
  score: (texts: readonly string[], budget?: BotBudget) => number[],
  budget?: BotBudget,
): boolean {
  if (view.you?.canFresh !== true || hand.length === 0) return false;
  const deck = deckSample(view);
  if (deck.length === 0) return false;
  const scores = score([...hand, ...deck], budget);
  const best = Math.max(...scores.slice(0, hand.length));
  const rest = scores.slice(hand.length).sort((a, b) => a - b);
  const middle = rest[Math.floor(rest.length / 2)] ?? best;
  return best < middle - 1e-9;
}
