import { useState } from 'preact/hooks';
import { findGame } from '../../games/registry';
import type { GameSummary } from '../../storage/summary';
import { SavedGameRow } from './SavedGameRow';

/** How many saved games Home shows at first, and how many more each "Show more" adds. */
const PAGE = 20;

/** Props of {@link SavedGames}. */
export interface SavedGamesProps {
  /** The games in progress, newest first. */
  playing: readonly GameSummary[];
  /** The finished games, newest first. */
  finished: readonly GameSummary[];
  /** Now (epoch ms), for each row's "Last move …". */
  now: number;
  /** Deletes the saved game `id` (its row's Delete, once confirmed). */
  onDelete: (id: string) => Promise<void>;
}

/**
 * Home's saved games: the games in progress (the first {@link PAGE} at once, "Show more" for the
 * next), and the finished ones folded away (rendered only when unfolded). Each section shows only
 * when it has a game. Home loads this while it reads the saved games, and shows the list with it.
 */
export function SavedGames({ playing, finished, now, onDelete }: SavedGamesProps) {
  const [shown, setShown] = useState(PAGE);
  const [finishedOpen, setFinishedOpen] = useState(false);
  const [finishedShown, setFinishedShown] = useState(PAGE);
  return (
    <>
      {playing.length > 0 && (
        <section aria-labelledby="in-progress">
          <h2 id="in-progress">Games in progress</h2>
          <ul class="saved-list">
            {playing.slice(0, shown).map((g) => (
              <SavedGameRow key={g.id} game={g} entry={findGame(g.gameId)} now={now} onDelete={() => onDelete(g.id)} />
            ))}
          </ul>
          {playing.length > shown && (
            <button type="button" class="btn" onClick={() => setShown(shown + PAGE)}>
              Show {Math.min(PAGE, playing.length - shown)} more of {playing.length - shown}
            </button>
          )}
        </section>
      )}
      {finished.length > 0 && (
        <section aria-labelledby="finished">
          <details class="finished-games" onToggle={(e) => setFinishedOpen(e.currentTarget.open)}>
            <summary>
              <h2 id="finished">Finished games ({finished.length})</h2>
            </summary>
            {finishedOpen && (
              <>
                <ul class="saved-list">
                  {finished.slice(0, finishedShown).map((g) => (
                    <SavedGameRow key={g.id} game={g} entry={findGame(g.gameId)} now={now} onDelete={() => onDelete(g.id)} />
                  ))}
                </ul>
                {finished.length > finishedShown && (
                  <button type="button" class="btn" onClick={() => setFinishedShown(finishedShown + PAGE)}>
                    Show {Math.min(PAGE, finished.length - finishedShown)} more of {finished.length - finishedShown}
                  </button>
                )}
              </>
            )}
          </details>
        </section>
      )}
    </>
  );
}
