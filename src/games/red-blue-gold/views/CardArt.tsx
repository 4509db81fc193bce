/**
 * Red Blue Gold's card marks drawn in SVG, so no shape depends on the phone's fonts: red a triangle,
 * blue a round, gold a star (rules/cards.ts MARK), in the card's text colour. Decoration: the card
 * around it is named for screen readers.
 */
import type { Colour } from '../types';
import './red-blue-gold.css';

const SHAPE: Record<Colour, string> = {
  red: 'M12 3l10 18H2z',
  blue: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
  gold: 'M12 2l2.9 6.5 7.1.7-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.7z',
};

/** The shape of a `colour` card, as large as the text beside it. */
export function CardShape({ colour }: { colour: Colour }) {
  return (
    <svg class="rbg-shape" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={SHAPE[colour]} fill="currentColor" />
    </svg>
  );
}
