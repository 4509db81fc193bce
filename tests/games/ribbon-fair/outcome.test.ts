import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfState, ThemedPackId } from '../../../src/games/ribbon-fair/types';
import { game } from '../../../src/games/ribbon-fair/index';
import { T0, def, fair, pinAll, withRibbons } from './helpers';

/** A 3-stall AI fair crowned at once by two stalls leaving, with `counts` ribbons and `fresh` seats having taken a fresh hand. */
function crowned(counts: Record<number, number>, fresh: number[]): RfState {
  let s = withRibbons(fair(4, { style: 'ai' }), counts);
  s = { ...s, stalls: s.stalls.map((st, i) => ({ ...st, freshHand: fresh.includes(i) })) };
  for (const seat of [3, 2, 1]) if (s.phase !== 'over') s = apply(s, 'table', { type: 'leave', seat }, T0);
  return s;
}

describe('achievements and outcome (docs/games/ribbon-fair.md "Winning", "Achievements")', () => {
  it.each<[Record<number, number>, number[], string[], string]>([
    [{ 0: 3 }, [], ['0:blue-ribbon'], 'Ana wins the fair with 3 ribbons.'],
    [{ 0: 3 }, [0], ['0:blue-ribbon', '0:fresh-start'], 'Ana wins the fair with 3 ribbons.'],
    [{ 0: 1, 1: 1 }, [1], ['0:blue-ribbon', '1:blue-ribbon', '1:fresh-start'], 'Ana and Bo share the win with 1 ribbon.'],
    [{ 1: 2, 0: 1 }, [0], ['1:blue-ribbon'], 'Bo wins the fair with 2 ribbons.'],
    [{}, [0], [], 'The fair closed with nobody holding a ribbon: no winner.'],
  ])('%j with fresh hands %j → %j', (counts, fresh, awards, summary) => {
    const out = def.outcome(crowned(counts, fresh));
    expect(out?.awards?.map((a) => `${a.seat}:${a.id}`)).toEqual(awards);
    expect(out?.summary).toBe(summary);
    expect(out?.awards?.find((a) => a.id === 'fresh-start')?.title ?? 'Fresh Start').toBe('Fresh Start');
    expect(out?.awards?.find((a) => a.id === 'blue-ribbon')?.title ?? 'Blue Ribbon').toBe('Blue Ribbon');
  });

  it('a fair that runs out of ribbons has no winner and no achievements, even with ribbons held', () => {
    let s = withRibbons(fair(3, { style: 'ai' }), { 0: 2 });
    s = { ...s, ribbonDeck: [] };
    s = apply(pinAll(s), 'table', { type: 'next' }, T0);
    expect(def.outcome(s)).toMatchObject({ winners: [], awards: [], summary: 'The ribbons ran out: the fair ends with no winner.' });
  });

  it('outcome is null while the fair is on, scores are ribbons per stall at the end', () => {
    const s = fair(3);
    expect(def.outcome(s)).toBeNull();
    expect(def.outcome(crowned({ 0: 2, 1: 1 }, []))?.scores).toEqual([2, 1, 0, 0]);
  });
});

describe('the game module with the real packs (docs/games/ribbon-fair.md "What you need")', () => {
  it.each<[ThemedPackId[], number, number]>([
    [[], 150, 500],
    [['barnyard-kitchen'], 190, 620],
    [['starlight-midway'], 190, 620],
    [['barnyard-kitchen', 'starlight-midway'], 230, 740],
  ])('base + %j deals from %i ribbons and %i entries', (themed, ribbons, entries) => {
    const options = { ...game.def.defaultOptions(5), themedPacks: themed };
    const s = game.def.setup(['Ana', 'Bo', 'Cy', 'Dee', 'Eli'], options, 'packs', T0);
    expect(s.dealtFrom).toEqual({ ribbons, entries });
    const packs = new Set([...s.entryDeck, ...s.stalls.flatMap((st) => st.hand)].map((c) => c.pack));
    expect(packs).toEqual(new Set(['base', ...themed]));
    expect(s.target).toBe(7);
  });

  it('is listed as ribbon-fair for 3 to 8 stalls with every view', () => {
    expect([game.def.id, game.def.minPlayers, game.def.maxPlayers]).toEqual(['ribbon-fair', 3, 8]);
    expect(Object.keys(game.ui).sort()).toEqual([
      'Options',
      'Private',
      'Results',
      'Rules',
      'Sheets',
      'Table',
      'announce',
      'coach',
      'guide',
      'howTo',
      'moment',
      'readAloud',
      'readAloudPrivate',
      'ruleFor',
    ]);
  });
});
