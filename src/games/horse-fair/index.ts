/**
 * Horse Fair (docs/games/horse-fair.md; docs/house-rules.md "Horse Fair"): 2–5 players, or 4 and 6 in partnerships,
 * vote for five horses; the winning vote takes a figurine, four figurines win at once.
 */
import type { GameModule } from '../contract';
import { bot } from './bot';
import { def } from './def';
import type { HfAction, HfOptions, HfState, HfView } from './types';
import { Options } from './views/Options';
import { Private } from './views/Private';
import { readAloud, readAloudPrivate } from './views/readAloud';
import { announce } from './views/announce';
import { coach } from './views/coach';
import { moment } from './views/moment';
import { Results } from './views/Results';
import { Rules } from './views/Rules';
import { guide } from './views/guide';
import { howTo } from './views/howTo';
import { ruleFor } from './views/ruleFor';
import { sheets } from './views/Sheets';
import { Table } from './views/Table';

export type { HfAction, HfOptions, HfState, HfView } from './types';

/** Horse Fair's rules and views, for the shelf. */
export const game: GameModule<HfOptions, HfState, HfAction, HfView> = {
  def,
  ui: { Options, Table, Sheets: sheets, Private, Results, Rules, howTo, guide, ruleFor, readAloud, readAloudPrivate, announce, moment, coach },
  bot,
};
