/** Card faces and small shared pieces for Red Blue Gold's views. */
import { MARK } from '../rules/cards';
import type { Cards, Colour } from '../types';
import { COLOURS } from '../types';
import { CardShape } from './CardArt';
import './red-blue-gold.css';

/** One card drawn with CSS and SVG: its colour, letter and shape (red a triangle, blue a round, gold a star), named for screen readers. */
export function CardFace({ colour, small, label }: { colour: Colour; small?: boolean; label?: string }) {
  const m = MARK[colour];
  return (
    <span class={`rbg-card rbg-${colour}${small ? ' rbg-small' : ''}`} role="img" aria-label={label ?? m.name}>
      <span aria-hidden="true">
        {m.letter}
        <CardShape colour={colour} />
      </span>
    </span>
  );
}

/**
 * A hand shown as "R▲ ×2  B● ×1  G★ ×0", with a sentence for screen readers. `short` leaves out
 * the colours it holds none of (and says "none" for no cards at all), for a summary line.
 */
export function HandLine({ cards, label, short }: { cards: Cards; label: string; short?: boolean }) {
  const shown = short ? COLOURS.filter((c) => cards[c] > 0) : COLOURS;
  return (
    <div class="rbg-cards" role="group" aria-label={`${label}: ${cards.red} red, ${cards.blue} blue, ${cards.gold} gold`}>
      <span aria-hidden="true" class="muted">
        {label}:
      </span>
      {shown.length === 0 ? <span aria-hidden="true">none</span> : null}
      {shown.map((c) => (
        <span key={c} aria-hidden="true">
          <CardFace colour={c} small /> ×{cards[c]}
        </span>
      ))}
    </div>
  );
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** What is counted, e.g. "Red cards for Bo" (the buttons' and group's accessible names). */
  label: string;
  /** The visible text when shorter than `label` says enough on screen (e.g. "Red" beside its card face). */
  text?: string;
  colour?: Colour;
  value: number;
  min?: number;
  max: number;
  onChange(value: number): void;
}

/** A − count + stepper with 48 px buttons; − and + are disabled at the limits. */
export function Stepper({ label, text, colour, value, min = 0, max, onChange }: StepperProps) {
  return (
    <div class="rbg-stepper" role="group" aria-label={label}>
      <span class="rbg-label">
        {colour ? <CardFace colour={colour} small /> : null}
        <span>{text ?? label}</span>
      </span>
      <span class="rbg-controls">
        <button type="button" class="btn" aria-label={`Fewer: ${label}`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <span class="rbg-count" aria-live="polite" aria-label={`${label}: ${value}`}>
          {value}
        </span>
        <button type="button" class="btn" aria-label={`More: ${label}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </span>
    </div>
  );
}

/** Names of the four rounds, from the rule text's headings. */
export const ROUND_NAMES: Readonly<Record<1 | 2 | 3 | 4, string>> = { 1: 'Buy', 2: 'Trade', 3: 'Play', 4: 'Play' };
