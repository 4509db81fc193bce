/**
 * Setup choices for a group of up to 13 in a few screens (docs/house-rules.md "Red Blue Gold": Round clock,
 * Season): the round clock with what it means for this many players on one phone, the season's group
 * name, and, folded away until wanted, PINs per seat and starting garnets (those the season already
 * holds are shown from it, not typed again).
 */
import { useState } from 'preact/hooks';
import type { OptionsProps } from '../../contract';
import { readSeason } from '../carry';
import { hasName, keyFor, valueFor } from '../rules/season';
import { ROUND_LENGTH_MS, type RbgOptions, type RoundClock, type Season } from '../types';
import { PER_PLAYER_MS } from './Clock';
import { PinInput } from '../../../ui/PinInput';
import { Stepper } from './Mark';

const CLOCKS: readonly { value: RoundClock; label: string }[] = [
  { value: '24h', label: '24 hours (as written)' },
  { value: '1h', label: '1 hour' },
  { value: '10min', label: '10 minutes' },
  { value: 'none', label: 'No clock' },
];

/** "46 seconds", "4½ minutes", "1.8 hours": a player's share of a round, in words. */
function share(ms: number): string {
  if (ms < 90_000) return `${Math.round(ms / 1000)} seconds`;
  if (ms < 90 * 60_000) return `${Math.round(ms / 30_000) / 2} minutes`.replace('.5', '½');
  return `${Math.round(ms / 360_000) / 10} hours`;
}

/**
 * What a round length means for `players` passing one phone: each one's share of it, and whether
 * that is short (under two of the {@link PER_PLAYER_MS} a player takes). Advice, never a refusal.
 */
export function clockAdvice(clock: RoundClock, players: number): string {
  const len = ROUND_LENGTH_MS[clock];
  if (len === null) return 'No clock: each round waits until everyone has submitted.';
  const each = len / Math.max(1, players);
  const base = `With ${players} players on one phone, that is about ${share(each)} each per round`;
  if (each < 2 * PER_PLAYER_MS) return `${base}: short for trading and playing. Anyone who has not submitted when it runs out submits nothing.`;
  return `${base}. A round also closes as soon as everyone has submitted.`;
}

/** The options form. `players`, when given, names the seats. */
export function Options({ options, playerCount, onChange, players, carried }: OptionsProps<RbgOptions>) {
  const [newName, setNewName] = useState('');
  const stored: Season | null = readSeason(carried);
  const season = options.season;
  const pins = options.pins ?? {};
  const seatName = (i: number) => players?.[i]?.trim() || `Player ${i + 1}`;
  // One row per player, names matched ignoring case (docs/house-rules.md "Season"): the typed seats, then names given garnets by hand.
  const names: string[] = [];
  for (const n of [...(players ?? []).map((x) => x.trim()), ...Object.keys(season.garnets)]) if (n !== '' && !hasName(names, n)) names.push(n);
  const fromSeason = stored ? names.filter((n) => hasName(Object.keys(stored.garnets), n)) : [];
  const typed = names.filter((n) => !hasName(fromSeason, n));
  const setGarnets = (name: string, v: number) =>
    onChange({ ...options, season: { ...season, garnets: { ...season.garnets, [keyFor(season.garnets, name)]: v } } });
  const pinCount = Object.keys(pins).length;
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
        <p class="muted">{clockAdvice(options.roundClock, playerCount)}</p>
      </fieldset>
      <fieldset class="panel">
        <legend>Season</legend>
        <label class="rbg-field">
          Group name
          <input type="text" value={season.group} onInput={(e) => onChange({ ...options, season: { ...season, group: e.currentTarget.value } })} />
        </label>
        <p class="muted">
          {stored
            ? `A season for "${stored.group}" is kept on this phone: its garnets, tokens of life and past winners count for this match.`
            : 'Name the group to keep its garnets and tokens of life from match to match.'}
        </p>
      </fieldset>
      <details class="panel">
        <summary>Starting garnets (optional){fromSeason.length ? `: ${fromSeason.length} from the season` : ''}</summary>
        <p class="muted">Garnets break ties for E.C. (fewest garnets). Players not listed start with 0.</p>
        {fromSeason.length ? <p>From the season: {fromSeason.map((n) => `${n} ${valueFor(stored?.garnets ?? {}, n)}`).join(', ')}.</p> : null}
        {typed.map((n) => (
          <Stepper key={n.toLowerCase()} label={`${n}'s garnets`} value={valueFor(season.garnets, n)} max={999} onChange={(v) => setGarnets(n, v)} />
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
      </details>
      <details class="panel">
        <summary>PINs (optional){pinCount ? `: ${pinCount} set` : ''}</summary>
        <p class="muted">A 4-digit PIN asked before a player's private view: a guard against peeking, not a lock.</p>
        {Array.from({ length: playerCount }, (_, i) => (
          <PinInput
            key={i}
            class="rbg-pin"
            label={`PIN for ${seatName(i)}`}
            value={pins[i] ?? ''}
            onChange={(v) => {
              const next = { ...pins };
              if (v) next[i] = v;
              else delete next[i];
              onChange({ ...options, pins: next });
            }}
          />
        ))}
      </details>
    </div>
  );
}
