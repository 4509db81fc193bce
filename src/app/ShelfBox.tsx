import type { ShelfEntry } from '../games/registry';
import { Icon, type IconName } from '../ui/Icon';
import { go } from './route';

/** Each game's emblem on its box: Festival Charter bunting, Ribbon Fair a rosette, Horse Fair a horseshoe, Red Blue Gold a garnet. */
const EMBLEM: Readonly<Record<string, IconName>> = {
  'festival-charter': 'bunting',
  'ribbon-fair': 'rosette',
  'horse-fair': 'horseshoe',
  'red-blue-gold': 'gem',
};

/** A game's emblem in its colour, beside its name in a screen's heading (decoration). */
export function GameEmblem({ id }: { id: string }) {
  return (
    <span class="game-emblem">
      <Icon name={EMBLEM[id] ?? 'star'} />
    </span>
  );
}

/**
 * One game on Home's shelf as a game box: a lid in the game's colour and pattern with its emblem
 * (decoration), then its name, what it is, who plays, and its buttons.
 */
export function ShelfBox({ game }: { game: ShelfEntry }) {
  return (
    <li class={`panel shelf-game game-${game.id}`}>
      <div class="box-lid" aria-hidden="true">
        <span class="box-emblem">
          <Icon name={EMBLEM[game.id] ?? 'star'} />
        </span>
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
