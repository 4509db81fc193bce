/** Horse Fair on the shelf: what Home shows before the game's code is loaded. */
import type { GameMeta } from '../contract';

/** Horse Fair's id, title, blurb, player counts and place on the shelf. */
export const meta: GameMeta = {
  id: 'horse-fair',
  title: 'Horse Fair',
  blurb: 'Play horse cards until a horse wins; the winning card takes a figurine. Four figurines win.',
  players: '2–5 players, partnerships for 4 and 6',
  minPlayers: 2,
  maxPlayers: 6,
  order: 3,
};
