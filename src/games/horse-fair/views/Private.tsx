/**
 * A player's own turn: their hand first, as tappable horse cards under a short summary of the table (the draw
 * pile, each horse's count), so the hand and its move fit one screen one-handed; the whole public
 * board follows, folded, one tap away. One tap selects a card; one button that names it ("Play Snowflake 6") lays it
 * face up: a move in three taps with the reveal (docs/house-rules.md, "All games"), no dialog.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PrivateProps } from '../../contract';
import { cardLabel } from '../cards';
import type { HfAction, HfView } from '../types';
import { Board } from './Board';
import { TrackChips } from './Tracks';
import { HorseCard } from './HorseCard';
import { nameOf } from './words';
import './horse-fair.css';

/**
 * Where the arrow keys move the focus in a row of `count` cards from `at` (wrapping at both ends;
 * Home and End go to the first and last), or null for a key that does not move it.
 */
export function rovingStep(key: string, at: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** What one seat sees after its "I'm Ana" reveal. */
export function Private({ view, seat, players, act }: PrivateProps<HfView, HfAction>) {
  const [selected, setSelected] = useState<number | null>(null);
  // The hand is one stop in the Tab order; the arrow keys move between its cards (a roving tab index).
  const [focusAt, setFocusAt] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  // The Play button follows the hand in the page; a card picked on a small screen brings it into view.
  useEffect(() => {
    if (selected !== null) bar.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const hand = view.hand ?? [];
  const chosen = hand.find((c) => c.id === selected) ?? null;
  const myTurn = view.phase === 'playing' && view.turn === seat;
  return (
    <div class="hf hf-private">
      <section class="panel hf-hand" aria-label={`${nameOf(players, seat)}'s hand`}>
        {/* The seat's name heads the view already ("Only Ana should see this."): one line here, over the cards. */}
        {/* The heading and the draw pile share a line; the horses' counts under them. The last move is on the table
          before the handover and in the table's copy below. */}
        <div class="hf-hand-head">
          <h2>Your hand</h2>
          <p class="hf-glance-line">Draw pile {view.drawCount}</p>
        </div>
        <div class="hf-glance">
          <TrackChips tracks={view.tracks} />
        </div>
        {!myTurn && <p class="muted">It is not your turn: you can look, but not play.</p>}
        {hand.length === 0 ? (
          <p class="muted">Your hand is empty.</p>
        ) : (
          <ul
            class="hf-hand-cards"
            aria-label="Your cards: arrow keys move between them"
            onKeyDown={(e) => {
              const next = rovingStep(e.key, Math.min(focusAt, hand.length - 1), hand.length);
              if (next === null) return;
              e.preventDefault();
              setFocusAt(next);
              e.currentTarget.querySelectorAll<HTMLButtonElement>('button.hf-card')[next]?.focus();
            }}
          >
            {hand.map((card, i) => (
              <li key={card.id}>
                <HorseCard
                  card={card}
                  position={`Card ${i + 1} of ${hand.length}`}
                  selected={card.id === selected}
                  tabIndex={i === Math.min(focusAt, hand.length - 1) ? 0 : -1}
                  onSelect={() => {
                    setFocusAt(i);
                    setSelected(card.id === selected ? null : card.id);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* The whole table is one tap away, folded: the chips above carry the race, so the hand and its move fit one screen. */}
      <details class="panel hf-private-table">
        <summary>
          <h2 class="hf-private-table-title">The table</h2>
          <span class="hf-private-table-what">face-up cards, piles, figurines</span>
        </summary>
        <Board view={view} players={players} level={3} />
      </details>
      {/* The move bar (base.css .act-bar): kept at the foot of the screen while the hand and the table's copy scroll
        under it; a child of the whole view, after the table's copy (which holds nothing to tab to), so it stays in sight
        over the view's whole height. */}
      <div class="act-bar hf-play-bar" ref={bar}>
        {chosen === null ? (
          <button type="button" class="btn btn-primary btn-block" disabled>
            Pick a card first
          </button>
        ) : (
          <button
            type="button"
            class="btn btn-primary btn-block"
            disabled={!myTurn}
            onClick={async () => {
              await act({ type: 'play', card: chosen.id });
              setSelected(null);
            }}
          >
            Play {cardLabel(chosen)}
          </button>
        )}
      </div>
    </div>
  );
}
