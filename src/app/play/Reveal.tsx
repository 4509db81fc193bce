import { useEffect } from 'preact/hooks';
import type { Moment, MomentKind } from '../../games/contract';
import { cueMoment, type Cue } from '../feedback/sound';
import { RevealArt } from './RevealArt';

/** The sound of each kind of moment: a card turned, a ribbon pinned, votes turned over, a win. */
const SOUND: Record<MomentKind, Cue> = { start: 'flip', turn: 'flip', play: 'flip', award: 'pin', vote: 'vote', round: 'round', win: 'win', end: 'win' };

/** Props of {@link Reveal}. */
export interface RevealProps {
  moment: Moment;
  /** The table moves on: the reveal is put away. */
  onDone(): void;
}

/**
 * A public moment revealed on the table (docs/house-rules.md, "Public moments are revealed"): a headline and a
 * few lines, large enough to read from across the table, at the top of the table view. It stays until
 * the table moves on (its OK, or the next handover). It only shows what the table view already holds,
 * and it never holds up a move or a save: the move it reveals is saved before it appears.
 * Each kind has its motion (app.css: a card flip, a ribbon pinned, a horse crossing the line, a vote
 * turned over; none with reduced motion), its art ({@link RevealArt}) and its sound (Settings), played
 * once for a new moment: the reveal is public, so its sound tells nothing private.
 */
export function Reveal({ moment, onDone }: RevealProps) {
  // A new moment is read from the top of the table (the page may still be scrolled down from a private view).
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
    cueMoment(moment.key, SOUND[moment.kind]);
  }, [moment.key]);
  return (
    <section class={`reveal reveal-${moment.kind}`} key={moment.key} aria-labelledby="reveal-title">
      <RevealArt kind={moment.kind} />
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
