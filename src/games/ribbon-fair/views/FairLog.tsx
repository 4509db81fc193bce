/** Ribbon Fair's public log in the table's sheet (GameUI.Log): every line the rules wrote, oldest first. */
import type { LogProps } from '../../contract';
import type { RfView } from '../types';

/** The fair's log, for the table's sheet. */
export function FairLog({ view }: LogProps<RfView>) {
  return (
    <ol class="rf-log">
      {view.log.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ol>
  );
}
