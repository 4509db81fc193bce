/** Names shown for Ribbon Fair's options (docs/games/ribbon-fair.md, "Judging styles"). */
import type { JudgingStyle } from '../types';

/** One line about each judging style for the setup screen. */
export const STYLE_BLURB: Readonly<Record<JudgingStyle, string>> = {
  rotating: 'One stall holds the rosette, sits the pin out and picks the winner; the rosette passes clockwise.',
  ai: 'Judge Marigold awards every ribbon: at random, or with taste.',
  crowd: 'Every stall votes in secret for an entry not its own; Judge Marigold breaks ties.',
};
