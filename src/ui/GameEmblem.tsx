import { Icon, type IconName } from './Icon';
import { emblemOf } from './emblems';

/** The icon of game `id`'s emblem (see ui/emblems.tsx); a star for a game without one. */
function emblemIcon(id: string): IconName {
  return emblemOf(id) ?? 'star';
}

/** A game's emblem in its colour, beside its name in a screen's heading (decoration). */
export function GameEmblem({ id }: { id: string }) {
  return (
    <span class="game-emblem">
      <Icon name={emblemIcon(id)} />
    </span>
  );
}
