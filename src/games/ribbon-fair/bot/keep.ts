/**
 * Which entries a bot keeps for later (docs/bots.md): an entry that fits many of the ribbons still to come is worth
 * more held than pinned to a ribbon it does not fit. What the ribbon deck still holds it knows as anyone does: the
 * printed ribbons of the packs in play, less those turned so far.
 */
import { packs } from '../packs';
import type { RfView } from '../types';
import { wordFit } from './words';

/** The ribbons the bot plans for: about as many as are turned before a fair of five is won. */
export const KEEP_HORIZON = 8;

/**
 * The printed ribbons that may still be turned: those of the base pack and of every pack a card in the view comes
 * from, less the ribbon on the table and every ribbon named on the log.
 */
export function ribbonsLeft(view: RfView): string[] {
  const inPlay = new Set<string>(['base']);
  for (const c of [...(view.you?.hand ?? []), ...view.entries.map((e) => e.card)]) inPlay.add(c.pack);
  if (view.ribbon !== null) inPlay.add(view.ribbon.pack);
  const seen = new Set<string>(view.ribbon === null ? [] : [view.ribbon.text]);
  for (const line of view.log) for (const m of line.matchAll(/“([^”]*)”/gu)) seen.add(m[1] ?? '');
  return packs.filter((p) => inPlay.has(p.id)).flatMap((p) => p.ribbons.filter((t) => !seen.has(t)));
}

/**
 * What each of `texts` is worth kept in hand, in [0, 1): the chance that one of the next {@link KEEP_HORIZON}
 * ribbons, drawn from `left`, shares words with it ({@link wordFit}). 0 for an entry that fits none of them.
 */
export function keepValues(left: readonly string[], texts: readonly string[]): number[] {
  return texts.map((t) => {
    if (left.length === 0) return 0;
    let fits = 0;
    for (const r of left) if (wordFit(r, t) > 0) fits++;
    return 1 - (1 - fits / left.length) ** KEEP_HORIZON;
  });
}
