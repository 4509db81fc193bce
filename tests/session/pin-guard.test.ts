// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { FREE_TRIES, pinLock, pinWaitMs, tryPin } from '../../src/session/pinGuard';

beforeEach(() => localStorage.clear());

describe('a PIN slows guessing the way a phone lock does', () => {
  it.each([
    [0, 0],
    [FREE_TRIES - 1, 0],
    [FREE_TRIES, 30_000],
    [FREE_TRIES + 1, 60_000],
    [FREE_TRIES + 2, 300_000],
    [FREE_TRIES + 4, 3_600_000],
    [FREE_TRIES + 40, 3_600_000],
  ])('after %i wrong PINs in a row the next waits %i ms', (wrong, ms) => {
    expect(pinWaitMs(wrong)).toBe(ms);
  });

  it('someone typing wrong PINs as fast as they can gets at most 10 tries in the first minute', () => {
    const t0 = 1_700_000_000_000;
    let tries = 0;
    for (let t = t0; t < t0 + 60_000; t += 100) {
      const r = tryPin('g:1', '0000', '4321', t);
      if (r !== 'wait') tries++;
    }
    expect(tries).toBeLessThanOrEqual(10);
    expect(tries).toBe(FREE_TRIES + 1);
  });

  it('a wait is refused without counting: the right PIN typed during it does not open', () => {
    const t0 = 1_700_000_000_000;
    for (let i = 0; i < FREE_TRIES; i++) expect(tryPin('g:1', '0000', '4321', t0 + i)).toBe('wrong');
    expect(tryPin('g:1', '4321', '4321', t0 + 1000)).toBe('wait');
    expect(pinLock('g:1', t0 + 1000).wrong).toBe(FREE_TRIES);
    expect(tryPin('g:1', '4321', '4321', t0 + FREE_TRIES + 30_000)).toBe('open');
    expect(pinLock('g:1', t0 + 40_000)).toEqual({ wrong: 0, waitMs: 0 });
  });

  it('the wait survives a reload (it is kept by game and seat), and other seats and games are not held back', () => {
    const t0 = 1_700_000_000_000;
    for (let i = 0; i < FREE_TRIES; i++) tryPin('g:1', '0000', '4321', t0);
    expect(pinLock('g:1', t0 + 10_000).waitMs).toBe(20_000);
    expect(pinLock('g:2', t0 + 10_000).waitMs).toBe(0);
    expect(pinLock('h:1', t0 + 10_000).waitMs).toBe(0);
    expect(Object.keys(localStorage).some((k) => k.endsWith('g:1'))).toBe(true);
  });

  it('a clock set back never lengthens the wait past its full length', () => {
    const t0 = 1_700_000_000_000;
    for (let i = 0; i < FREE_TRIES; i++) tryPin('g:1', '0000', '4321', t0);
    const back = t0 - 86_400_000;
    expect(pinLock('g:1', back).waitMs).toBe(30_000);
    // ... and from then on it runs down as the (set back) clock goes on, never stuck at its full length.
    expect(pinLock('g:1', back + 10_000).waitMs).toBe(20_000);
    expect(pinLock('g:1', back + 30_000).waitMs).toBe(0);
    expect(tryPin('g:1', '4321', '4321', back + 30_000)).toBe('open');
  });

  it('kept tries that do not read are as none', () => {
    localStorage.setItem('fairground.pinTries.g:1', '{"wrong":"lots"}');
    expect(pinLock('g:1', 0)).toEqual({ wrong: 0, waitMs: 0 });
    localStorage.setItem('fairground.pinTries.g:1', 'not json');
    expect(pinLock('g:1', 0)).toEqual({ wrong: 0, waitMs: 0 });
  });
});
