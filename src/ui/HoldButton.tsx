import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { shieldNextClick } from './clickShield';

/** How long a finger must stay on a {@link HoldButton} before it acts (ms). */
export const HOLD_MS = 600;

/** How far a held finger may stray outside the button before the hold is dropped (CSS px). */
const STRAY_PX = 24;

/** Props of {@link HoldButton}. */
export interface HoldButtonProps {
  /** The button's words and accessible name, e.g. "I'm Ana". */
  label: string;
  /** What the keyboard's first press arms, said in the hint, e.g. "open Ana's view". */
  action: string;
  /** Called once a completed hold is released (or the keyboard's second press). */
  onDone(): void;
  /** Called with true when a finger comes down on the button and false when the hold ends either way. */
  onHolding?(holding: boolean): void;
  /** Extra classes for the button (e.g. `btn-primary btn-block`). */
  class?: string;
  /** The hint under the button before anyone touches it; "Press and hold." by default. */
  idleHint?: string;
  /** The hold's length (ms); {@link HOLD_MS} by default. */
  holdMs?: number;
}

type Phase = 'idle' | 'holding' | 'full' | 'short' | 'armed';

/** A click this soon after a pointer came down on the button (ms) is that pointer's, never a key's. */
const POINTER_CLICK_MS = 2_000;

/**
 * A button that acts only on a deliberate act (docs/house-rules.md, "All games": a deliberate reveal,
 * press and hold): a finger must stay on it for `holdMs`, so a brush or a tap in passing opens nothing.
 * It acts when the finger lifts from a full bar, never while it is still down, and the lift's own
 * click is swallowed ({@link shieldNextClick}), so the lift never lands on the screen the hold opened
 * (the PIN form's Back, a card, a secret YES). The pointer is captured while it is down: a list that
 * moves under the finger does not drop the hold; straying well outside the button does. A press from a
 * keyboard or a screen reader (a click with no pointer behind it) arms it, and a second press acts;
 * the hint under the button says which, politely announced.
 */
export function HoldButton({ label, action, onDone, onHolding, class: cls = '', holdMs = HOLD_MS, idleHint = 'Press and hold.' }: HoldButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** When a finger or mouse last came down on the button (performance.now() ms), to tell its click from a key's. */
  const lastPointer = useRef(-Infinity);
  const hintId = `hold-hint${useId()}`;
  const go = (p: Phase) => {
    const wasDown = phaseRef.current === 'holding' || phaseRef.current === 'full';
    const isDown = p === 'holding' || p === 'full';
    phaseRef.current = p;
    setPhase(p);
    if (wasDown !== isDown) onHolding?.(isDown);
  };
  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      stop();
      if (phaseRef.current === 'holding' || phaseRef.current === 'full') onHolding?.(false);
    },
    [],
  );
  const finish = () => {
    stop();
    go('idle');
    onDone();
  };
  /** The finger left the button or lifted early: the hold is dropped, and the hint says to keep it there. */
  const drop = () => {
    stop();
    go('short');
  };
  const hint =
    phase === 'armed'
      ? `Press again to ${action}.`
      : phase === 'short'
        ? 'Keep your finger on it until the bar fills.'
        : phase === 'full'
          ? 'Lift your finger.'
          : phase === 'holding'
            ? 'Hold…'
            : idleHint;
  return (
    <div class="hold">
      <button
        type="button"
        class={`btn hold-btn ${cls} ${phase === 'holding' || phase === 'full' ? 'is-holding' : ''} ${phase === 'full' ? 'is-full' : ''}`}
        style={{ '--hold-ms': `${holdMs}ms` }}
        aria-describedby={hintId}
        onPointerDown={(e) => {
          lastPointer.current = performance.now();
          if (e.button !== 0) return;
          stop();
          try {
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            /* no capture here (an old browser, a synthetic event): the hold still works */
          }
          go('holding');
          timer.current = setTimeout(() => {
            timer.current = null;
            go('full');
          }, holdMs);
        }}
        onPointerMove={(e) => {
          if (phaseRef.current !== 'holding' && phaseRef.current !== 'full') return;
          const r = e.currentTarget.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) return;
          const out = e.clientX < r.left - STRAY_PX || e.clientX > r.right + STRAY_PX || e.clientY < r.top - STRAY_PX || e.clientY > r.bottom + STRAY_PX;
          if (out) drop();
        }}
        onPointerUp={() => {
          if (phaseRef.current === 'full') {
            shieldNextClick();
            finish();
          } else if (phaseRef.current === 'holding') drop();
        }}
        onPointerCancel={() => {
          stop();
          go('idle');
        }}
        onContextMenu={(e) => e.preventDefault()}
        onClick={(e) => {
          // A click with a pointer behind it (a finger or a mouse on this button just now) is the end of
          // a hold, already handled above: only a press from a keyboard or a screen reader arms it.
          if (e.detail !== 0 || performance.now() - lastPointer.current < POINTER_CLICK_MS) return;
          if (phaseRef.current === 'armed') finish();
          else go('armed');
        }}
        onBlur={() => phaseRef.current === 'armed' && go('idle')}
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
