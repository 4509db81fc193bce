import { describe, expect, it } from 'vitest';
import { PROJECTS, type PriorityId, type ProjectId } from '../../../src/games/festival-charter/cards';
import { def } from '../../../src/games/festival-charter/def';
import { featureTotals, leaders, scoreLines, stopReason } from '../../../src/games/festival-charter/rules/scoring';
import { position } from './helpers';

const KEEPERS: PriorityId[] = ['glow-keeper', 'feast-keeper', 'play-keeper', 'rest-keeper'];

describe('the cards (docs/house-rules.md "Festival Charter")', () => {
  it.each([
    ['moon-gate', 2, 2, 0, 0, 0],
    ['long-table', 2, 0, 1, 1, 0],
    ['evening-picnic', 4, 0, 2, 0, 1],
    ['maker-nook', 3, 0, 0, 2, 0],
    ['lantern-walk', 3, 1, 0, 1, 1],
    ['hammock-grove', 3, 0, 0, 0, 2],
    ['bake-tent', 4, 1, 2, 0, 0],
    ['sky-lanterns', 5, 2, 0, 1, 1],
  ])('%s costs %i with GLOW %i, FEAST %i, PLAY %i, REST %i', (id, cost, glow, feast, play, rest) => {
    const p = PROJECTS.find((x) => x.id === id);
    expect(p).toMatchObject({ cost, features: { GLOW: glow, FEAST: feast, PLAY: play, REST: rest } });
  });
});

describe('the worked example (docs/games/festival-charter.md "A worked example", second paragraph)', () => {
  const built: ProjectId[] = ['moon-gate', 'evening-picnic', 'maker-nook'];
  it('costs 9 and supplies GLOW 2, FEAST 2, PLAY 2 and REST 1', () => {
    expect(built.map((id) => PROJECTS.find((p) => p.id === id)?.cost ?? 0).reduce((a, b) => a + b, 0)).toBe(9);
    expect(featureTotals(built)).toEqual({ GLOW: 2, FEAST: 2, PLAY: 2, REST: 1 });
  });
  it('scores Glow Keeper 6, Feast Keeper 6, Play Keeper 5, Rest Keeper 4', () => {
    expect(scoreLines(KEEPERS, built).map((l) => l.score)).toEqual([6, 6, 5, 4]);
    expect(scoreLines(KEEPERS, built)[0]).toMatchObject({ primaryTotal: 2, secondaryTotal: 2, score: 6 });
  });
  it('the two six-point leaders share the win', () => {
    const over = position({ priorities: KEEPERS, built, phase: { kind: 'over', reason: 'eight-proposals' } });
    expect(def.outcome(over)).toEqual({ winners: [0, 1], scores: [6, 6, 5, 4], summary: 'Ana and Bo share the win with 6 points.' });
  });
});

describe('scoring: 2 × primary total + secondary total over BUILT cards (docs/games/festival-charter.md "Count the festival")', () => {
  it.each<[ProjectId[], number[]]>([
    [[], [0, 0, 0, 0]],
    [['moon-gate'], [4, 0, 0, 2]],
    [['long-table'], [1, 3, 2, 0]],
    [['hammock-grove'], [0, 0, 2, 4]],
    [['sky-lanterns'], [4, 1, 3, 4]],
    [
      ['bake-tent', 'evening-picnic'],
      [6, 8, 1, 3],
    ],
    [PROJECTS.map((p) => p.id), [17, 15, 15, 16]], // GLOW 6, FEAST 5, PLAY 5, REST 5
  ])('built %j scores %j for Glow, Feast, Play, Rest Keeper', (built, scores) => {
    expect(scoreLines(KEEPERS, built).map((l) => l.score)).toEqual(scores);
  });

  it("follows each seat's own priority card", () => {
    const shuffled: PriorityId[] = ['rest-keeper', 'glow-keeper', 'play-keeper', 'feast-keeper'];
    expect(scoreLines(shuffled, ['moon-gate']).map((l) => l.score)).toEqual([2, 4, 0, 0]);
  });

  it.each<[number[], number[]]>([
    [
      [6, 6, 5, 4],
      [0, 1],
    ],
    [[1, 7, 3, 2], [1]],
    [
      [0, 0, 0, 0],
      [0, 1, 2, 3],
    ],
  ])('scores %j: leaders %j (ties share, no tie-break)', (scores, expected) => {
    const lines = scores.map((score, seat) => ({ seat, priority: KEEPERS[seat] ?? 'glow-keeper', primaryTotal: 0, secondaryTotal: 0, score }));
    expect(leaders(lines)).toEqual(expected);
  });

  it('names a single winner in the summary', () => {
    const over = position({ priorities: KEEPERS, built: ['hammock-grove'], phase: { kind: 'over', reason: 'nothing-affordable' } });
    expect(def.outcome(over)).toMatchObject({ winners: [3], summary: 'Di wins with 4 points.' });
  });

  it('has no outcome while the festival goes on', () => {
    expect(def.outcome(position({}))).toBeNull();
  });
});

describe('the stop condition, checked before the next proposal', () => {
  it.each<[number, number, ProjectId[], string | null]>([
    [9, 12, [], 'eight-proposals'],
    [8, 12, [], null],
    [3, 1, [], 'nothing-affordable'],
    [3, 2, [], null],
    [3, 2, ['moon-gate', 'long-table'], 'nothing-affordable'],
    [3, 0, PROJECTS.map((p) => p.id), 'all-built'],
  ])('before proposal %i with budget %i and built %j: %s', (n, budget, built, reason) => {
    expect(stopReason(n, budget, built)).toBe(reason);
  });
});
