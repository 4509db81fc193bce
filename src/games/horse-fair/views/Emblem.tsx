/**
 * Each horse's drawn emblem (SVG only), so a horse is told apart by shape as well as colour:
 * Rascal a horseshoe, Sundown a setting sun, Firecracker a burst, Snowflake a snowflake, Dandy a bow tie.
 */
import type { Horse } from '../cards';

/** Props of {@link Emblem}. */
export interface EmblemProps {
  horse: Horse;
  /** Width and height in px. */
  size?: number;
}

/** Lines drawn with a round pen `width` wide along each of the paths `d`, unfilled. */
function penned(width: number, ...d: string[]) {
  return (
    <g fill="none" stroke="currentColor" stroke-width={width} stroke-linecap="round">
      {d.map((line) => (
        <path key={line} d={line} />
      ))}
    </g>
  );
}

function shape(horse: Horse) {
  switch (horse) {
    case 0:
      return penned(5, 'M10 6v13a10 10 0 0 0 20 0V6', 'M7 6h6M27 6h6');
    case 1:
      return (
        <g fill="currentColor" stroke="currentColor" stroke-width="3" stroke-linecap="round">
          <path d="M9 27a11 11 0 0 1 22 0z" />
          <path d="M4 31h32M20 5v6M8 12l4 4M32 12l-4 4" fill="none" />
        </g>
      );
    case 2:
      return <path fill="currentColor" d="M20 2l4 11 11-4-6 10 9 6-11 1 1 11-8-8-8 8 1-11-11-1 9-6-6-10 11 4z" />;
    case 3:
      return penned(3, 'M20 3v34M5 11.5l30 17M5 28.5l30-17', 'M15 6l5 4 5-4M15 34l5-4 5 4M6 17l6-1-2-5M34 23l-6 1 2 5M6 23l6 1-2 5M34 17l-6-1 2-5');
    case 4:
      return (
        <g fill="currentColor">
          <path d="M4 10l13 8v4L4 30zM36 10l-13 8v4l13 8z" />
          <rect x="16" y="15" width="8" height="10" rx="2" />
        </g>
      );
  }
}

/** The emblem of `horse`, decorative (the card's text names the horse). */
export function Emblem({ horse, size = 40 }: EmblemProps) {
  return (
    <svg class="hf-emblem" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {shape(horse)}
    </svg>
  );
}

/** The Second Look mark: an eye. */
export function EyeMark({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M3 20Q20 4 37 20Q20 36 3 20z" fill="none" stroke="currentColor" stroke-width="4" />
      <circle cx="20" cy="20" r="6" fill="currentColor" />
    </svg>
  );
}

/** The Thumbs Down! mark: a fist with its thumb pointing down. */
export function ThumbDownMark({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="8" y="4" width="22" height="17" rx="5" fill="currentColor" />
      <rect x="13" y="18" width="8" height="19" rx="4" fill="currentColor" />
      <path d="M30 8h4v10h-4" fill="none" stroke="currentColor" stroke-width="3" />
    </svg>
  );
}
