// @vitest-environment happy-dom
/** The moment a table put away, kept per saved game so a reload does not show the same reveal again. */
import { describe, expect, it } from 'vitest';
import { dismissMoment, dismissedMoment } from '../../src/storage/moments';

describe('put-away moments', () => {
  it('keeps the last moment put away for each game, apart from the others, in sessionStorage', () => {
    expect(dismissedMoment('g1')).toBeNull();
    dismissMoment('g1', 'award:3');
    dismissMoment('g2', 'ribbon:1');
    dismissMoment('g1', 'ribbon:4');
    expect(dismissedMoment('g1')).toBe('ribbon:4');
    expect(dismissedMoment('g2')).toBe('ribbon:1');
    expect(sessionStorage.getItem('fairground.moment.g1')).toBe('ribbon:4');
  });
});
