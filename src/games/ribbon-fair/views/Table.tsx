/**
 * The board (docs/games/ribbon-fair.md, "A round"; docs/house-rules.md "Entries and judging are public"): the
 * ribbon at the top with the target and the clock, one line of what the table waits on, then what the round is
 * doing on the cloth (the entries pinned face down beside the decks, the entries face up for the judge to tap or
 * the crowd to read, the award with every author and Next ribbon), and the stalls along the edge, framed in
 * gold while the table waits on them. Laid out to fit one phone screen above the handover bar; what is wanted
 * only now and then (the ribbons' words, the log) is in the sheets (Sheets.tsx). Nobody's secrets are in it.
 */
import { andList } from '../../../engine/words';
import type { TableProps } from '../../contract';
import type { RfAction, RfView } from '../types';
import { AwardPanel } from './AwardPanel';
import { BoardClock } from './BoardClock';
import { EntryCards } from './Entries';
import { FaceDowns } from './FaceDowns';
import { JudgePick } from './JudgePick';
import { LEAVE_SHEET } from './LeavePanel';
import { PaintedCard } from './PaintedCard';
import { StallRow } from './StallRow';
import { STYLE_TITLE } from '../styles';
import './ribbon-fair.css';

/** Letters past which the line of what the table waits on is set smaller (about two lines at its usual size). */
const LONG_STATUS = 90;

/**
 * The line of what the table waits on, short, for a board with little room (Larger text): the counts only, the tiles'
 * gold frames saying who; null where the line names nobody it waits on.
 */
function shortStatus(view: RfView): string | null {
  const waiting = view.stalls.filter((s) => s.waiting).length;
  if (view.phase === 'pin') return `${view.pinnedCount} pinned face down, ${waiting} still to pin.`;
  if (view.phase === 'vote') return `${view.votesCast} vote${view.votesCast === 1 ? '' : 's'} cast, ${waiting} still to vote.`;
  return null;
}

/** What the table is doing, in one line. */
function status(view: RfView, players: readonly string[]): string {
  const waiting = view.stalls.filter((s) => s.waiting).map((s) => s.name);
  const who = waiting.join(', ');
  switch (view.phase) {
    case 'pin':
      return `${view.pinnedCount} entr${view.pinnedCount === 1 ? 'y' : 'ies'} pinned face down. Still to pin: ${who}.`;
    case 'judge':
      return `${who} holds the rosette and picks the winner on the table.`;
    case 'vote':
      return `${view.votesCast} vote${view.votesCast === 1 ? '' : 's'} cast. Still to vote: ${who}.`;
    case 'award':
      return 'The award is out. Press Next ribbon once everyone has seen it.';
    case 'over':
      return view.end?.winners.length === 0
        ? 'The fair is over: no winner.'
        : `The fair is over: ${andList(view.end?.winners.map((s) => players[s] ?? '') ?? [])}.`;
  }
}

/** Ribbon Fair's public table, as a board. */
export function Table({ view, players, now, act, openSheet, bots }: TableProps<RfView, RfAction>) {
  const send = (action: RfAction) => {
    void act('table', action).catch(() => undefined);
  };
  const line = status(view, players);
  const short = shortStatus(view);
  const laidOut = view.phase === 'judge' || view.phase === 'vote' || view.phase === 'award';
  // The clock sits on the line above what the table is deciding; while pinning, "A stall leaves" beside it, which
  // opens its form as a sheet over the board (with the entries laid out the board needs the room: the menu has it).
  const tools = (
    <span class="rf-tools" data-keep-clear>
      <BoardClock view={view} now={now} />
      {view.phase === 'pin' && openSheet && (
        <button type="button" class="btn rf-leave-open" aria-haspopup="dialog" onClick={() => openSheet(LEAVE_SHEET)}>
          A stall leaves
        </button>
      )}
    </span>
  );
  return (
    <div class={`rf-table rf-board screen-board rf-phase-${view.phase}`}>
      <div class="rf-board-in">
        <section class="rf-head" aria-label="The ribbon">
          {view.ribbon !== null && (
            <div class="rf-head-ribbon" aria-label={`Ribbon ${view.roundNo}: ${view.ribbon.text}`} role="group" data-board="ribbon">
              <PaintedCard card={view.ribbon} kind="ribbon" />
            </div>
          )}
          {/* While the crowd votes the clock runs in each hand: its note sits beside the ribbon, leaving the cloth to the entries. */}
          {view.phase === 'vote' && tools}
        </section>
        <div class="rf-bar">
          {/* First, so the clock floats at the bar's right and the line of who is waited on wraps under it. */}
          {!laidOut && tools}
          <div class="rf-bar-text">
            <p class="rf-target">
              <span>Ribbon {view.roundNo}</span> <span>· First to {view.target} ribbons wins</span> <span>· {STYLE_TITLE[view.style]}</span>
            </p>
            {/* A long line (many long names still to pin) is set smaller, so it is said whole and the board still fits. */}
            <p role="status" class={line.length > LONG_STATUS ? 'rf-status rf-status-long' : 'rf-status'}>
              {short === null ? (
                line
              ) : (
                <>
                  <span class="rf-status-full">{line}</span>
                  <span class="rf-status-short">{short}</span>
                </>
              )}
            </p>
          </div>
        </div>
        <div class="rf-cloth">
          {view.phase === 'pin' && <FaceDowns view={view} />}
          {view.phase === 'judge' && (
            <JudgePick
              key={view.roundNo}
              view={view}
              players={players}
              tools={tools}
              {...(bots ? { bots } : {})}
              onPick={(judge, entry) => {
                void act(judge, { type: 'pick', entry }).catch(() => undefined);
              }}
            />
          )}
          {view.phase === 'vote' && (
            <section class="rf-play" aria-labelledby="rf-vote-title">
              <div class="rf-play-head">
                <h2 id="rf-vote-title" class="rf-play-title">
                  The crowd votes
                </h2>
              </div>
              <p class="rf-play-hint">The entries are face up, with no authors. Each stall votes in secret for one that is not its own.</p>
              <EntryCards entries={view.entries} players={players} award={null} onBoard />
            </section>
          )}
          {view.phase === 'award' && <AwardPanel view={view} players={players} tools={tools} onNext={send} />}
        </div>
        <StallRow view={view} />
      </div>
    </div>
  );
}
