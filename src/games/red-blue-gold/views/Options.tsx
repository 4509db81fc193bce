/**
 * Setup choices: the round clock, optional PINs per seat, the season group and starting garnets
 * (RULINGS.md "Red Blue Gold": Round clock, Season). The app's OptionsProps carries no names, so
 * starting garnets are entered by name; when the app passes `players`, each gets a row.
 */
import { useState } from 'preact/hooks';
import type { OptionsProps } from '../../contract';
import { keyFor, valueFor } from '../rules/season';
import type { RbgOptions, RoundClock } from '../rules/types';
import { Stepper } from './Mark';

const CLOCKS: readonly { value: RoundClock; label: string }[] = [
  { value: '24h', label: '24 hours (as written)' },
  { value: '1h', label: '1 hour' },
  { value: '10min', label: '10 minutes' },
  { value: 'none', label: 'No clock' },
];

/** The options form. `players`, when given, names the seats. */
export function Options({ options, playerCount, onChange, players }: OptionsProps<RbgOptions>) {
  const [newName, setNewName] = useState('');
  const season = options.season;
  const pins = options.pins ?? {};
  const seatName = (i: number) => players?.[i]?.trim() || `Player ${i + 1}`;
  const names = [...new Set([...(players ?? []).map((n) => n.trim()).filter((n) => n !== ''), ...Object.keys(season.garnets)])];
  const setGarnets = (name: string, v: number) =>
    onChange({ ...options, season: { ...season, garnets: { ...season.garnets, [keyFor(season.garnets, name)]: v } } });
  return (
    <div class="stack">
      <fieldset class="panel">
        <legend>Round clock</legend>
        {CLOCKS.map((c) => (
          <label key={c.value} class="rbg-check">
            <input type="radio" name="rbg-clock" checked={options.roundClock === c.value} onChange={() => onChange({ ...options, roundClock: c.value })} />
            {c.label}
          </label>
        ))}
        <p class="muted">A round also closes as soon as everyone has submitted.</p>
      </fieldset>
      <fieldset class="panel">
        <legend>PINs (optional)</legend>
        <p class="muted">A 4-digit PIN asked before a player's private view: a guard against peeking, not a lock.</p>
        {Array.from({ length: playerCount }, (_, i) => (
          <label key={i} class="rbg-pin">
            <span>PIN for {seatName(i)}</span>
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              pattern="[0-9]{4}"
              value={pins[i] ?? ''}
              onInput={(e) => {
                const v = e.currentTarget.value.replace(/\D/g, '').slice(0, 4);
                const next = { ...pins };
                if (v) next[i] = v;
                else delete next[i];
                onChange({ ...options, pins: next });
              }}
            />
          </label>
        ))}
      </fieldset>
      <fieldset class="panel">
        <legend>Season</legend>
        <label class="rbg-field">
          Group name
          <input type="text" value={season.group} onInput={(e) => onChange({ ...options, season: { ...season, group: e.currentTarget.value } })} />
        </label>
        <p class="muted">Starting garnets break ties for E.C. (fewest garnets), and past winners can be drawn as E.C.</p>
        {names.map((n) => (
          <Stepper key={n} label={`${n}'s garnets`} value={valueFor(season.garnets, n)} max={999} onChange={(v) => setGarnets(n, v)} />
        ))}
        <div class="btn-row rbg-add">
          <label>
            <span class="sr-only">Name to set garnets for</span>
            <input type="text" placeholder="Player name" value={newName} onInput={(e) => setNewName(e.currentTarget.value)} />
          </label>
          <button
            type="button"
            class="btn"
            disabled={newName.trim() === ''}
            onClick={() => {
              setGarnets(newName.trim(), valueFor(season.garnets, newName.trim()));
              setNewName('');
            }}
          >
            Add garnets for a name
          </button>
        </div>
      </fieldset>
    </div>
  );
}
