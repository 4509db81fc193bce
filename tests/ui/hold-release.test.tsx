import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'preact/hooks';
import { Handover } from '../../src/app/play/Handover';
import type { AnyGameModule } from '../../src/games/contract';
import { game as hf } from '../../src/games/horse-fair/index';
import { anasHold, holdFor } from './hold';
import { HOLD_MS, HoldButton } from '../../src/ui/HoldButton';

const mod = hf as unknown as AnyGameModule;

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** A hold button that, once done, puts a "Back" button where the finger is (the PIN form's, a YES). */
function Opens({ onBack }: { onBack(): void }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <button type="button" onClick={onBack}>
      Back
    </button>
  ) : (
    <HoldButton label="I'm Ana" action="open Ana's view" onDone={() => setOpen(true)} />
  );
}

describe('the lift after a hold never acts on the screen it opened', () => {
  it('a full bar opens on the lift, not while the finger is still down', () => {
    const { done, button: b } = anasHold();
    holdFor(b, HOLD_MS + 500, { pointerType: 'touch' });
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByText('Lift your finger.')).toBeTruthy();
    fireEvent.pointerUp(b, { button: 0, pointerType: 'touch' });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("the lift's own click lands on nothing, even where a new button now sits under the finger", () => {
    const back = vi.fn();
    render(<Opens onBack={back} />);
    const b = screen.getByRole('button', { name: "I'm Ana" });
    holdFor(b, HOLD_MS, { pointerType: 'touch' });
    fireEvent.pointerUp(b, { button: 0, pointerType: 'touch' });
    const backButton = screen.getByRole('button', { name: 'Back' });
    fireEvent.mouseDown(backButton);
    fireEvent.mouseUp(backButton);
    fireEvent.click(backButton, { detail: 1 });
    expect(back).not.toHaveBeenCalled();
    // A deliberate tap right after (a new press) works as ever.
    fireEvent.pointerDown(backButton, { button: 0 });
    fireEvent.click(backButton, { detail: 1 });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('a finger that strays well off the button drops the hold', () => {
    const { done, button: b } = anasHold();
    b.getBoundingClientRect = () => ({ left: 0, top: 0, right: 100, bottom: 50, width: 100, height: 50, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(b, { button: 0, clientX: 50, clientY: 25 });
    fireEvent.pointerMove(b, { clientX: 110, clientY: 30 });
    act(() => {
      vi.advanceTimersByTime(HOLD_MS);
    });
    fireEvent.pointerMove(b, { clientX: 400, clientY: 300 });
    fireEvent.pointerUp(b, { button: 0 });
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByText('Keep your finger on it until the bar fills.')).toBeTruthy();
  });
});

describe('the names keep still under a holding finger', () => {
  it('while Cy holds her name, a seat that stops waiting leaves the list only once she lifts', () => {
    const reveal = vi.fn();
    const props = { players: ['Ana', 'Bo', 'Cy'], options: {}, game: mod, onReveal: reveal };
    const { rerender } = render(<Handover {...props} handover={{ seats: [0, 1, 2], anyOrder: true }} />);
    const cy = screen.getByRole('button', { name: "I'm Cy" });
    fireEvent.pointerDown(cy, { button: 0 });
    rerender(<Handover {...props} handover={{ seats: [2], anyOrder: true }} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(["I'm Ana", "I'm Bo", "I'm Cy"]);
    act(() => {
      vi.advanceTimersByTime(HOLD_MS);
    });
    fireEvent.pointerUp(screen.getByRole('button', { name: "I'm Cy" }), { button: 0 });
    expect(reveal).toHaveBeenCalledWith(2);
  });
});

describe('the PIN form', () => {
  const props = { players: ['Ana', 'Bo'], options: {}, pins: [null, '4321'], game: mod, lockKey: 'game-1' };
  const open = (reveal: (seat: number) => void) => {
    render(<Handover {...props} handover={{ seats: [1], anyOrder: false }} onReveal={reveal} />);
    const b = screen.getByRole('button', { name: "I'm Bo" });
    fireEvent.click(b, { detail: 0 });
    fireEvent.click(b, { detail: 0 });
    return screen.getByLabelText<HTMLInputElement>('PIN (4 digits)');
  };

  it('has the focus when it opens; a wrong PIN is cleared and the box has the focus again', () => {
    const input = open(vi.fn());
    expect(document.activeElement).toBe(input);
    fireEvent.input(input, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('alert').textContent).toBe('That is not the PIN for Bo.');
  });

  it('after five wrong PINs it waits, says how long, and takes no try until then', () => {
    const reveal = vi.fn();
    const input = open(reveal);
    for (let i = 0; i < 5; i++) {
      fireEvent.input(input, { target: { value: '1111' } });
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    }
    expect(screen.getByText('5 wrong PINs in a row: try again in 30 s.')).toBeTruthy();
    const wait = screen.getByRole('button', { name: 'Wait 30 s' }) as HTMLButtonElement;
    expect(wait.disabled).toBe(true);
    fireEvent.input(input, { target: { value: '4321' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(reveal).not.toHaveBeenCalled();
    for (let s = 0; s < 30; s++)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    fireEvent.input(input, { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(reveal).toHaveBeenCalledWith(1);
  });
});
