/**
 * Horse Fair's symbols, one tap away from the board (Menu, "Symbols"): the race's lanes, the figurines, a collected
 * pile, and the small face-up cards with a Second Look's ×2 (docs/games/horse-fair.md "Special Cards").
 */
import type { TableProps } from '../../contract';
import { HORSE_IDS, horseName, horseNumber } from '../cards';
import type { HfAction, HfView } from '../types';
import { Emblem } from './Emblem';
import { CardStack, Figurine } from './Tokens';
import './horse-fair.css';

/** The legend of the board's marks, from the table view only. */
export function SymbolsSheet({ view }: TableProps<HfView, HfAction>) {
  return (
    <div class="hf hf-legend stack">
      <h3>The horses</h3>
      <ul class="legend-list">
        {HORSE_IDS.map((h) => (
          <li key={h}>
            <Emblem horse={h} size={22} /> {horseName(h)} {horseNumber(h)}: wins when {horseNumber(h)} of its cards are face up, counted over every player; its
            lane fills a step a card.
          </li>
        ))}
      </ul>
      <h3>Marks</h3>
      <ul class="legend-list">
        <li>
          <Figurine /> A figurine, taken by whoever plays a horse&apos;s winning card; <Figurine ghost /> a place still empty.
          {view.scoring === 'advanced' ? ' Each is worth 1 point.' : ' Each is worth 2 points.'}
        </li>
        <li>
          <CardStack count={3} /> A collected pile: the cards won, face down (only how many shows). The draw pile is drawn the same.
        </li>
        <li>×2 on a small card: a Second Look, which counts as two cards of its horse.</li>
        <li>Thumbs Down!: discards itself and every face-up card of its horse.</li>
        <li>A gold frame round a small card: the card just played. A lane in gold marked Won!: the horse that has just won.</li>
      </ul>
    </div>
  );
}
