/**
 * A Horse Fair card drawn with CSS and SVG: the horse's colour, its number big, its emblem and name;
 * a Second Look and a Thumbs Down! carry their name and a mark (an eye, a thumb down).
 */
import { cardLabel, horseName, horseNumber, type Card } from '../cards';
import { Emblem, EyeMark, ThumbDownMark } from './Emblem';

/** What a card says to a screen reader, e.g. "Second Look, Rascal 3: counts two". */
export function cardSpeech(card: Card): string {
  if (card.kind === 'second-look') return `${cardLabel(card)}: counts two`;
  if (card.kind === 'thumbs-down') return `${cardLabel(card)}: discards every face-up ${horseName(card.horse)}`;
  return cardLabel(card);
}

function Face({ card }: { card: Card }) {
  return (
    <>
      <span class="hf-card-number" aria-hidden="true">
        {horseNumber(card.horse)}
      </span>
      <Emblem horse={card.horse} size={34} />
      <span class="hf-card-name" aria-hidden="true">
        {horseName(card.horse)}
      </span>
      {card.kind === 'second-look' && (
        <span class="hf-card-special" aria-hidden="true">
          <EyeMark size={18} /> Second Look ×2
        </span>
      )}
      {card.kind === 'thumbs-down' && (
        <span class="hf-card-special" aria-hidden="true">
          <ThumbDownMark size={18} /> Thumbs Down!
        </span>
      )}
    </>
  );
}

/** Props of {@link HorseCard}. */
export interface HorseCardProps {
  card: Card;
  /** When given, the card is a toggle button (a card in hand). */
  onSelect?: () => void;
  selected?: boolean;
  /** Extra words for the screen reader, e.g. "Card 2 of 6". */
  position?: string;
  /** The button's place in the Tab order: 0 for the hand's one stop, -1 for the cards reached by arrow keys. */
  tabIndex?: number;
}

/** One card; a pressable toggle when `onSelect` is given, a picture with a label otherwise. */
export function HorseCard({ card, onSelect, selected, position, tabIndex }: HorseCardProps) {
  const cls = `hf-card hf-horse-${card.horse} hf-kind-${card.kind}${selected ? ' hf-selected' : ''}`;
  const label = position ? `${position}: ${cardSpeech(card)}` : cardSpeech(card);
  if (onSelect) {
    return (
      <button type="button" class={cls} aria-pressed={selected ? 'true' : 'false'} aria-label={label} tabIndex={tabIndex} onClick={onSelect}>
        <Face card={card} />
      </button>
    );
  }
  return (
    <div class={cls} role="img" aria-label={label}>
      <Face card={card} />
    </div>
  );
}
