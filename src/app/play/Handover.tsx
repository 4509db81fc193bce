import { useEffect, useRef, useState } from 'preact/hooks';
import type { Handover as HandoverInfo, Seat } from '../../engine/types';
import type { AnyGameModule } from '../../games/contract';
import { pinLock, tryPin } from '../../session/pinGuard';
import { HoldButton } from '../../ui/HoldButton';

/** Props of {@link Handover}. */
export interface HandoverProps {
  handover: HandoverInfo;
  players: readonly string[];
  options: unknown;
  /** The PINs set at setup, by seat (null for none); absent when nobody set one. */
  pins?: readonly (string | null)[] | undefined;
  game: AnyGameModule;
  /** Names this game for the PIN's wrong-try count (the saved game's id), so a reload keeps the wait. */
  lockKey?: string;
  onReveal(seat: Seat): void;
  /**
   * Called with true when a finger comes down on a name's hold button and false when that hold ends either way: a
   * practice game's own view waits meanwhile (it would take the button from under the finger).
   */
  onHolding?(holding: boolean): void;
  /**
   * The seat whose view is about to open by itself (a practice game's sole person, src/session/bots.ts), or null: the bar
   * then says so ("Your move, Ana" and "It opens by itself, or press and hold.").
   */
  opensBySelf?: Seat | null;
}

/** A wait as the PIN form says it: "25 s", "2 min". */
function waitWords(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 90 ? `${s} s` : `${Math.ceil(s / 60)} min`;
}

/** Props of {@link PinForm}. */
interface PinFormProps {
  name: string;
  pin: string;
  lockKey: string;
  onOpen(): void;
  onBack(): void;
}

/**
 * A seat's PIN, typed before its view opens. A wrong PIN clears the box and gives it the focus again;
 * after a few wrong ones in a row the form waits, longer each time, and says how long
 * (src/session/pinGuard.ts).
 */
function PinForm({ name, pin, lockKey, onOpen, onBack }: PinFormProps) {
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const input = useRef<HTMLInputElement>(null);
  const lock = pinLock(lockKey, now);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (lock.waitMs <= 0) return;
    const t = setTimeout(() => setNow(Date.now()), Math.min(1000, lock.waitMs));
    return () => clearTimeout(t);
  }, [now, lock.waitMs > 0]);
  const waiting = lock.waitMs > 0;
  return (
    <section class="handover" aria-labelledby="handover-title">
      <h2 id="handover-title">{name}, type your PIN</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const at = Date.now();
          const result = tryPin(lockKey, typed, pin, at);
          setNow(at);
          if (result === 'open') return onOpen();
          if (result === 'wrong') setWrong(true);
          setTyped('');
          input.current?.focus();
        }}
      >
        <label for="pin">PIN (4 digits)</label>
        <input
          ref={input}
          id="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={typed}
          onInput={(e) => setTyped(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
        />
        {wrong && (
          <p class="error-bar" role="alert">
            That is not the PIN for {name}.
          </p>
        )}
        {waiting ? (
          <p class="pin-wait" aria-live="polite">
            {lock.wrong} wrong PINs in a row: try again in {waitWords(lock.waitMs)}.
          </p>
        ) : (
          <p class="muted">The PIN only stops others peeking; it is not a lock.</p>
        )}
        <div class="btn-row">
          <button type="submit" class="btn btn-primary" disabled={waiting}>
            {waiting ? `Wait ${waitWords(lock.waitMs)}` : 'Open'}
          </button>
          <button type="button" class="btn" onClick={onBack}>
            Back
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * The handover bar docked under the board, within thumb reach, in a fixed place (app.css), that guards every secret: "Pass the phone to
 * Ana", then a deliberate "I'm Ana" (press and hold; docs/house-rules.md, "All games"). It renders nothing from
 * the game's state but whose turn it is, so it looks the same whoever held the phone before and
 * whatever they did. With `anyOrder`, each waiting player picks their own name. A seat with a PIN
 * types it first.
 */
export function Handover({ handover, players, options, pins, game, lockKey, onReveal, onHolding, opensBySelf = null }: HandoverProps) {
  const [asking, setAsking] = useState<Seat | null>(null);
  // While a finger holds a name, the list of names keeps still (a bot's or another move's update
  // waits): the button under the finger never moves away and drops the hold.
  const [held, setHeld] = useState<readonly Seat[] | null>(null);
  const needPin = (seat: Seat) => (game.ui.pin ? game.ui.pin(options, seat) : (pins?.[seat] ?? null));
  const reveal = (seat: Seat) => {
    if (needPin(seat) === null) return onReveal(seat);
    setAsking(seat);
  };
  const seats = held ?? handover.seats;
  const holding = (now: boolean) => {
    setHeld(now ? handover.seats : null);
    onHolding?.(now);
  };
  const first = seats[0];
  if (asking !== null) {
    const pin = needPin(asking);
    if (pin !== null)
      return (
        <PinForm
          key={asking}
          name={players[asking] ?? ''}
          pin={pin}
          lockKey={`${lockKey ?? game.def.id}:${asking}`}
          onOpen={() => onReveal(asking)}
          onBack={() => setAsking(null)}
        />
      );
  }
  if (handover.anyOrder) {
    // The sole person of a practice game, whose view is about to open by itself: the bar says so.
    const self = opensBySelf !== null && seats.includes(opensBySelf) ? opensBySelf : null;
    // Many names (a station game: each player picks their own) in a grid inside the bar, which keeps its
    // place and height: the grid scrolls inside the bar when the names do not all fit.
    return (
      <section class="handover handover-any" aria-labelledby="handover-title">
        <h2 id="handover-title">{self === null ? 'Hold your name.' : `Your move, ${players[self] ?? ''}`}</h2>
        <ul class="handover-names">
          {seats.map((seat) => (
            <li key={seat}>
              <HoldButton
                label={`I'm ${players[seat] ?? ''}`}
                action={`open ${players[seat] ?? ''}'s view`}
                class="btn-primary btn-block"
                onHolding={holding}
                onDone={() => reveal(seat)}
                {...(seat === self ? { idleHint: 'It opens by itself, or press and hold.' } : {})}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (first === undefined) return null;
  const name = players[first] ?? '';
  const bySelf = opensBySelf === first;
  return (
    // The name's length sets the heading's size on the board (app.css): as large as the line allows, so a name of up
    // to 12 letters is whole at 16 px or more on a 360 px phone (at Larger and 200% text the heading says "Pass to
    // NAME"); a much longer one may end in an ellipsis on one line, the whole name still in the heading's text.
    // Opening by itself ("Your move, NAME"), the heading has 11 letters beside the name where "Pass to NAME" has 8, and a
    // longer hint under the button: handover-self sizes both for it.
    <section class={bySelf ? 'handover handover-self' : 'handover'} aria-labelledby="handover-title" style={`--name-len: ${[...name].length}`}>
      <h2 id="handover-title">
        {bySelf ? (
          `Your move, ${name}`
        ) : (
          <>
            Pass <span class="handover-the-phone">the phone </span>to {name}
          </>
        )}
      </h2>
      <HoldButton
        label={`I'm ${name}`}
        action={`open ${name}'s view`}
        {...(bySelf ? { idleHint: 'It opens by itself, or press and hold.' } : {})}
        class="btn-primary btn-block handover-reveal"
        onHolding={onHolding}
        onDone={() => reveal(first)}
      />
    </section>
  );
}
