import { Icon, type IconName } from './Icon';

/** Each game's emblem on its box: Festival Charter bunting, Ribbon Fair a rosette, Horse Fair a horseshoe, Red Blue Gold a garnet. */
const EMBLEM: Readonly<Record<string, IconName>> = {
  'festival-charter': 'bunting',
  'ribbon-fair': 'rosette',
  'horse-fair': 'horseshoe',
  'red-blue-gold': 'gem',
};

/** The icon of game `id`'s emblem (see {@link EMBLEM}); a star for a game without one. */
export function emblemIcon(id: string): IconName {
  return EMBLEM[id] ?? 'star';
}

/** A game's emblem in its colour, beside its name in a screen's heading (decoration). */
export function GameEmblem({ id }: { id: string }) {
  return (
    <span class="game-emblem">
      <Icon name={emblemIcon(id)} />
    </span>
  );
}
