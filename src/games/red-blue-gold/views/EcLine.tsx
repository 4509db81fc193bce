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

/** "E.C.: Bo (fewest points)." once the E.C. is settled; until then, whom the winners are choosing among. */
export function EcLine({ final, players, class: cls, by, among }: EcLineProps) {
  return final.ec !== null && final.ecBy !== null ? (
    <p class={cls}>
      E.C.: <strong>{players[final.ec]}</strong> ({by[final.ecBy]}).
    </p>
  ) : (
    <p class={cls}>The winners are choosing the E.C. among {among}.</p>
  );
}
