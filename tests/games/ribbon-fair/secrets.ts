/** What a Ribbon Fair viewer must not see, for the shelf-wide contract test: other hands, face-down entries, the decks. */
import type { Viewer } from '../../../src/engine/types';
import { def } from '../../../src/games/ribbon-fair/def';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';

const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];

/** Every card text anywhere in a view. */
function textsIn(value: unknown): Set<string> {
  const out = new Set<string>();
  for (const m of JSON.stringify(value).matchAll(/"text":"([^"]*)"/g)) out.add(m[1] ?? '');
  return out;
}

/** The secrets of other stalls (and the decks) that `viewer`'s view shows: none, when the view is right. */
function leaks(s: RfState, viewer: Viewer): string[] {
  const hands = s.stalls.flatMap((st, seat) => (seat === viewer ? [] : st.hand));
  const pins = s.round.pinned.filter((p) => p.seat !== viewer).map((p) => p.card);
  const v = def.view(s, viewer);
  const seen = textsIn(v);
  const out = [...hands, ...pins, ...s.entryDeck, ...s.ribbonDeck].filter((c) => seen.has(c.text)).map((c) => c.text);
  if (s.round.award === null && v.entries.some((e) => e.author !== null)) out.push('an author before the award');
  if (viewer === 'table' ? v.you !== null : v.you?.hand.length !== s.stalls[viewer]?.hand.length) out.push('the wrong hand');
  return out;
}

/** Options for `n` stalls drawn with `random`: every judging style, any pin clock, the judging clock on or off. */
function optionsFor(n: number, random: () => number): RfOptions {
  const style = STYLES[Math.floor(random() * STYLES.length)] ?? 'rotating';
  return { ...def.defaultOptions(n), style, pinClock: 20 + Math.floor(random() * 71), judgeClock: random() < 0.2 ? null : 30 };
}

/** This game's secrets and options, for the shelf-wide contract test. */
export const secrets = { leaks, optionsFor };
