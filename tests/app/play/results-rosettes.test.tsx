/**
 * The results' celebration (src/app/play/Results.tsx): a rosette for every winner, also when many share the win (a
 * tester saw 6 rosettes for 9 winners of Red Blue Gold); up to three named, more small and unnamed (13 named rosettes
 * took the whole first screen, the title below it).
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Celebration } from '../../../src/app/play/Results';

afterEach(cleanup);

const names = (n: number) => ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'].slice(0, n);
const rosettes = (root: Element) => [...root.querySelectorAll('.results-rosettes li')].map((li) => li.textContent);

describe('a rosette for each winner', () => {
  it.each([1, 2, 3])('%i winners: a rosette each, with its name', (n) => {
    const { container } = render(<Celebration names={names(n)} />);
    expect(rosettes(container)).toEqual(names(n));
  });

  it.each([4, 6, 9, 13])('%i winners (the title counts them): a small rosette each, unnamed, so the title stays in sight', (n) => {
    const { container } = render(<Celebration names={names(n)} />);
    expect(rosettes(container)).toEqual(names(n).map(() => ''));
    expect(container.querySelector('.results-rosettes-many')).not.toBeNull();
  });

  it('three winners are drawn large; no winner, one star', () => {
    const few = render(<Celebration names={names(3)} />).container;
    expect(few.querySelector('.results-rosettes-many')).toBeNull();
    cleanup();
    expect(rosettes(render(<Celebration names={[]} />).container)).toEqual(['']);
  });
});
