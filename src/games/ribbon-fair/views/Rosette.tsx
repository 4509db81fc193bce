/**
 * The fair's rosette, drawn in SVG (a pleated ring of twelve petals round a gold heart with a star, and two
 * tails): the art on every ribbon card, the ribbons a stall has won on the board, the judge's badge and the
 * achievements on the results. Decoration: the element around it is named for screen readers.
 */

/** The rosette's pleats: twelve around its heart (centre 20, 20; radius 14). */
const PLEATS: readonly (readonly [number, number])[] = Array.from({ length: 12 }, (_, i) => [
  20 + 14 * Math.cos((i * Math.PI) / 6),
  20 + 14 * Math.sin((i * Math.PI) / 6),
]);

/** Props of {@link Rosette}. */
export interface RosetteProps {
  /** Its width in CSS px (the height follows, 40 × 44). */
  size?: number;
  /** Extra classes: `rf-rosette-gold` for the judge's rosette, `rf-rosette-empty` for a ribbon still to win. */
  class?: string;
}

/** One rosette with tails, `size` px wide. */
export function Rosette({ size = 34, class: extra }: RosetteProps) {
  return (
    <svg
      class={`rf-rosette${extra === undefined ? '' : ` ${extra}`}`}
      viewBox="0 0 40 44"
      width={size}
      height={Math.round((size * 44) / 40)}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M13 24l-5 19 5-3 4 4 3-16zM27 24l5 19-5-3-4 4-3-16z" class="rf-rosette-tails" />
      {PLEATS.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="5" class="rf-rosette-petals" />
      ))}
      <circle cx="20" cy="20" r="11" class="rf-rosette-heart" />
      <path d="M20 12l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.7-4.9 2.7 1.1-5.3-4-3.7 5.4-.6z" class="rf-rosette-star" />
    </svg>
  );
}
