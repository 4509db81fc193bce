import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { Card } from '../../../src/games/ribbon-fair/types';
import { T0, def, fair, pinBy } from './helpers';

const has = (json: string, c: Card) => json.includes(`"text":${JSON.stringify(c.text)}`);

describe('view: secrets are absent (docs/house-rules.md "Never leak")', () => {
  it('a stall sees its own pinned entry and hand, not another stall’s pinned entry', () => {
    const s = pinBy(fair(4, { style: 'ai' }), [0, 1]);
    const mine = s.round.pinned.find((p) => p.seat === 0)?.card ?? null;
    const theirs = s.round.pinned.find((p) => p.seat === 1)?.card;
    expect(def.view(s, 0).you?.pinned).toEqual(mine);
    expect(has(JSON.stringify(def.view(s, 0)), theirs ?? { pack: 'base', text: '?' })).toBe(false);
    expect(def.view(s, 2).you?.pinned).toBeNull();
    expect(def.view(s, 'table').stalls.map((st) => st.pinned)).toEqual([true, true, false, false]);
  });

  it('the table frames the stalls it waits on and marks the judge and gone stalls', () => {
    let s = fair(5, { style: 'rotating' });
    s = apply(s, 'table', { type: 'leave', seat: 4 }, T0);
    const v = def.view(s, 'table');
    expect(v.stalls.map((st) => st.waiting)).toEqual([false, true, true, true, false]);
    expect(v.stalls.map((st) => st.judge)).toEqual([true, false, false, false, false]);
    expect(v.stalls[4]?.gone).toBe(true);
    expect(v.target).toBe(7);
  });

  it('the award panel shows the ribbon, winning entry, winner, count and every author', () => {
    let s = pinBy(fair(3, { style: 'rotating' }), [1, 2]);
    s = apply(s, 0, { type: 'pick', entry: 1 }, T0);
    const v = def.view(s, 'table');
    expect(v.award).toMatchObject({ winner: s.round.entries[1]?.seat, entry: 1 });
    expect(v.ribbon).toEqual(v.award?.ribbon);
    expect(v.entries.map((e) => e.author)).toEqual(s.round.entries.map((e) => e.seat));
    expect(v.stalls[s.round.entries[1]?.seat ?? 0]?.won.length).toBe(1);
  });
});
