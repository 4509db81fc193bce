/**
 * The picture over a reveal, by its kind (decoration only, hidden from screen readers): a rosette
 * pinned for an award, a horse crossing the finish line for a win, a ballot for votes turned over,
 * bunting for a round, a cup for an end. Its motion is CSS in app.css, off with reduced motion.
 */
import type { Moment, MomentKind } from '../../games/contract';
import { Icon } from '../../ui/Icon';

/** A horse at full gallop, drawn on a 40 × 28 grid in `currentColor`. */
function Galloper() {
  return (
    <svg class="reveal-horse" viewBox="0 0 40 28" aria-hidden="true" focusable="false">
      <g fill="currentColor" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">
        <ellipse cx="19" cy="13" rx="10" ry="4.6" stroke="none" />
        <path d="M25 10.5L30 4l3-1.5 1-1.5.6 1.8 4 4-.8 1.6-3.2-.8-2 .6L31 13z" stroke-width="1" />
        <path d="M9.5 11.5C6 11 4 13 2 16c3-1.2 5-1.8 8-2" stroke-width="1.4" />
        <path d="M27 15l4 3 4.5 1M25 16l2 4 3.5 2.5M13 15.5l-4 3-2.5 4M15 16.5l-1 4.5 1.5 3.5" fill="none" stroke-width="2" />
      </g>
    </svg>
  );
}

/** The art over a reveal of `kind`, or null for an ordinary move (a card played, a turn, a start). */
export function RevealArt({ kind, mark }: { kind: MomentKind; mark?: Moment['mark'] }) {
  // A vote's verdict is its own mark: a tick seal for APPROVED, a crossed octagon for REJECTED.
  if (mark)
    return (
      <div class={`reveal-art reveal-mark-${mark}`} aria-hidden="true">
        <Icon name={mark} />
      </div>
    );
  switch (kind) {
    case 'award':
      return (
        <div class="reveal-art" aria-hidden="true">
          <span class="reveal-pin">
            <Icon name="rosette" />
          </span>
        </div>
      );
    case 'win':
      return (
        <div class="reveal-art reveal-track" aria-hidden="true">
          <span class="reveal-line-post" />
          <Galloper />
        </div>
      );
    case 'vote':
      return (
        <div class="reveal-art" aria-hidden="true">
          <Icon name="ballot" />
        </div>
      );
    case 'round':
      return <div class="reveal-art reveal-bunting" aria-hidden="true" />;
    case 'end':
      return (
        <div class="reveal-art" aria-hidden="true">
          <Icon name="cup" />
        </div>
      );
    default:
      return null;
  }
}
