/**
 * Small pieces the private forms share: a sticky bar that keeps the form's one button within reach,
 * a wrap of name buttons to pick players from, and the scores of a pairing in one short list.
 */
import type { ComponentChildren } from 'preact';
import type { Seat } from '../../../engine/types';
import { GOLD_BONUS } from '../rules/end';
import { CardFace } from './Mark';

/** The form's main button (and anything to read beside it), kept at the bottom of the screen while it scrolls. */
export function SubmitBar({ children }: { children: ComponentChildren }) {
  return <div class="rbg-submit">{children}</div>;
}

/** Props of {@link NameChips}. */
export interface NameChipsProps {
  seats: readonly Seat[];
  players: readonly string[];
  /** The group's accessible name, e.g. "Accept cards from". */
  label: string;
  /** For toggles: whether each seat is on (shown as pressed). Absent: each chip is a plain button. */
  on?(seat: Seat): boolean;
  /** A few words after the name, e.g. "3 cards" or the cards lined up. */
  note?(seat: Seat): ComponentChildren;
  /** The chip's accessible name when it is not the player's name, e.g. "Game with Bo". */
  name?(seat: Seat): string;
  onPick(seat: Seat): void;
}

/** Players as a wrap of large buttons: short names share a line, a 24-letter name takes its own. */
export function NameChips({ seats, players, label, on, note, name, onPick }: NameChipsProps) {
  return (
    <div class="rbg-chips" role="group" aria-label={label}>
      {seats.map((s) => {
        const pressed = on?.(s);
        return (
          <button
            key={s}
            type="button"
            class={`btn rbg-chip${pressed ? ' btn-primary' : ''}`}
            aria-pressed={on ? pressed === true : undefined}
            aria-label={name ? name(s) : undefined}
            onClick={() => onPick(s)}
          >
            {on ? <span aria-hidden="true">{pressed ? '✓ ' : '+ '}</span> : null}
            <span class="rbg-chip-name">{players[s]}</span>
            {note ? <span class="rbg-chip-note">{note(s)}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The scores of a pairing, where a player chooses what to play (seeds/004 "ROUND 3 + 4: PLAY"):
 * blue–blue 2 each, red against a card that is not red 3 to the red, red–red nothing, gold 7 at the
 * end if at most `goldLimit` players played gold.
 */
export function Scoring({ goldLimit, players }: { goldLimit: number; players: number }) {
  return (
    <ul class="rbg-scoring" aria-label="Scores of each pairing">
      <li>
        <CardFace colour="blue" small /> v <CardFace colour="blue" small /> 2 each
      </li>
      <li>
        <CardFace colour="red" small /> v not red: 3 to red
      </li>
      <li>
        <CardFace colour="red" small /> v <CardFace colour="red" small /> 0
      </li>
      <li>
        <CardFace colour="gold" small /> 0 now; {GOLD_BONUS} at the end if ≤ {goldLimit} of {players} play gold
      </li>
    </ul>
  );
}
