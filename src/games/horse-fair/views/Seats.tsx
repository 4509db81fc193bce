/**
 * The players round the board: in front of each, the cards they laid face up, how many they hold, and (each
 * player alone) their figurines and collected pile; in the partnership game the figurines and piles are the
 * partnership's, in a row of their own (docs/games/horse-fair.md, "Partnership Game").
 */
import type { HfView } from '../types';
import { WholeName } from '../../../ui/WholeName';
import { Figurines, MiniCard, Pile } from './Tokens';
import { nameOf, teamLetter } from './words';

/** Props of {@link Seats}. */
export interface SeatsProps {
  view: HfView;
  players: readonly string[];
}

/** One place mat per player, the one whose turn it is framed in gold. */
export function Seats({ view, players }: SeatsProps) {
  const lastId = view.lastMove?.effect === 'played' ? view.lastMove.card.id : null;
  // Between hands no card lies face up: the mats keep to their names, figurines and piles.
  const playing = view.phase === 'playing';
  return (
    <section class="hf-seats-wrap" aria-labelledby="hf-seats-title">
      <h2 id="hf-seats-title" class="sr-only">
        In front of each player
      </h2>
      <ul class={`hf-seats${playing ? '' : ' hf-seats-between'}`} data-board="tableau">
        {view.players.map((_, seat) => {
          const name = nameOf(players, seat);
          const cards = view.faceUp[seat] ?? [];
          const turn = view.phase === 'playing' && view.turn === seat;
          return (
            // Marked by seat: a card played is reported on the mat it was laid on, and its reveal keeps off it.
            <li key={seat} class={`hf-mat${turn ? ' waiting' : ''}${view.partnership ? ' hf-mat-team' : ''}`} data-board={`mat-${seat}`}>
              <p class="hf-mat-head">
                <strong class="hf-mat-name">
                  <WholeName name={name} least={12} />
                </strong>
                {turn && <span class="sr-only">(to play)</span>}
              </p>
              {!playing ? null : cards.length === 0 ? (
                <p class="hf-mat-none">
                  <span class="hf-narrow-hidden">No card face up.</span>
                </p>
              ) : (
                <ul class="hf-mat-cards" aria-label={`${name}'s face-up cards`}>
                  {cards.map((card) => (
                    <li key={card.id}>
                      <MiniCard card={card} fresh={card.id === lastId} />
                    </li>
                  ))}
                </ul>
              )}
              <p class="hf-mat-tokens">
                {view.partnership && (
                  <span class="hf-team-tag">
                    <span class="hf-narrow-hidden">Team </span>
                    {teamLetter(view.teamOf[seat] ?? 0)}
                  </span>
                )}
                {!view.partnership && <Figurines count={view.figurines[seat] ?? 0} owner={name} />}
                {!view.partnership && <Pile count={view.pileSizes[seat] ?? 0} owner={name} />}
                <span class="hf-mat-hand">{view.handSizes[seat] ?? 0} in hand</span>
              </p>
            </li>
          );
        })}
      </ul>
      {view.partnership && (
        <ul class="hf-teams" aria-label="Partnerships: figurines and piles">
          {view.teams.map((members, team) => {
            const owner = `Team ${teamLetter(team)} (${members.map((s) => nameOf(players, s)).join(' & ')})`;
            return (
              <li key={team} class="hf-team">
                <strong class="hf-team-name" aria-hidden="true">
                  {teamLetter(team)}
                </strong>
                <Figurines count={view.figurines[team] ?? 0} owner={owner} />
                <Pile count={view.pileSizes[team] ?? 0} owner={owner} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
