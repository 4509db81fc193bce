/** Text for "Read aloud" (docs/games/ribbon-fair.md): the ribbon, the entries, the award or the result. */
import { andList } from '../../../engine/words';
import type { RfView } from '../types';

/** What the table hears: the ribbon and target, then the entries face up, the award, or the end. */
export function readAloud(view: RfView, players: readonly string[]): string {
  const parts: string[] = [];
  if (view.ribbon !== null) parts.push(`Ribbon: ${view.ribbon.text}.`);
  parts.push(`First to ${view.target} ribbons wins.`);
  if ((view.phase === 'judge' || view.phase === 'vote') && view.entries.length > 0) {
    parts.push(`The entries: ${view.entries.map((e, i) => `${i + 1}, ${e.card.text}`).join('; ')}.`);
  }
  const a = view.award;
  if (view.phase === 'award' && a !== null) {
    const w = a.winner === null ? null : view.stalls[a.winner];
    const entry = a.entry === null ? null : view.entries[a.entry];
    parts.push(
      w === null || w === undefined || entry === null || entry === undefined
        ? `${a.ribbon.text} is set aside.`
        : `${w.name} wins ${a.ribbon.text} with ${entry.card.text}, and now holds ${w.won.length}.`,
    );
  }
  if (view.phase === 'over') {
    const names = (view.end?.winners ?? []).map((s) => players[s] ?? '');
    parts.push(
      names.length === 0 ? 'The fair is over with no winner.' : `The fair is over. ${andList(names)} ${names.length === 1 ? 'wins' : 'share the win'}.`,
    );
  }
  return parts.join(' ');
}

/**
 * What a stall hears in its own private view (docs/games/ribbon-fair.md, "A round"): its name, its own hand, the
 * entry it pinned this round, what it must do now (pin, pick as the judge, or vote for the crowd),
 * then the table as {@link readAloud} says it. Built from that stall's view only.
 */
export function readAloudPrivate(view: RfView, seat: number, players: readonly string[]): string {
  const you = view.you;
  const parts: string[] = [`${players[seat] ?? ''}.`];
  if (you !== null) {
    parts.push(
      you.hand.length === 0
        ? 'Your hand is empty.'
        : `Your hand, ${you.hand.length} ${you.hand.length === 1 ? 'card' : 'cards'}: ${you.hand.map((c) => c.text).join('; ')}.`,
    );
    if (you.pinned !== null) parts.push(`Your pinned entry: ${you.pinned.text}.`);
    if (you.mustPin) parts.push('Pick a card to pin as your entry.');
    else if (you.mustPick) parts.push('You hold the rosette: pick the winning entry.');
    else if (you.mustVote) parts.push(`Vote for an entry that is not your own${you.ownEntry === null ? '' : ` (yours is number ${you.ownEntry + 1})`}.`);
  }
  parts.push(readAloud(view, players));
  return parts.join(' ');
}
