/**
 * Ribbon Fair's public moments, revealed on the table to everyone (docs/house-rules.md "Public moments are
 * revealed"; docs/games/ribbon-fair.md, "A round"): the ribbon turned for a new round, the entries laid
 * face up, the award (ribbon, winning entry, who won it, their count), a stall leaving, the end of the
 * fair. Built from the table view only, so a moment never holds a secret.
 *
 * The order of events comes from the public log the rules write: the round's ribbon line
 * ("Ribbon 3: “Most Squeaky”. …") and "Cy leaves the fair." lines. A key names the phase, the round
 * and the stalls that left since the ribbon was turned, so it changes exactly when there is news.
 */
import { andList } from '../../../engine/words';
import type { Moment } from '../../contract';
import type { RfView, StallView } from '../types';
import { howText } from './AwardPanel';

/** "1 ribbon", "3 ribbons". */
function ribbons(n: number): string {
  return `${n} ribbon${n === 1 ? '' : 's'}`;
}

/** The line the rules log when `stall` leaves (rules/leave.ts). */
function leaveLine(stall: StallView): string {
  return `${stall.name} leaves the fair.`;
}

/** Index in the log of the line that turned this round's ribbon (rules/round.ts), or -1. */
function anchor(view: RfView): number {
  const ribbon = view.ribbon;
  if (ribbon === null) return -1;
  const head = `Ribbon ${view.roundNo}: “${ribbon.text}”.`;
  for (let i = view.log.length - 1; i >= 0; i--) if (view.log[i]?.startsWith(head) === true) return i;
  return -1;
}

/** The gone stall whose leaving `line` logs, or null. */
function leaverOf(view: RfView, line: string): StallView | null {
  return view.stalls.find((s) => s.gone && leaveLine(s) === line) ?? null;
}

/** Stalls that left after log line `from`, in the order they left, and those of them at the very end of the log. */
function leftSince(view: RfView, from: number): { all: StallView[]; latest: StallView[] } {
  const all: StallView[] = [];
  const latest: StallView[] = [];
  view.log.forEach((line, i) => {
    if (i <= from) return;
    const s = leaverOf(view, line);
    if (s === null) {
      latest.length = 0;
      return;
    }
    all.push(s);
    latest.push(s);
  });
  return { all, latest };
}

/** The judge holding the rosette this round, if any. */
function judgeOf(view: RfView): StallView | undefined {
  return view.stalls.find((s) => s.judge && !s.gone);
}

/** What happens next in the pin step, in one line. */
function pinLine(view: RfView): string {
  if (view.style === 'rotating') {
    const judge = judgeOf(view);
    return `${judge?.name ?? 'The judge'} holds the rosette; everyone else pins an entry in secret.`;
  }
  if (view.style === 'ai') return 'Everyone pins an entry in secret; Judge Marigold awards the ribbon.';
  return 'Everyone pins an entry in secret, then the crowd votes.';
}

/** What happens to the entries on the table, in one line. */
function entriesLine(view: RfView): string {
  if (view.phase === 'judge') return `${judgeOf(view)?.name ?? 'The judge'} picks the winner on the table.`;
  return 'Everyone votes in secret for an entry not their own.';
}

/** The award panel's news: ribbon, winning entry, who won it, their count, and how. */
function award(view: RfView): { title: string; lines: string[] } {
  const a = view.award;
  if (a === null) return { title: 'The award', lines: [] };
  const winner = a.winner === null ? undefined : view.stalls[a.winner];
  const entry = a.entry === null ? undefined : view.entries[a.entry];
  if (winner === undefined || entry === undefined) return { title: `“${a.ribbon.text}” is set aside`, lines: [howText(view)] };
  const votes = a.entry === null ? undefined : a.tally?.[a.entry];
  const how = howText(view) + (votes === undefined ? '' : ` ${votes} vote${votes === 1 ? '' : 's'}.`);
  const lines = [`With “${entry.card.text}”.`, `${winner.name} now holds ${ribbons(winner.won.length)} of ${view.target}.`, how];
  if (a.finishing) lines.push('The target is reached: the fair is crowned next.');
  return { title: `${winner.name} wins “${a.ribbon.text}”`, lines };
}

