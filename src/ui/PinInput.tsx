/** Props of {@link PinInput}. */
export interface PinInputProps {
  /** The words before the box, e.g. "PIN for Ana". */
  label: string;
  /** Class of the label that holds the words and the box. */
  class?: string;
  /** Digits typed so far ('' for none). */
  value: string;
  /** Called with the digits typed (anything else dropped), at most four. */
  onChange(digits: string): void;
}

/**
 * One seat's optional 4-digit PIN at setup (docs/house-rules.md, "All games": a reveal "or a PIN where the seat
 * set one"): a hidden box that keeps digits only, at most four.
 */
export function PinInput({ label, class: cls, value, onChange }: PinInputProps) {
  return (
    <label class={cls}>
      <span>{label}</span>
      <input
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        pattern="[0-9]{4}"
        value={value}
        onInput={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
      />
    </label>
  );
}
