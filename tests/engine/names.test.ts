import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/errors';
import { checkSeatNames, nameLength, nameStart } from '../../src/engine/names';
import { checkNames } from '../../src/engine/setupNames';
import { parseSavedGame, SCHEMA_VERSION } from '../../src/storage/schema';

describe('names (docs/house-rules.md "Seats")', () => {
  it.each([
    ['Ana', 3],
    ['💐', 1],
    ['Abuela Rosa 💐💐💐💐💐💐💐', 19],
    ['👩‍👩‍👧', 1],
    ['👍🏽', 1],
    ['🇳🇴', 1],
    ['e\u0301', 1],
    ['', 0],
  ])('%j is %i characters', (name, n) => {
    expect(nameLength(name)).toBe(n);
  });

  it('cuts at a character, never inside one', () => {
    expect(nameStart('👩‍👩‍👧👍🏽ab', 2)).toBe('👩‍👩‍👧👍🏽');
  });

  it.each([
    [['Ana', '🐴'.repeat(24)], null],
    [['Ana', '🐴'.repeat(25)], 'Each player needs a name of 1 to 24 characters.'],
    [['Ana', ' '], 'Each player needs a name of 1 to 24 characters.'],
    [['Ana', 'ANA'], 'Two players are called "ANA": names must differ.'],
    [['Ana', 'Ａｎａ'], 'Two players are called "Ａｎａ": names must differ.'],
  ])('the rules check %j', (players, message) => {
    if (message === null) expect(() => checkSeatNames(players)).not.toThrow();
    else expect(() => checkSeatNames(players)).toThrow(new RuleError(message));
  });

  it('a name the setup screen takes is one the rules and the saved game take too', () => {
    const raw = ['Abuela Rosa 💐💐💐💐💐💐💐', '👩‍👩‍👧'.repeat(24), 'x'.repeat(24), '🇳🇴 Ola'];
    const checked = checkNames(raw, 4, 4);
    if (!checked.ok) throw new Error(checked.error);
    expect(() => checkSeatNames(checked.value)).not.toThrow();
    const record = {
      schema: SCHEMA_VERSION,
      gameId: 'g',
      id: 'i',
      players: checked.value,
      options: {},
      seed: 's',
      state: {},
      log: [],
      createdAt: 1,
      updatedAt: 1,
    };
    expect(parseSavedGame(record).ok).toBe(true);
  });
});
