import { PinInput } from '../../ui/PinInput';

/** Props of {@link PinsEditor}. */
export interface PinsEditorProps {
  /** The names typed so far, in seat order (some may be empty). */
  names: readonly string[];
  /** One PIN per seat: four digits, or '' for none. */
  pins: readonly string[];
  onChange(pins: string[]): void;
}

/** A PIN as setup takes it: exactly four digits. */
export const PIN_PATTERN = /^\d{4}$/;

/**
 * What is wrong with the PINs typed at setup, or null when every one is four digits or empty.
 * E.g. "Bo's PIN must be 4 digits (or left empty)."
 */
export function pinProblem(names: readonly string[], pins: readonly string[]): string | null {
  const bad = pins.findIndex((p, i) => i < names.length && p !== '' && !PIN_PATTERN.test(p));
  if (bad < 0) return null;
  const who = names[bad]?.trim() || `Player ${bad + 1}`;
  return `${who}'s PIN must be 4 digits (or left empty).`;
}

/**
 * The PINs a table may set at setup, folded away by default (docs/house-rules.md, "All games": a deliberate
 * reveal, "or a PIN where the seat set one"): a seat with a PIN types it on the handover panel before
 * its private view opens. A guard against peeking, not a lock against an attacker.
 */
export function PinsEditor({ names, pins, onChange }: PinsEditorProps) {
  const set = pins.filter((p, i) => i < names.length && p !== '').length;
  return (
    <details class="panel pins">
      <summary>PINs (optional){set > 0 ? `: ${set} set` : ''}</summary>
      <p class="muted">A seat with a PIN types it before its own view opens, so nobody opens it by mistake or on purpose. Leave empty for none.</p>
      {names.map((name, i) => (
        <PinInput
          key={i}
          class="pin-row"
          label={name.trim() || `Player ${i + 1}`}
          value={pins[i] ?? ''}
          onChange={(v) => {
            const next = names.map((_, j) => pins[j] ?? '');
            next[i] = v;
            onChange(next);
          }}
        />
      ))}
    </details>
  );
}
