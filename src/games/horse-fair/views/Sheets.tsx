/**
 * Horse Fair's sheets (GameUI.Sheets): what the table wants only now and then, one tap away from the board: every
 * hand's scores, and the board's symbols. Built from the table view only.
 */
import type { ComponentType } from 'preact';
import type { TableProps } from '../../contract';
import type { HfAction, HfView } from '../types';
import { ScoresSheet } from './ScoresSheet';
import { SymbolsSheet } from './SymbolsSheet';

/** The sheets the app's menu offers on a Horse Fair table. */
export const sheets: { title: string; Component: ComponentType<TableProps<HfView, HfAction>> }[] = [
  { title: 'Scores', Component: ScoresSheet },
  { title: 'Symbols', Component: SymbolsSheet },
];
