/**
 * Horse Fair's tokens on the board, drawn in SVG: a figurine (a horse on its stand), a face-down stack
 * of cards (the draw pile, a collected pile) and a small face-up card for the rows in front of each player.
 */
import { horseNumber, type Card } from '../cards';
import { Emblem } from './Emblem';
import { cardSpeech } from './HorseCard';

/** One figurine: a horse's head and neck on a round stand, in gold; `ghost` draws a place still empty. */
export function Figurine({ ghost = false }: { ghost?: boolean }) {
  return (
    <svg class={`hf-figurine${ghost ? ' hf-figurine-ghost' : ''}`} viewBox="0 0 20 26" aria-hidden="true" focusable="false">
      <path d="M6 19c-1-4 0-7 2-9L6 8l1-3 3 1 2-3 1 3c3 2 4 6 3 13z" />
      <circle cx="10.5" cy="8.2" r="0.9" class="hf-figurine-eye" />
      <path d="M3 24a7 3 0 0 1 14 0z" />
      <rect x="4" y="19" width="12" height="3" rx="1.5" />
    </svg>
  );
}

/** Props of {@link Figurines}. */
export interface FigurinesProps {
  /** Figurines held (whole number). */
  count: number;
  /** Who holds them, for the label ("Ana", "Team A"). */
  owner: string;
}

/** A row of figurines: the ones held in gold, the rest of the four to win as empty places. */
export function Figurines({ count, owner }: FigurinesProps) {
  const places = Math.max(4, count);
  return (
    <span class="hf-figurines" data-board="figurines" role="img" aria-label={`${owner}: ${count} ${count === 1 ? 'figurine' : 'figurines'}`}>
      {Array.from({ length: places }, (_, i) => (
        <Figurine key={i} ghost={i >= count} />
      ))}
    </span>
  );
}

/** A face-down stack of cards, three deep when it holds several, empty when it holds none. */
export function CardStack({ count }: { count: number }) {
  const deep = Math.min(3, count);
  return (
    <svg class={`hf-stack${count === 0 ? ' hf-stack-empty' : ''}`} viewBox="0 0 30 36" aria-hidden="true" focusable="false">
      {count === 0 && <rect x="4" y="4" width="22" height="30" rx="4" class="hf-stack-place" />}
      {Array.from({ length: deep }, (_, i) => (
        <g key={i} transform={`translate(${4 - i * 2} ${4 - i * 2})`}>
          <rect width="22" height="30" rx="4" class="hf-back" />
          <rect x="3" y="3" width="16" height="24" rx="2" class="hf-back-rule" />
        </g>
      ))}
    </svg>
  );
}

/** A collected pile: its stack and its count (the cards stay face down: only how many shows). */
export function Pile({ count, owner }: { count: number; owner: string }) {
  return (
    <span class="hf-pile" data-board="collected" role="img" aria-label={`${owner}'s collected pile: ${count} ${count === 1 ? 'card' : 'cards'}`}>
      <CardStack count={count} />
      <span class="hf-pile-count">{count}</span>
    </span>
  );
}

/** A small face-up card for the rows on the board: the horse's colour, number and emblem; ×2 on a Second Look. */
export function MiniCard({ card, fresh = false }: { card: Card; fresh?: boolean }) {
  return (
    <span class={`hf-mini hf-horse-${card.horse} hf-kind-${card.kind}${fresh ? ' hf-fresh' : ''}`} role="img" aria-label={cardSpeech(card)}>
      <span class="hf-mini-number" aria-hidden="true">
        {horseNumber(card.horse)}
      </span>
      <Emblem horse={card.horse} size={14} />
      {card.kind === 'second-look' && (
        <span class="hf-mini-x2" aria-hidden="true">
          ×2
        </span>
      )}
    </span>
  );
}
