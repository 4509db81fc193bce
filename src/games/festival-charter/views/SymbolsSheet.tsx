/**
 * Festival Charter's symbols, one tap away from the board (Menu, "Symbols"): what each feature's symbol stands for,
 * each planner's priority in words (docs/games/festival-charter.md "One festival, four priorities"), and the board's
 * other marks: the cost coin, the PACKAGE marker (docs/games/festival-charter.md "What a package does"), BUILT.
 */
import type { TableProps } from '../../contract';
import { FEATURES, priorityById } from '../cards';
import type { FcAction, FcView } from '../types';
import { FeatureIcon } from './Art';
import { PackageMark } from './Tokens';
import { nameOf } from './words';
import './festival-charter.css';

/** The legend of the board's symbols and every planner's priority, from the table view only. */
export function SymbolsSheet({ view, players }: TableProps<FcView, FcAction>) {
  return (
    <div class="fc fc-legend stack">
      <h3>Features</h3>
      <ul class="legend-list">
        {FEATURES.map((f) => (
          <li key={f}>
            <FeatureIcon feature={f} /> {f}: one symbol on a project card is one {f} it supplies once BUILT.
          </li>
        ))}
      </ul>
      <h3>Priorities</h3>
      <ul class="legend-list">
        {view.priorities.map((id, seat) => {
          const p = priorityById(id);
          return (
            <li key={id}>
              <strong>{nameOf(players, seat)}</strong>, {p.name}: <FeatureIcon feature={p.primary} /> {p.primary} ×2 (2 points a symbol),{' '}
              <FeatureIcon feature={p.secondary} /> {p.secondary} ×1 (1 point a symbol), the others nothing.
            </li>
          );
        })}
      </ul>
      <h3>Marks</h3>
      <ul class="legend-list">
        <li>
          <span class="fc-cost fc-legend-cost" aria-hidden="true">
            3
          </span>{' '}
          The coin on a card: its cost, in planning units, taken from the shared budget when it is BUILT.
        </li>
        <li>
          <PackageMark /> A planner's PACKAGE marker, unused; <PackageMark spent /> spent (one PACKAGE a game).
        </li>
        <li>BUILT: the card was approved and stays built to the end.</li>
      </ul>
    </div>
  );
}
