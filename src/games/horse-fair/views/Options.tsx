/**
 * Horse Fair's setup options: the first dealer (a seat or random), Basic or Advanced scoring, the partnership
 * game (4 or 6 players; required with 6) and how many hands.
 */
import type { OptionsProps } from '../../contract';
import { fitOptions, MAX_HANDS, partnershipAllowed } from '../rules/setup';
import type { HfOptions } from '../types';
import './horse-fair.css';

/** The options form. Seats are named by the names typed so far, or "Player 1" .. where a name is still empty. */
export function Options({ options, playerCount, players, onChange }: OptionsProps<HfOptions>) {
  const canPartner = partnershipAllowed(playerCount);
  const mustPartner = playerCount === 6;
  const dealerValue = options.dealer === 'random' ? 'random' : String(options.dealer);
  const handsValue = String(options.hands);
  const fitted = fitOptions(options, playerCount);
  return (
    <div class="hf hf-options stack">
      {fitted !== options && (
        <div class="banner" role="alert">
          <p>
            These options do not fit {playerCount} players{playerCount === 6 ? ': six players play in partnerships' : ''}.
          </p>
          <button type="button" class="btn btn-primary" onClick={() => onChange(fitted)}>
            Fit them to {playerCount} players
          </button>
        </div>
      )}
      <label class="hf-field">
        First dealer
        <select
          value={dealerValue}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ ...options, dealer: v === 'random' ? 'random' : Number(v) });
          }}
        >
          <option value="random">Chosen at random</option>
          {Array.from({ length: playerCount }, (_, seat) => (
            <option key={seat} value={String(seat)}>
              {players?.[seat]?.trim() || `Player ${seat + 1}`}
            </option>
          ))}
        </select>
      </label>
      <p class="muted">The player to the dealer's left plays first; the deal moves one seat left each hand.</p>

      <fieldset class="hf-fieldset">
        <legend>Scoring</legend>
        <label class="hf-radio">
          <input type="radio" name="hf-scoring" checked={options.scoring === 'basic'} onChange={() => onChange({ ...options, scoring: 'basic' })} />
          Basic: 1 per card, 2 per figurine
        </label>
        <label class="hf-radio">
          <input type="radio" name="hf-scoring" checked={options.scoring === 'advanced'} onChange={() => onChange({ ...options, scoring: 'advanced' })} />
          Advanced: face values, 1 per figurine
        </label>
      </fieldset>

      {canPartner && (
        <label class="hf-radio">
          <input
            type="checkbox"
            checked={options.partnership}
            disabled={mustPartner}
            onChange={(e) => onChange({ ...options, partnership: e.currentTarget.checked })}
          />
          Partnership game (partners sit across; 5 cards each)
        </label>
      )}
      {mustPartner && <p class="muted">Six players always play in three partnerships.</p>}

      <label class="hf-field">
        Hands
        <select
          value={handsValue}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ ...options, hands: v === 'per-player' ? 'per-player' : Number(v) });
          }}
        >
          {Array.from({ length: MAX_HANDS }, (_, i) => (
            <option key={i} value={String(i + 1)}>
              {i === 0 ? '1 hand' : `${i + 1} hands`}
            </option>
          ))}
          <option value="per-player">One per player ({playerCount})</option>
        </select>
      </label>
    </div>
  );
}
