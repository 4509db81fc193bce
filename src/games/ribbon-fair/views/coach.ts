/**
 * Ribbon Fair's coach (docs/coach.md): the entry the Sharp bot would pin, award or vote for from this stall's view,
 * named as the game's own buttons name it ("Pin “A rubber duck”", "Award …", "Vote for …", "Discard my hand and draw
 * 7"), and a reason read off the ribbon and the public record: the words the entry shares with the ribbon, and what the
 * judge's awards so far lean to, as the bot reads them (bot/record.ts), never Judge Marigold's own taste data.
 */
import { makeRandom } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { coachSeed, type Suggestion } from '../../contract';
import { bot, pastPicks, readJudge } from '../bot';
import { RECENT_PICKS } from '../bot/record';
import { fit, stems } from '../bot/words';
import type { RfAction, RfView } from '../types';

/** What each measure of the bot's reading (bot/record.ts `features`) says a judge favours, above and below the middle. */
const LEANS: readonly (readonly [string, string])[] = [
  ['entries that share words with the ribbon', 'entries that share few words with the ribbon'],
  ['long entries', 'short entries'],
  ['entries worded like the past winners', 'entries worded unlike the past winners'],
  ['entries near the past winners’ length', 'entries far from the past winners’ length'],
];

/** The words of `entry` that the ribbon shares (as the bot folds them), in the entry's own spelling, quoted. */
function sharedWords(ribbon: string, entry: string): string {
  const asks = stems(ribbon);
  const words = entry.split(/[^\p{L}\p{N}']+/u).filter((w) => w.length > 1 && [...stems(w)].some((s) => asks.has(s)));
  return words.map((w) => `“${w}”`).join(', ');
}

/** The judge now judging, by name: Judge Marigold, the crowd, or the stall holding the rosette. */
function judgeName(view: RfView): string {
  if (view.style === 'ai') return 'Judge Marigold';
  if (view.style === 'crowd') return 'the crowd';
  return view.stalls.find((s) => s.judge)?.name ?? 'the judge';
}

/** Whose awards the bot reads for the judge now judging. */
function whose(view: RfView): string {
  if (view.style === 'ai') return 'Judge Marigold’s awards';
  if (view.style === 'crowd') return 'the crowd’s awards';
  const judge = view.stalls.find((s) => s.judge);
  return judge ? `the awards at this table, ${judge.name}’s above all,` : 'the awards at this table';
}

/** Why to pin `entry`: what the record leans to, and the words it shares with the ribbon. */
function whyPin(view: RfView, hand: readonly string[], entry: string): string {
  const ribbon = view.ribbon?.text ?? '';
  const shared = sharedWords(ribbon, entry);
  if (pastPicks(view).length === 0) {
    const none = `nothing on the record yet shows what ${judgeName(view)} goes by`;
    return shared
      ? `it shares ${shared} with the ribbon, and ${none}`
      : `none of your entries shares a word with the ribbon and ${none}, so any is as good a guess`;
  }
  const { leans } = readJudge(view, hand, RECENT_PICKS);
  let k = 0;
  leans.forEach((l, i) => {
    if (Math.abs(l) > Math.abs(leans[k] ?? 0)) k = i;
  });
  const lean = LEANS[k]?.[(leans[k] ?? 0) >= 0 ? 0 : 1] ?? '';
  const words = shared ? `, and it shares ${shared} with the ribbon` : '';
  return `${whose(view)} lean most to ${lean}, and of your hand this entry fits that record best${words}`;
}

/** Why to award or vote for `entry` among the entries on the table: the words it shares with the ribbon. */
function whyJudge(view: RfView, entry: string, others: readonly string[]): string {
  const ribbon = view.ribbon?.text ?? '';
  const n = fit(ribbon, entry);
  if (n === 0) return 'no entry shares a word with the ribbon, so this one is as good a guess as any';
  const tied = others.some((t) => fit(ribbon, t) === n);
  return `it shares ${sharedWords(ribbon, entry)} with the ribbon, ${tied ? 'as many words as any entry' : 'more than any other entry'}`;
}

/**
 * The Sharp bot's move for `seat` and why, or null when the stall has nothing to decide now (its clock's `open`, which
 * the private view sends by itself, is no decision).
 */
export function coach(view: RfView, seat: Seat, _players: readonly string[]): Suggestion<RfAction> | null {
  const you = view.you;
  if (you === null || you.seat !== seat || you.needsOpen || !(you.mustPin || you.mustPick || you.mustVote)) return null;
  const action = bot.decide(view, seat, makeRandom(coachSeed(view, seat)), 'sharp');
  const texts = view.entries.map((e) => e.card.text);
  switch (action.type) {
    case 'fresh-hand':
      return {
        action,
        sentence: `Discard my hand and draw 7: your best entry for ${judgeName(view)} reads worse than most of the entries still in the deck.`,
      };
    case 'pin':
      return {
        action,
        sentence: `Pin “${action.entry}”: ${whyPin(
          view,
          you.hand.map((c) => c.text),
          action.entry,
        )}.`,
      };
    case 'pick':
    case 'vote': {
      const entry = texts[action.entry] ?? '';
      const others = texts.filter((_, i) => i !== action.entry && (action.type === 'pick' || i !== you.ownEntry));
      const move = action.type === 'pick' ? `Award “${entry}”` : `Vote for “${entry}”`;
      return { action, sentence: `${move}: ${whyJudge(view, entry, others)}.` };
    }
    default:
      return null;
  }
}
