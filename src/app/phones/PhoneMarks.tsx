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
 * Opens *Phones at the table* (the phone button's panel in the top bar) and brings it into view with its first button
 * focused: the way to take an away player back into the handover or invite their phone again.
 */
function showPhones(): void {
  const panel = document.querySelector<HTMLDetailsElement>('details.phones');
  if (!panel) return;
  panel.open = true;
  panel.scrollIntoView({ block: 'center' });
  panel.querySelector<HTMLButtonElement>('.phones-list button')?.focus({ preventScroll: true });
}

/**
 * A mark for each seat played on a phone of its own, in sight on the table above the board (one short row): whether
 * that player is still to act on their phone, has done, or whose phone is away; an away mark is a button to what can
 * be done about it. Nothing when no phone is joined.
 */
export function PhoneMarks({ phones, players, waiting }: PhoneMarksProps) {
  if (phones.size === 0) return null;
  return (
    <ul class="phone-marks" aria-label="Players on their own phones">
      {[...phones].map(([seat, status]) => {
        const state = status === 'away' ? 'away' : waiting.includes(seat) ? 'to-act' : 'done';
        const word = state === 'away' ? 'away' : state === 'to-act' ? 'to act' : 'done';
        const name = players[seat] ?? '';
        // Short on the board (a name and a word, so that four marks share a line even at Larger text); said whole.
        const words = (
          <>
            <span aria-hidden="true">{state === 'away' ? '⚠ ' : state === 'to-act' ? '● ' : '○ '}</span>
            <strong>{name}</strong>
            <span aria-hidden="true"> {word}</span>
            <span class="sr-only">’s phone: {state === 'away' ? 'away' : state === 'to-act' ? 'to act' : 'not their move'}</span>
          </>
        );
        return (
          <li key={seat} class={`phone-mark phone-mark-${state}`} data-phone-seat={seat} data-phone-state={state}>
            {state === 'away' ? (
              <button
                type="button"
                class="phone-mark-go"
                onClick={() => showPhones()}
                aria-label={`${name}’s phone is away: take ${name} back or invite the phone again`}
              >
                {words}
              </button>
            ) : (
              words
            )}
          </li>
        );
      })}
    </ul>
  );
}
