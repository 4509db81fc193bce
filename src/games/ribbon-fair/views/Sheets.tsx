/**
 * Ribbon Fair's sheets (GameUI.Sheets): what the table wants only now and then, one tap away from the board
 * and never under it. The standings with every ribbon each stall has won, each readable full size, the
 * fair's public log, oldest line first, and "A stall leaves" (a public table move; while pinning the board has a button
 * that opens it too). Built from the table view only.
 */
import type { ComponentType } from 'preact';
import type { TableProps } from '../../contract';
import type { RfAction, RfView } from '../types';
import { LEAVE_SHEET, LeavePanel } from './LeavePanel';
import { Standings } from './Standings';
import { SymbolsSheet } from './SymbolsSheet';
import './ribbon-fair.css';

/** The full standings: a column per stall with the ribbons it won, each readable full size. */
export function StandingsSheet({ view }: TableProps<RfView, RfAction>) {
  return <Standings view={view} />;
}

/** The fair's public log, every line the rules wrote, oldest first. */
export function FairLog({ view }: TableProps<RfView, RfAction>) {
  return (
    <ol class="rf-log" aria-label="Fair log">
      {view.log.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ol>
  );
}

/** "A stall leaves", a public table move: the sheet closes once a stall has left, back to the board that shows it. */
export function LeaveSheet({ view, act, closeSheet }: TableProps<RfView, RfAction>) {
  if (view.phase === 'over') return <p>The fair is over.</p>;
  return (
    <LeavePanel
      view={view}
      onLeave={(a) => {
        void act('table', a).catch(() => undefined);
        closeSheet?.();
      }}
    />
  );
}

/** The sheets the app's menu offers on a Ribbon Fair table. */
export const sheets: { title: string; Component: ComponentType<TableProps<RfView, RfAction>> }[] = [
  { title: 'Standings', Component: StandingsSheet },
  { title: 'Fair log', Component: FairLog },
  { title: LEAVE_SHEET, Component: LeaveSheet },
  { title: 'Symbols', Component: SymbolsSheet },
];
