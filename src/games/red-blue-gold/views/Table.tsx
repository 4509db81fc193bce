/**
 * The board: the open round (n of 4) on a track of the four rounds, its clock with how many have submitted,
 * every seat as a tile in a compact grid (submitted or not, cards held, points, called or not), the last round's
 * public result; and after the rounds, the prizes drawn as garnets and tokens of life. Laid out to fit one phone
 * screen above the handover bar; every closed round in full and the full results are in the sheets (Sheets.tsx).
 * Built only from `view(state, 'table')`: no colours in hand appear.
 */
import type { TableProps } from '../../contract';
import type { RbgAction, RbgView } from '../types';
import { RoundClock } from './Clock';
import { LastRound } from './LastRound';
import { ROUND_NAMES } from './Mark';
import { Podium } from './Podium';
import { SeatGrid } from './SeatGrid';
import { NAMED_MOST, playerName } from './words';
import './red-blue-gold.css';

/**
 * Who the prize step waits on, in words; empty where the podium already says it (a sole winner choosing the E.C.: its
 * line names the winner and whom they choose among) and once the match is over.
 */
function prizeWaiting(view: RbgView, players: readonly string[]): string {
  const names = view.waitingOn.map((s) => playerName(players, s)).join(', ');
  // Many still to vote are counted: their seats below are framed in gold.
  const voters = view.waitingOn.length > NAMED_MOST ? `${view.waitingOn.length} still to vote, their seats framed in gold` : names;
  if (view.phase === 'ec-choice') return view.final && view.final.winners.length > 1 ? `Waiting for the winners' secret vote: ${voters}.` : '';
  if (view.phase === 'token-gift') return `Waiting for ${names} to give the second token of life.`;
  return '';
}

/** The four rounds as a track, the open one marked. */
function RoundTrack({ view }: { view: RbgView }) {
  return (
    <ol class="rbg-track" aria-hidden="true">
      {([1, 2, 3, 4] as const).map((r) => (
        <li key={r} class={r === view.round && view.phase === 'round' ? 'rbg-track-now' : r < view.round || view.phase !== 'round' ? 'rbg-track-done' : ''}>
          {r}
        </li>
      ))}
    </ol>
  );
}

/** The public table, as a board. */
export function Table({ view, players, now, act }: TableProps<RbgView, RbgAction>) {
  const inRound = view.phase === 'round';
  const clockOut = inRound && view.deadline !== null && now >= view.deadline;
  const final = view.final;
  const waiting = prizeWaiting(view, players);
  return (
    // Focusable: at very large text the board scrolls inside itself, and a keyboard must be able to scroll it.
    <section class={`rbg-board screen-board rbg-phase-${view.phase}`} aria-label="Red Blue Gold table" tabIndex={0}>
      <div class="rbg-board-in">
        {inRound ? (
          <div class="rbg-head">
            <div class="rbg-head-round" data-board="round">
              <RoundTrack view={view} />
              <h2 class="rbg-round-title">
                Round {view.round} of 4: {ROUND_NAMES[view.round]}
              </h2>
            </div>
            <div data-board="clock" class="rbg-head-clock">
              <RoundClock view={view} players={players} now={now} />
            </div>
            {clockOut ? (
              <div class="banner rbg-close">
                <p>The round clock has run out. Anyone who has not submitted submits nothing.</p>
                <button type="button" class="btn btn-primary" onClick={() => act('table', { type: 'close-round' })}>
                  Close round {view.round}
                </button>
              </div>
            ) : null}
          </div>
        ) : (
          <div class="rbg-head">
            <div class="rbg-head-round" data-board="round">
              <RoundTrack view={view} />
              <h2 class="rbg-round-title">{view.phase === 'over' ? 'The match is over' : 'Prizes'}</h2>
            </div>
            {view.phase === 'over' ? <p class="rbg-wait">Final results in the Results sheet.</p> : waiting && <p class="rbg-wait">{waiting}</p>}
          </div>
        )}
        {final ? <Podium view={view} players={players} /> : null}
        {view.round4Skipped ? <p class="rbg-skip">Round 4 was skipped: at least {view.skipAt} players held no cards after round 3.</p> : null}
        <SeatGrid
          counts={view.counts}
          points={final ? final.scores : view.points}
          players={players}
          view={view}
          final={final !== null}
          places={final?.places}
          onBoard
        />
        {final ? null : <LastRound view={view} players={players} />}
      </div>
    </section>
  );
}
