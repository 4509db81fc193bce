/**
 * Festival Charter's sheets (GameUI.Sheets): what the table wants only now and then, one tap away from the board: the
 * public log of every proposal, and the board's symbols with every planner's priority. Built from the table view only.
 */
import type { ComponentType } from 'preact';
import type { TableProps } from '../../contract';
import type { FcAction, FcView } from '../types';
import { LogSheet } from './LogSheet';
import { SymbolsSheet } from './SymbolsSheet';

/** The sheets the app's menu offers on a Festival Charter table. */
export const sheets: { title: string; Component: ComponentType<TableProps<FcView, FcAction>> }[] = [
  { title: 'Log', Component: LogSheet },
  { title: 'Symbols', Component: SymbolsSheet },
];
