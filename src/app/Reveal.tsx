import { useEffect } from 'preact/hooks';
import type { Moment } from '../games/contract';

/** Props of {@link Reveal}. */
export interface RevealProps {
  moment: Moment;
  /** The table moves on: the reveal is put away. */
  onDone(): void;
}

/**
 * A public moment revealed on the table (RULINGS.md, "Public moments are revealed"): a headline and a
 * few lines, large enough to read from across the table, at the top of the table view. It stays until
 * the table moves on (its OK, or the next handover). It only shows what the table view already holds,
 * and it never holds up a move or a save: the move it reveals is saved before it appears.
 */
export function Reveal({ moment, onDone }: RevealProps) {
  // A new moment is read from the top of the table (the page may still be scrolled down from a private view).
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [moment.key]);
  return (
    <section class={`reveal reveal-${moment.kind}`} key={moment.key} aria-labelledby="reveal-title">
      <h2 id="reveal-title" class="reveal-title">
        {moment.title}
      </h2>
      {moment.lines.map((line, i) => (
        <p key={i} class="reveal-line">
          {line}
        </p>
      ))}
      <button type="button" class="btn reveal-ok" onClick={onDone}>
        OK
      </button>
    </section>
  );
}
