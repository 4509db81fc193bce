/** "Read aloud" text: public facts only (the round, who has submitted, counts, points, exchanges, results). */
import type { RbgView } from '../types';
import { describe } from '../rules/cards';
import { ROUND_NAMES } from './Mark';
import { playerName } from './words';

/** What the phone reads out for the table: never a hand or a submission. */
export function readAloud(view: RbgView, players: readonly string[]): string {
  const name = (s: number) => playerName(players, s);
  const parts: string[] = [];
  if (view.phase === 'round') {
    const waiting = view.waitingOn.map(name).join(', ');
    const idle = players.filter((_, i) => !view.called[i]).join(', ');
    parts.push(
      `Round ${view.round}, ${ROUND_NAMES[view.round].toLowerCase()}. ${view.submitted.filter(Boolean).length} of ${view.called.filter(Boolean).length} have submitted. Still to submit: ${waiting}.`,
    );
    if (idle) parts.push(`No cards, not called: ${idle}.`);
  }
  const last = view.history[view.history.length - 1];
  if (last) {
    parts.push(`After round ${last.round}: ${players.map((p, i) => `${p} ${last.counts[i]} cards, ${last.points[i]} points`).join('; ')}.`);
    for (const x of last.exchanges) parts.push(`${name(x.a)} ${x.aColour} against ${name(x.b)} ${x.bColour}.`);
  }
  const f = view.final;
  if (f) {
    parts.push(`Final: ${players.map((p, i) => `${p} ${f.scores[i]} points, place ${f.places[i]}`).join('; ')}.`);
    if (f.ec !== null) parts.push(`${name(f.ec)} is the E.C.`);
  }
  return parts.join(' ');
}

/** "Read aloud" in a seat's private view: its own hand (and a refused gift), then the table. From that seat's view only. */
export function readAloudPrivate(view: RbgView, seat: number, players: readonly string[]): string {
  const me = view.me;
  if (me === null || me.seat !== seat) return readAloud(view, players);
  const refused = me.refused.map((g) => `${players[g.to] ?? ''} did not accept your ${describe(g.cards)}.`).join(' ');
  return [`Your hand: ${describe(me.hand)}.`, refused, readAloud(view, players)].filter(Boolean).join(' ');
}
