/** Red Blue Gold on the shelf: what Home shows before the game's code is loaded. */
import type { GameMeta } from '../contract';

/** Red Blue Gold's id, title, blurb, player counts and place on the shelf. */
export const meta: GameMeta = {
  id: 'red-blue-gold',
  title: 'Red Blue Gold',
  blurb: 'Thirteen players buy, trade and play red, blue and gold cards in secret, for garnets and tokens of life.',
  players: '13 players (4–12 as a variant)',
  minPlayers: 4,
  maxPlayers: 13,
  order: 4,
  carries: true,
};
