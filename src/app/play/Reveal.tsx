import { useEffect, useRef } from 'preact/hooks';
import type { Moment, MomentKind } from '../../games/contract';
import { cueMoment, type Cue } from '../feedback/sound';
import { RevealArt } from './RevealArt';
import { wordsTabStop } from './revealPlace';

/** The sound of each kind of moment: a card turned, a ribbon pinned, votes turned over, a win. */
const SOUND: Record<MomentKind, Cue> = { start: 'flip', turn: 'flip', play: 'flip', award: 'pin', vote: 'vote', round: 'round', win: 'win', end: 'win' };

/**
 * How long a reveal stays over the board before it settles by itself into the "last move" strip (ms), when
 * nobody taps its OK: long enough to read from across the table, short enough to give the board back.
 */
export const REVEAL_READ_MS = 6000;

/** Props of {@link Reveal}. */
export interface RevealProps {
  moment: Moment;
  /** The reveal is put away (its OK, or its time over the board ran out). */
  onDone(): void;
  /** After how long (ms) it settles by itself; {@link REVEAL_READ_MS} unless told. */
  settleMs?: number;
}

/**
 * A public moment revealed on the table (docs/house-rules.md, "Public moments are revealed"): a headline and a
 * few lines, large enough to read from across the table, over the board (the app lays it over the
 * board's area, never over the handover bar). It stays until its OK, the next handover, or
 * `settleMs`, then the app shows its headline in the "last move" strip. It only shows what the table
 * view already holds, and it never holds up a move or a save: the move it reveals is saved before it
 * appears. Each kind has its motion (app.css: a card flip, a ribbon pinned, a horse crossing the line,
 * a vote turned over; none with reduced motion), its art ({@link RevealArt}; a vote's verdict its own
 * mark) and its sound (Settings), played once for a new moment: the reveal is public, so its sound
 * tells nothing private.
 */
export function Reveal({ moment, onDone, settleMs = REVEAL_READ_MS }: RevealProps) {
  const done = useRef(onDone);
  done.current = onDone;
  // Where its words scroll (held short over the board, or grown since: fonts come in, the board's room changes), a
  // keyboard can reach them: a tab stop only then, so a reveal that shows whole adds none to a turn's keys. The app's
  // placing sets it too as it fits the words (revealPlace.ts); this keeps it true whatever changes their size after.
  const words = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = words.current;
    if (!el) return;
    const check = () => wordsTabStop(el);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(check);
    watch.observe(el);
    for (const child of el.children) watch.observe(child);
    // The card round them too: held shorter or let grow (a sheet) it changes their room.
    if (el.parentElement) watch.observe(el.parentElement);
    return () => watch.disconnect();
  }, [moment.key]);
  useEffect(() => {
    cueMoment(moment.key, SOUND[moment.kind]);
    const t = setTimeout(() => done.current(), settleMs);
    return () => clearTimeout(t);
  }, [moment.key, settleMs]);
  return (
    <section class={`reveal reveal-${moment.kind}`} key={moment.key} aria-labelledby="reveal-title">
      {/* The words scroll inside where the room is short; the OK stays in view beside or under them. */}
      <div class="reveal-words" ref={words}>
        <RevealArt kind={moment.kind} mark={moment.mark} />
        <h2 id="reveal-title" class="reveal-title">
          {moment.title}
        </h2>
        {moment.lines.map((line, i) => (
          <p key={i} class="reveal-line">
            {line}
          </p>
        ))}
      </div>
      <button type="button" class="btn reveal-ok" onClick={onDone}>
        OK
      </button>
    </section>
  );
}
