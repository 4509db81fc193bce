import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Handover } from '../../../src/app/play/Handover';
import { pinProblem } from '../../../src/app/setup/PinsEditor';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as hf } from '../../../src/games/horse-fair/index';
import { anasHold, holdFor } from '../../ui/hold';
import { HOLD_MS } from '../../../src/ui/HoldButton';

const mod = hf as unknown as AnyGameModule;

afterEach(cleanup);

describe('HoldButton: "I\'m Ana" opens only on a deliberate act', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a tap in passing (finger lifted before the bar fills) does nothing and says to hold', () => {
    const { done, button: b } = anasHold();
    holdFor(b, HOLD_MS - 100);
    fireEvent.pointerUp(b, { button: 0 });
    fireEvent.click(b, { detail: 1 });
    act(() => {
      vi.advanceTimersByTime(HOLD_MS);
    });
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByText('Keep your finger on it until the bar fills.')).toBeTruthy();
  });

  it('a press held for the whole time acts once', () => {
    const { done, button: b } = anasHold();
    holdFor(b, HOLD_MS);
    fireEvent.pointerUp(b, { button: 0 });
    fireEvent.click(b, { detail: 1 });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('by keyboard or screen reader: the first press arms it (and says so), the second acts', () => {
    const { done, button: b } = anasHold();
    fireEvent.click(b, { detail: 0 });
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByText("Press again to open Ana's view.")).toBeTruthy();
    fireEvent.click(b, { detail: 0 });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('quick taps whose clicks carry no count (as some touch screens send them) never open it, however many', () => {
    const { done, button: b } = anasHold();
    for (let i = 0; i < 3; i++) {
      holdFor(b, 50);
      fireEvent.pointerUp(b, { button: 0 });
      fireEvent.click(b, { detail: 0 });
    }
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByText('Keep your finger on it until the bar fills.')).toBeTruthy();
  });

  it('moving away disarms it: a later single press only arms again', () => {
    const { done, button: b } = anasHold();
    fireEvent.click(b, { detail: 0 });
    fireEvent.blur(b);
    fireEvent.click(b, { detail: 0 });
    expect(done).not.toHaveBeenCalled();
  });
});

describe('PINs set at setup, in every game', () => {
  it.each([
    [['Ana', 'Bo'], ['', ''], null],
    [['Ana', 'Bo'], ['1234', ''], null],
    [['Ana', 'Bo'], ['', '12a4'], "Bo's PIN must be 4 digits (or left empty)."],
    [['Ana', 'Bo'], ['123', ''], "Ana's PIN must be 4 digits (or left empty)."],
    [['Ana', ' '], ['', '12345'], "Player 2's PIN must be 4 digits (or left empty)."],
    [['Ana'], ['', 'xx'], null],
  ])('names %j with PINs %j → %s', (names, pins, problem) => {
    expect(pinProblem(names, pins)).toBe(problem);
  });

  it('a seat with a PIN types it before its view opens; a wrong PIN opens nothing', () => {
    const reveal = vi.fn();
    render(<Handover handover={{ seats: [1], anyOrder: false }} players={['Ana', 'Bo']} options={{}} pins={[null, '4321']} game={mod} onReveal={reveal} />);
    const b = screen.getByRole('button', { name: "I'm Bo" });
    fireEvent.click(b, { detail: 0 });
    fireEvent.click(b, { detail: 0 });
    expect(reveal).not.toHaveBeenCalled();
    const input = screen.getByLabelText('PIN (4 digits)');
    fireEvent.input(input, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(reveal).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('That is not the PIN for Bo.');
    fireEvent.input(input, { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(reveal).toHaveBeenCalledWith(1);
  });

  it('a seat without a PIN opens straight after the deliberate reveal', () => {
    const reveal = vi.fn();
    render(<Handover handover={{ seats: [0], anyOrder: false }} players={['Ana', 'Bo']} options={{}} pins={[null, '4321']} game={mod} onReveal={reveal} />);
    const b = screen.getByRole('button', { name: "I'm Ana" });
    fireEvent.click(b, { detail: 0 });
    fireEvent.click(b, { detail: 0 });
    expect(reveal).toHaveBeenCalledWith(0);
  });
});

describe('the handover bar of a practice game', () => {
  it('says the sole person’s view opens by itself while it is about to, and asks for the hold otherwise', () => {
    const bar = (opensBySelf: number | null) =>
      render(
        <Handover handover={{ seats: [0], anyOrder: false }} players={['Ana', 'Bo']} options={{}} game={mod} onReveal={vi.fn()} opensBySelf={opensBySelf} />,
      );
    bar(0);
    expect(screen.getByRole('heading').textContent).toBe('Your move, Ana');
    expect(screen.getByText('It opens by itself, or press and hold.')).toBeTruthy();
    expect(screen.queryByText('Press and hold.')).toBeNull();
    cleanup();
    // Another seat's view about to open (never Ana's here), or none: the usual bar.
    for (const other of [1, null]) {
      bar(other);
      expect(screen.getByRole('heading').textContent).toBe('Pass the phone to Ana');
      expect(screen.getByText('Press and hold.')).toBeTruthy();
      cleanup();
    }
  });

  it('in a step where each picks their own name (Red Blue Gold, Ribbon Fair), the same words for the sole person', () => {
    render(<Handover handover={{ seats: [0], anyOrder: true }} players={['Ana', 'Bo']} options={{}} game={mod} onReveal={vi.fn()} opensBySelf={0} />);
    expect(screen.getByRole('heading').textContent).toBe('Your move, Ana');
    expect(screen.getByText('It opens by itself, or press and hold.')).toBeTruthy();
    cleanup();
    render(<Handover handover={{ seats: [0, 1], anyOrder: true }} players={['Ana', 'Bo']} options={{}} game={mod} onReveal={vi.fn()} opensBySelf={null} />);
    expect(screen.getByRole('heading').textContent).toBe('Hold your name.');
    expect(screen.getAllByText('Press and hold.')).toHaveLength(2);
  });
});
