/**
 * The winners' prize moves (docs/games/red-blue-gold.md, the E.C. bullets; docs/house-rules.md "Places", "E.C."): the E.C. pick or
 * secret vote among those tied, and the sole winner's second token of life.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../engine/types';
import type { Final, RbgAction } from '../types';
import { NameChips, SubmitBar } from './Pick';
import { playerName } from './words';

/** Props of {@link EcChoiceForm} and {@link TokenForm}. */
export interface PrizeFormProps {
  seat: Seat;
  players: readonly string[];
  final: Final;
  act(action: RbgAction): Promise<void>;
}

/** A wrap of players to pick one from (the picked one shown pressed). */
function PickOne({
  seats,
  players,
  picked,
  onPick,
  label,
}: {
  seats: Seat[];
  players: readonly string[];
  picked: Seat | null;
  onPick(s: Seat): void;
  label: string;
}) {
  return <NameChips seats={seats} players={players} label={label} on={(s) => s === picked} onPick={onPick} />;
}

/** The sole winner picks the E.C., or one of several winners votes secretly. */
export function EcChoiceForm({ players, final, act }: PrizeFormProps) {
  const [picked, setPicked] = useState<Seat | null>(null);
  const vote = final.winners.length > 1;
  const name = picked === null ? '' : playerName(players, picked);
  return (
    <section class="stack rbg-form" aria-label="Choose the E.C.">
      <h2>{vote ? 'Vote for the E.C.' : 'Choose the E.C.'}</h2>
      <p>
        These players are tied for E.C., the Elimination Candidate.{' '}
        {vote
          ? "Each winner votes in secret. If the vote ties, the winners lose this match's tokens of life and a random ex-winner becomes the E.C."
          : 'As the sole winner, you decide.'}
      </p>
      <PickOne seats={final.ecTiedGarnets} players={players} picked={picked} onPick={setPicked} label="Those tied for E.C." />
      <SubmitBar>
        <button
          type="button"
          class="btn btn-primary btn-block"
          disabled={picked === null}
          onClick={() => (picked === null ? undefined : act({ type: 'choose-ec', seat: picked }))}
        >
          {picked === null ? 'Pick a player above' : vote ? `Vote for ${name} as E.C.` : `Make ${name} the E.C.`}
        </button>
      </SubmitBar>
    </section>
  );
}

/** The sole winner keeps one token of life and gives the other to any player but the E.C. */
export function TokenForm({ seat, players, final, act }: PrizeFormProps) {
  const [picked, setPicked] = useState<Seat | null>(null);
  const seats = players.map((_, i) => i).filter((i) => i !== seat && i !== final.ec);
  const name = picked === null ? '' : playerName(players, picked);
  return (
    <section class="stack rbg-form" aria-label="Give a token of life">
      <h2>Give your second token of life</h2>
      <p>You keep one token of life. Give the other to any player except the E.C.</p>
      <PickOne seats={seats} players={players} picked={picked} onPick={setPicked} label="Who gets the token" />
      <SubmitBar>
        <button
          type="button"
          class="btn btn-primary btn-block"
          disabled={picked === null}
          onClick={() => (picked === null ? undefined : act({ type: 'give-token', to: picked }))}
        >
          {picked === null ? 'Pick a player above' : `Give the token to ${name}`}
        </button>
      </SubmitBar>
    </section>
  );
}
