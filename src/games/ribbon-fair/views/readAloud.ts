/** Text for "Read aloud" (seeds/000 Ribbon Fair): the ribbon, the entries, the award or the result. */
import type { RfView } from '../rules/types';

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
    parts.push(names.length === 0 ? 'The fair is over with no winner.' : `The fair is over. ${names.join(' and ')} ${names.length === 1 ? 'wins' : 'share the win'}.`);
  }
  return parts.join(' ');
}
