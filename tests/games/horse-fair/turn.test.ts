import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import type { Card } from '../../../src/games/horse-fair/cards';
import { def as rules } from '../../../src/games/horse-fair/def';
import type { HfAction, HfState } from '../../../src/games/horse-fair/types';
import { allCards, DANDY, deepFreeze, FIRECRACKER, position, RASCAL, reg, second, SNOWFLAKE, SUNDOWN, thumbs } from './helpers';

const ids = (cards: readonly Card[]) => cards.map((c) => c.id).sort((a, b) => a - b);
const play = (s: HfState, seat: number, card: Card) => rules.apply(s, seat, { type: 'play', card: card.id }, 0);

describe('a turn: play one card face up, then draw one (docs/games/horse-fair.md "Playing the Game")', () => {
  it('the card goes face up in front of the player, who draws the top card; the next seat plays', () => {
    const top = reg(DANDY, 5);
    const s = position({ hands: [[reg(SNOWFLAKE), reg(DANDY)], [reg(SUNDOWN)], [reg(FIRECRACKER)]], drawPile: [top, reg(DANDY, 6)] });
    const next = play(s, 0, reg(SNOWFLAKE));
    expect(next.faceUp[0]).toEqual([reg(SNOWFLAKE)]);
    expect(ids(next.hands[0] ?? [])).toEqual(ids([reg(DANDY), top]));
    expect(next.drawPile).toEqual([reg(DANDY, 6)]);
    expect(next.turn).toBe(1);
    expect(next.lastMove).toEqual({ seat: 0, card: reg(SNOWFLAKE), effect: 'played', discarded: 0, drew: true });
    expect(allCards(next)).toHaveLength(65);
  });

  it('play goes clockwise and wraps round to seat 0', () => {
    const s = position({ turn: 2, hands: [[reg(RASCAL)], [reg(SUNDOWN)], [reg(FIRECRACKER)]] });
    expect(play(s, 2, reg(FIRECRACKER)).turn).toBe(0);
  });
});

