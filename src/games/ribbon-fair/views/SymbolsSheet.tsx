/**
 * Ribbon Fair's symbols, one tap away from the board (Menu, "Symbols"): what each mark on a stall's tile means. A
 * narrow tile (four to a row) shows one rosette and its count and leaves the tags' words off; this says them all.
 */
import type { TableProps } from '../../contract';
import type { RfAction, RfView } from '../types';
import { Rosette } from './Rosette';
import './ribbon-fair.css';

/** The legend of a stall tile's marks, with the fair's target. */
export function SymbolsSheet({ view }: TableProps<RfView, RfAction>) {
  return (
    <ul class="legend-list rf-legend">
      <li>
        <Rosette size={20} /> A ribbon the stall has won; the count beside it, such as 2/{view.target}, is its ribbons of the {view.target} that win the fair.
      </li>
      <li>
        <Rosette size={20} class="rf-rosette-empty" /> No ribbon won yet.
      </li>
      <li>
        <Rosette size={16} class="rf-rosette-judge" /> ✿ The judge: this stall holds the rosette this round.
      </li>
      <li>▣ Pinned: the stall has pinned its entry, face down.</li>
      <li>◷ Waiting (a gold frame round the tile): the table waits on this stall.</li>
      <li>✕ Gone (a dashed, greyed tile): the stall left the fair; its ribbons stay on the standings.</li>
    </ul>
  );
}
