import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/games/horse-fair/cards';
import { def as rules } from '../../../src/games/horse-fair/def';
import { compareScores, leaders, scorePile, sumScores } from '../../../src/games/horse-fair/rules/scoring';
import type { HandScore, HfState, Scoring } from '../../../src/games/horse-fair/types';
import { DANDY, FIRECRACKER, position, RASCAL, reg, second, SNOWFLAKE, SUNDOWN } from './helpers';

const score = (cards: number, figurines: number, faceValue: number, points: number): HandScore => ({ cards, figurines, faceValue, points });

describe('one pile scored (docs/games/horse-fair.md "Basic Game Scoring", "Advanced Game Scoring")', () => {
  const table: [string, Card[], number, Scoring, HandScore][] = [
    ['Basic: 1 per card, 2 per figurine', [reg(RASCAL, 0), reg(RASCAL, 1), reg(DANDY, 0)], 2, 'basic', score(3, 2, 13, 7)],
    ['Basic: a Second Look is one card', [second(RASCAL), reg(RASCAL, 0)], 1, 'basic', score(2, 1, 6, 4)],
    ['Basic: nothing collected', [], 0, 'basic', score(0, 0, 0, 0)],
    ['Advanced: face values + 1 per figurine', [reg(RASCAL, 0), reg(RASCAL, 1), reg(DANDY, 0)], 2, 'advanced', score(3, 2, 13, 15)],
    ['Advanced: a Second Look is its horse number, not doubled', [second(SNOWFLAKE), reg(SNOWFLAKE, 0)], 1, 'advanced', score(2, 1, 12, 13)],
    ['Advanced: figurines only', [], 3, 'advanced', score(0, 3, 0, 3)],
  ];
  it.each(table)('%s', (_label, pile, figurines, scoring, expected) => {
    expect(scorePile(pile, figurines, scoring)).toEqual(expected);
  });
});

describe('ties (Basic: figurines, then face value; Advanced: figurines only)', () => {
  const table: [string, Scoring, HandScore[], number[]][] = [
    ['most points wins', 'basic', [score(5, 0, 20, 5), score(2, 2, 6, 6)], [1]],
    ['Basic tie on points: more figurines wins', 'basic', [score(6, 0, 30, 6), score(2, 2, 6, 6)], [1]],
    ['Basic tie on points and figurines: higher face value wins', 'basic', [score(4, 1, 20, 6), score(4, 1, 24, 6)], [1]],
    ['Basic tie on everything: shared', 'basic', [score(4, 1, 20, 6), score(4, 1, 20, 6), score(1, 0, 3, 1)], [0, 1]],
    ['Advanced tie on points: more figurines wins', 'advanced', [score(3, 1, 20, 21), score(4, 0, 21, 21)], [0]],
    ['Advanced tie on points and figurines: shared, face value is no tie-break there', 'advanced', [score(3, 1, 20, 21), score(5, 1, 20, 21)], [0, 1]],
  ];
  it.each(table)('%s', (_label, scoring, scores, winners) => {
    expect(leaders(scores, scoring)).toEqual(winners);
  });

  it('compareScores is negative when the first is ahead, zero when tied', () => {
    expect(compareScores(score(1, 0, 3, 1), score(0, 0, 0, 0), 'basic')).toBeLessThan(0);
    expect(compareScores(score(0, 0, 0, 0), score(0, 0, 0, 0), 'advanced')).toBe(0);
  });
});

describe('several hands: totals add up per team, and the tie-breaks apply to the totals', () => {
  it('sums each part over hands', () => {
    expect(
      sumScores(
        [
          [score(1, 2, 3, 4), score(0, 0, 0, 0)],
          [score(10, 1, 30, 12), score(2, 1, 5, 4)],
        ],
        2,
      ),
    ).toEqual([score(11, 3, 33, 16), score(2, 1, 5, 4)]);
  });

  function finished(history: HandScore[][], over: { partnership?: boolean } = {}): HfState {
    const seats = over.partnership ? 4 : (history[0]?.length ?? 2);
    const base = position({ hands: Array.from({ length: seats }, () => []), options: over.partnership ? { partnership: true } : {} });
    return {
      ...base,
      phase: 'game-over',
      history: history.map((scores, i) => ({ hand: i + 1, dealer: 0, reason: 'out-of-cards', wins: 0, scores })),
    };
  }

  it('highest total wins', () => {
    const s = finished([
      [score(3, 1, 9, 5), score(1, 0, 3, 1)],
      [score(0, 0, 0, 0), score(3, 1, 15, 5)],
    ]);
    expect(rules.outcome(s)).toEqual({ winners: [1], scores: [5, 6], summary: 'Bo wins with 6 points.' });
  });

  it('a tie on totals goes to more figurines in total', () => {
    const s = finished([
      [score(3, 1, 9, 5), score(5, 0, 15, 5)],
      [score(0, 0, 0, 0), score(0, 0, 0, 0)],
      [score(0, 0, 0, 0), score(0, 0, 0, 0)],
    ]);
    expect(rules.outcome(s)?.winners).toEqual([0]);
    expect(rules.outcome(s)?.summary).toBe('Ana wins with 5 points (tied on points with Bo; won on more figurines).');
  });

  it('a tie on totals and figurines goes to the higher face value, and the summary says so', () => {
    const s = finished([[score(6, 2, 30, 10), score(6, 2, 28, 10), score(1, 0, 3, 1)]]);
    expect(rules.outcome(s)?.winners).toEqual([0]);
    expect(rules.outcome(s)?.summary).toBe('Ana wins with 10 points (tied on points with Bo; won on higher face value).');
  });

  it('three tied on points, each beaten by a different tie-break: the summary names both', () => {
    const s = finished([[score(6, 2, 30, 10), score(6, 2, 28, 10), score(8, 1, 20, 10)]]);
    expect(rules.outcome(s)?.winners).toEqual([0]);
    expect(rules.outcome(s)?.summary).toBe('Ana wins with 10 points (tied on points with Cy, who had fewer figurines, and Bo, who had a lower face value).');
  });

  it('a full tie shares the win', () => {
    const s = finished([
      [score(3, 1, 9, 5), score(0, 0, 0, 0), score(1, 0, 3, 1)],
      [score(0, 0, 0, 0), score(3, 1, 9, 5), score(0, 0, 0, 0)],
    ]);
    expect(rules.outcome(s)).toEqual({ winners: [0, 1], scores: [5, 5, 1], summary: 'Ana and Bo share the win with 5 points each.' });
  });

  it('in the partnership game both partners win and share their partnership score', () => {
    const s = finished([[score(2, 1, 6, 4), score(6, 2, 30, 10)]], { partnership: true });
    expect(rules.outcome(s)).toEqual({ winners: [1, 3], scores: [4, 10, 4, 10], summary: 'Bo & Di win with 10 points.', headline: 'Bo & Di win!' });
  });

  it('no outcome while the game is on', () => {
    expect(rules.outcome(position({ hands: [[reg(SUNDOWN)], [reg(FIRECRACKER)]] }))).toBeNull();
  });
});