describe('a horse wins when its face-up count reaches or passes its number (Second Look counts two)', () => {
  it.each([
    ['Rascal 3: two up, a third played', [[reg(RASCAL, 0)], [reg(RASCAL, 1)], []], reg(RASCAL, 2), true],
    ['Rascal 3: one up plus the Second Look', [[], [reg(RASCAL, 0)], []], second(RASCAL), true],
    ['Rascal 3: two up plus the Second Look passes 3', [[reg(RASCAL, 0)], [reg(RASCAL, 1)], []], second(RASCAL), true],
    ['Rascal 3: only one up, a second played', [[], [reg(RASCAL, 0)], []], reg(RASCAL, 1), false],
    ['Sundown 4: two up, a third played', [[reg(SUNDOWN, 0)], [reg(SUNDOWN, 1)], []], reg(SUNDOWN, 2), false],
    ['Sundown 4: Second Look up, two more', [[second(SUNDOWN)], [reg(SUNDOWN, 1)], []], reg(SUNDOWN, 2), true],
    [
      'Dandy 7: six up, a seventh',
      [
        [reg(DANDY, 0), reg(DANDY, 1)],
        [reg(DANDY, 2), reg(DANDY, 3)],
        [reg(DANDY, 4), reg(DANDY, 5)],
      ],
      reg(DANDY, 6),
      true,
    ],
    ['Dandy 7: five up, a sixth', [[reg(DANDY, 0), reg(DANDY, 1)], [reg(DANDY, 2)], [reg(DANDY, 4), reg(DANDY, 5)]], reg(DANDY, 6), false],
    ['other horses do not count: Rascal up twice, a Sundown played', [[reg(RASCAL, 0)], [reg(RASCAL, 1), reg(SUNDOWN, 0)], []], reg(SUNDOWN, 1), false],
  ])('%s → win %s', (_label, faceUp, card, wins) => {
    const s = position({ hands: [[card, reg(SNOWFLAKE, 9)], [reg(SNOWFLAKE, 10)], [reg(SNOWFLAKE, 11)]], faceUp });
    const next = play(s, 0, card);
    expect(next.wins).toBe(wins ? 1 : 0);
    expect(next.figurines).toEqual(wins ? [1, 0, 0] : [0, 0, 0]);
    expect(next.lastMove?.effect).toBe(wins ? 'won' : 'played');
  });

  it('each player collects their own face-up cards of the winner; every other face-up card is discarded; the winner takes a figurine; the next player starts the new round', () => {
    const faceUp = [[reg(RASCAL, 0), reg(DANDY, 0)], [reg(RASCAL, 1), reg(SUNDOWN, 0)], [reg(SNOWFLAKE, 0)]];
    const s = position({ turn: 2, hands: [[reg(FIRECRACKER, 0)], [reg(FIRECRACKER, 1)], [reg(RASCAL, 2), reg(FIRECRACKER, 2)]], faceUp });
    const next = play(s, 2, reg(RASCAL, 2));
    expect(next.piles).toEqual([[reg(RASCAL, 0)], [reg(RASCAL, 1)], [reg(RASCAL, 2)]]);
    expect(next.faceUp).toEqual([[], [], []]);
    expect(ids(next.discard.filter((c) => [reg(DANDY, 0), reg(SUNDOWN, 0), reg(SNOWFLAKE, 0)].some((x) => x.id === c.id)))).toEqual(
      ids([reg(DANDY, 0), reg(SUNDOWN, 0), reg(SNOWFLAKE, 0)]),
    );
    expect(next.figurines).toEqual([0, 0, 1]);
    expect(next.turn).toBe(0);
    expect(next.lastWin).toEqual({ horse: RASCAL, seat: 2, team: 2, collected: [1, 1, 1], discarded: 3, hand: 1 });
    expect(next.hands[2]).toHaveLength(2);
    expect(allCards(next)).toHaveLength(65);
  });
});

describe('Thumbs Down! (docs/games/horse-fair.md "Special Cards")', () => {
  it('discards itself and every face-up card of its horse at once; other cards stay', () => {
    const faceUp = [[reg(DANDY, 0), reg(RASCAL, 0)], [second(DANDY), reg(DANDY, 1)], [reg(SUNDOWN, 0)]];
    const s = position({ hands: [[thumbs(DANDY), reg(SNOWFLAKE)], [reg(SNOWFLAKE, 1)], [reg(SNOWFLAKE, 2)]], faceUp });
    const next = play(s, 0, thumbs(DANDY));
    expect(next.faceUp).toEqual([[reg(RASCAL, 0)], [], [reg(SUNDOWN, 0)]]);
    expect(
      ids(next.discard.filter((c) => c.horse === DANDY && [thumbs(DANDY), reg(DANDY, 0), reg(DANDY, 1), second(DANDY)].some((x) => x.id === c.id))),
    ).toEqual(ids([thumbs(DANDY), reg(DANDY, 0), reg(DANDY, 1), second(DANDY)]));
    expect(next.lastMove).toEqual({ seat: 0, card: thumbs(DANDY), effect: 'thumbs-down', discarded: 4, drew: true });
    expect(next.wins).toBe(0);
    expect(next.turn).toBe(1);
    expect(allCards(next)).toHaveLength(65);
  });

  it('with no face-up card of its horse it is simply discarded', () => {
    const faceUp = [[reg(RASCAL, 0)], [reg(RASCAL, 1)]];
    const s = position({ hands: [[thumbs(SUNDOWN), reg(SNOWFLAKE)], [reg(SNOWFLAKE, 1)]], faceUp });
    const next = play(s, 0, thumbs(SUNDOWN));
    expect(next.faceUp).toEqual(faceUp);
    expect(next.discard.some((c) => c.id === thumbs(SUNDOWN).id)).toBe(true);
    expect(next.lastMove?.discarded).toBe(1);
  });

  it('never makes its horse win, even when the horse is one short', () => {
    const s = position({ hands: [[thumbs(RASCAL)], [reg(SNOWFLAKE, 1)]], faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]] });
    const next = play(s, 0, thumbs(RASCAL));
    expect(next.wins).toBe(0);
    expect(next.faceUp).toEqual([[], []]);
  });
});

