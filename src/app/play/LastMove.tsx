import type { Moment } from '../../games/contract';

/**
 * The length (characters) over which a move's headline takes the strip's whole width, its "Last move" label hidden but
 * for screen readers: beside the label, "Bramblewoody proposes Moon Gate" (31) took three lines at 360 px.
 */
export const LONG_TITLE = 24;

/**
 * The length (characters) over which a move's headline is set a step smaller, so it keeps to the strip's two lines:
 * "Mary Ann Lee proposes Evening Picnic + Hammock Grove" (52) took three at 360 px, the board above pushed short.
 */
export const VERY_LONG_TITLE = 40;

/** Props of {@link LastMove}. */
export interface LastMoveProps {
  /** The table's latest public moment, or null when there is none yet. */
  moment: Moment | null;
  /** True while the moment's reveal is over the board. */
  open: boolean;
  /** Shows the moment's reveal over the board again. */
  onOpen(): void;
}

/**
 * The "last move" strip between the board and the handover bar: the latest moment's headline on one line,
 * a tap opening its reveal again. It always takes its one line, with or without a moment, so the board
 * above it never changes size when a reveal settles into it.
 */
export function LastMove({ moment, open, onOpen }: LastMoveProps) {
  // A long move takes the strip's whole width (its label kept for screen readers), so it stays within two lines.
  const length = moment === null ? 0 : [...moment.title].length;
  const long = length > LONG_TITLE;
  return (
    <div class="last-move-row">
      {moment && (
        <button type="button" class="last-move" aria-expanded={open} aria-controls={open ? 'board-reveal' : undefined} onClick={onOpen}>
          <span class={long ? 'last-move-label sr-only' : 'last-move-label'}>Last move</span>
          <span class={length > VERY_LONG_TITLE ? 'last-move-title last-move-title-long' : 'last-move-title'}>{moment.title}</span>
        </button>
      )}
    </div>
  );
}
