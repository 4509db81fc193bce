import type { Seat } from '../../engine/types';
import type { PhoneStatus } from '../../net/host';

/** Props of {@link PhoneMarks}. */
export interface PhoneMarksProps {
  /** Seats with a phone of their own, and whether it is here or away. */
  phones: ReadonlyMap<Seat, PhoneStatus>;
  players: readonly string[];
  /** The seats the table waits on now. */
  waiting: readonly Seat[];
}

/**
 * A mark for each seat played on a phone of its own, in sight on the table above the board (one short row): whether
 * that player is still to act on their phone, has done, or whose phone is away. Nothing when no phone is joined.
 */
export function PhoneMarks({ phones, players, waiting }: PhoneMarksProps) {
  if (phones.size === 0) return null;
  return (
    <ul class="phone-marks" aria-label="Players on their own phones">
      {[...phones].map(([seat, status]) => {
        const state = status === 'away' ? 'away' : waiting.includes(seat) ? 'to-act' : 'done';
        const word = state === 'away' ? 'away' : state === 'to-act' ? 'to act' : 'not their move';
        return (
          <li key={seat} class={`phone-mark phone-mark-${state}`} data-phone-seat={seat} data-phone-state={state}>
            <span aria-hidden="true">{state === 'away' ? '⚠' : state === 'to-act' ? '●' : '○'}</span> {players[seat] ?? ''}’s phone: {word}
          </li>
        );
      })}
    </ul>
  );
}
