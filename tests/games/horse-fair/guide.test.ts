// @vitest-environment happy-dom
/**
 * Horse Fair's guided first game (src/games/horse-fair/views/guide.ts) at concrete positions: the board's step (its
 * kind, the piece it points at, which the board draws, and a phrase of its words) and the private step of the player
 * to play, null for a seat with nothing to decide.
 */
import { cleanup, render } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Card } from '../../../src/games/horse-fair/cards';
import { def as rules } from '../../../src/games/horse-fair/def';
import type { HfState } from '../../../src/games/horse-fair/types';
import { guide } from '../../../src/games/horse-fair/views/guide';
import { Table } from '../../../src/games/horse-fair/views/Table';
import { DANDY, FIRECRACKER, NAMES, opts, position, RASCAL, reg, second, SNOWFLAKE, SUNDOWN, thumbs } from './helpers';

afterEach(cleanup);

const players = NAMES.slice(0, 3);
const play = (s: HfState, seat: number, card: Card) => rules.apply(s, seat, { type: 'play', card: card.id }, 0);

/** A three-player hand mid-way: Rascal 2 of 3 face up, Bo (seat 1) to play. */
const rascalNear = (over: { hands?: Card[][]; figurines?: number[]; drawPile?: Card[]; handsTotal?: number } = {}) =>
  position({
    options: { hands: over.handsTotal ?? 1 },
    turn: 1,
    hands: over.hands ?? [[reg(DANDY, 0)], [reg(RASCAL, 2), reg(SNOWFLAKE, 0)], [reg(SUNDOWN, 0)]],
    faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)], []],
    figurines: over.figurines,
    drawPile: over.drawPile,
  });

/** The hand (of `hands` in the game) ended by Bo's last card with the draw pile empty. */
const lastWin = (hands: number, figurines = [0, 0, 0]) => play(rascalNear({ handsTotal: hands, drawPile: [], figurines }), 1, reg(RASCAL, 2));

const start = rules.setup(players, opts(), 'guide', 0);
const mid = position({ turn: 0, hands: [[reg(SNOWFLAKE, 0), thumbs(DANDY)], [thumbs(SNOWFLAKE)], [thumbs(FIRECRACKER)]] });
const voted = play(mid, 0, reg(SNOWFLAKE, 0));
const handOver = lastWin(2);

const TABLE: [string, HfState, string, string, string][] = [
  ['the first turn of the game', start, 'race', 'race', 'reach or pass its number, a Second Look counting two. Bo plays first.'],
  ['a card laid face up', voted, 'votes', 'tableau', 'Bo plays next: one card from the hand, then one drawn from the pile.'],
  ['a Thumbs Down! on face-up cards', play(voted, 1, thumbs(SNOWFLAKE)), 'thumbs-down', 'race', 'every face-up Snowflake card, whoever played them'],
  ['a Thumbs Down! on no face-up card', play(mid, 0, thumbs(DANDY)), 'thumbs-down', 'race', 'With none face up, as now, it is simply discarded.'],
  ['a horse wins', play(rascalNear(), 1, reg(RASCAL, 2)), 'win', 'figurines', 'Rascal won: each player keeps their own face-up Rascal cards'],
  ['the draw pile is empty', play(rascalNear({ drawPile: [] }), 1, reg(SNOWFLAKE, 0)), 'last-cards', 'draw-pile', 'The next horse to win ends the hand'],
  ['a hand ends with more to come', handOver, 'hand-end', 'hand-end', '1 point per collected card and 2 per figurine. Deal the next hand'],
  [
    'the next hand is dealt',
    rules.apply(handOver, 'table', { type: 'next-hand' }, 0),
    'new-hand',
    'turn',
    'the deal moved one seat to the left, so Cy plays first',
  ],
  ['the game ends on points', lastWin(1), 'game-end', 'hand-end', 'the most points wins. A tie goes to more figurines'],
  ['the game ends on a fourth figurine', lastWin(1, [0, 3, 0]), 'game-end', 'hand-end', 'four figurines win it at once'],
];

describe("Horse Fair's guide on the board", () => {
  it.each(TABLE)('%s', (_what, state, key, point, phrase) => {
    const view = rules.view(state, 'table');
    const step = guide.table(view, players);
    expect(step?.key).toBe(key);
    expect(step?.point).toBe(point);
    expect(step?.text).toContain(phrase);
    const { container } = render(h(Table, { view, players, now: 0, act: () => Promise.resolve() }));
    expect(container.querySelector(`[data-board="${point}"]`), `[data-board="${point}"] on the board`).not.toBeNull();
  });
});

const PRIVATE: [string, HfState, number, string | null, string][] = [
  ['the first card of the game', start, 1, 'play-card', 'Play one card from your hand: it stays face up as your vote for its horse'],
  ['a seat whose turn it is not', start, 0, null, ''],
  ['another seat whose turn it is not', start, 2, null, ''],
  ['a card that makes its horse win', rascalNear(), 1, 'winning-card', 'Rascal 3 makes Rascal win now, and you take a figurine'],
  ['a fourth figurine', rascalNear({ figurines: [0, 3, 0] }), 1, 'winning-card', 'your fourth figurine, which wins the game at once'],
  ['a win with the draw pile empty', rascalNear({ drawPile: [] }), 1, 'winning-card', 'The draw pile is empty, so this win ends the hand.'],
  [
    'the draw pile is empty',
    rascalNear({ drawPile: [], hands: [[reg(DANDY, 0)], [reg(SNOWFLAKE, 0)], [reg(SUNDOWN, 0)]] }),
    1,
    'no-draw',
    'so it is not replaced',
  ],
  ['a Thumbs Down! in hand', voted, 1, 'thumbs-down', 'discarded at once with every face-up card of its horse, yours too'],
  [
    'a Second Look in hand',
    rascalNear({ hands: [[reg(DANDY, 0)], [second(DANDY), reg(SUNDOWN, 1)], [reg(SUNDOWN, 0)]] }),
    1,
    'second-look',
    'Second Look (Dandy 7) counts as two Dandy cards',
  ],
  [
    'plain cards later in the hand',
    rascalNear({ hands: [[reg(DANDY, 0)], [reg(SNOWFLAKE, 0)], [reg(SUNDOWN, 0)]] }),
    1,
    'play-card',
    'only the votes for it are kept; every other face-up card is discarded',
  ],
  ['between hands', handOver, 1, null, ''],
];

describe("Horse Fair's guide in a private view", () => {
  it.each(PRIVATE)('%s', (_what, state, seat, key, phrase) => {
    expect(rules.waitingOn(state).includes(seat)).toBe(key !== null);
    const step = guide.seat(rules.view(state, seat), seat, players);
    if (key === null) return expect(step).toBeNull();
    expect(step?.key).toBe(key);
    expect(step?.point).toBeUndefined();
    expect(step?.text).toContain(phrase);
  });
});