describe('four figurines win at once (docs/games/horse-fair.md "Game End")', () => {
  it('the fourth figurine ends the hand at once: no draw, hands discarded, the hand scored', () => {
    const s = position({
      figurines: [3, 2],
      piles: [[reg(SNOWFLAKE, 0)], []],
      hands: [[reg(RASCAL, 2), reg(DANDY, 0)], [reg(DANDY, 1)]],
      faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]],
    });
    const next = play(s, 0, reg(RASCAL, 2));
    expect(next.handEnd).toBe('four-figurines');
    expect(next.phase).toBe('game-over');
    expect(next.figurines).toEqual([4, 2]);
    expect(next.hands).toEqual([[], []]);
    expect(next.lastMove?.drew).toBe(false);
    expect(next.drawPile).toHaveLength(s.drawPile.length);
    expect(next.history[0]?.scores).toEqual([
      { cards: 3, figurines: 4, faceValue: 12, points: 11 },
      { cards: 1, figurines: 2, faceValue: 3, points: 5 },
    ]);
    expect(rules.handover(next)).toBeNull();
    expect(rules.waitingOn(next)).toEqual([]);
    expect(allCards(next)).toHaveLength(65);
  });

  it('in the partnership game figurines pool: partners 3 + the fourth win at once; collected cards go to one pile', () => {
    const s = position({
      options: { partnership: true },
      turn: 2,
      figurines: [3, 0],
      hands: [[reg(DANDY, 0)], [reg(DANDY, 1)], [reg(RASCAL, 2), reg(DANDY, 2)], [reg(DANDY, 3)]],
      faceUp: [[reg(RASCAL, 0)], [], [reg(RASCAL, 1)], []],
    });
    const next = play(s, 2, reg(RASCAL, 2));
    expect(next.handEnd).toBe('four-figurines');
    expect(ids(next.piles[0] ?? [])).toEqual(ids([reg(RASCAL, 0), reg(RASCAL, 1), reg(RASCAL, 2)]));
    expect(next.piles[1]).toEqual([]);
    expect(next.figurines).toEqual([4, 0]);
  });

  it('three figurines do not end the hand', () => {
    const s = position({ figurines: [2, 0], hands: [[reg(RASCAL, 2), reg(DANDY, 0)], [reg(DANDY, 1)]], faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]] });
    const next = play(s, 0, reg(RASCAL, 2));
    expect(next.phase).toBe('playing');
    expect(next.figurines).toEqual([3, 0]);
  });
});

