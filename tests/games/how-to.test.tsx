/**
 * How to play, in a minute (src/games/contract.ts `GameUI.howTo`; docs/coach.md, "How to play, in a minute"): every game
 * on the shelf has five or six cards, each with a title, a text and a picture that draws, and between them they teach
 * the goal, what is secret, and how the game ends and scores; each card tells the truths its rule text tells.
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/games/contract';
import { game as fc } from '../../src/games/festival-charter/index';
import { game as hf } from '../../src/games/horse-fair/index';
import { game as rbg } from '../../src/games/red-blue-gold/index';
import { game as rf } from '../../src/games/ribbon-fair/index';
import { shelf } from '../../src/games/registry';

/** Each game, and words its cards must say (docs/games/<game>.md): its players, and a rule in the text's own words. */
const GAMES: [string, AnyGameModule, RegExp[]][] = [
  ['horse-fair', hf as unknown as AnyGameModule, [/2 to 5 players, or partnerships of 4 and 6/, /figurine/, /Four figurines win at once/, /horse card/]],
  [
    'ribbon-fair',
    rf as unknown as AnyGameModule,
    [/3 to 8 stalls/, /ribbon/, /entry/, /judge/, /8 ribbons with 3 or 4 stalls, 7 with 5, 6 with 6, 5 with 7, 4 with 8/],
  ],
  ['festival-charter', fc as unknown as AnyGameModule, [/Exactly 4 planners/, /budget of 12/, /PACKAGE marker/, /chair/, /after proposal 8/]],
  ['red-blue-gold', rbg as unknown as AnyGameModule, [/13 players/, /Four rounds/, /garnets/, /tokens? of life/, /E\.C\./, /up to 9 cards/]],
];

afterEach(cleanup);

describe('the games on the shelf', () => {
  it('are the four here', () => {
    expect(shelf.map((g) => g.id).sort()).toEqual(GAMES.map(([id]) => id).sort());
  });
});

describe.each(GAMES)('%s: how to play, in a minute', (_id, game, words) => {
  const cards = game.ui.howTo;

  it('has five or six cards, each with a title and a text', () => {
    expect(cards.length).toBeGreaterThanOrEqual(5);
    expect(cards.length).toBeLessThanOrEqual(6);
    for (const c of cards) {
      expect(c.title.trim(), 'a title').not.toBe('');
      expect(c.text.trim(), `the text of "${c.title}"`).not.toBe('');
    }
    expect(new Set(cards.map((c) => c.title)).size, 'no two cards share a title').toBe(cards.length);
  });

  it("draws each card's picture from the game's own pieces, without throwing", () => {
    for (const c of cards) {
      const { container, unmount } = render(<c.Art />);
      // A picture of the game's pieces: SVG art or a drawn card, never an empty box.
      expect(container.querySelector('svg, [class]'), c.title).not.toBeNull();
      expect(container.innerHTML.length, c.title).toBeGreaterThan(40);
      unmount();
    }
  });

  it('teaches the goal, what is secret, and how it ends and scores', () => {
    const titles = cards.map((c) => c.title);
    expect(titles[0]).toBe('The goal');
    expect(
      titles.some((t) => /secret/i.test(t)),
      titles.join(', '),
    ).toBe(true);
    expect(
      titles.some((t) => /end/i.test(t)),
      titles.join(', '),
    ).toBe(true);
    expect(
      titles.some((t) => /score|prize/i.test(t)),
      titles.join(', '),
    ).toBe(true);
  });

  it("says what its rules say, in the rule text's own words", () => {
    const all = cards.map((c) => c.text).join(' ');
    for (const w of words) expect(all).toMatch(w);
  });
});
