import { describe, expect, it } from 'vitest';
import { BOT_NAMES, botName } from '../../../src/app/setup/botNames';

describe('bot names', () => {
  it('says the seat is a bot and takes the first name not in use (compared as setup compares names)', () => {
    expect(botName([])).toBe('Bramble (bot)');
    expect(botName(['Ana', ' bramble (BOT) '])).toBe('Clover (bot)');
  });

  it('numbers the names past the list, and every name fits the 24-character limit', () => {
    const taken: string[] = [];
    for (let i = 0; i < BOT_NAMES.length + 3; i++) taken.push(botName(taken));
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.at(-1)).toBe('Juniper 2 (bot)');
    expect(Math.max(...taken.map((n) => n.length))).toBeLessThanOrEqual(24);
  });
});
