import { describe, expect, it } from 'vitest';
import { BOT_NAMES, botName } from '../../../src/app/setup/botNames';

describe('bot names', () => {
  it('says the seat is a bot and takes the first name not in use (compared as setup compares names)', () => {
    expect(botName([])).toBe('Bramble (bot)');
    expect(botName(['Ana', ' bramble (BOT) '])).toBe('Clover (bot)');
  });

  it('passes over a name that starts like a person\'s (a tester read "Bramble (bot)" beside "Bramblewoody")', () => {
    expect(botName(['Bramblewoody'])).toBe('Clover (bot)');
    expect(botName(['Bramblewoody', 'Clover (bot)', 'JUNIPER'])).toBe('Hazel (bot)');
    // Three letters alike is no look-alike; a name under four letters rules out nothing.
    expect(botName(['Brad', 'Bo'])).toBe('Bramble (bot)');
    // Every first name alike: the first one free.
    const alike = BOT_NAMES.map((n) => `${n}son`);
    expect(botName(alike)).toBe('Bramble (bot)');
  });

  it('numbers the names past the list, and every name fits the 24-character limit', () => {
    const taken: string[] = [];
    for (let i = 0; i < BOT_NAMES.length + 3; i++) taken.push(botName(taken));
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.at(-1)).toBe('Juniper 2 (bot)');
    expect(Math.max(...taken.map((n) => n.length))).toBeLessThanOrEqual(24);
  });
});
