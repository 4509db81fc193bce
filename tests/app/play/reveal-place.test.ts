import { describe, expect, it } from 'vitest';
import { placeReveal, wholeLinesHeight, type Band, type RevealPlace } from '../../../src/app/play/revealPlace';

/** Whether two bands share any height. */
const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

describe('where a reveal lies over a board 500 px tall (docs/house-rules.md, "Public moments are revealed")', () => {
  it.each<[string, number, Band[], RevealPlace]>([
    ['nothing to keep clear: at the top, as tall as it is', 200, [], { inline: false, top: 0, maxHeight: 500 }],
    ['the next button at the top: at the bottom, above the strip', 200, [{ top: 0, bottom: 60 }], { inline: false, top: 300, maxHeight: 440 }],
    ['the proposal in the middle, more room below: at the bottom', 150, [{ top: 100, bottom: 250 }], { inline: false, top: 350, maxHeight: 250 }],
    ['the race in the lower part, more room above: at the top', 150, [{ top: 300, bottom: 480 }], { inline: false, top: 0, maxHeight: 300 }],
    ['taller than the room it has: held to it, its words scrolling', 400, [{ top: 0, bottom: 200 }], { inline: false, top: 200, maxHeight: 300 }],
    [
      'bands overlapping and reaching outside the board',
      120,
      [
        { top: -40, bottom: 120 },
        { top: 100, bottom: 200 },
      ],
      { inline: false, top: 380, maxHeight: 300 },
    ],
    [
      'two free bands of one height: the lower',
      100,
      [
        { top: 0, bottom: 100 },
        { top: 250, bottom: 350 },
      ],
      { inline: false, top: 400, maxHeight: 150 },
    ],
    [
      'a free band in the middle: at its top',
      100,
      [
        { top: 0, bottom: 100 },
        { top: 400, bottom: 500 },
      ],
      { inline: false, top: 100, maxHeight: 300 },
    ],
    [
      'no band as tall as its headline and OK: inline, at the head of the board',
      300,
      [
        { top: 0, bottom: 240 },
        { top: 300, bottom: 500 },
      ],
      { inline: true },
    ],
    ['everything to keep clear: inline', 100, [{ top: 0, bottom: 500 }], { inline: true }],
  ])('%s', (_, height, avoid, place) => {
    expect(placeReveal(500, height, avoid)).toEqual(place);
  });

  it('held to its least height (80 px) where that is all the room there is', () => {
    expect(placeReveal(500, 200, [{ top: 0, bottom: 420 }], 80)).toEqual({ inline: false, top: 420, maxHeight: 80 });
    expect(placeReveal(500, 200, [{ top: 0, bottom: 421 }], 80)).toEqual({ inline: true });
  });

  it('on a board that fits its screen it never goes inline: its least height at the foot of the largest band', () => {
    expect(
      placeReveal(
        500,
        300,
        [
          { top: 0, bottom: 240 },
          { top: 300, bottom: 500 },
        ],
        132,
        false,
      ),
    ).toEqual({ inline: false, top: 300 - 132, maxHeight: 132 });
    expect(placeReveal(500, 100, [{ top: 0, bottom: 500 }], 132, false)).toEqual({ inline: false, top: 400, maxHeight: 132 });
  });

  it('never covers what it must keep clear, and stays inside the board (every band in 10 px steps, any height)', () => {
    for (let top = 0; top <= 480; top += 10) {
      for (let size = 10; top + size <= 500; size += 10) {
        for (const height of [40, 100, 200, 400]) {
          const keep = { top, bottom: top + size };
          const p = placeReveal(500, height, [keep], 60);
          if (p.inline) {
            expect(Math.max(top, 500 - top - size), `${top}–${top + size}: inline only when no band holds 60 px`).toBeLessThan(60);
            continue;
          }
          const shown = { top: p.top, bottom: p.top + Math.min(height, p.maxHeight) };
          expect(overlaps(shown, keep), `${top}–${top + size}, ${height} px`).toBe(false);
          expect(shown.top).toBeGreaterThanOrEqual(0);
          expect(shown.bottom).toBeLessThanOrEqual(500);
        }
      }
    }
  });
});

describe('a reveal’s scrolling words held to whole lines, so none is cut in two above the OK', () => {
  // An award at 360 × 640: a headline of two lines (to 78 px), lines ending at 133, 161, 189 and 217 px.
  const bottoms = [0, 78, 133, 161, 189, 217];
  it('the window ends at the foot of the last line it holds whole', () => {
    expect(wholeLinesHeight(0, 173, bottoms)).toBe(161);
    expect(wholeLinesHeight(0, 140, bottoms)).toBe(133);
  });
  it('from where the words are scrolled to', () => {
    expect(wholeLinesHeight(78, 100, bottoms)).toBe(83);
  });
  it('a window that ends on a line already, or one that holds no line whole, is left as it is', () => {
    expect(wholeLinesHeight(0, 161, bottoms)).toBe(161);
    expect(wholeLinesHeight(0, 60, bottoms)).toBeNull();
  });
});
