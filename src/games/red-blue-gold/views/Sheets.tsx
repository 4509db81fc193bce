/**
 * Red Blue Gold's sheets (GameUI.Sheets): what the table wants only now and then, one tap away from the board.
 * Every closed round's counts and points, with every exchange of rounds 3 and 4; and, once the rounds are over,
 * the full results (every place, point, garnet and token of life). Built from the table view only.
 */
import type { ComponentType } from 'preact';
import type { TableProps } from '../../contract';
import type { RbgAction, RbgView } from '../types';
import { Exchanges } from './Exchanges';
import { ROUND_NAMES } from './Mark';
import { Results } from './Results';
import { SeatGrid } from './SeatGrid';
import { SymbolsSheet } from './SymbolsSheet';
import './red-blue-gold.css';

/** Every closed round, latest first: the cards and points after it and, for rounds 3 and 4, every card played. */
export function RoundsSheet({ view, players }: TableProps<RbgView, RbgAction>) {
  if (view.history.length === 0) return <p>No round has closed yet.</p>;
  return (
    <div class="stack rbg-sheet">
      {view.round4Skipped ? <p>Round 4 was skipped: at least {view.skipAt} players held no cards after round 3.</p> : null}
      {[...view.history].reverse().map((r) => (
        <section key={r.round} aria-label={`After round ${r.round}`}>
          <h3>
            After round {r.round} ({ROUND_NAMES[r.round]})
          </h3>
          <SeatGrid counts={r.counts} points={r.points} players={players} />
          {r.round >= 3 ? <Exchanges record={r} players={players} /> : null}
        </section>
      ))}
    </div>
  );
}

/** The full results, once the rounds are over. */
export function ResultsSheet({ view, players }: TableProps<RbgView, RbgAction>) {
  if (view.final === null) return <p>The results come once the four rounds are over.</p>;
  return <Results view={view} players={players} />;
}

/** The sheets the app's menu offers on a Red Blue Gold table. */
export const sheets: { title: string; Component: ComponentType<TableProps<RbgView, RbgAction>> }[] = [
  { title: 'Rounds so far', Component: RoundsSheet },
  { title: 'Results', Component: ResultsSheet },
  { title: 'Symbols', Component: SymbolsSheet },
];
