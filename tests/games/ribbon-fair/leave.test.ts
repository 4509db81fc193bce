import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { T0, def, entryOf, fair, pinAll, pinBy, withRibbons } from './helpers';

const leave = (s: RfState, seat: number) => apply(s, 'table', { type: 'leave', seat }, T0);
const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];

describe('leaving (docs/games/ribbon-fair.md "Leaving"; docs/house-rules.md "Leaving")', () => {
  it.each(STYLES)('%s: the stall keeps its column and ribbons, marked gone; its hand leaves play', (style) => {
    const s0 = withRibbons(fair(5, { style }), { 2: 1 });
    const hand = s0.stalls[2]?.hand ?? [];
    const s1 = leave(s0, 2);
    expect(s1.stalls[2]).toMatchObject({ gone: true, hand: [], won: s0.stalls[2]?.won });
    expect(s1.outOfPlay).toEqual(hand);
    expect(s1.entryDeck).toEqual(s0.entryDeck);
    expect(s1.discard).toEqual(s0.discard);
    expect(s1.round.owing).not.toContain(2);
    expect(s1.target).toBe(s0.target);
    expect(def.view(s1, 'table').stalls[2]).toMatchObject({ gone: true, won: s0.stalls[2]?.won });
  });

  it.each<[string, (s: RfState) => RfState, number, RegExp]>([
    ['after pinning', (s) => pinBy(s, [1]), 1, /already pinned or voted/],
    ['after voting', (s) => apply(pinAll(s), 0, { type: 'vote', entry: entryOf(pinAll(s), 0) === 0 ? 1 : 0 }, T0), 0, /already pinned or voted/],
    ['twice', (s) => leave(s, 3), 3, /already left/],
    ['an unknown stall', (s) => s, 9, /Pick a stall/],
  ])('refused: %s', (_, before, seat, msg) => {
    const s = before(fair(5, { style: 'crowd' }));
    expect(() => leave(s, seat)).toThrow(msg);
    expect(() => apply(s, 1, { type: 'leave', seat }, T0)).toThrow(RuleError);
  });

  it('the rotating judge leaving during entry: entries go back, ribbon set aside, rosette passes, new round', () => {
    const s0 = pinBy(fair(5, { style: 'rotating' }), [1, 2]);
    const hands = s0.stalls.map((s) => s.hand.length);
    const s1 = leave(s0, 0);
    expect(s1.stalls[1]?.hand.length).toBe((hands[1] ?? 0) + 1);
    expect(s1.stalls[2]?.hand.length).toBe((hands[2] ?? 0) + 1);
    expect(s1.setAside).toEqual([s0.round.ribbon]);
    expect(s1.round.judge).toBe(1);
    expect(s1.round.ribbon).toEqual(s0.ribbonDeck[0]);
    expect(s1.round.owing).toEqual([2, 3, 4]);
    expect(s1.phase).toBe('pin');
  });

  it('the rotating judge leaving during judging does the same', () => {
    const s0 = pinAll(fair(4, { style: 'rotating' }));
    expect(s0.phase).toBe('judge');
    const s1 = leave(s0, 0);
    expect(s1.stalls.slice(1).map((s) => s.hand.length)).toEqual([7, 7, 7]);
    expect(s1.round.judge).toBe(1);
    expect(s1.setAside.length).toBe(1);
    expect(s1.round.entries).toEqual([]);
  });

  it.each(STYLES)('%s: if the last required entry leaves, the round is judged with whoever did pin', (style) => {
    const s0 = fair(5, { style });
    const owing = s0.round.owing;
    const last = owing[owing.length - 1] ?? 0;
    const s1 = leave(pinBy(s0, owing.slice(0, -1)), last);
    expect(s1.phase).toBe(style === 'rotating' ? 'judge' : style === 'ai' ? 'award' : 'vote');
    expect(s1.round.entries.map((e) => e.seat).sort()).toEqual(owing.slice(0, -1).sort());
  });

  it('a stall with an entry on the table cannot leave before the next ribbon', () => {
    const s0 = pinAll(fair(5, { style: 'crowd' }));
    expect(() => leave(s0, 3)).toThrow(/already pinned/);
  });

  it('a voter who sat the pin out leaving as the last missing vote lets the votes be counted', () => {
    let s = fair(4, { style: 'crowd' });
    s = def.tick(apply(s, 3, { type: 'open' }, T0), T0 + 45_000);
    s = pinAll(s);
    expect(s.round.voters).toEqual([0, 1, 2, 3]);
    for (const v of [0, 1, 2]) s = apply(s, v, { type: 'vote', entry: entryOf(s, (v + 1) % 3) }, T0);
    const s1 = leave(s, 3);
    expect(s1.phase).toBe('award');
    expect(s1.round.award?.tally).toEqual([1, 1, 1]);
  });

  it.each<[RfOptions['style'], number, boolean]>([
    ['ai', 3, false],
    ['ai', 4, false],
    ['rotating', 3, true],
    ['rotating', 4, false],
    ['crowd', 3, true],
    ['crowd', 4, false],
  ])('%s with %i stalls: one leaving crowns the fair = %s', (style, n, crowned) => {
    const s = leave(fair(n, { style }), n - 1);
    expect(s.phase === 'over').toBe(crowned);
  });

  it.each<[Record<number, number>, number[]]>([
    [{ 0: 2, 1: 1 }, [0]],
    [{ 0: 2, 1: 2 }, [0, 1]],
    [{}, []],
    [{ 2: 3 }, [2]],
  ])('fewer stalls than the style allows: most ribbons on the standings win (%j → %j)', (counts, winners) => {
    const s0 = leave(withRibbons(fair(3, { style: 'ai' }), counts), 2);
    expect(s0.phase).toBe('pin');
    const s1 = leave(s0, 1);
    expect(s1.phase).toBe('over');
    expect(s1.end).toEqual({ winners, reason: 'too-few' });
    expect(def.outcome(s1)?.winners).toEqual(winners);
  });
});
