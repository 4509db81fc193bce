/** Ana's hold button as the hold tests press it, under vitest's fake timers. */
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { HoldButton } from '../../src/ui/HoldButton';

/** Renders the "I'm Ana" hold button with a spy as its act; returns the spy and the button. */
export function anasHold() {
  const done = vi.fn();
  render(<HoldButton label="I'm Ana" action="open Ana's view" onDone={done} />);
  return { done, button: screen.getByRole('button', { name: "I'm Ana" }) };
}

/** Puts a finger on `button` (a pointer as `init` says) and keeps it there for `ms` of the fake timers. */
export function holdFor(button: HTMLElement, ms: number, init: PointerEventInit = {}): void {
  fireEvent.pointerDown(button, { button: 0, ...init });
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
