// Ribbon Fair's five table styles (bench/styles/style.ts), from the rule text: pin one entry from the hand to the
// ribbon; the rotating judge picks one entry, or the crowd votes for one that is not its own.
import type { Bot } from '../../src/games/contract';
import type { RfAction, RfView } from '../../src/games/ribbon-fair/types';
import { best, nothing, pickOf, type Styles } from './style';

/** Lower-case words of four letters or more, cut to their first five letters ("sleepiest", "sleepy" → "sleep"). */
function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5)),
  );
}

/** Words `a` and `b` share. */
function shared(a: string, b: string): number {
  const wa = words(a);
  let n = 0;
  for (const w of words(b)) if (wa.has(w)) n++;
  return n;
}

/** Entries that won so far, from the public log. */
function winners(view: RfView): string[] {
  const out: string[] = [];
  for (const line of view.log) {
    const m = / with “(.*)” \(\d+ ribbons?\)\.$/u.exec(line);
    if (m?.[1] !== undefined) out.push(m[1]);
  }
  return out;
}

/** A style from how it values an entry text for the ribbon (chance between equals), for pinning, picking and voting alike. */
function style(value: (view: RfView, ribbon: string, text: string) => number): Bot<RfView, RfAction> {
  return {
    decide(view, seat, random) {
      const you = view.you;
      const ribbon = view.ribbon?.text ?? '';
      if (you === null || you.seat !== seat) throw nothing();
      if (you.needsOpen) return { type: 'open' };
      if (you.mustPin) {
        const card = pickOf(
          best(you.hand, (c) => value(view, ribbon, c.text)),
          random,
        );
        if (card !== undefined) return { type: 'pin', entry: card.text };
      }
      const indices = view.entries.map((_, i) => i);
      const text = (k: number) => view.entries[k]?.card.text ?? '';
      if (you.mustPick) {
        const i = pickOf(
          best(indices, (k) => value(view, ribbon, text(k))),
          random,
        );
        if (i !== undefined) return { type: 'pick', entry: i };
      }
      if (you.mustVote) {
        const i = pickOf(
          best(
            indices.filter((k) => k !== you.ownEntry),
            (k) => value(view, ribbon, text(k)),
          ),
          random,
        );
        if (i !== undefined) return { type: 'vote', entry: i };
      }
      throw nothing();
    },
  };
}

/** Simple: the entry sharing most words with the ribbon. */
const simple = style((_view, ribbon, text) => shared(ribbon, text));

/** Copycat: the entry most like the entries that won before (their words, then their length), then the ribbon's words. */
const copycat = style((view, ribbon, text) => {
  const past = winners(view);
  const like = past.reduce((a, w) => a + shared(w, text), 0);
  const length = past.length === 0 ? 0 : -Math.abs(text.length - past.reduce((a, w) => a + w.length, 0) / past.length) / 100;
  return 10 * like + shared(ribbon, text) + length;
});

/** Rule of thumb: the longest entry. */
const thumb = style((_view, _ribbon, text) => text.length);

/** Cautious: an entry sharing a word with the ribbon, else the plainest (shortest). */
const cautious = style((_view, ribbon, text) => 100 * shared(ribbon, text) - text.length);

/** Random: any entry. */
const random = style(() => 0);

/** Ribbon Fair's table styles. */
export const ribbonFairStyles: Styles<RfView, RfAction> = { simple, copycat, thumb, cautious, random };
