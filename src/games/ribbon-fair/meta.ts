/** Ribbon Fair on the shelf: what Home shows before the game's code is loaded. */
import type { GameMeta } from '../contract';
import type { JudgingStyle } from './types';

/** Ribbon Fair's id, title, blurb and player counts. */
export const meta: GameMeta = {
  id: 'ribbon-fair',
  title: 'Ribbon Fair',
  blurb: 'Pin a secret entry to each ribbon; a rotating judge, Judge Marigold or the crowd awards it. 3 card packs.',
  players: '3–8 stalls',
  minPlayers: 3,
  maxPlayers: 8,
};

/** Each judging style's title (docs/games/ribbon-fair.md, "Judging styles"), for the shelf, the setup screen and the table. */
export const STYLE_TITLE: Readonly<Record<JudgingStyle, string>> = {
  rotating: 'Rotating Judge',
  ai: 'AI Judge',
  crowd: 'Crowd Favourite',
};
