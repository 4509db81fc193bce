import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfState } from '../../../src/games/ribbon-fair/types';
import { T0, def, entryOf, fair, pinAll } from './helpers';

/** A crowd round of `n` stalls with every stall pinned; entries in shuffled order. */
function crowdRound(n: number, seed = 'seed'): RfState {
  return pinAll(fair(n, { style: 'crowd' }, seed));
}

/** Each voter in `ballots` (seat → index of the entry of that author seat) votes. */
function castByAuthor(s0: RfState, ballots: Record<number, number>): RfState {
  let s = s0;
  for (const [voter, author] of Object.entries(ballots)) s = apply(s, Number(voter), { type: 'vote', entry: entryOf(s, author) }, T0);
  return s;
}

describe('Crowd Favourite (docs/games/ribbon-fair.md "Judging styles"; docs/house-rules.md "Crowd Favourite")', () => {
  it('every stall still at the fair votes, in seat order, also those that sat the pin out', () => {
    let s = fair(4, { style: 'crowd' });
    s = apply(s, 3, { type: 'open' }, T0);
    s = def.tick(s, T0 + 45_000);
    s = pinAll(s);
    expect(s.round.entries.map((e) => e.seat).sort()).toEqual([0, 1, 2]);
    expect(s.round.voters).toEqual([0, 1, 2, 3]);
    expect(def.handover(s)).toEqual({ seats: [0, 1, 2, 3], anyOrder: false });
  });

  it('a stall cannot vote for its own entry, nor twice', () => {
    const s = crowdRound(4);
    expect(() => apply(s, 1, { type: 'vote', entry: entryOf(s, 1) }, T0)).toThrow(/own entry/);
    const s1 = castByAuthor(s, { 1: 2 });
    expect(() => apply(s1, 1, { type: 'vote', entry: entryOf(s1, 3) }, T0)).toThrow(/already voted/);
    expect(() => apply(s1, 2, { type: 'vote', entry: 9 }, T0)).toThrow(/one of the entries/);
  });

  it.each<[string, Record<number, number>, number | 'tie']>([
    ['3 of 4 for seat 0', { 1: 0, 2: 0, 3: 0, 0: 1 }, 0],
    ['2-1-1 for seat 2', { 0: 2, 1: 2, 2: 3, 3: 1 }, 2],
    ['2-2 tie between seats 0 and 1', { 0: 1, 1: 0, 2: 0, 3: 1 }, 'tie'],
    ['1-1-1-1', { 0: 1, 1: 2, 2: 3, 3: 0 }, 'tie'],
  ])('%s → winner %s', (_, ballots, winner) => {
    const s = castByAuthor(crowdRound(4), ballots);
    expect(s.phase).toBe('award');
    const tally = s.round.award?.tally ?? [];
    const best = Math.max(...tally);
    if (winner === 'tie') {
      expect(s.round.award?.how).toBe('crowd-tie');
      expect(s.log.some((l) => l.includes('Judge Marigold picks at random among the tied'))).toBe(true);
      expect(tally[s.round.award?.entry ?? -1]).toBe(best);
    } else {
      expect(s.round.award).toMatchObject({ how: 'crowd', winner });
    }
    expect(tally.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('a tie is broken at random among the tied only (differs by seed)', () => {
    const winners = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const s = castByAuthor(crowdRound(4, seed), { 0: 1, 1: 0, 2: 0, 3: 1 });
      const w = s.round.award?.winner ?? -1;
      expect([0, 1]).toContain(w);
      winners.add(w);
    }
    expect(winners).toEqual(new Set([0, 1]));
  });

  it('votes are secret until counted: neither the table nor another stall sees them', () => {
    const s = castByAuthor(crowdRound(4), { 0: 2 });
    const table = def.view(s, 'table');
    expect(table.votesCast).toBe(1);
    expect(table.award).toBeNull();
    const other = castByAuthor(crowdRound(4), { 0: 3 });
    expect(def.view(other, 'table')).toEqual({ ...table, log: other.log });
    expect(def.view(other, 1)).toEqual({ ...def.view(s, 1), log: other.log });
    expect(def.view(s, 1).you?.vote).toBeNull();
    expect(def.view(s, 0).you?.vote).toBe(entryOf(s, 2));
    expect(table.entries.every((e) => e.author === null)).toBe(true);
  });

  it('nobody voting sets the ribbon aside', () => {
    let s = crowdRound(3);
    for (const v of s.round.voters) s = apply(s, v, { type: 'open' }, T0);
    s = def.tick(s, T0 + 30_000);
    expect(s.round.award).toMatchObject({ how: 'no-votes', winner: null });
  });

  it('a crowd of three splits one vote each about one round in four (seeded, ≈ 0.25)', () => {
    const random = makeRandom('crowd-of-three');
    const rounds = 4000;
    let splits = 0;
    for (let i = 0; i < rounds; i++) {
      let s = crowdRound(3, `r${i % 50}`);
      for (const v of s.round.voters) {
        const options = s.round.entries.flatMap((e, k) => (e.seat === v ? [] : [k]));
        s = apply(s, v, { type: 'vote', entry: options[Math.floor(random() * options.length)] ?? 0 }, T0);
      }
      if (s.round.award?.how === 'crowd-tie') splits++;
    }
    const rate = splits / rounds;
    expect(rate).toBeGreaterThan(0.2);
    expect(rate).toBeLessThan(0.3);
  });
});