/** The end of the fair: who won, and why it ended. */
function end(view: RfView): Moment {
  const e = view.end;
  const winners = (e?.winners ?? []).map((s) => view.stalls[s]).filter((s): s is StallView => s !== undefined);
  const names = andList(winners.map((s) => s.name));
  const title = winners.length === 0 ? 'The fair ends with no winner' : winners.length === 1 ? `${names} wins the fair!` : `${names} share the win!`;
  const lines: string[] = [];
  if (e?.reason === 'too-few') {
    const last = leaverOf(view, [...view.log].reverse().find((l) => leaverOf(view, l) !== null) ?? '');
    lines.push(`${last === null ? 'A stall left' : `${last.name} left`}: too few stalls are left to go on.`);
  }
  if (e?.reason === 'no-ribbons') lines.push('No ribbon is left to turn.');
  if (winners.length > 0) lines.push(`${winners.length === 1 ? names : 'Each'} holds ${ribbons(winners[0]?.won.length ?? 0)}.`);
  return { key: 'end', kind: 'end', title, lines };
}

/**
 * The latest public moment on the table `view` (a view for `'table'`; the names come from its stalls),
 * or null before the first ribbon. The same view gives the same key; every ribbon turned, laying out,
 * award, stall leaving and end gives a new one.
 */
export function moment(view: RfView): Moment | null {
  if (view.phase === 'over') return end(view);
  if (view.roundNo === 0) return null;
  const from = anchor(view);
  const { all, latest } = leftSince(view, from);
  const n = view.roundNo;
  const base = view.phase === 'pin' ? `ribbon:${n}` : view.phase === 'award' ? `award:${n}` : `entries:${n}`;
  const key = all.length === 0 ? base : `${base}:left:${all.map((s) => s.seat).join('-')}`;
  const news =
    view.phase === 'pin'
      ? {
          kind: n === 1 ? ('start' as const) : ('turn' as const),
          at: ['ribbon'],
          title: `Ribbon ${n}: ${view.ribbon?.text ?? ''}`,
          lines: [...(n === 1 ? [`First to ${ribbons(view.target)} wins the fair.`] : []), ...judgeLeft(view, from), pinLine(view)],
        }
      : view.phase === 'award'
        ? { kind: 'award' as const, at: ['ribbon'], ...award(view) }
        : {
            kind: 'play' as const,
            at: ['entries'],
            title: `${view.entries.length} entries, face up`,
            lines: [`For “${view.ribbon?.text ?? ''}”, shuffled, with no authors.`, entriesLine(view)],
          };
  if (view.phase === 'pin' ? all.length === 0 : latest.length === 0) return { key, ...news, ...laidOut(view) };
  // A stall leaving is the news: its ribbons stay on the standings, and the table goes on.
  const gone = view.phase === 'pin' ? all : latest;
  const names = andList(gone.map((s) => s.name));
  const stay = gone.map((s) => `${s.name}’s ${ribbons(s.won.length)} stay on the standings.`);
  const still = view.phase === 'pin' ? pinLine(view) : view.phase === 'award' ? news.title + '.' : `${news.title}: ${entriesLine(view)}`;
  return { key, kind: 'turn', title: `${names} ${gone.length === 1 ? 'leaves' : 'leave'} the fair`, lines: [...stay.slice(0, 2), still] };
}

/** When the judge left and the ribbon before was set aside, the log lines that say so (they come just before the new ribbon). */
function judgeLeft(view: RfView, from: number): string[] {
  const why = view.log[from - 1];
  if (why === undefined || !why.startsWith('The judge left:')) return [];
  const who = view.log[from - 2];
  return who === undefined || leaverOf(view, who) === null ? [why] : [who, why];
}

/**
 * Under AI Judge the rules lay the entries out and Judge Marigold awards the ribbon in the same move (the last
 * pin): the award's `lead` is the entries laid out face up, so the table sees them before the award
 * (docs/games/ribbon-fair.md, "A round" steps 2–3). Nothing for a lone entry (it wins without judging) or under another style,
 * where laying out is a step of its own.
 */
function laidOut(view: RfView): { lead?: Moment } {
  if (view.phase !== 'award' || view.style !== 'ai' || view.entries.length < 2) return {};
  return {
    lead: {
      key: `entries:${view.roundNo}`,
      kind: 'play',
      at: ['entries'],
      title: `${view.entries.length} entries, face up`,
      // Said of the step as the board shows it meanwhile (the authors are out with the award): no "no authors" here.
      lines: [`For “${view.ribbon?.text ?? ''}”, shuffled.`, 'Judge Marigold picks one at random.'],
    },
  };
}
