/** Festival Charter on the shelf: what Home shows before the game's code is loaded. */
import type { GameMeta } from '../contract';

/** Festival Charter's id, title, blurb, player counts and place on the shelf. */
export const meta: GameMeta = {
  id: 'festival-charter',
  title: 'Festival Charter',
  blurb: 'Four planners, one budget, secret YES/NO votes that bind.',
  players: '4 players',
  minPlayers: 4,
  maxPlayers: 4,
  order: 1,
};
