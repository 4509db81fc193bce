import { describe, expect, it } from 'vitest';
import { buildDeck, cardLabel, countValue, DECK_SIZE, faceValue, HORSES } from '../../../src/games/horse-fair/cards';
import { DANDY, RASCAL, reg, second, SNOWFLAKE, thumbs } from './helpers';

describe('the deck (docs/house-rules.md "Horse Fair" deck table)', () => {
  const deck = buildDeck();

  it('has 65 cards with ids 0..64, each once', () => {
    expect(deck).toHaveLength(DECK_SIZE);
    expect(DECK_SIZE).toBe(65);
    expect(deck.map((c) => c.id)).toEqual(Array.from({ length: 65 }, (_, i) => i));
  });

  it.each([
    [0, 'Rascal', 3, 7],
    [1, 'Sundown', 4, 9],
    [2, 'Firecracker', 5, 11],
    [3, 'Snowflake', 6, 13],
    [4, 'Dandy', 7, 15],
  ] as const)('horse %i is %s, number %i, with %i regular cards, one Second Look, one Thumbs Down!', (horse, name, number, regular) => {
    expect(HORSES[horse]).toEqual({ name, number });
    const cards = deck.filter((c) => c.horse === horse);
    expect(cards.filter((c) => c.kind === 'regular')).toHaveLength(regular);
    expect(cards.filter((c) => c.kind === 'second-look')).toHaveLength(1);
    expect(cards.filter((c) => c.kind === 'thumbs-down')).toHaveLength(1);
    expect(cards).toHaveLength(regular + 2);
  });

  it('has 55 regular cards, 5 Second Looks and 5 Thumbs Down!s', () => {
    expect(deck.filter((c) => c.kind === 'regular')).toHaveLength(55);
    expect(deck.filter((c) => c.kind === 'second-look')).toHaveLength(5);
    expect(deck.filter((c) => c.kind === 'thumbs-down')).toHaveLength(5);
  });
});

describe('card values', () => {
  it.each([
    ['a regular Rascal', reg(RASCAL), 1, 3],
    ['the Rascal Second Look (counts two, face value not doubled)', second(RASCAL), 2, 3],
    ['a regular Dandy', reg(DANDY), 1, 7],
    ['the Dandy Second Look', second(DANDY), 2, 7],
    ['the Dandy Thumbs Down! (never counts toward a win)', thumbs(DANDY), 0, 7],
  ])('%s counts %i toward the horse and is worth %i face value', (_label, card, count, value) => {
    expect(countValue(card)).toBe(count);
    expect(faceValue(card)).toBe(value);
  });

  it.each([
    [reg(SNOWFLAKE), 'Snowflake 6'],
    [second(RASCAL), 'Second Look (Rascal 3)'],
    [thumbs(DANDY), 'Thumbs Down! (Dandy 7)'],
  ])('labels %j as %s', (card, label) => {
    expect(cardLabel(card)).toBe(label);
  });
});
