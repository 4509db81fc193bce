/**
 * Ribbon Fair's setup options (docs/games/ribbon-fair.md, "Judging styles", "What you need", "Timers"): the judging style,
 * how Judge Marigold picks (AI Judge and Crowd Favourite's tie-break: at random, or with taste), the themed
 * packs (base always in), and the pin and judging clocks (20–90 s, or off = five minutes).
 */
import type { OptionsProps } from '../../contract';
import { packById } from '../packs/index';
import { CLOCK_MAX_S, CLOCK_MIN_S, MARIGOLD_MODES, STYLES, THEMED_PACKS } from '../rules/options';
import type { RfOptions, ThemedPackId } from '../types';
import { STYLE_BLURB } from './words';
import './ribbon-fair.css';

/** Clock choices offered, in seconds (every 5 s from 20 to 90). */
const CLOCK_STEPS: readonly number[] = Array.from({ length: (CLOCK_MAX_S - CLOCK_MIN_S) / 5 + 1 }, (_, i) => CLOCK_MIN_S + i * 5);

function ClockSelect({ id, label, value, onChange }: { id: string; label: string; value: number | null; onChange(v: number | null): void }) {
  const steps = value === null || CLOCK_STEPS.includes(value) ? CLOCK_STEPS : [...CLOCK_STEPS, value].sort((a, b) => a - b);
  return (
    <div class="stack">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value === null ? 'off' : String(value)}
        onChange={(e) => onChange(e.currentTarget.value === 'off' ? null : Number(e.currentTarget.value))}
      >
        {steps.map((s) => (
          <option key={s} value={String(s)}>
            {s} seconds
          </option>
        ))}
        <option value="off">Off (waits five minutes)</option>
      </select>
    </div>
  );
}

/** The options form. */
export function Options({ options, onChange }: OptionsProps<RfOptions>) {
  const set = (change: Partial<RfOptions>) => onChange({ ...options, ...change });
  const toggle = (id: ThemedPackId, on: boolean) => set({ themedPacks: THEMED_PACKS.filter((p) => (p === id ? on : options.themedPacks.includes(p))) });
  const base = packById('base');
  return (
    <div class="rf-options stack">
      <fieldset class="rf-fieldset">
        <legend>Judging style</legend>
        {STYLES.map((s) => (
          <label key={s.id}>
            <input type="radio" name="rf-style" value={s.id} checked={options.style === s.id} onChange={() => set({ style: s.id })} />
            <span>
              {s.title}
              <br />
              <small class="muted">{STYLE_BLURB[s.id]}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {options.style !== 'rotating' && (
        <fieldset class="rf-fieldset">
          <legend>Judge Marigold</legend>
          <p class="muted">{options.style === 'ai' ? 'She awards every ribbon.' : 'She breaks the crowd’s ties.'}</p>
          {MARIGOLD_MODES.map((m) => (
            <label key={m.id}>
              <input type="radio" name="rf-marigold" value={m.id} checked={(options.marigold ?? 'random') === m.id} onChange={() => set({ marigold: m.id })} />
              <span>{m.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset class="rf-fieldset">
        <legend>Card packs</legend>
        <p class="muted">
          {base.title}: {base.ribbons.length} ribbons and {base.entries.length} entries, always in. Themed packs are mixed in, never played alone.
        </p>
        {THEMED_PACKS.map((id) => {
          const p = packById(id);
          return (
            <label key={id}>
              <input type="checkbox" checked={options.themedPacks.includes(id)} onChange={(e) => toggle(id, e.currentTarget.checked)} />
              <span>
                {p.title} ({p.ribbons.length} ribbons, {p.entries.length} entries)
              </span>
            </label>
          );
        })}
      </fieldset>
      <ClockSelect id="rf-pin-clock" label="Pin clock (each stall)" value={options.pinClock} onChange={(v) => set({ pinClock: v })} />
      <ClockSelect id="rf-judge-clock" label="Judging and vote clock" value={options.judgeClock} onChange={(v) => set({ judgeClock: v })} />
    </div>
  );
}
