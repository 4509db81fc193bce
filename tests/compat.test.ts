import { afterEach, describe, expect, it } from 'vitest';

/**
 * A browser of 2021 (Safari before 15.4, Firefox before 92): compat.ts adds Object.hasOwn. (Its other
 * addition, Array.prototype.at, cannot be removed here: the test runner itself calls it.)
 */
describe('compat where Object.hasOwn is missing', () => {
  const hasOwn = Object.getOwnPropertyDescriptor(Object, 'hasOwn');
  afterEach(() => {
    if (hasOwn) Object.defineProperty(Object, 'hasOwn', hasOwn);
  });

  it('adds it, and it answers as the built-in does', async () => {
    Reflect.deleteProperty(Object, 'hasOwn');
    expect(typeof Object.hasOwn).toBe('undefined');
    await import('../src/compat');
    expect(Object.hasOwn({ a: 1 }, 'a')).toBe(true);
    expect(Object.hasOwn({}, 'toString')).toBe(false);
    expect(Object.hasOwn(Object.create({ a: 1 }) as object, 'a')).toBe(false);
  });
});
