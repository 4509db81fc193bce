/**
 * Festival Charter's sheets (GameUI.Sheets): what the table wants only now and then, one tap away from the board: the
 * eight project cards (the board at large text keeps to the proposal while it is decided), the public log of every
 * proposal, and the board's symbols with every planner's priority. Built from the table view only.
 */
import type { ComponentType } from 'preact';
import type { TableProps } from '../../contract';
import type { FcAction, FcView } from '../types';
import { LogSheet } from './LogSheet';
import { ProjectsSheet } from './ProjectsSheet';
import { SymbolsSheet } from './SymbolsSheet';

/** The sheets the app's menu offers on a Festival Charter table. */
export const sheets: { title: string; Component: ComponentType<TableProps<FcView, FcAction>> }[] = [
  { title: 'Projects', Component: ProjectsSheet },
  { title: 'Log', Component: LogSheet },
  { title: 'Symbols', Component: SymbolsSheet },
];
