// @vitest-environment happy-dom
// (localStorage)
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, loadNames, loadSettings, saveNames, saveSettings } from '../../src/storage/settings';

beforeEach(() => localStorage.clear());

describe('settings', () => {
  it('are the defaults on a new device', () => {
    expect(loadSettings()).toEqual(defaultSettings);
  });
  it('round-trip', () => {
    saveSettings({ ...defaultSettings, largeText: true, sound: false });
    expect(loadSettings()).toEqual({ ...defaultSettings, largeText: true, sound: false });
  });
  it.each([
    ['not JSON', '{oops', defaultSettings],
    ['not an object', '7', defaultSettings],
    ['a wrong type for one', JSON.stringify({ largeText: 'yes', sound: false }), { ...defaultSettings, sound: false }],
  ])('fall back to the defaults when %s', (_name, raw, expected) => {
    localStorage.setItem('fairground.settings', raw);
    expect(loadSettings()).toEqual(expected);
  });
  it('keep the bots\u2019 pace, calm unless chosen, and fall back to calm from anything else', () => {
    expect(loadSettings().botSpeed).toBe('calm');
    saveSettings({ ...defaultSettings, botSpeed: 'instant' });
    expect(loadSettings()).toEqual({ ...defaultSettings, botSpeed: 'instant' });
    for (const bad of ['fast', 'Quick', 3, null, true, {}]) {
      localStorage.setItem('fairground.settings', JSON.stringify({ sound: false, botSpeed: bad }));
      expect(loadSettings()).toEqual({ ...defaultSettings, sound: false, botSpeed: 'calm' });
    }
  });
  it('keep the players\u2019 names for next time, dropping anything that is not a name', () => {
    saveNames(['Ana', 'Bo']);
    expect(loadNames()).toEqual(['Ana', 'Bo']);
    localStorage.setItem('fairground.names', JSON.stringify(['Ana', 3, null]));
    expect(loadNames()).toEqual(['Ana']);
  });
});
