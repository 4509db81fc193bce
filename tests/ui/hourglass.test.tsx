import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { formatClock, Hourglass } from '../../src/ui/Hourglass';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [1, '0:01'],
    [999, '0:01'],
    [45_000, '0:45'],
    [300_000, '5:00'],
    [3_599_001, '1:00:00'],
    [86_400_000, '24:00:00'],
    [-5, '0:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('Hourglass', () => {
  it('shows the time left as a timer', () => {
    render(<Hourglass deadline={10_000} length={30_000} now={0} label="Pin time" />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Pin time: 0:10 left');
  });
  it('warns once, politely, in its last 10 seconds, in words that do not tick', () => {
    const live = (now: number) => {
      const { container, unmount } = render(<Hourglass deadline={60_000} length={120_000} now={now} label="Discussion" />);
      const text = container.querySelector('[aria-live="polite"]')?.textContent;
      unmount();
      return text;
    };
    expect(live(49_999)).toBe('');
    expect(live(50_000)).toBe('Discussion: 10 seconds left.');
    expect(live(55_500)).toBe('Discussion: 10 seconds left.');
    expect(live(60_000)).toBe('');
  });
  it.each([
    [0, 'Judging time: 0:30 left'],
    [3_999, 'Judging time: 0:30 left'],
    [5_000, 'Judging time: 0:29 left'],
  ])('a clock stamped to start after a 4 s beat shows its full time until then (at %i ms: %s)', (now, label) => {
    const { container, unmount } = render(<Hourglass deadline={34_000} length={30_000} now={now} label="Judging time" />);
    expect(container.querySelector('[role="timer"]')?.getAttribute('aria-label')).toBe(label);
    unmount();
  });
  it('shows nothing without a clock', () => {
    const { container } = render(<Hourglass deadline={null} length={30_000} now={0} label="Pin time" />);
    expect(container.innerHTML).toBe('');
  });
});
