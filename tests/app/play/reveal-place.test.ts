import { describe, expect, it } from 'vitest';
import { placeReveal, REVEAL_MIN_PX, type Band } from '../../../src/app/play/revealPlace';

/** Whether two bands share any height. */
const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

describe('where a reveal lies over a board 500 px tall (docs/house-rules.md, "Public moments are revealed")', () => {
  it.each<[string, number, Band[], { top: number; maxHeight: number }]>([
    ['nothing to keep clear: at the top, as tall as it is', 200, [], { top: 0, maxHeight: 500 }],
    ['the next button at the top: at the bottom, above the strip', 200, [{ top: 0, bottom: 60 }], { top: 300, maxHeight: 440 }],
    ['the proposal in the middle, more room below: at the bottom', 150, [{ top: 100, bottom: 250 }], { top: 350, maxHeight: 250 }],
    ['the race in the lower part, more room above: at the top', 150, [{ top: 300, bottom: 480 }], { top: 0, maxHeight: 300 }],
    ['taller than the room it has: held to it, at the band’s bottom', 400, [{ top: 0, bottom: 200 }], { top: 200, maxHeight: 300 }],
    ['bands overlapping and reaching outside the board', 120, [{ top: -40, bottom: 120 }, { top: 100, bottom: 200 }], { top: 380, maxHeight: 300 }],
    ['two free bands of one height: the lower', 100, [{ top: 0, bottom: 100 }, { top: 250, bottom: 350 }], { top: 400, maxHeight: 150 }],
    ['no band as tall as its least height: its least height, at the bottom of the tallest band', 300, [{ top: 0, bottom: 240 }, { top: 300, bottom: 500 }], { top: 300 - REVEAL_MIN_PX, maxHeight: REVEAL_MIN_PX }],
  ])('%s', (_, height, avoid, place) => {
    expect(placeReveal(500, height, avoid)).toEqual(place);
  });

  it('covers nothing it must keep clear whenever a free band is as tall as the reveal (every band of 10 px steps)', () => {
    for (let top = 0; top <= 480; top += 10) {
      for (let size = 10; top + size <= 500; size += 10) {
        const keep = { top, bottom: top + size };
        const height = Math.max(top, 500 - top - size);
        if (height < REVEAL_MIN_PX) continue;
        const p = placeReveal(500, height, [keep]);
        expect(overlaps({ top: p.top, bottom: p.top + Math.min(height, p.maxHeight) }, keep), `${top}–${top + size}`).toBe(false);
        expect(p.top).toBeGreaterThanOrEqual(0);
        expect(p.top + Math.min(height, p.maxHeight)).toBeLessThanOrEqual(500);
      }
    }
  });
});