describe('an empty draw pile (docs/games/horse-fair.md "Game End"; docs/house-rules.md "Out of cards")', () => {
  it('play goes on without drawing', () => {
    const s = position({ drawPile: [], hands: [[reg(DANDY, 0), reg(DANDY, 1)], [reg(SUNDOWN, 0)]] });
    const next = play(s, 0, reg(DANDY, 0));
    expect(next.hands[0]).toEqual([reg(DANDY, 1)]);
    expect(next.lastMove?.drew).toBe(false);
    expect(next.turn).toBe(1);
  });

  it('the next horse to win ends the hand: figurine as usual, hands discarded uncounted', () => {
    const s = position({
      drawPile: [],
      hands: [
        [reg(RASCAL, 2), reg(DANDY, 0)],
        [reg(DANDY, 1), reg(DANDY, 2)],
      ],
      faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]],
    });
    const next = play(s, 0, reg(RASCAL, 2));
    expect(next.handEnd).toBe('last-win');
    expect(next.figurines).toEqual([1, 0]);
    expect(next.piles).toEqual([[reg(RASCAL, 0), reg(RASCAL, 2)], [reg(RASCAL, 1)]]);
    expect(next.hands).toEqual([[], []]);
    expect(ids(next.discard.filter((c) => c.horse === DANDY && c.id <= reg(DANDY, 2).id && c.id >= reg(DANDY, 0).id))).toEqual(
      ids([reg(DANDY, 0), reg(DANDY, 1), reg(DANDY, 2)]),
    );
    expect(next.history[0]?.scores.map((x) => x.cards)).toEqual([2, 1]);
  });

  it('a win while the pile still has its last card does not end the hand: the winner draws the last card', () => {
    const last = reg(SNOWFLAKE, 4);
    const s = position({ drawPile: [last], hands: [[reg(RASCAL, 2), reg(DANDY, 0)], [reg(DANDY, 1)]], faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]] });
    const next = play(s, 0, reg(RASCAL, 2));
    expect(next.phase).toBe('playing');
    expect(next.drawPile).toEqual([]);
    expect(ids(next.hands[0] ?? [])).toEqual(ids([reg(DANDY, 0), last]));
    expect(next.turn).toBe(1);
  });

  it('seats with empty hands are passed over', () => {
    const s = position({ players: 3, drawPile: [], hands: [[reg(DANDY, 0), reg(DANDY, 1)], [], [reg(SUNDOWN, 0)]] });
    expect(play(s, 0, reg(DANDY, 0)).turn).toBe(2);
  });

  it('when every hand empties with no win, the hand ends there', () => {
    const s = position({ drawPile: [], turn: 1, hands: [[], [reg(DANDY, 1)]], faceUp: [[reg(SUNDOWN, 0)], []] });
    const next = play(s, 1, reg(DANDY, 1));
    expect(next.handEnd).toBe('out-of-cards');
    expect(next.phase).toBe('game-over');
    expect(next.faceUp).toEqual([[], []]);
    expect(next.turn).toBeNull();
    expect(allCards(next)).toHaveLength(65);
  });
});

describe('several hands (docs/games/horse-fair.md, last paragraph of "Advanced Game Scoring")', () => {
  it('a hand ends between hands; "next hand" deals anew with the deal one seat left, totals kept', () => {
    const s = position({
      options: { hands: 3, dealer: 0 },
      figurines: [3, 0],
      piles: [[reg(SUNDOWN, 3)], []],
      hands: [[reg(RASCAL, 2)], [reg(DANDY, 1)]],
      faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]],
    });
    const ended = play(s, 0, reg(RASCAL, 2));
    expect(ended.phase).toBe('hand-over');
    expect(rules.outcome(ended)).toBeNull();
    expect(rules.handover(ended)).toBeNull();
    expect(rules.randomAction(ended, () => 0, 0)).toEqual({ actor: 'table', action: { type: 'next-hand' } });
    const second2 = rules.apply(ended, 'table', { type: 'next-hand' }, 0);
    expect(second2.handNumber).toBe(2);
    expect(second2.dealer).toBe(1);
    expect(second2.turn).toBe(0);
    expect(second2.phase).toBe('playing');
    expect(second2.figurines).toEqual([0, 0]);
    expect(second2.piles).toEqual([[], []]);
    expect(second2.hands.map((h) => h.length)).toEqual([6, 6]);
    expect(allCards(second2)).toHaveLength(65);
    expect(second2.history).toEqual(ended.history);
  });

  it('"Play again" keeps the options and moves the deal left of the last dealer', () => {
    const s = position({ players: 4, options: { partnership: true, scoring: 'advanced', hands: 'per-player', dealer: 3 }, hands: [[], [], [], []] });
    expect(rules.playAgainOptions?.(s)).toEqual({ dealer: 0, scoring: 'advanced', partnership: true, hands: 4 });
  });

  it('after the set number of hands the game is over and the totals decide', () => {
    const s = {
      ...position({ options: { hands: 2 }, drawPile: [], turn: 1, hands: [[], [reg(DANDY, 1)]], piles: [[reg(DANDY, 3)], []] }),
      handNumber: 2,
      history: [
        {
          hand: 1,
          dealer: 1,
          reason: 'out-of-cards' as const,
          wins: 0,
          scores: [
            { cards: 0, figurines: 0, faceValue: 0, points: 0 },
            { cards: 3, figurines: 0, faceValue: 9, points: 3 },
          ],
        },
      ],
    };
    const over = play(s, 1, reg(DANDY, 1));
    expect(over.phase).toBe('game-over');
    expect(rules.outcome(over)).toEqual({ winners: [1], scores: [1, 3], summary: 'Bo wins with 3 points.' });
    expect(rules.randomAction(over, () => 0, 0)).toBeNull();
  });
});

