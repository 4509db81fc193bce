/**
 * Red Blue Gold: rules and views (docs/games/red-blue-gold.md; docs/house-rules.md "Red Blue Gold").
 */
import type { GameModule } from '../contract';
import { bot } from './bot';
import { def } from './def';
import type { RbgAction, RbgOptions, RbgState, RbgView } from './types';
import { Options } from './views/Options';
import { Private } from './views/Private';
import { readAloud, readAloudPrivate } from './views/readAloud';
import { announce } from './views/announce';
import { coach } from './views/coach';
import { moment } from './views/moment';
import { Results } from './views/Results';
import { Rules } from './views/Rules';
import { howTo } from './views/howTo';
import { guide } from './views/guide';
import { ruleFor } from './views/ruleFor';
import { Table } from './views/Table';
import { sheets } from './views/Sheets';
import { SeasonStandings } from './views/SeasonStandings';
import { carry } from './carry';
import { pinOf } from './rules/setup';

export type { RbgAction, RbgOptions, RbgState, RbgView } from './types';

/** Red Blue Gold as the shelf loads it. */
export const game: GameModule<RbgOptions, RbgState, RbgAction, RbgView> = {
  def,
  ui: {
    Options,
    Table,
    Sheets: sheets,
    Private,
    Results,
    Rules,
    howTo,
    guide,
    ruleFor,
    readAloud,
    readAloudPrivate,
    announce,
    moment,
    coach,
    pin: pinOf,
    Standings: SeasonStandings,
  },
  carry,
  bot,
};
