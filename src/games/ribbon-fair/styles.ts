/** Ribbon Fair's judging styles by their titles, shared by its rules, its table and Home's saved-game rows. */
import type { JudgingStyle } from './types';

/** Each judging style's title (docs/games/ribbon-fair.md, "Judging styles"), for the shelf, the setup screen and the table. */
export const STYLE_TITLE: Readonly<Record<JudgingStyle, string>> = {
  rotating: 'Rotating Judge',
  ai: 'AI Judge',
  crowd: 'Crowd Favourite',
};
