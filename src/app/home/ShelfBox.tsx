import type { GameMeta } from '../../games/contract';
import { Emblem, emblemOf } from '../../ui/emblems';
import { go } from '../shell/route';

/**
 * One game on Home's shelf as a game box: a lid in the game's colour and pattern with its emblem
 * (decoration; a game without an emblem has a plain lid), then its name, what it is, who plays, and its buttons.
 */
export function ShelfBox({ game }: { game: GameMeta }) {
  const emblem = emblemOf(game.id);
  return (
    <li class={`panel shelf-game game-${game.id}`}>
      <div class="box-lid" aria-hidden="true">
        <span class="box-emblem">{emblem && <Emblem name={emblem} />}</span>
      </div>
      <h3>{game.title}</h3>
      <p>{game.blurb}</p>
      <p class="muted">{game.players}</p>
      <div class="btn-row">
        <button type="button" class="btn btn-primary" onClick={() => go({ name: 'setup', gameId: game.id })}>
          New game of {game.title}
        </button>
        <a class="btn" href={`#/rules/${game.id}`} aria-label={`Rules of ${game.title}`}>
          Rules
        </a>
      </div>
    </li>
  );
}
