// @vitest-environment happy-dom
/**
 * Red Blue Gold's guided first game (src/games/red-blue-gold/views/guide.ts) at concrete positions, built with the rules'
 * setup and moves: the board's step (its kind, the piece it points at, which the board draws, and a phrase of it), and
 * the private step of a seat to move (or none for a seat with nothing to decide).
 */
import { cleanup, render } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/types';
import { game } from '../../../src/games/red-blue-gold/index';
import type { RbgState } from '../../../src/games/red-blue-gold/types';
import { buy, bySeat, games, play, start, T0, trade } from './helpers';

afterEach(cleanup);
const { def, ui } = game;

/** Every seat buys `buys[seat]`, then every seat trades nothing: round 3 opens with those hands. */
function atPlay(buys: string[], over: Parameters<typeof start>[1] = {}): RbgState {
  const r1 = play(start(buys.length, over), bySeat(buys.map(buy)));
  return play(r1, bySeat(buys.map(() => trade([], []))));
}

/** Seat 0 plays red against seat 1's blue in round 3 (Ana 3 points); nobody else holds a card, so round 4 is skipped. */
const soleWinner = (): RbgState =>
  play(atPlay(['r', 'b', '', '']), [
    [0, games(3, { 1: 'r' })],
    [1, games(3, { 0: 'b' })],
  ]);

/** Seats 0 and 1 play blue against blue (2 points each): two winners, seats 2 and 3 tied for E.C. */
const twoWinners = (): RbgState =>
  play(atPlay(['b', 'b', '', '']), [
    [0, games(3, { 1: 'b' })],
    [1, games(3, { 0: 'b' })],
  ]);

const r1 = start(4);
const r1Started = play(r1, [[1, buy('rrg')]]);
const r2 = play(r1, bySeat(['rrg', '', 'bb', 'g'].map(buy)));
const r3 = atPlay(['rrg', 'b', 'bb', '']);
const r4 = play(r3, [
  [0, games(3, { 1: 'r' })],
  [1, games(3, { 0: 'b' })],
  [2, games(3, {})],
]);
const ecPick = soleWinner();
const tokenGift = play(ecPick, [[0, { type: 'choose-ec', seat: 2 }]]);
const votes = twoWinners();
const stripped = play(votes, [
  [0, { type: 'choose-ec', seat: 2 }],
  [1, { type: 'choose-ec', seat: 3 }],
]);

/** The board's step at a position: its kind, the piece it points at, and a phrase of its text. */
const TABLE: [string, RbgState, string, string, string][] = [
  ['round 1 opens', r1, 'buy', 'round', 'buys up to 9 cards'],
  ['round 1, someone has bought', r1Started, 'clock', 'clock', 'its clock runs out'],
  ['round 1 without a clock', play(start(4, { roundClock: 'none' }), [[0, buy('b')]]), 'clock', 'clock', 'There is no round clock'],
  ['round 2 opens', r2, 'trade', 'round', 'only if its receiver accepts'],
  ['round 2, someone has traded', play(r2, [[0, trade([], [])]]), 'seats', 'seats', 'not their colours'],
  ['round 3 opens', r3, 'play', 'round', 'Blue against blue: 2 each'],
  ['round 3, someone has played', play(r3, [[2, games(3, {})]]), 'hold', 'seats', 'at most 2 players played gold'],
  ['round 4 opens', r4, 'last', 'last-round', 'which cards were played and by whom'],
  ['the winner chooses the E.C.', ecPick, 'ec', 'prizes', 'the winner chooses'],
  ['the winners vote', votes, 'ec', 'prizes', 'the winners vote in secret'],
  ['the second token of life', tokenGift, 'token', 'prizes', 'two tokens of life'],
  ['over after a tied vote', stripped, 'prizes', 'prizes', 'they lost their tokens of life'],
];

/** A seat's step at a position: its kind and a phrase of its text, or null where the seat has nothing to decide. */
const SEAT: [string, RbgState, Seat, string | null, string][] = [
  ['round 1: a seat to buy', r1, 0, 'buy', 'Buy up to 9 cards'],
  ['round 1: a seat that has bought', r1Started, 1, null, ''],
  ['round 2: a seat with cards', r2, 0, 'trade', 'Give cards to anyone'],
  ['round 2: a seat without cards', r2, 1, 'trade', 'You have no cards to give'],
  ['round 3: a seat to play', r3, 0, 'play', 'red against a card that is not red: 3'],
  ['round 3: a seat with no cards, not called', r3, 3, null, ''],
  ['round 4: a seat to play', r4, 0, 'last-play', 'This is the last round'],
  ['round 3: nobody else holds a card', atPlay(['rb', '', '', '']), 0, 'no-game', 'there is no game to play'],
  ['the sole winner chooses the E.C.', ecPick, 0, 'ec', 'Choose the E.C.'],
  ['a player tied for E.C. has nothing to decide', ecPick, 2, null, ''],
  ['a winner votes', votes, 1, 'ec', 'Vote in secret'],
  ['a winner who has voted', play(votes, [[0, { type: 'choose-ec', seat: 2 }]]), 0, null, ''],
  ['the sole winner gives the token', tokenGift, 0, 'token', 'give the second to any player but the E.C.'],
  ['another player at the token gift', tokenGift, 1, null, ''],
];

describe('Red Blue Gold: the guide at concrete positions', () => {
  it.each(TABLE)('the board, %s', (_name, state, key, point, phrase) => {
    const view = def.view(state, 'table');
    const step = ui.guide.table(view, state.players);
    expect(step?.key).toBe(key);
    expect(step?.point).toBe(point);
    expect(step?.text).toContain(phrase);
    const { container } = render(h(ui.Table, { view, players: state.players, now: T0 + 1, act: () => Promise.resolve() }));
    expect(container.querySelector(`[data-board="${point}"]`), `the board draws ${point}`).not.toBeNull();
  });

  it.each(SEAT)('a private view, %s', (_name, state, seat, key, phrase) => {
    expect(def.waitingOn(state).includes(seat)).toBe(key !== null);
    const step = ui.guide.seat(def.view(state, seat), seat, state.players);
    if (key === null) expect(step).toBeNull();
    else {
      expect(step?.key).toBe(key);
      expect(step?.point).toBeUndefined();
      expect(step?.text).toContain(phrase);
    }
  });
});
