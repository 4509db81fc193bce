/**
 * The award panel (docs/games/ribbon-fair.md, "A round" steps 3–4; docs/house-rules.md "Award panel and Next ribbon"):
 * the ribbon, the winning entry, who won it and how many ribbons they now hold, every entry with its
 * author, and one table press of Next ribbon (Finish the fair when someone reached the target).
 */
import type { ComponentChildren } from 'preact';
import type { RfAction, RfView } from '../types';
import { EntryCards } from './Entries';

/** Why the ribbon was settled, in words (for the award panel and its moment on the table). */
export function howText(view: RfView): string {
  const a = view.award;
  if (a === null) return '';
  switch (a.how) {
    case 'only-entry':
      return 'One entry on the table wins at once.';
    case 'judge':
      return 'The judge picked it.';
    case 'judge-timeout':
      return 'Judging time ran out: a random entry wins.';
    case 'marigold':
      return a.reason === undefined ? 'Judge Marigold picks at random.' : `Judge Marigold: ${a.reason}`;
    case 'crowd':
      return 'The crowd’s favourite.';
    case 'crowd-tie':
      return a.reason === undefined ? 'The crowd tied: Judge Marigold picked at random among the tied.' : `The crowd tied. Judge Marigold: ${a.reason}`;
    case 'no-entries':
      return 'No entries: the ribbon is set aside.';
    case 'no-votes':
      return 'Nobody voted: the ribbon is set aside.';
  }
}

/** Props of {@link AwardPanel}. */
export interface AwardPanelProps {
  view: RfView;
  players: readonly string[];
  /** What sits on the heading's line: the clock and "A stall leaves". */
  tools?: ComponentChildren;
  /** Sends the table's Next ribbon / Finish the fair press. */
  onNext(action: RfAction): void;
}

/** The award panel with the one Next ribbon / Finish the fair press. */
export function AwardPanel({ view, players, tools, onNext }: AwardPanelProps) {
  const a = view.award;
  if (a === null) return null;
  const winner = a.winner === null ? null : view.stalls[a.winner];
  const entry = a.entry === null ? null : view.entries[a.entry];
  const count = winner?.won.length ?? 0;
  return (
    // rf-award-won: an entry won (its card says "Wins · by …"), so a short board may leave the headline to screen readers.
    <section class={`rf-play rf-award${entry ? ' rf-award-won' : ''}`} aria-labelledby="rf-award-title" data-board="award">
      <div class="rf-play-head">
        <h2 id="rf-award-title" class="rf-play-title">
          {winner === null || winner === undefined || entry === null || entry === undefined ? (
            `“${a.ribbon.text}” is set aside`
          ) : (
            <>
              {/* The space before the ribbon's name is inside its hidden span: the headline reads "Dee wins with …", one space. */}
              {winner.name} wins<span class="rf-quiet"> “{a.ribbon.text}”</span> with “{entry.card.text}”
            </>
          )}
        </h2>
        {tools}
      </div>
      <p class="rf-play-hint">
        {winner !== null && winner !== undefined && (
          <strong class="rf-award-count">
            {winner.name} now holds {count} ribbon{count === 1 ? '' : 's'} of {view.target}.{' '}
          </strong>
        )}
        {howText(view)}
      </p>
      {view.entries.length > 0 && <EntryCards entries={view.entries} players={players} award={a} onBoard />}
      <button type="button" class="btn btn-primary btn-block rf-play-go" onClick={() => onNext({ type: 'next' })}>
        {a.finishing ? 'Finish the fair' : 'Next ribbon'}
      </button>
    </section>
  );
}
