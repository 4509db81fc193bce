/**
 * Horse Fair's board, the public table on one phone screen (docs/house-rules.md "Horse Fair", "Pass-and-play"):
 * whose turn it is and the draw pile, the five horses as a race, and in front of each player the cards laid
 * face up, the figurines and the collected pile. At a hand's end its summary and "Deal the next hand" take
 * the race's place (no card is face up then). The full scores are the Scores sheet (ScoresSheet.tsx);
 * the last card played is framed in gold where it lies; a win is the table's moment (moment.ts), revealed by
 * the app over the board and then kept in its "last move" strip.
 */
import type { TableProps } from '../../contract';
import type { HfAction, HfView } from '../types';
import { HandEnd } from './HandEnd';
import { Race } from './Race';
import { Seats } from './Seats';
import { CardStack } from './Tokens';
import { nameOf } from './words';
import './horse-fair.css';

/** The line over the race: whose turn, the hand, the draw pile. */
function TopLine({ view, players }: { view: HfView; players: readonly string[] }) {
  const playing = view.phase === 'playing';
  return (
    <div class="hf-top">
      {playing && view.turn !== null && (
        <p class="hf-turn" data-board="turn">
          <strong>{nameOf(players, view.turn)}</strong> plays next.
        </p>
      )}
      <p class="hf-draw" data-board="draw-pile">
        <CardStack count={view.drawCount} />
        <span class="hf-status">
          <span class="hf-narrow-hidden">Draw pile </span>
          <strong>{view.drawCount}</strong>
          <span class="hf-narrow-hidden"> {view.drawCount === 1 ? 'card' : 'cards'}</span>
          {view.drawCount === 0 && playing && <span class="hf-draw-note"> · the next win ends the hand</span>}
          {view.handsTotal > 1 && (
            <span class="hf-hand-no">
              {' '}
              · Hand {view.handNumber} of {view.handsTotal}
            </span>
          )}
        </span>
      </p>
    </div>
  );
}

/** What the whole table sees. */
export function Table({ view, players, act }: TableProps<HfView, HfAction>) {
  const last = view.history[view.history.length - 1];
  const playing = view.phase === 'playing';
  return (
    <div class="hf hf-table">
      <TopLine view={view} players={players} />
      {!playing && last ? (
        <HandEnd view={view} players={players} last={last} act={act} />
      ) : (
        <Race tracks={view.tracks} won={view.lastMove?.effect === 'won' ? (view.lastWin?.horse ?? null) : null} />
      )}
      <Seats view={view} players={players} />
    </div>
  );
}
