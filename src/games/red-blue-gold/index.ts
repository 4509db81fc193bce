/**
 * Red Blue Gold: rules and views (docs/games/red-blue-gold.md; docs/house-rules.md "Red Blue Gold").
 * Besides `game`, the app uses `seasonAfter` (to store the season after a match) and `checkPin`
 * (before revealing a private view).
 */
import type { GameModule } from '../contract';
import { bot } from './bot';
import { def } from './def';
import type { RbgAction, RbgOptions, RbgState } from './rules/types';
import type { RbgView } from './rules/view';
import { Options } from './views/Options';
import { Private } from './views/Private';
import { readAloud, readAloudPrivate } from './views/readAloud';
import { announce } from './views/announce';
import { moment } from './views/moment';
import { Results } from './views/Results';
import { Rules } from './views/Rules';
import { Table } from './views/Table';
import { carry } from './carry';

export type { RbgAction, RbgOptions, RbgState, Season } from './rules/types';
export type { RbgView } from './rules/view';
export { seasonAfter } from './rules/season';
export { checkPin } from './rules/setup';

/** Red Blue Gold as the shelf loads it. */
export const game: GameModule<RbgOptions, RbgState, RbgAction, RbgView> = {
  def,
  ui: {
    Options,
    Table,
    Private,
    Results,
    Rules,
    readAloud,
    readAloudPrivate,
    announce,
    moment,
    pin: (options, seat) => options.pins?.[seat] || null,
  },
  carry,
  bot,
};
