import { useEffect, useMemo } from 'preact/hooks';
import { dropSetupPhones, setupPhones } from '../../net/lobby';
import { TablePhones } from './TablePhones';

/** Props of {@link SetupPhones}. */
export interface SetupPhonesProps {
  /** The game being set up. */
  gameId: string;
  /** The names typed so far, in seat order (some may be empty). */
  names: readonly string[];
  /** Which seats are bots. */
  bots: readonly boolean[];
  /** Set once the game is started: the phones then go on to its table instead of being let go. */
  started: { current: boolean };
}

/**
 * Phones at the table, on the setup screen: a player's phone can be invited before the game starts (fill in the
 * name first: an invitation is for a player). A joined phone shows its player's name and the game at once, follows
 * its player when the seats are reordered, and is let go (told why) when its player is removed, renamed or made a
 * bot. It sees its player's seat once the game opens.
 */
export function SetupPhones({ gameId, names, bots, started }: SetupPhonesProps) {
  const phones = useMemo(() => setupPhones(), []);
  useEffect(
    () => () => {
      if (!started.current) dropSetupPhones();
    },
    [],
  );
  const typed = names.map((n) => n.trim());
  const botSeats = bots.flatMap((b, s) => (b ? [s] : []));
  // Every edit of the seats: each joined phone follows its player (by name), or is let go and told why.
  const key = JSON.stringify([gameId, typed, botSeats]);
  useEffect(() => phones.seat({ gameId, players: typed, bots: botSeats }), [key]);
  const players = typed.map((n, i) => n || `Player ${i + 1}`);
  // A seat is invited by its player's name: a seat with no name yet cannot be.
  const unnamed = typed.flatMap((n, s) => (n === '' ? [s] : []));
  return <TablePhones phones={phones} players={players} bots={[...botSeats, ...unnamed]} />;
}
