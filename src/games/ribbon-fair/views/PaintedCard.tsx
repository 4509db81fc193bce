/**
 * A painted card drawn with CSS and SVG only: each pack has its own colours, pattern and a printed
 * pack mark (so colour is never the only signal). Ribbons are rosette-topped banners ({@link Rosette}),
 * entries tags with a punched hole.
 */
import type { ComponentChildren } from 'preact';
import type { Card } from '../types';
import { Rosette } from './Rosette';
import './ribbon-fair.css';

/** Short printed pack marks, read as words by screen readers through the card's label. */
export const PACK_MARK: Readonly<Record<Card['pack'], string>> = {
  base: 'Base',
  'barnyard-kitchen': 'Barnyard',
  'starlight-midway': 'Starlight',
};

/** Props of {@link PaintedCard}. */
export interface PaintedCardProps {
  card: Card;
  kind: 'ribbon' | 'entry';
  /** Big: the ribbon at the top of the table, or a ribbon read full size. */
  big?: boolean;
  /** Extra line under the text (e.g. the author on the award panel). */
  footer?: ComponentChildren;
}

/** The card's face. Give the element around it the screen-reader name ("Entry 3 of 5: A grumpy goose"). */
export function PaintedCard({ card, kind, big, footer }: PaintedCardProps) {
  return (
    <div class={`rf-card rf-${kind} rf-pack-${card.pack}${big === true ? ' rf-big' : ''}`}>
      {kind === 'ribbon' && <Rosette />}
      <span class="rf-card-text">{card.text}</span>
      {footer !== undefined && <span class="rf-card-footer">{footer}</span>}
      <span class="rf-pack-mark" aria-hidden="true">
        {kind === 'ribbon' ? 'Ribbon' : 'Entry'} · {PACK_MARK[card.pack]}
      </span>
    </div>
  );
}

/** "Entry 3 of 5: A grumpy goose" — the screen-reader name of one card in a row of cards. */
export function cardLabel(kind: 'Entry' | 'Ribbon', index: number, count: number, card: Card): string {
  return `${kind} ${index + 1} of ${count}: ${card.text}`;
}

/** Letters a word may have and still fit on a card half a 360 px phone wide ("forecaster"). */
const LONG_WORD = 10;

/**
 * The class for a card's place in a row of cards: `rf-wide` when a word is longer than fits half a
 * 360 px phone ("ventriloquist's"), so the card takes the whole row and never breaks inside a word.
 */
export function cardPlace(card: Card, extra?: string): string | undefined {
  const longest = Math.max(0, ...card.text.split(/[\s\u2010-\u2015-]+/).map((w) => [...w].length));
  const cls = [longest > LONG_WORD ? 'rf-wide' : '', extra ?? ''].filter((c) => c !== '').join(' ');
  return cls === '' ? undefined : cls;
}
