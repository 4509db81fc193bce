/**
 * Ribbon Fair: rules, packs and views (docs/games/ribbon-fair.md; docs/house-rules.md "Ribbon Fair").
 */
import type { GameModule } from '../contract';
import { bot } from './bot';
import { def } from './def';
import type { RfAction, RfOptions, RfState, RfView } from './types';
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

export type { RfAction, RfOptions, RfState, RfView } from './types';

/** Ribbon Fair as the shelf loads it, dealing from the base pack plus the themed packs turned on. */
export const game: GameModule<RfOptions, RfState, RfAction, RfView> = {
  def,
  ui: { Options, Table, Sheets: sheets, Private, Results, Rules, howTo, guide, ruleFor, readAloud, readAloudPrivate, announce, moment, coach },
  bot,
};
