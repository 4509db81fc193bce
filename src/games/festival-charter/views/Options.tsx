/**
 * The setup choices: the first chair (a seat or Random) and the optional discussion limit
 * (docs/games/festival-charter.md "Prepare public information", "Discuss the proposal").
 */
import type { OptionsProps } from '../../../games/contract';
import type { FcOptions } from '../types';
import './festival-charter.css';

/** A seat's name as typed so far, or "Player N" while it is still empty. */
function seatLabel(players: readonly string[] | undefined, seat: number): string {
  const name = players?.[seat]?.trim() ?? '';
  return name === '' ? `Player ${seat + 1}` : name;
}

/** Festival Charter's options form. */
export function Options({ options, playerCount, players, onChange }: OptionsProps<FcOptions>) {
  const seats = Array.from({ length: playerCount }, (_, i) => i);
  const value = options.firstChair === 'random' ? 'random' : String(options.firstChair);
  return (
    <div class="stack fc-options">
      <label for="fc-first-chair">First chair</label>
      <select
        id="fc-first-chair"
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange({ ...options, firstChair: v === 'random' ? 'random' : Number(v) });
        }}
      >
        {seats.map((s) => (
          <option key={s} value={String(s)}>
            {seatLabel(players, s)}
          </option>
        ))}
        <option value="random">Random</option>
      </select>
      <label class="fc-check">
        <input type="checkbox" checked={options.discussionLimit} onChange={(e) => onChange({ ...options, discussionLimit: e.currentTarget.checked })} />
        Discussion limit: about 2 minutes, with "Extra time" for anyone who needs it
      </label>
    </div>
  );
}
