/**
 * Red Blue Gold's symbols, one tap away from the board (Menu, "Symbols"): the marks on a seat's tile and the three
 * card colours (docs/games/red-blue-gold.md, "Red Blue Gold Game").
 */
import type { TableProps } from '../../contract';
import { COLOURS, type RbgAction, type RbgView } from '../types';
import { CardFace } from './Mark';
import { MARK } from '../rules/cards';
import './red-blue-gold.css';

/** The legend of the seats' marks and the cards' colours. */
export function SymbolsSheet(_: TableProps<RbgView, RbgAction>) {
  return (
    <div class="rbg-legend stack">
      <h3>A seat&apos;s tile</h3>
      <ul class="legend-list">
        <li>
          <span class="rbg-legend-cards" aria-hidden="true" /> 3: how many cards the player holds (their colours stay secret).
        </li>
        <li>5 pts: the player&apos;s points so far.</li>
        <li>✓ submitted this round; ○ still to submit (a gold frame round the tile); – not called this round (holds no card).</li>
      </ul>
      <h3>The cards</h3>
      <ul class="legend-list">
        {COLOURS.map((c) => (
          <li key={c}>
            <CardFace colour={c} small /> A {MARK[c].name.toLowerCase()} card, marked {MARK[c].letter} and {MARK[c].shape}.
          </li>
        ))}
      </ul>
    </div>
  );
}
