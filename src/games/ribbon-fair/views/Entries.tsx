/**
 * The entries on the table, face up in their shuffled order (docs/games/ribbon-fair.md, "A round" step 2),
 * with no authors until the award, where every author and (Crowd Favourite) the votes are shown.
 */
import type { EntryView, RibbonAward } from '../types';
import { PaintedCard, cardLabel, cardPlace } from './PaintedCard';
import { Rosette } from './Rosette';

/** Props of {@link EntryCards}. */
export interface EntryCardsProps {
  entries: EntryView[];
  players: readonly string[];
  award: RibbonAward | null;
  /** When given, the entries are buttons to choose one (the judge's pick, a crowd ballot). */
  choose?: { selected: number | null; disabled?: (index: number) => boolean; onSelect(index: number): void };
  /** On the board: the row is marked `data-board="entries"` and laid out to fit the board's height. */
  onBoard?: boolean;
}

/** An entry's author (and its votes, in Crowd Favourite) once the award shows them; null before. */
interface Author {
  name: string;
  votes: number | undefined;
}

function authorOf(e: EntryView, i: number, players: readonly string[], award: RibbonAward | null): Author | null {
  if (e.author === null) return null;
  return { name: players[e.author] ?? '', votes: award?.tally?.[i] };
}

function votesText(votes: number): string {
  return `${votes} vote${votes === 1 ? '' : 's'}`;
}

/** The author in words: "by Dee", "by Dee · 2 votes". */
function authorText(a: Author): string {
  return a.votes === undefined ? `by ${a.name}` : `by ${a.name} · ${votesText(a.votes)}`;
}

/**
 * The author on the card: the name never broken across lines (on the board, whose cards may be a third of its width,
 * "by" is left to screen readers: the card's label says it too), the votes after it.
 */
function AuthorLine({ a, onBoard }: { a: Author; onBoard: boolean }) {
  return (
    <>
      <span class={onBoard ? 'sr-only' : undefined}>by </span>
      <span class="rf-author">{a.name}</span>
      {a.votes === undefined ? null : (
        <>
          {' · '}
          <span class="rf-votes">{votesText(a.votes)}</span>
        </>
      )}
    </>
  );
}

/** The winning entry's footer: a rosette, "Wins" and its author. */
function WinsLine({ a, onBoard }: { a: Author | null; onBoard: boolean }) {
  return (
    <>
      <Rosette size={16} /> Wins
      {a === null ? null : (
        <>
          {' · '}
          <AuthorLine a={a} onBoard={onBoard} />
        </>
      )}
    </>
  );
}

/** The row of entry cards, labelled "Entry 3 of 5: A grumpy goose" (plus author and votes once shown). */
export function EntryCards({ entries, players, award, choose, onBoard }: EntryCardsProps) {
  const n = entries.length;
  return (
    <ul
      class={onBoard === true ? `rf-cards rf-cards-board rf-cards-${n}` : 'rf-cards'}
      aria-label="Entries"
      data-board={onBoard === true ? 'entries' : undefined}
    >
      {entries.map((e, i) => {
        const a = authorOf(e, i, players, award);
        const won = award?.entry === i;
        const label = `${cardLabel('Entry', i, n, e.card)}${a === null ? '' : `, ${authorText(a)}`}${won ? ', wins the ribbon' : ''}`;
        const face = (
          <PaintedCard
            card={e.card}
            kind="entry"
            footer={won ? <WinsLine a={a} onBoard={onBoard === true} /> : a === null ? undefined : <AuthorLine a={a} onBoard={onBoard === true} />}
          />
        );
        if (choose === undefined) {
          return (
            <li key={e.card.text} class={cardPlace(e.card, won ? 'rf-winner' : undefined)} aria-label={label}>
              {face}
            </li>
          );
        }
        const off = choose.disabled?.(i) === true;
        return (
          <li key={e.card.text} class={cardPlace(e.card)}>
            <button
              type="button"
              class="rf-pick"
              aria-pressed={choose.selected === i}
              aria-label={off ? `${label} (your own entry)` : label}
              disabled={off}
              onClick={() => choose.onSelect(i)}
            >
              {off ? <PaintedCard card={e.card} kind="entry" footer="Your own entry" /> : face}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
