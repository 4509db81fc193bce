import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { apply } from '../../../src/games/ribbon-fair/rules/actions';
import type { Card, RfOptions, RfState } from '../../../src/games/ribbon-fair/rules/types';
import type { Viewer } from '../../../src/engine/types';
import { T0, def, fair, pinBy } from './helpers';

const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];
const has = (json: string, c: Card) => json.includes(`"text":${JSON.stringify(c.text)}`);

/** Every card text anywhere in a view. */
function textsIn(value: unknown): Set<string> {
  const out = new Set<string>();
  for (const m of JSON.stringify(value).matchAll(/"text":"([^"]*)"/g)) out.add(m[1] ?? '');
  return out;
}

/** Cards `viewer` must not see in `s`: other hands, and (before the shuffle) others' pinned entries. */
function secretsFor(s: RfState, viewer: Viewer): Card[] {
  const hands = s.stalls.flatMap((st, seat) => (seat === viewer ? [] : st.hand));
  const pins = s.round.pinned.filter((p) => p.seat !== viewer).map((p) => p.card);
  return [...hands, ...pins, ...s.entryDeck, ...s.ribbonDeck];
}

describe('view: secrets are absent (docs/house-rules.md "Never leak")', () => {
  it.each(STYLES)('%s: over random fairs, no viewer ever sees another hand, a face-down entry or the decks', (style) => {
    const random = makeRandom(`view-${style}`);
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      let s = fair(3 + (g % 6), { style }, `v${g}`);
      let now = T0;
      for (let step = 0; step < 300 && s.phase !== 'over'; step++) {
        for (const viewer of ['table' as const, ...s.players.map((_, i) => i)]) {
          const v = def.view(s, viewer);
          const seen = textsIn(v);
          const leaks = secretsFor(s, viewer).filter((c) => seen.has(c.text));
          if (leaks.length > 0) throw new Error(`${String(viewer)} sees ${leaks.map((c) => c.text).join()}`);
          if (s.round.award === null && v.entries.some((e) => e.author !== null)) throw new Error('an author shows before the award');
          if (viewer === 'table' ? v.you !== null : v.you?.hand.length !== s.stalls[viewer]?.hand.length) throw new Error('wrong hand');
          checked++;
        }
        const move = def.randomAction(s, random, now);
        if (move === null) break;
        s = def.apply(s, move.actor, move.action, now);
        now += 1000;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  }, 20_000);

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
