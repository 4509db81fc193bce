import type { ShelfEntry } from '../../games/registry';
import type { GameSummary } from '../../storage/summary';
import { andList } from '../../engine/words';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { go } from '../shell/route';
import { lastMoveText } from './time';
import { GameEmblem } from '../../ui/GameEmblem';

/** When a game's last move was, for its row; empty when the time cannot be said (never throws). */
function when(at: number, now: number): string {
  try {
    return `Last move ${lastMoveText(at, now)}`;
  } catch {
    return '';
  }
}

/** What tells a game apart from the same game's other rows: its options, or nothing when they do not read. */
function details(entry: ShelfEntry | undefined, options: unknown): string {
  try {
    return entry?.describe(options).join(' · ') ?? '';
  } catch {
    return '';
  }
}

/**
 * One saved game on Home: the game, the options that tell it apart, the players, whose turn it is
 * (or how it ended) and when its last move was; "Resume" while it is on, "Results" once it is over,
 * and Delete.
 */
export function SavedGameRow({ game, entry, now, onDelete }: { game: GameSummary; entry: ShelfEntry | undefined; now: number; onDelete(): Promise<void> }) {
  const title = entry?.title ?? game.gameId;
  const players = game.players.join(', ');
  const about = details(entry, game.options);
  const open = game.finished ? 'Results' : 'Resume';
  // What a screen reader says for the row's buttons: the game, its players and where it stands.
  const withWhom = `with ${andList(game.players)}`;
  const whose = `${title} ${withWhom}`;
  const openName = game.finished ? `Results of ${whose}${game.status ? `: ${game.status}` : ''}` : `Resume ${whose}${game.status ? `, ${game.status}` : ''}`;
  return (
    <li class={`panel saved-game game-${game.gameId}`}>
      <div class="saved-game-text">
        <strong class="saved-game-title">
          <GameEmblem id={game.gameId} />
          {title}
        </strong>
        {about && <div class="muted">{about}</div>}
        <div>{players}</div>
        {game.status && <div class="saved-status">{game.status}</div>}
        <div class="muted">{when(game.updatedAt, now)}</div>
      </div>
      <div class="btn-row">
        <button
          type="button"
          class={game.finished ? 'btn' : 'btn btn-primary'}
          aria-label={openName}
          onClick={() => go({ name: 'play', id: game.id })}
          disabled={!entry}
        >
          {open}
        </button>
        <ConfirmButton
          label="Delete"
          name={
            game.finished ? `Delete the finished ${title} game ${withWhom}` : `Delete the ${title} game ${withWhom}${game.status ? `, ${game.status}` : ''}`
          }
          danger
          question={`Delete this game of ${title} with ${players}? It cannot be brought back.`}
          confirmLabel="Delete"
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
