import { useEffect, useMemo } from 'preact/hooks';
import { dropSetupPhones, setupPhones } from '../../net/lobby';
import { TablePhones } from './TablePhones';

/** Props of {@link SetupPhones}. */
export interface SetupPhonesProps {
  /** The names typed so far, in seat order (some may be empty). */
  names: readonly string[];
  /** Which seats are bots. */
  bots: readonly boolean[];
  /** Set once the game is started: the phones then go on to its table instead of being let go. */
  started: { current: boolean };
}

/**
 * Phones at the table, on the setup screen: a seat's phone can be invited before the game starts (fill in the
 * names first: an invitation is for a seat). The joined phones see their seat once the game opens.
 */
export function SetupPhones({ names, bots, started }: SetupPhonesProps) {
  const phones = useMemo(() => setupPhones(), []);
  useEffect(
    () => () => {
      if (!started.current) dropSetupPhones();
    },
    [],
  );
  const players = names.map((n, i) => n.trim() || `Player ${i + 1}`);
  const botSeats = bots.flatMap((b, s) => (b ? [s] : []));
  return <TablePhones phones={phones} players={players} bots={botSeats} waiting={[]} />;
}
