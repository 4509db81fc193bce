import { useState } from 'preact/hooks';
import type { Handover as HandoverInfo, Seat } from '../../engine/types';
import type { AnyGameModule } from '../../games/contract';
import { HoldButton } from '../../ui/HoldButton';

/** Props of {@link Handover}. */
export interface HandoverProps {
  handover: HandoverInfo;
  players: readonly string[];
  options: unknown;
  /** The PINs set at setup, by seat (null for none); absent when nobody set one. */
  pins?: readonly (string | null)[] | undefined;
  game: AnyGameModule;
  onReveal(seat: Seat): void;
}

/**
 * The handover panel on the table, within thumb reach, that guards every secret: "Pass the phone to
 * Ana", then a deliberate "I'm Ana" (press and hold; docs/house-rules.md, "All games"). It renders nothing from
 * the game's state but whose turn it is, so it looks the same whoever held the phone before and
 * whatever they did. With `anyOrder`, each waiting player picks their own name. A seat with a PIN
 * types it first.
 */
export function Handover({ handover, players, options, pins, game, onReveal }: HandoverProps) {
  const [asking, setAsking] = useState<Seat | null>(null);
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const needPin = (seat: Seat) => (game.ui.pin ? game.ui.pin(options, seat) : (pins?.[seat] ?? null));
  const reveal = (seat: Seat) => {
    if (needPin(seat) === null) return onReveal(seat);
    setAsking(seat);
    setPin('');
    setWrong(false);
  };
  const first = handover.seats[0];
  if (asking !== null) {
    const name = players[asking] ?? '';
    return (
      <section class="handover" aria-labelledby="handover-title">
        <h2 id="handover-title">{name}, type your PIN</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (pin === needPin(asking)) onReveal(asking);
            else setWrong(true);
          }}
        >
          <label for="pin">PIN (4 digits)</label>
          <input id="pin" type="password" inputMode="numeric" autoComplete="off" maxLength={4} value={pin} onInput={(e) => setPin(e.currentTarget.value)} />
          {wrong && (
            <p class="error-bar" role="alert">
              That is not the PIN for {name}.
            </p>
          )}
          <p class="muted">The PIN only stops others peeking; it is not a lock.</p>
          <div class="btn-row">
            <button type="submit" class="btn btn-primary">
              Open
            </button>
            <button type="button" class="btn" onClick={() => setAsking(null)}>
              Back
            </button>
          </div>
        </form>
      </section>
    );
  }
  if (handover.anyOrder)
    return (
      <section class="handover handover-any" aria-labelledby="handover-title">
        <h2 id="handover-title">Who has the phone?</h2>
        <p>Press and hold your name to make your move in private.</p>
        <ul class="handover-names">
          {handover.seats.map((seat) => (
            <li key={seat}>
              <HoldButton label={`I'm ${players[seat] ?? ''}`} action={`open ${players[seat] ?? ''}'s view`} class="btn-primary btn-block" onDone={() => reveal(seat)} />
            </li>
          ))}
        </ul>
      </section>
    );
  if (first === undefined) return null;
  const name = players[first] ?? '';
  return (
    <section class="handover" aria-labelledby="handover-title">
      <h2 id="handover-title">Pass the phone to {name}</h2>
      <HoldButton label={`I'm ${name}`} action={`open ${name}'s view`} class="btn-primary btn-block handover-reveal" onDone={() => reveal(first)} />
    </section>
  );
}
