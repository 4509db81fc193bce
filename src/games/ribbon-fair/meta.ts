/** Ribbon Fair on the shelf: what Home shows before the game's code is loaded. */
import type { GameMeta } from '../contract';

/** Ribbon Fair's id, title, blurb, player counts and place on the shelf. */
export const meta: GameMeta = {
  id: 'ribbon-fair',
  title: 'Ribbon Fair',
  blurb: 'Pin a secret entry to each ribbon; a rotating judge, Judge Marigold or the crowd awards it. 3 card packs.',
  players: '3–8 stalls',
  minPlayers: 3,
  maxPlayers: 8,
  order: 2,
};
