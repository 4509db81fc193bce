import { describe, expect, it } from 'vitest';
import { browserFamily, INSTALL_WAYS, waysFor, type FamilyEnv } from '../../../src/app/pwa/installHow';

const base: FamilyEnv = { installPrompt: false, iosStandalone: false, gecko: false, webkit: false, brands: [], userAgent: 'Mozilla/5.0' };

describe('which install how-to comes first', () => {
  it.each<[string, Partial<FamilyEnv>, string | null]>([
    ['iOS Safari (navigator.standalone is defined)', { iosStandalone: true, webkit: true }, 'safari'],
    ['WebKit elsewhere (no install prompt, Apple vendor)', { webkit: true }, 'safari'],
    ['Chrome (an install prompt was seen)', { installPrompt: true, brands: ['Chromium', 'Google Chrome'] }, 'chrome'],
    ['Samsung Internet (its brand)', { installPrompt: true, brands: ['Chromium', 'Samsung Internet'] }, 'samsung'],
    [
      'Samsung Internet (older: only its user-agent tells)',
      { installPrompt: true, userAgent: 'Mozilla/5.0 (Linux; Android 13) SamsungBrowser/23.0 Chrome/115' },
      'samsung',
    ],
    ['Firefox (Gecko)', { gecko: true }, 'firefox'],
    ['a user-agent that claims Safari changes nothing without the features', { userAgent: 'Mozilla/5.0 (iPhone) Version/17 Safari/605' }, null],
    ['nothing recognised', {}, null],
  ])('%s', (_name, e, family) => {
    expect(browserFamily({ ...base, ...e })).toBe(family);
  });

  it("lists this browser's way first and every family's way once", () => {
    for (const way of INSTALL_WAYS) {
      const ways = waysFor(way.family);
      expect(ways[0]?.family).toBe(way.family);
      expect(new Set(ways.map((w) => w.family)).size).toBe(4);
    }
    expect(waysFor(null).map((w) => w.family)).toEqual(['safari', 'chrome', 'samsung', 'firefox']);
    expect(INSTALL_WAYS.find((w) => w.family === 'firefox')?.where).toMatch(/Firefox/);
  });
});
