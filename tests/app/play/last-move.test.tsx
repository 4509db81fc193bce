/**
 * The "last move" strip (src/app/play/LastMove.tsx): a short move sits beside its "Last move" label; a long one takes
 * the strip's whole width, the label kept for screen readers (beside it, "Bramblewoody proposes Moon Gate" took three
 * lines at 360 px, the strip taller than its place).
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LastMove, LONG_TITLE, VERY_LONG_TITLE } from '../../../src/app/play/LastMove';

afterEach(cleanup);

const strip = (title: string) => render(<LastMove moment={{ key: 'k', kind: 'play', title, lines: [] }} open={false} onOpen={() => undefined} />).container;

describe('the last-move strip', () => {
  it.each([
    ['Ana played Rascal 3', false],
    ['x'.repeat(LONG_TITLE), false],
    ['x'.repeat(LONG_TITLE + 1), true],
    ['Bramblewoody proposes Moon Gate', true],
  ])('"%s": the move takes the whole strip: %s', (title, long) => {
    const c = strip(title);
    // A long move's label is for screen readers only (base.css .sr-only).
    expect(c.querySelector('.last-move-label')?.classList.contains('sr-only')).toBe(long);
    // The label is always there for a screen reader: the button is named "Last move" and the move.
    expect(screen.getByRole('button').textContent).toBe(`Last move${title}`);
  });

  it.each([
    ['x'.repeat(VERY_LONG_TITLE), false],
    ['x'.repeat(VERY_LONG_TITLE + 1), true],
    ['Mary Ann Lee proposes Evening Picnic + Hammock Grove', true],
  ])('"%s": set a step smaller (to keep to two lines): %s', (title, smaller) => {
    const c = strip(title);
    expect(c.querySelector('.last-move-title')?.classList.contains('last-move-title-long')).toBe(smaller);
  });

  it('no moment yet: the strip keeps its place, empty', () => {
    const c = render(<LastMove moment={null} open={false} onOpen={() => undefined} />).container;
    expect(c.querySelector('.last-move-row')).not.toBeNull();
    expect(c.querySelector('.last-move')).toBeNull();
  });
});
