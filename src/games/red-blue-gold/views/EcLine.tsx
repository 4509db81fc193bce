/** The E.C. of a finished match in one line, for the prizes on the board (Podium.tsx) and the Results sheet. */
import type { EcBy, Final } from '../types';

/** Props of {@link EcLine}. */
export interface EcLineProps {
  final: Final;
  players: readonly string[];
  /** The line's class. */
  class: string;
  /** How the E.C. was settled, in the words of the place it is shown (a few on the board, more in the sheet). */
  by: Readonly<Record<EcBy, string>>;
  /** Whom the winners are still choosing the E.C. among, in words (all the names, or a count of them). */
  among: string;
}

/** "E.C.: Bo (fewest points)." once the E.C. is settled; until then, who is choosing it among whom. */
export function EcLine({ final, players, class: cls, by, among }: EcLineProps) {
  return final.ec !== null && final.ecBy !== null ? (
    <p class={cls}>
      E.C.: <strong>{players[final.ec]}</strong> ({by[final.ecBy]}).
    </p>
  ) : (
    <p class={cls}>
      {chooser(final, players)} choosing the E.C. among {among}.
    </p>
  );
}

/** Who is choosing the E.C., with its verb: the sole winner by name ("Bo is"), else "The winners are". */
function chooser(final: Final, players: readonly string[]): string {
  const only = final.winners.length === 1 ? final.winners[0] : undefined;
  const name = only === undefined ? undefined : players[only];
  return name === undefined ? 'The winners are' : `${name} is`;
}