describe('refused moves throw a RuleError and change nothing', () => {
  const s = position({ turn: 1, hands: [[reg(DANDY, 0)], [reg(DANDY, 1)], [reg(DANDY, 2)]] });
  const over = play(position({ drawPile: [], turn: 1, hands: [[], [reg(DANDY, 1)]] }), 1, reg(DANDY, 1));
  const between = play(position({ options: { hands: 2 }, drawPile: [], turn: 1, hands: [[], [reg(DANDY, 1)]] }), 1, reg(DANDY, 1));
  const refused: [string, HfState, number | 'table', HfAction, string][] = [
    ['a seat out of turn', s, 0, { type: 'play', card: reg(DANDY, 0).id }, "It is Bo's turn, not yours."],
    ['the table playing a card', s, 'table', { type: 'play', card: reg(DANDY, 1).id }, "It is Bo's turn: only they can play a card."],
    ['a card from another hand', s, 1, { type: 'play', card: reg(DANDY, 2).id }, 'That card is not in your hand.'],
    ['a card that does not exist', s, 1, { type: 'play', card: 999 }, 'That card is not in your hand.'],
    ['dealing during a hand', s, 'table', { type: 'next-hand' }, 'Finish this hand first.'],
    ['playing after the game', over, 1, { type: 'play', card: reg(DANDY, 1).id }, 'The game is over.'],
    ['dealing after the game', over, 'table', { type: 'next-hand' }, 'The game is over: no hand is left to deal.'],
    ['playing between hands', between, 0, { type: 'play', card: 0 }, 'This hand is over: deal the next hand.'],
    ['a seat dealing between hands', between, 0, { type: 'next-hand' }, 'Dealing the next hand is done from the table.'],
  ];
  it.each(refused)('%s: %s', (_label, state, actor, action, message) => {
    const before = structuredClone(state);
    expect(() => rules.apply(state, actor, action, 0)).toThrow(new RuleError(message));
    expect(state).toEqual(before);
  });

  it('an unknown move is refused', () => {
    expect(() => Reflect.apply(rules.apply, rules, [s, 1, { type: 'cheat' }, 0])).toThrow(new RuleError('Horse Fair does not know that move.'));
  });
});

it('apply never mutates: it works on a deeply frozen state', () => {
  const s = deepFreeze(position({ hands: [[reg(RASCAL, 2), reg(DANDY, 0)], [reg(DANDY, 1)]], faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]] }));
  expect(() => play(s, 0, reg(RASCAL, 2))).not.toThrow();
  const t = deepFreeze(position({ hands: [[thumbs(RASCAL)], [reg(DANDY, 1)]], faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]] }));
  expect(() => play(t, 0, thumbs(RASCAL))).not.toThrow();
});

it('has no clocks', () => {
  const s = position({ hands: [[reg(DANDY, 0)], [reg(DANDY, 1)]] });
  expect(rules.nextDeadline(s)).toBeNull();
  expect(rules.tick(s, 1e12)).toBe(s);
});
