/**
 * Small pieces the private forms share: a sticky bar that keeps the form's one button within reach,
 * a wrap of name buttons to pick players from, and the scores of a pairing in one short list.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Seat } from '../../../engine/types';
import { focusHeading } from '../../../ui/focus';
import { GOLD_BONUS } from '../rules/end';
import { CardFace } from './Mark';

/**
 * When a form moves to another of its screens (`screen` changes), focuses that screen's heading and
 * brings it into view, so the new screen starts at its top for the eye, the keyboard and a screen reader.
 */
export function useScreenStart(screen: string): void {
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    focusHeading(document.querySelector<HTMLElement>('.rbg-form h2'), { scroll: true });
  }, [screen]);
}

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
 * The scores of a pairing, where a player chooses what to play (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"):
 * blue–blue 2 each, red against a card that is not red 3 to the red, red–red nothing, gold 7 at the
 * end if at most `goldLimit` players played gold.
 */
export function Scoring({ goldLimit, players }: { goldLimit: number; players: number }) {
  return (
    <ul class="rbg-scoring" aria-label="Scores of each pairing">
      <li>
        <span class="rbg-vs">
          <CardFace colour="blue" small /> v <CardFace colour="blue" small />
        </span>
        <span>2 each</span>
      </li>
      <li>
        <span class="rbg-vs">
          <CardFace colour="red" small /> v <CardFace colour="red" small />
        </span>
        <span>0</span>
      </li>
      <li>
        <span class="rbg-vs">
          <CardFace colour="red" small /> v other
        </span>
        <span>3 to red</span>
      </li>
      <li class="rbg-scoring-gold">
        <span class="rbg-vs">
          <CardFace colour="gold" small />
        </span>
        <span class="rbg-scoring-text">
          {GOLD_BONUS} at the end if ≤ {goldLimit} of {players} play gold
        </span>
      </li>
    </ul>
  );
}
