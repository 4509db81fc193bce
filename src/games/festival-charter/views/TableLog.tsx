/** Festival Charter's public log in the table's sheet (GameUI.Log): every proposal, its votes and its result. */
import type { LogProps } from '../../contract';
import type { FcView } from '../types';
import { PublicLog } from './Log';

/** The public log of every proposal, for the table's sheet. */
export function TableLog({ view, players }: LogProps<FcView>) {
  return <PublicLog log={view.log} players={players} />;
}
