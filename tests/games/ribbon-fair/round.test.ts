import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import { startRound } from '../../../src/games/ribbon-fair/rules/round';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { T0, decks, def, entryOf, fair, first, pinAll, pinBy, withRibbons } from './helpers';

const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];

describe('pin (docs/games/ribbon-fair.md "A round" step 1)', () => {
  it.each(STYLES)('%s: a pinned entry leaves the hand, lies face down, and cannot be taken back or changed', (style) => {
    const s0 = fair(4, { style });
    const seat = s0.round.owing[0] ?? 0;
    const text = first(s0, seat);
    const s1 = apply(s0, seat, { type: 'pin', entry: text }, T0);
    expect(s1.stalls[seat]?.hand.map((c) => c.text)).not.toContain(text);
    expect(s1.round.pinned).toEqual([{ seat, card: { pack: 'base', text } }]);
    expect(s1.round.owing).not.toContain(seat);
    expect(() => apply(s1, seat, { type: 'pin', entry: first(s1, seat) }, T0)).toThrow(/already pinned/);
    expect(def.view(s1, 'table').entries).toEqual([]);
    expect(def.view(s1, 'table').pinnedCount).toBe(1);
  });

  it('the rotating judge sits the pin out', () => {
    const s = fair(4, { style: 'rotating' });
    expect(() => apply(s, 0, { type: 'pin', entry: first(s, 0) }, T0)).toThrow(/rosette/);
  });

  it.each(STYLES)('%s: a stall with no cards sits the round out', (style) => {
    const s0 = fair(4, { style });
    const emptied: RfState = { ...s0, roundNo: 0, stalls: s0.stalls.map((st, i) => (i === 2 ? { ...st, hand: [] } : st)) };
    const s1 = startRound(emptied, s0.round.judge, T0);
    expect(s1.round.owing).not.toContain(2);
    expect(s1.round.owing.length).toBe(style === 'rotating' ? 2 : 3);
    expect(def.waitingOn(s1)).not.toContain(2);
  });

  it.each([
    ['a card not in hand', { type: 'pin', entry: 'nope' } as const, /not in your hand/],
    ['from the table', { type: 'pin', entry: 'E1' } as const, /stall's own move/],
  ])('refuses %s', (_, action, msg) => {
    const s = fair(4, { style: 'ai' });
    const actor = _ === 'from the table' ? 'table' : 1;
    expect(() => apply(s, actor, action, T0)).toThrow(msg);
  });
});

describe('fresh hand (docs/games/ribbon-fair.md "Fresh hand")', () => {
  it('discards the whole hand and draws 7; the stall still owes an entry', () => {
    const s0 = fair(4, { style: 'ai' });
    const old = s0.stalls[1]?.hand ?? [];
    const s1 = apply(s0, 1, { type: 'fresh-hand' }, T0);
    expect(s1.stalls[1]?.hand).toEqual(s0.entryDeck.slice(0, 7));
    expect(s1.discard).toEqual(old);
    expect(s1.entryDeck.length).toBe(s0.entryDeck.length - 7);
    expect(s1.stalls[1]?.freshHand).toBe(true);
    expect(s1.round.owing).toContain(1);
    expect(def.view(s1, 1).you?.canFresh).toBe(false);
  });

  it('draws what is left when the deck is short', () => {
    const s0 = fair(3, { style: 'ai' }, 'seed', decks(10, 24));
    expect(s0.entryDeck.length).toBe(3);
    const s1 = apply(s0, 0, { type: 'fresh-hand' }, T0);
    expect(s1.stalls[0]?.hand.length).toBe(3);
    expect(s1.entryDeck).toEqual([]);
    expect(() => apply(s1, 1, { type: 'fresh-hand' }, T0)).toThrow(/deck is empty/);
  });

  it.each<[string, (s: RfState) => RfState, number, RegExp]>([
    ['a second fresh hand', (s) => apply(s, 1, { type: 'fresh-hand' }, T0), 1, /already taken/],
    ['after pinning', (s) => pinBy(s, [1]), 1, /before you pin/],
    ['by the rotating judge', (s) => s, 0, /do not pin/],
    [
      'a second time in a later round',
      (s) => apply(apply(pinAll(apply(s, 2, { type: 'fresh-hand' }, T0)), 0, { type: 'pick', entry: 0 }, T0), 'table', { type: 'next' }, T0),
      2,
      /already taken/,
    ],
    ['on the award panel', (s) => apply(pinAll(s), 0, { type: 'pick', entry: 0 }, T0), 2, /before you pin/],
  ])('refused: %s', (_, before, seat, msg) => {
    const s = before(fair(4, { style: 'rotating' }));
    expect(() => apply(s, seat, { type: 'fresh-hand' }, T0)).toThrow(msg);
  });
});

describe('award (docs/games/ribbon-fair.md "A round" step 3, "Judging styles")', () => {
  it('rotating: entries shuffled face up and anonymous, the judge picks, the winner takes the ribbon', () => {
    const s1 = pinAll(fair(4, { style: 'rotating' }));
    expect(s1.phase).toBe('judge');
    // The judge picks on the table in front of everyone: no handover, but the judge is framed in gold.
    expect(def.handover(s1)).toBeNull();
    expect(def.waitingOn(s1)).toEqual([0]);
    expect(def.view(s1, 'table').entries.every((e) => e.author === null)).toBe(true);
    expect(() => apply(s1, 1, { type: 'pick', entry: 0 }, T0)).toThrow(/rosette/);
    const ribbon = s1.round.ribbon;
    const win = s1.round.entries[2];
    const s2 = apply(s1, 0, { type: 'pick', entry: 2 }, T0);
    expect(s2.phase).toBe('award');
    expect(s2.stalls[win?.seat ?? -1]?.won).toEqual([ribbon]);
    expect(s2.round.award).toMatchObject({ ribbon, winner: win?.seat, entry: 2, how: 'judge', finishing: false });
    const v = def.view(s2, 'table');
    expect(v.entries.map((e) => e.author)).toEqual(s2.round.entries.map((e) => e.seat));
    expect(def.handover(s2)).toBeNull();
  });

  it('the shuffle puts the entries in a seeded random order, not the pin order', () => {
    const orders = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
      pinAll(fair(6, { style: 'rotating' }, seed))
        .round.entries.map((e) => e.seat)
        .join(),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('AI Judge: Judge Marigold picks at random and the log says so', () => {
    const winners = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const s = pinAll(fair(4, { style: 'ai' }, seed));
      expect(s.phase).toBe('award');
      expect(s.round.award?.how).toBe('marigold');
      expect(s.log).toContain('Judge Marigold picks at random.');
      winners.add(s.round.award?.winner ?? -1);
    }
    expect(winners.size).toBeGreaterThan(1);
  });

  it.each(STYLES)('%s: one entry wins at once, with no vote and no pick', (style) => {
    const s0 = fair(4, { style });
    const owing = s0.round.owing;
    const s1: RfState = { ...s0, round: { ...s0.round, clocks: s0.round.clocks.map((_, i) => (owing.slice(1).includes(i) ? T0 + 1 : null)) } };
    const s2 = def.tick(pinBy(s1, owing.slice(0, 1)), T0 + 2);
    expect(s2.phase).toBe('award');
    expect(s2.round.award).toMatchObject({ winner: owing[0], how: 'only-entry' });
  });

  it.each(STYLES)('%s: no entries sets the ribbon aside', (style) => {
    const s0 = fair(3, { style });
    const s1: RfState = { ...s0, round: { ...s0.round, clocks: s0.round.clocks.map(() => T0 + 5) } };
    const s2 = def.tick(s1, T0 + 5);
    expect(s2.phase).toBe('award');
    expect(s2.round.award).toMatchObject({ winner: null, how: 'no-entries' });
    expect(s2.setAside).toEqual([s0.round.ribbon]);
  });
});

describe('next ribbon (docs/games/ribbon-fair.md "A round" step 4; docs/house-rules.md "Decks run dry")', () => {
  it.each(STYLES)('%s: one table press discards the entries, pinned stalls draw back to 7, a new ribbon is turned', (style) => {
    let s = pinAll(fair(5, { style }));
    if (s.phase === 'judge') s = apply(s, 0, { type: 'pick', entry: 0 }, T0);
    if (s.phase === 'vote') for (const v of s.round.voters) s = apply(s, v, { type: 'vote', entry: entryOf(s, v) === 0 ? 1 : 0 }, T0);
    expect(s.phase).toBe('award');
    expect(() => apply(s, 1, { type: 'next' }, T0)).toThrow(/table/);
    const entries = s.round.entries.map((e) => e.card);
    const next = apply(s, 'table', { type: 'next' }, T0);
    expect(next.discard).toEqual(entries);
    expect(next.stalls.map((st) => st.hand.length)).toEqual([7, 7, 7, 7, 7]);
    expect(next.round.ribbon).toEqual(s.ribbonDeck[0]);
    expect(next.roundNo).toBe(2);
  });

  it('the rosette passes to the next stall still at the fair', () => {
    let s = pinAll(fair(4, { style: 'rotating' }));
    s = apply(apply(s, 0, { type: 'pick', entry: 0 }, T0), 'table', { type: 'next' }, T0);
    expect(s.round.judge).toBe(1);
    expect(def.handover(s)?.seats).toEqual([2, 3, 0]);
    s = apply(s, 'table', { type: 'leave', seat: 3 }, T0);
    s = pinAll(s);
    s = apply(apply(s, 1, { type: 'pick', entry: 0 }, T0), 'table', { type: 'next' }, T0);
    expect(s.round.judge).toBe(2);
    s = apply(apply(pinAll(s), 2, { type: 'pick', entry: 0 }, T0), 'table', { type: 'next' }, T0);
    expect(s.round.judge).toBe(0);
  });

  it('a stall draws only what is left (no reshuffle)', () => {
    const s0 = fair(3, { style: 'ai' }, 'seed', decks(10, 22));
    expect(s0.entryDeck.length).toBe(1);
    const s1 = apply(pinAll(s0), 'table', { type: 'next' }, T0);
    expect(s1.stalls.map((st) => st.hand.length).sort()).toEqual([6, 6, 7]);
    expect(s1.entryDeck).toEqual([]);
  });

  it('no ribbon left to turn ends the fair with no winner', () => {
    const s0 = fair(3, { style: 'ai' }, 'seed', decks(1, 60));
    const s1 = apply(pinAll(s0), 'table', { type: 'next' }, T0);
    expect(s1.phase).toBe('over');
    expect(s1.end).toEqual({ winners: [], reason: 'no-ribbons' });
    expect(def.outcome(s1)?.winners).toEqual([]);
  });
});

describe('winning (docs/games/ribbon-fair.md "Winning")', () => {
  it.each<[number, Record<number, number>, number[]]>([
    [3, { 0: 7, 1: 7, 2: 7 }, []],
    [4, { 0: 7, 1: 2 }, []],
    [8, { 0: 3, 5: 3 }, []],
  ])('%i stalls with %j: whoever reaches the target on this award wins', (n, counts) => {
    const s0 = withRibbons(fair(n, { style: 'ai' }), counts);
    const s1 = pinAll(s0);
    const winner = s1.round.award?.winner ?? -1;
    const reached = (counts[winner] ?? 0) + 1 >= s0.target;
    expect(s1.round.award?.finishing).toBe(reached);
    const s2 = apply(s1, 'table', { type: 'next' }, T0);
    if (reached) {
      expect(s2.phase).toBe('over');
      const best = Math.max(...s2.stalls.map((s) => s.won.length));
      expect(s2.end?.winners).toEqual(s2.stalls.flatMap((s, i) => (s.won.length === best ? [i] : [])));
    } else expect(s2.phase).toBe('pin');
  });

  it('ties share the win', () => {
    const s0 = withRibbons(fair(8, { style: 'rotating' }), { 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3 });
    const s1 = pinAll(s0);
    const s2 = apply(s1, 0, { type: 'pick', entry: 0 }, T0);
    expect(s2.round.award?.finishing).toBe(true);
    const s3 = apply(s2, 'table', { type: 'next' }, T0);
    expect(s3.end?.winners).toEqual([s2.round.award?.winner]);
    const tied = withRibbons(s3, { 0: 4, [s2.round.award?.winner ?? 0]: 4 });
    expect(def.outcome({ ...tied, end: { winners: [0, s2.round.award?.winner ?? 0], reason: 'target' } })?.summary).toMatch(/share the win/);
  });

  it('a finished fair refuses every move', () => {
    const s = apply(pinAll(fair(3, { style: 'ai' }, 's', decks(1, 60))), 'table', { type: 'next' }, T0);
    expect(() => apply(s, 'table', { type: 'next' }, T0)).toThrow(RuleError);
    expect(def.randomAction(s, () => 0.5, T0)).toBeNull();
  });
});
