/**
 * The rotating judge's pick, made on the table in front of everyone (docs/games/ribbon-fair.md, "Rotating
 * Judge"; docs/house-rules.md "Entries and judging are public"): the entries face up and anonymous, one tap to
 * choose, and one button that names the choice ("Award “A rubber duck”"). The pick is the judge seat's
 * move, sent from the table view with no handover; the judging clock has run since the entries were laid out.
 */
import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { RfView } from '../types';
import { EntryCards } from './Entries';

/** Props of {@link JudgePick}. */
export interface JudgePickProps {
  view: RfView;
  players: readonly string[];
  /** What sits on the heading's line: the clock and "A stall leaves". */
  tools?: ComponentChildren;
  /** Sends the judge seat's pick of the entry at this index of the shuffled entries. */
  onPick(judge: number, entry: number): void;
  /** Seats played by bots: a bot judge picks by itself, and the table is offered no pick meanwhile. */
  bots?: readonly number[];
}

/** The entries as choices for the judge holding the rosette, and the one Award button; a bot judge's to watch. */
export function JudgePick({ view, players, tools, onPick, bots }: JudgePickProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const judge = view.stalls.find((s) => s.judge && !s.gone);
  if (judge === undefined) return null;
  const ribbon = view.ribbon?.text ?? '';
  // A bot judge picks by itself: its entries are shown to read, not offered to the table.
  const byBot = bots?.includes(judge.seat) === true;
  const entry = chosen === null ? undefined : view.entries[chosen];
  return (
    <section class="rf-play" aria-labelledby="rf-judge-title">
      <div class="rf-play-head">
        <h2 id="rf-judge-title" class="rf-play-title">
          {judge.name} picks the winner
        </h2>
        {tools}
      </div>
      {byBot ? (
        <p class="rf-play-hint" role="status">
          A bot holds the rosette: it picks the entry that wins “{ribbon}” by itself, in a moment. Everyone can watch.
        </p>
      ) : (
        <p class="rf-play-hint">
          {judge.name}, you hold the rosette: tap the entry that wins “{ribbon}”, then award it. Everyone can watch.
        </p>
      )}
      <EntryCards entries={view.entries} players={players} award={null} {...(byBot ? {} : { choose: { selected: chosen, onSelect: setChosen } })} onBoard />
      {!byBot && (
        <button
          type="button"
          class="btn btn-primary btn-block rf-play-go"
          disabled={entry === undefined}
          onClick={() => {
            if (chosen !== null) onPick(judge.seat, chosen);
          }}
        >
          {entry === undefined ? 'Choose the winning entry first' : `Award “${entry.card.text}”`}
        </button>
      )}
    </section>
  );
}
