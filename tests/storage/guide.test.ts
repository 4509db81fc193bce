// @vitest-environment happy-dom
/**
 * The guided first game's memory on the phone (src/storage/guide.ts): per saved game, on or off and the steps passed;
 * per game, whether Teach us starts ticked; foreign or broken text in storage reads as off and changes nothing else;
 * only the latest games are kept.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GUIDE_KEPT, guideOf, keepGuide, keepTeachAtSetup, passGuideStep, teachAtSetup } from '../../src/storage/guide';

beforeEach(() => localStorage.clear());

describe('the guide kept on the phone', () => {
  it('is off with nothing passed for a game never guided, and keeps each game on its own', () => {
    expect(guideOf('a')).toEqual({ on: false, seen: [] });
    keepGuide('a', { on: true, seen: [] });
    passGuideStep('a', 'race');
    passGuideStep('a', 'race');
    passGuideStep('a', '1:play');
    expect(guideOf('a')).toEqual({ on: true, seen: ['race', '1:play'] });
    expect(guideOf('b')).toEqual({ on: false, seen: [] });
  });

  it('reads foreign or broken text as off, and writes over it', () => {
    for (const bad of ['{', '"x"', '{"a":1}', '[[1,2]]', '[["a",{"on":"yes","seen":[]}]]', '[["a",{"on":true,"seen":"race"}]]']) {
      localStorage.setItem('fairground.guide', bad);
      expect(guideOf('a'), bad).toEqual({ on: false, seen: [] });
    }
    localStorage.setItem('fairground.guide', '[["a",{"on":true,"seen":["race",7,null]}]]');
    expect(guideOf('a')).toEqual({ on: true, seen: ['race'] });
    localStorage.setItem('fairground.guide-setup', '[true]');
    expect(teachAtSetup('horse-fair')).toBe(false);
    keepTeachAtSetup('horse-fair', true);
    expect(teachAtSetup('horse-fair')).toBe(true);
    expect(teachAtSetup('ribbon-fair')).toBe(false);
  });

  it(`keeps the latest ${GUIDE_KEPT} games`, () => {
    for (let i = 0; i <= GUIDE_KEPT; i++) keepGuide(`g${i}`, { on: true, seen: [] });
    expect(guideOf('g0').on).toBe(false);
    expect(guideOf('g1').on).toBe(true);
    expect(guideOf(`g${GUIDE_KEPT}`).on).toBe(true);
  });
});
