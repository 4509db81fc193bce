import { describe, expect, it } from 'vitest';
import { def as rules } from '../../../src/games/horse-fair/def';
import type { HfState } from '../../../src/games/horse-fair/types';
import { moment } from '../../../src/games/horse-fair/views/moment';
import { NAMES, position, RASCAL, reg, SNOWFLAKE, SUNDOWN, thumbs } from './helpers';

const players = NAMES.slice(0, 3);
const table = (s: HfState) => moment(rules.view(s, 'table'), players);
const play = (s: HfState, seat: number, id: number) => rules.apply(s, seat, { type: 'play', card: id }, 0);

describe('Horse Fair\'s public moments on the table (docs/games/horse-fair.md; docs/house-rules.md "Public moments are revealed")', () => {
  it('a new hand: who dealt and who plays first', () => {
    const s = rules.setup(players, { dealer: 0, scoring: 'basic', partnership: false, hands: 1 }, 'seed', 0);
    expect(table(s)).toEqual({ key: 'start:1', kind: 'start', at: ['turn'], title: 'The cards are dealt', lines: ['Ana dealt. Bo plays first.'] });
  });

  it('a card played: who played what, and where its horse stands', () => {
    const s = play(position({ hands: [[reg(SNOWFLAKE, 0), reg(SUNDOWN, 0)], [reg(SUNDOWN, 1)], [reg(SUNDOWN, 2)]] }), 0, reg(SNOWFLAKE, 0).id);
    expect(table(s)).toEqual({
      key: `1:0:${reg(SNOWFLAKE, 0).id}`,
      kind: 'play',
      at: ['race', 'turn', 'mat-0'],
      title: 'Ana played Snowflake 6',
      lines: ['Snowflake stands at 1 of 6.'],
    });
  });

  it('a horse winning: which horse, who takes the figurine (and how many now), who collects what', () => {
    const faceUp = [[reg(RASCAL, 0)], [reg(RASCAL, 1)], []];
    const s = play(position({ hands: [[reg(RASCAL, 2), reg(SUNDOWN, 0)], [reg(SUNDOWN, 1)], [reg(SUNDOWN, 2)]], faceUp }), 0, reg(RASCAL, 2).id);
    const m = table(s);
    expect(m?.kind).toBe('win');
    expect(m?.title).toBe('Rascal 3 wins!');
    // Its reveal keeps off the race (the figurine taken is in its words).
    expect(m?.at).toEqual(['race']);
    expect(m?.lines[0]).toBe('Ana played Rascal 3, the winning card, and takes a figurine (1 now).');
    expect(m?.lines[1]).toMatch(/^Cards of Rascal collected: Ana \d, Bo 1\.$/);
  });

  it('a Thumbs Down!: the same words as the table and the read-aloud, with the count of cards it took', () => {
    const faceUp = [[], [reg(RASCAL, 1), reg(RASCAL, 2)], []];
    const s = play(position({ hands: [[thumbs(RASCAL), reg(SUNDOWN, 0)], [reg(SUNDOWN, 1)], [reg(SUNDOWN, 2)]], faceUp }), 0, thumbs(RASCAL).id);
    const m = table(s);
    expect(m?.title).toBe('Thumbs Down!');
    expect(m?.lines[0]).toMatch(/^Ana played Thumbs Down! \(Rascal 3\): 2 face-up cards discarded with it/);
  });

  it('each move makes a new key; the same table view gives the same moment', () => {
    let s = position({ hands: [[reg(SUNDOWN, 0), reg(SUNDOWN, 3)], [reg(SNOWFLAKE, 1), reg(SNOWFLAKE, 4)], [reg(SNOWFLAKE, 2)]] });
    const keys = new Set<string>();
    // Ana plays twice in the round: her two moves are two moments.
    for (const [seat, id] of [
      [0, reg(SUNDOWN, 0).id],
      [1, reg(SNOWFLAKE, 1).id],
      [2, reg(SNOWFLAKE, 2).id],
      [0, reg(SUNDOWN, 3).id],
    ] as const) {
      s = play(s, seat, id);
      expect(table(s)).toEqual(table(s));
      keys.add(table(s)?.key ?? '');
    }
    expect(keys.size).toBe(4);
  });
});
