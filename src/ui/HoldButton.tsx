import { useEffect, useId, useRef, useState } from 'preact/hooks';

/** How long a finger must stay on a {@link HoldButton} before it acts (ms). */
export const HOLD_MS = 600;

/** Props of {@link HoldButton}. */
export interface HoldButtonProps {
  /** The button's words and accessible name, e.g. "I'm Ana". */
  label: string;
  /** What the keyboard's first press arms, said in the hint, e.g. "open Ana's view". */
  action: string;
  /** Called once the hold completes (or the keyboard's second press). */
  onDone(): void;
  /** Extra classes for the button (e.g. `btn-primary btn-block`). */
  class?: string;
  /** The hold's length (ms); {@link HOLD_MS} by default. */
  holdMs?: number;
}

type Phase = 'idle' | 'holding' | 'short' | 'armed';

/** A click this soon after a pointer came down on the button (ms) is that pointer's, never a key's. */
const POINTER_CLICK_MS = 2_000;

/**
 * A button that acts only on a deliberate act (docs/house-rules.md, "All games": "a deliberate reveal by Ana
 * (press and hold …)"): a finger must stay on it for `holdMs`, so a brush or a tap in passing opens
 * nothing. A press from a keyboard or a screen reader (a click with no pointer behind it) arms it, and
 * a second press acts; the hint under the button says which, politely announced.
 */
export function HoldButton({ label, action, onDone, class: cls = '', holdMs = HOLD_MS }: HoldButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const done = useRef(false);
  /** When a finger or mouse last came down on the button (performance.now() ms), to tell its click from a key's. */
  const lastPointer = useRef(-Infinity);
  const hintId = `hold-hint${useId()}`;
  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const finish = () => {
    stop();
    done.current = true;
    setPhase('idle');
    onDone();
  };
  const hint =
    phase === 'armed'
      ? `Press again to ${action}.`
      : phase === 'short'
        ? 'Keep your finger on it until the bar fills.'
        : phase === 'holding'
          ? 'Hold…'
          : 'Press and hold.';
  return (
    <div class="hold">
      <button
        type="button"
        class={`btn hold-btn ${cls} ${phase === 'holding' ? 'is-holding' : ''}`}
        style={{ '--hold-ms': `${holdMs}ms` }}
        aria-describedby={hintId}
        onPointerDown={(e) => {
          lastPointer.current = performance.now();
          if (e.button !== 0) return;
          done.current = false;
          stop();
          setPhase('holding');
          timer.current = setTimeout(finish, holdMs);
        }}
        onPointerUp={() => {
          if (timer.current !== null) {
            stop();
            setPhase('short');
          }
        }}
        onPointerCancel={() => {
          stop();
          setPhase('idle');
        }}
        onPointerLeave={() => {
          if (timer.current !== null) {
            stop();
            setPhase('short');
          }
        }}
        onContextMenu={(e) => e.preventDefault()}
        onClick={(e) => {
          // A click with a pointer behind it (a finger or a mouse on this button just now) is the end of
          // a hold, already handled above: only a press from a keyboard or a screen reader arms it.
          if (e.detail !== 0 || performance.now() - lastPointer.current < POINTER_CLICK_MS) return;
          if (phase === 'armed') finish();
          else setPhase('armed');
        }}
        onBlur={() => phase === 'armed' && setPhase('idle')}
      >
        <span class="hold-fill" aria-hidden="true" />
        <span class="hold-label">{label}</span>
      </button>
      <p id={hintId} class="hold-hint muted" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
