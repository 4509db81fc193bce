/**
 * The table view (docs/games/ribbon-fair.md, "A round"): the ribbon big at the top, the target and the
 * hourglass, the standings, the face-down count or the entries face up and anonymous (the rotating
 * judge picks among them here, in front of everyone), the award panel and "A stall leaves" (the log is
 * in the table's sheet: ui.Log).
 * Nobody's secrets are in the table view.
 */
import type { TableProps } from '../../contract';
import { Hourglass } from '../../../ui/Hourglass';
import type { RfAction, RfView } from '../types';
import { AwardPanel } from './AwardPanel';
import { EntryCards } from './Entries';
import { JudgePick } from './JudgePick';
import { LeavePanel } from './LeavePanel';
import { PaintedCard } from './PaintedCard';
import { Standings } from './Standings';
import { STYLE_TITLE } from '../meta';
import './ribbon-fair.css';

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
      return view.end?.winners.length === 0 ? 'The fair is over: no winner.' : `The fair is over: ${view.end?.winners.map((s) => players[s] ?? '').join(' and ')}.`;
  }
}

/** Ribbon Fair's public table. */
export function Table({ view, players, now, act }: TableProps<RfView, RfAction>) {
  const send = (action: RfAction) => {
    void act('table', action).catch(() => undefined);
  };
  return (
    <div class="rf-table stack">
      <section class="rf-top" aria-label="The ribbon">
        {view.ribbon !== null && (
          <div aria-label={`Ribbon ${view.roundNo}: ${view.ribbon.text}`} role="group" data-board="ribbon">
            <PaintedCard card={view.ribbon} kind="ribbon" big />
          </div>
        )}
        <div class="rf-top-line" data-board={view.clock !== null ? 'clock' : undefined}>
          <span class="rf-target">
            {STYLE_TITLE[view.style]} · First to {view.target} ribbons wins
          </span>
          {view.clock !== null && <Hourglass deadline={view.clock.deadline} length={view.clock.length} now={now} label={view.clock.label} />}
        </div>
        <p class="muted">
          Ribbon {view.roundNo} · {view.ribbonsLeft} ribbons and {view.entriesLeft} entries left in the decks
        </p>
      </section>
      <p role="status">{status(view, players)}</p>
      <Standings view={view} />
      {view.phase === 'pin' && view.pinnedCount > 0 && (
        <div class="rf-facedowns" role="img" aria-label={`${view.pinnedCount} entries face down`}>
          {Array.from({ length: view.pinnedCount }, (_, i) => (
            <span key={i} class="rf-facedown" aria-hidden="true" />
          ))}
        </div>
      )}
      {view.phase === 'judge' && (
        <JudgePick
          key={view.roundNo}
          view={view}
          players={players}
          onPick={(judge, entry) => {
            void act(judge, { type: 'pick', entry }).catch(() => undefined);
          }}
        />
      )}
      {view.phase === 'vote' && (
        <section class="panel stack" aria-labelledby="rf-vote-title">
          <h2 id="rf-vote-title">The crowd votes</h2>
          <p>The entries are face up, with no authors. Each stall votes in secret for one that is not its own.</p>
          <EntryCards entries={view.entries} players={players} award={null} />
        </section>
      )}
      {view.phase === 'award' && <AwardPanel view={view} players={players} onNext={send} />}
      {view.phase !== 'over' && <LeavePanel view={view} onLeave={send} />}
    </div>
  );
}
