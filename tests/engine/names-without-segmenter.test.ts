import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAME_LENGTHS } from './name-lengths';

/** A browser without `Intl.Segmenter` (Firefox before 125): the names module still loads and counts. */
describe('names where Intl.Segmenter is missing', () => {
  const original = Intl.Segmenter;
  beforeEach(() => {
    Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true, writable: true });
    vi.resetModules();
  });
  afterEach(() => {
    Object.defineProperty(Intl, 'Segmenter', { value: original, configurable: true, writable: true });
    vi.resetModules();
  });

  it('loads (the app starts) and counts characters the simpler way', async () => {
    const { nameLength, nameStart, checkSeatNames } = await import('../../src/engine/names');
    const cases = NAME_LENGTHS;
    expect(cases.map(([name]) => nameLength(name))).toEqual(cases.map(([, n]) => n));
    expect(nameStart('👩‍👩‍👧👍🏽ab', 2)).toBe('👩‍👩‍👧👍🏽');
    expect(() => checkSeatNames(['Ana', '🐴'.repeat(24)])).not.toThrow();
    expect(() => checkSeatNames(['Ana', '🐴'.repeat(25)])).toThrow('Each player needs a name of 1 to 24 characters.');
  });

  it("the setup screen's name check loads too", async () => {
    const { checkNames } = await import('../../src/engine/setupNames');
    const checked = checkNames(['Ana', '👩‍👩‍👧'.repeat(24)], 2, 2);
    expect(checked.ok).toBe(true);
  });
});
