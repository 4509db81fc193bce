import { describe, expect, it } from 'vitest';
import { def } from '../../../src/games/red-blue-gold/def';
import { seasonAfter } from '../../../src/games/red-blue-gold/rules/season';
import { checkPin, defaultOptions } from '../../../src/games/red-blue-gold/rules/setup';
import type { Season } from '../../../src/games/red-blue-gold/types';
import { atRound, names, options, play, start, T0, timeOut } from './helpers';

describe('seasonAfter', () => {
  const season: Season = { group: 'Friday', garnets: { ana: 2, Cy: 1 }, tokens: { Bo: 1 }, pastWinners: ['Cy'], pastECs: [] };
  it('adds garnets and tokens, appends winners and the E.C., and does not change the input', () => {
    const s = atRound(4, ['', '', '', ''], {}, season);
    const ended = play(timeOut({ ...s, points: [9, 7, 5, 1] }), [[0, { type: 'give-token', to: 1 }]]);
    const copy = structuredClone(season);
    expect(seasonAfter(season, ended)).toEqual({
      group: 'Friday',
      garnets: { ana: 7, Cy: 4, Bo: 4, Di: 0 },
      tokens: { Bo: 2, Ana: 1, Cy: 0, Di: 0 },
      pastWinners: ['Cy', 'Ana'],
      pastECs: ['Di'],
    });
    expect(season).toEqual(copy);
  });
  it('refuses a match that is not over', () => {
    expect(() => seasonAfter(season, start(4))).toThrow(/not over/);
  });
});

describe('PINs: a guard against peeking', () => {
  const o = options({ pins: { 0: '7391', 2: '2468' } });
  it.each([
    [0, '7391', true],
    [0, '1739', false],
    [0, '', false],
    [1, '', true],
    [1, '9999', true],
    [2, '2468', true],
  ])('seat %i with "%s": %s', (seat, pin, ok) => {
    expect(checkPin(o, seat, pin)).toBe(ok);
  });
  it('no view carries a PIN', () => {
    const s = def.setup(names(4), o, 'x', T0);
    for (const v of ['table' as const, 0, 1, 2, 3]) expect(JSON.stringify(def.view(s, v))).not.toMatch(/7391|2468|pin/i);
  });
});

describe('options and setup', () => {
  it('defaults: 24 h rounds, no PINs, an empty season', () => {
    expect(defaultOptions(13)).toEqual({ roundClock: '24h', pins: {}, season: { group: '', garnets: {}, tokens: {}, pastWinners: [], pastECs: [] } });
    expect([def.id, def.minPlayers, def.maxPlayers]).toEqual(['red-blue-gold', 4, 13]);
  });
  it.each([
    ['3 players', options(), 3, /4 to 13 players/],
    ['14 players', options(), 14, /4 to 13 players/],
    ['an unknown round clock', { ...options(), roundClock: '2h' as never }, 4, /round clock/],
    ['a 3-digit PIN', options({ pins: { 1: '123' } }), 4, /seat 2 must be 4 digits/],
    ['a PIN for a seat not at the table', options({ pins: { 5: '1234' } }), 4, /seat 6, which is not at this table/],
    ['negative garnets', options({}, { garnets: { Ana: -1 } }), 4, /whole numbers/],
  ])('refuses %s', (_n, o, count, message) => {
    expect(() => def.checkOptions(o, count)).toThrow(message);
    expect(() => def.setup(names(count), o, 'x', T0)).toThrow(message);
  });
  it.each([4, 7, 12, 13])('%i players set up round 1 with empty hands', (n) => {
    const s = start(n);
    expect([s.phase, s.round, s.hands.length, s.submissions.every((x) => x === null)]).toEqual(['round', 1, n, true]);
  });
});
