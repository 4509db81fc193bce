/**
 * Festival Charter: rules and views (docs/games/festival-charter.md; docs/house-rules.md "Festival Charter").
 */
import type { GameModule } from '../contract';
import { bot } from './bot';
import { def } from './def';
import type { FcAction, FcOptions, FcState, FcView } from './types';
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
import { Table } from './views/Table';
import { sheets } from './views/Sheets';

export type { FcAction, FcOptions, FcState, FcView } from './types';

/** Festival Charter as the shelf loads it. */
export const game: GameModule<FcOptions, FcState, FcAction, FcView> = {
  def,
  ui: { Options, Table, Sheets: sheets, Private, Results, Rules, howTo, guide, ruleFor, readAloud, readAloudPrivate, announce, moment, coach },
  bot,
};
