/**
 * Fairs saved before the rotating judge moved to the table still open (README, "A new version never
 * breaks a game in progress"). `saved-before.json` holds three records made by the rules as they were
 * (commit a05db8d: the judge picked behind a handover): their seeds, options and logs, and a SHA-256 of
 * the state each had saved. The state's shape and every move are unchanged, so the log replays to that
 * very state (what the app checks on opening a game), and the fair then goes on on the table.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/engine/types';
import { def as rfDef } from '../../../src/games/ribbon-fair/def';
import type { RfAction, RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import records from './saved-before.json';

interface Before {
  players: string[];
  options: RfOptions;
  seed: string;
  createdAt: number;
  log: { kind: 'act'; at: number; actor: Actor; action: RfAction }[];
  phase: RfState['phase'];
  /** The handover the rules of the time named next. */
  handover: { seats: number[]; anyOrder: boolean } | null;
  state: { sha256: string };
}

const saved = records as unknown as Before[];
const def = rfDef;

function replay(b: Before): RfState {
  let s = def.setup(b.players, b.options, b.seed, b.createdAt);
  for (const e of b.log) s = def.apply(s, e.actor, e.action, e.at);
  return s;
}

describe('fairs saved before the judge moved to the table', () => {
  it('are the three steps the table changed: judging, voting, the award panel', () => {
    expect(saved.map((b) => [b.options.style, b.phase])).toEqual([
      ['rotating', 'judge'],
      ['crowd', 'vote'],
      ['rotating', 'award'],
    ]);
  });

  it.each(saved.map((b) => [`${b.options.style}, ${b.phase}`, b] as const))('%s: the log replays to the very state saved', (_, b) => {
    const s = replay(b);
    expect(createHash('sha256').update(JSON.stringify(s)).digest('hex')).toBe(b.state.sha256);
    expect(s.phase).toBe(b.phase);
  });

  it('judging goes on on the table: no handover any more, the judge framed, the pick the judge seat’s move', () => {
    const b = saved[0];
    if (b === undefined) throw new Error('no fixture');
    const s = replay(b);
    const judge = s.round.judge ?? -1;
    expect(b.handover).toEqual({ seats: [judge], anyOrder: false });
    expect(def.handover(s)).toBeNull();
    expect(def.waitingOn(s)).toEqual([judge]);
    expect(def.apply(s, judge, { type: 'pick', entry: 0 }, (b.log.at(-1)?.at ?? 0) + 1000).phase).toBe('award');
  });

  it('voting keeps its handovers; the award panel frames every stall', () => {
    const [, vote, award] = saved;
    if (vote === undefined || award === undefined) throw new Error('no fixture');
    expect(def.handover(replay(vote))).toEqual(vote.handover);
    expect(def.waitingOn(replay(award))).toEqual([0, 1, 2, 3]);
  });
});
