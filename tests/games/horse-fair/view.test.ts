import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/games/horse-fair/cards';
import { def as rules } from '../../../src/games/horse-fair/def';
import type { HfState, HfView } from '../../../src/games/horse-fair/types';
import { cardsIn, DANDY, position, RASCAL, reg, second, SNOWFLAKE, SUNDOWN } from './helpers';

/** Ids `viewer` must not see: other seats' hands and the draw pile. */
function secretsFor(state: HfState, viewer: number | 'table'): Set<number> {
  const hidden = state.hands.flatMap((h, seat) => (seat === viewer ? [] : h));
  return new Set([...hidden, ...state.drawPile].map((c: Card) => c.id));
}

describe('view: what each viewer sees', () => {
  const s = position({
    hands: [[reg(DANDY, 0), reg(DANDY, 1)], [reg(SUNDOWN, 0)], [reg(SNOWFLAKE, 0)]],
    faceUp: [[reg(RASCAL, 0)], [second(RASCAL), reg(SNOWFLAKE, 1)], []],
    drawPile: [reg(DANDY, 5), reg(DANDY, 6)],
    figurines: [1, 0, 2],
    piles: [[reg(SUNDOWN, 3), reg(SUNDOWN, 4)], [], [reg(DANDY, 9)]],
  });

  it('a seat sees its own hand; the table sees no hand', () => {
    expect(rules.view(s, 0).hand).toEqual([reg(DANDY, 0), reg(DANDY, 1)]);
    expect(rules.view(s, 1).hand).toEqual([reg(SUNDOWN, 0)]);
    expect(rules.view(s, 'table').hand).toBeNull();
  });

  it.each([0, 1, 2, 'table'] as const)('viewer %s: public facts, and no other hand or the draw pile', (viewer) => {
    const v: HfView = rules.view(s, viewer);
    expect(v.faceUp).toEqual(s.faceUp);
    expect(v.handSizes).toEqual([2, 1, 1]);
    expect(v.drawCount).toBe(2);
    expect(v.figurines).toEqual([1, 0, 2]);
    expect(v.pileSizes).toEqual([2, 0, 1]);
    expect(v.tracks.map((t) => [t.name, t.count, t.number])).toEqual([
      ['Rascal', 3, 3],
      ['Sundown', 0, 4],
      ['Firecracker', 0, 5],
      ['Snowflake', 1, 6],
      ['Dandy', 0, 7],
    ]);
    const shown = new Set(cardsIn(v));
    for (const id of secretsFor(s, viewer)) expect(shown.has(id)).toBe(false);
    expect(JSON.stringify(v)).not.toContain('drawPile');
  });

  it('the last move and last win are public', () => {
    const won = rules.apply(
      position({ hands: [[reg(RASCAL, 2), reg(DANDY, 0)], [reg(DANDY, 1)]], faceUp: [[reg(RASCAL, 0)], [reg(RASCAL, 1)]] }),
      0,
      { type: 'play', card: reg(RASCAL, 2).id },
      0,
    );
    const v = rules.view(won, 'table');
    expect(v.lastMove).toEqual(won.lastMove);
    expect(v.lastWin?.horse).toBe(RASCAL);
    expect(v.pileSizes).toEqual([2, 1]);
    expect(v.winningTeams).toEqual([]);
  });
});
