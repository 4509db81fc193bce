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
          <GameList games={playing} shown={shown} onMore={() => setShown(shown + PAGE)} now={now} onDelete={onDelete} />
        </section>
      )}
      {finished.length > 0 && (
        <section aria-labelledby="finished">
          <details class="finished-games" onToggle={(e) => setFinishedOpen(e.currentTarget.open)}>
            <summary>
              <h2 id="finished">Finished games ({finished.length})</h2>
            </summary>
            {finishedOpen && (
              <GameList games={finished} shown={finishedShown} onMore={() => setFinishedShown(finishedShown + PAGE)} now={now} onDelete={onDelete} />
            )}
          </details>
        </section>
      )}
    </>
  );
}

/** Props of {@link GameList}. */
interface GameListProps {
  games: readonly GameSummary[];
  /** How many of `games` are shown. */
  shown: number;
  /** Shows the next page. */
  onMore(): void;
  now: number;
  onDelete: (id: string) => Promise<void>;
}

/** The first `shown` of `games`, one row each, and "Show more" while some are left. */
function GameList({ games, shown, onMore, now, onDelete }: GameListProps) {
  return (
    <>
      <ul class="saved-list">
        {games.slice(0, shown).map((g) => (
          <SavedGameRow key={g.id} game={g} entry={findGame(g.gameId)} now={now} onDelete={() => onDelete(g.id)} />
        ))}
      </ul>
      {games.length > shown && (
        <button type="button" class="btn" onClick={onMore}>
          Show {Math.min(PAGE, games.length - shown)} more of {games.length - shown}
        </button>
      )}
    </>
  );
}
