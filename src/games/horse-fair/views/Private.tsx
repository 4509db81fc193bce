/**
 * A player's own turn: the public board above, their hand as tappable horse cards below. One tap selects a
 * card; "Play" asks once (a play is public and cannot be taken back), then lays it face up.
 */
import { useState } from 'preact/hooks';
import type { PrivateProps } from '../../contract';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { cardLabel } from '../cards';
import type { HfAction, HfView } from '../rules/types';
import { Board } from './Board';
import { HorseCard } from './HorseCard';
import { nameOf } from './words';
import './horse-fair.css';

/** What one seat sees after its "I'm Ana" reveal. */
export function Private({ view, seat, players, act }: PrivateProps<HfView, HfAction>) {
  const [selected, setSelected] = useState<number | null>(null);
  const hand = view.hand ?? [];
  const chosen = hand.find((c) => c.id === selected) ?? null;
  const myTurn = view.phase === 'playing' && view.turn === seat;
  return (
    <div class="hf">
      <Board view={view} players={players} />
      <section class="panel hf-hand" aria-label={`${nameOf(players, seat)}'s hand`}>
        <h2>Your hand, {nameOf(players, seat)}</h2>
        {!myTurn && <p class="muted">It is not your turn: you can look, but not play.</p>}
        {hand.length === 0 ? (
          <p class="muted">Your hand is empty.</p>
        ) : (
          <ul class="hf-hand-cards">
            {hand.map((card, i) => (
              <li key={card.id}>
                <HorseCard
                  card={card}
                  position={`Card ${i + 1} of ${hand.length}`}
                  selected={card.id === selected}
                  onSelect={() => setSelected(card.id === selected ? null : card.id)}
                />
              </li>
            ))}
          </ul>
        )}
        <div class="hf-play-bar">
          {chosen === null ? (
            <button type="button" class="btn btn-primary btn-block" disabled>
              Tap a card to play
            </button>
          ) : (
            <ConfirmButton
              class="btn-block"
              label={`Play ${cardLabel(chosen)}`}
              question={`Play ${cardLabel(chosen)} face up? Everyone will see it and it cannot be taken back.`}
              confirmLabel="Play it"
              disabled={!myTurn}
              onConfirm={async () => {
                await act({ type: 'play', card: chosen.id });
                setSelected(null);
              }}
            />
          )}
        </div>
      </section>
    </div>
  );
}
