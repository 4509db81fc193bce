/**
 * Ribbon Fair's bot (docs/games/ribbon-fair.md; docs/house-rules.md "Ribbon Fair", "Bots"; docs/bots.md): from its own
 * view (its hand, the ribbon, the entries on the table, the public log) it pins for the judge now judging, read from
 * that judge's past awards, and judges and votes on the entries as the cards read, whoever pinned them.
 *
 * It knows what anyone at the table knows: the printed card texts and the public record. Judge Marigold's taste is
 * hers: the bot learns what it can of it from her awards, as a person at her table would, and never reads her data.
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot, BotBudget, BotStrength } from '../contract';
import type { RfAction, RfView } from './types';
import { features, FEATURES, pastPicks, readJudge, RECENT_PICKS } from './bot/record';
import { deckSample, wantsFreshHand } from './bot/fresh';
import { keepValues, ribbonsLeft } from './bot/keep';
import { fit, standing, standings } from './bot/words';

export { fit } from './bot/words';
export { pastPicks, readJudge } from './bot/record';

/** The picks a Relaxed bot reads of the judge: its latest few, so it follows a judge less closely than a Sharp one. */
export const RELAXED_PICKS = 3;

/**
 * How much an entry's worth kept in hand ({@link keepValues}) counts against pinning it now, on the scale of
 * {@link pinScores}: an entry that fits the ribbon now still goes before one that only may fit later, and among entries
 * that fit now equally (most often none) the bot pins the one least likely to fit a ribbon to come.
 */
export const KEEP_WEIGHT = 0.2;

/** The index of the best of `scores`, equal bests settled with `random`; -1 when `allowed` leaves none. */
function bestOf(scores: readonly number[], random: () => number, allowed: (i: number) => boolean = () => true): number {
  let top = -Infinity;
  let best: number[] = [];
  scores.forEach((v, i) => {
    if (!allowed(i)) return;
    if (v > top + 1e-9) {
      top = v;
      best = [i];
    } else if (v > top - 1e-9) best.push(i);
  });
  return best[Math.floor(random() * best.length)] ?? -1;
}

/**
 * How each entry of `hand` fares with the judge now judging: by each measure of {@link features}, how far the entry
 * stands short of where the judge's winners stood ({@link readJudge}; squared, and none for an entry beyond it in the
 * same direction), weighed by how sure the bot is that the judge goes by that measure, on top of a start that goes by
 * shared words (as a word-fitting player would), less what the entry is worth kept for a ribbon to come
 * ({@link KEEP_WEIGHT}). Relaxed reads the judge's latest {@link RELAXED_PICKS} awards, Sharp its latest
 * {@link RECENT_PICKS}. The winners, and the entries by every measure but shared words, stand among the printed entries
 * the bot has not seen ({@link deckSample}: what anyone could have pinned), so a hand the bot has played down to its
 * longest or shortest entries reads no lean into the judge; without one, among `sample`.
 */
export function pinScores(view: RfView, hand: readonly string[], strength: BotStrength, budget?: BotBudget, sample: readonly string[] = hand): number[] {
  const ribbon = view.ribbon?.text ?? '';
  const deck = deckSample(view);
  const { targets, leans } = readJudge(view, deck.length > 0 ? deck : sample, strength === 'relaxed' ? RELAXED_PICKS : RECENT_PICKS, budget);
  const winners = pastPicks({ ...view, style: 'crowd' }).map((p) => p.entry);
  const f = features(ribbon, hand, winners);
  const d = features(ribbon, deck, winners);
  const stood = Array.from({ length: FEATURES }, (_, k) => {
    const xs = f.map((r) => r[k] ?? 0);
    if (k === 0 || d.length === 0) return standings(xs);
    const among = d.map((r) => r[k] ?? 0);
    return xs.map((x) => standing(x, [...among, x]));
  });
  const keep = keepValues(ribbonsLeft(view), hand);
  return f.map((_, i) => {
    let sum = 0.5 * (stood[0]?.[i] ?? 0.5) - KEEP_WEIGHT * (keep[i] ?? 0);
    for (let k = 0; k < FEATURES; k++) {
      // Short of where the winners stood (beyond it, in the same direction, is no worse).
      const target = targets[k] ?? 0.5;
      const at = stood[k]?.[i] ?? 0.5;
      const short = target >= 0.5 ? Math.max(0, target - at) : Math.max(0, at - target);
      sum -= 4 * Math.abs(leans[k] ?? 0) * short * short;
    }
    return sum;
  });
}

/**
 * The entry a bot judge or voter picks among `texts`: the one sharing the most telling words with `ribbon`, equal
 * ones settled by chance. It judges every entry by its card alone, never by who may have pinned it, so a person's
 * entry wins as often as a bot's that reads as well; -1 when `allowed` leaves none.
 */
export function judgeAmong(ribbon: string, texts: readonly string[], random: () => number, allowed: (i: number) => boolean = () => true): number {
  return bestOf(
    texts.map((t) => fit(ribbon, t)),
    random,
    allowed,
  );
}

/**
 * The move `seat` makes from `view` (its own view) at `strength`: first `open` (which starts its clock); Sharp takes its
 * one fresh hand when its best entry is worse than most of the deck's ({@link wantsFreshHand}); then the entry from its hand that fares best with the judge now judging ({@link pinScores}); as the rotating judge or a crowd
 * voter, the entry that fits ({@link judgeAmong}; never its own as a voter).
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: RfView, seat: Seat, random: () => number, strength: BotStrength = 'sharp', budget?: BotBudget): RfAction {
  const you = view.you;
  const ribbon = view.ribbon?.text ?? '';
  if (you === null || you.seat !== seat) throw new RuleError('There is nothing for this stall to do now.');
  if (you.needsOpen) return { type: 'open' };
  if (you.mustPin) {
    const hand = you.hand.map((c) => c.text);
    if (strength === 'sharp' && wantsFreshHand(view, hand, (texts, b) => pinScores(view, texts, strength, b, hand), budget)) return { type: 'fresh-hand' };
    const card = you.hand[bestOf(pinScores(view, hand, strength, budget), random)];
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
