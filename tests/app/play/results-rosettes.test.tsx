/**
 * The results' celebration (src/app/play/Results.tsx): a rosette for every winner, each named, also when many share
 * the win (a tester saw 6 rosettes for 9 winners of Red Blue Gold).
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Celebration } from '../../../src/app/play/Results';

afterEach(cleanup);

const names = (n: number) => ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'].slice(0, n);
const rosettes = (root: Element) => [...root.querySelectorAll('.results-rosettes li')].map((li) => li.textContent);

describe('a rosette for each winner', () => {
  it.each([1, 2, 6, 9, 13])('%i winners: a rosette each, with its name', (n) => {
    const { container } = render(<Celebration names={names(n)} />);
    expect(rosettes(container)).toEqual(names(n));
  });

  it('more than six are drawn smaller; no winner, one star', () => {
    const { container } = render(<Celebration names={names(9)} />);
    expect(container.querySelector('.results-rosettes-many')).not.toBeNull();
    cleanup();
    const few = render(<Celebration names={names(6)} />).container;
    expect(few.querySelector('.results-rosettes-many')).toBeNull();
    cleanup();
    expect(rosettes(render(<Celebration names={[]} />).container)).toEqual(['']);
  });
});
