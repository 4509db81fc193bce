/**
 * The winners' prize moves (seeds/004, the E.C. bullets; RULINGS "Places", "E.C."): the E.C. pick or
 * secret vote among those tied, and the sole winner's second token of life.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../engine/types';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import type { Final, RbgAction } from '../rules/types';

/** Props of {@link EcChoiceForm} and {@link TokenForm}. */
export interface PrizeFormProps {
  seat: Seat;
  players: readonly string[];
  final: Final;
  act(action: RbgAction): Promise<void>;
}

/** A list of players to pick one from, as large radio-style buttons. */
function PickOne({ seats, players, picked, onPick, label }: { seats: Seat[]; players: readonly string[]; picked: Seat | null; onPick(s: Seat): void; label: string }) {
  return (
    <div role="radiogroup" aria-label={label} class="stack">
      {seats.map((s) => (
        <button key={s} type="button" role="radio" aria-checked={picked === s} class={`btn btn-block${picked === s ? ' btn-primary' : ''}`} onClick={() => onPick(s)}>
          {picked === s ? <span aria-hidden="true">✓ </span> : null}
          {players[s]}
        </button>
      ))}
    </div>
  );
}

/** The sole winner picks the E.C., or one of several winners votes secretly. */
export function EcChoiceForm({ players, final, act }: PrizeFormProps) {
  const [picked, setPicked] = useState<Seat | null>(null);
  const vote = final.winners.length > 1;
  const name = picked === null ? '' : players[picked] ?? '';
  return (
    <section class="stack" aria-label="Choose the E.C.">
      <h2>{vote ? 'Vote for the E.C.' : 'Choose the E.C.'}</h2>
      <p>
        These players are tied on fewest points and fewest garnets.{' '}
        {vote
          ? 'Each winner votes in secret. If the vote ties, the winners lose this match\'s tokens of life and a random ex-winner becomes the E.C.'
          : 'As the sole winner, you decide.'}
      </p>
      <PickOne seats={final.ecTiedGarnets} players={players} picked={picked} onPick={setPicked} label="Those tied for E.C." />
      <ConfirmButton
        class="btn-block"
        disabled={picked === null}
        label={vote ? 'Cast my vote' : 'Make this player the E.C.'}
        question={vote ? `Vote for ${name} as E.C.? A vote cannot be changed.` : `Make ${name} the E.C.? This cannot be taken back.`}
        confirmLabel="Yes"
        onConfirm={() => (picked === null ? undefined : act({ type: 'choose-ec', seat: picked }))}
      />
    </section>
  );
}

/** The sole winner keeps one token of life and gives the other to any player but the E.C. */
export function TokenForm({ seat, players, final, act }: PrizeFormProps) {
  const [picked, setPicked] = useState<Seat | null>(null);
  const seats = players.map((_, i) => i).filter((i) => i !== seat && i !== final.ec);
  const name = picked === null ? '' : players[picked] ?? '';
  return (
    <section class="stack" aria-label="Give a token of life">
      <h2>Give your second token of life</h2>
      <p>You keep one token of life. Give the other to any player except the E.C.</p>
      <PickOne seats={seats} players={players} picked={picked} onPick={setPicked} label="Who gets the token" />
      <ConfirmButton
        class="btn-block"
        disabled={picked === null}
        label="Give the token"
        question={`Give your second token of life to ${name}? This cannot be taken back.`}
        onConfirm={() => (picked === null ? undefined : act({ type: 'give-token', to: picked }))}
      />
    </section>
  );
}
