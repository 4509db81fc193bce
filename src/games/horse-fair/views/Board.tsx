/**
 * The public table: hand and draw pile, the last move (and the win it made), the five horse tracks, every player's face-up
 * cards, hand size, figurines and pile. Shown on the table view and below a player's hand.
 */
import type { HfView } from '../types';
import { MiniCard } from './Tokens';
import { Tracks } from './Tracks';
import { moveWords, nameOf, teamLabel, teamLetter, winWords } from './words';

/** Props of {@link Board}. */
export interface BoardProps {
  view: HfView;
  players: readonly string[];
  /** Level of the board's section headings: 2 on the table view, 3 under the private view's "The table" heading. */
  level?: 2 | 3;
}

/** Each team's figurines, pile and points so far. */
function Standings({ view, players, level = 2 }: BoardProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section class="panel" aria-label="Figurines and piles">
      <H class="hf-board-h">{view.partnership ? 'Partnerships' : 'Players'}</H>
      <ul class="hf-standings">
        {view.teams.map((_, team) => (
          <li key={team}>
            <span class="hf-standing-name">{teamLabel(view, players, team)}</span>
            <span>
              {view.figurines[team] ?? 0} {(view.figurines[team] ?? 0) === 1 ? 'figurine' : 'figurines'} · pile {view.pileSizes[team] ?? 0} · this hand{' '}
              {view.handScores[team]?.points ?? 0} pts
              {view.history.length > 0
                ? ` · total ${(view.totals[team]?.points ?? 0) + (view.phase === 'playing' ? (view.handScores[team]?.points ?? 0) : 0)} pts`
                : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The public state of the fair. */
export function Board({ view, players, level = 2 }: BoardProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <div class="hf-board">
      <p class="hf-status">
        Hand {view.handNumber} of {view.handsTotal} · Dealer {nameOf(players, view.dealer)} · Draw pile {view.drawCount}{' '}
        {view.drawCount === 1 ? 'card' : 'cards'}
        {view.drawCount === 0 && view.phase === 'playing' ? ': the next horse to win ends the hand' : ''}
      </p>
      <div aria-live="polite">
        {/* The win is news while its card is the last played, as on the board (Table.tsx's race); the next card ends it. */}
        {view.lastWin && view.lastMove?.effect === 'won' && <p class="banner">{winWords(view.lastWin, players)}</p>}
        {view.lastMove && <p>{moveWords(view.lastMove, players)}</p>}
      </div>
      <Tracks tracks={view.tracks} level={level} />
      <section aria-label="Cards face up">
        <H class="hf-board-h">Face up</H>
        {view.players.map((_, seat) => {
          const cards = view.faceUp[seat] ?? [];
          const turn = view.turn === seat;
          return (
            <div key={seat} class={`panel hf-seat${turn ? ' waiting' : ''}`}>
              <p class="hf-seat-head">
                <strong>{nameOf(players, seat)}</strong>
                {view.partnership && <span class="hf-team-tag">Team {teamLetter(view.teamOf[seat] ?? 0)}</span>}
                {turn && <span class="hf-turn-tag">to play</span>}
                <span class="muted">{view.handSizes[seat] ?? 0} in hand</span>
              </p>
              {cards.length === 0 ? (
                <p class="muted">No card face up.</p>
              ) : (
                <ul class="hf-row" aria-label={`${nameOf(players, seat)}'s face-up cards`}>
                  {cards.map((card) => (
                    <li key={card.id}>
                      <MiniCard card={card} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </section>
      <Standings view={view} players={players} level={level} />
    </div>
  );
}
