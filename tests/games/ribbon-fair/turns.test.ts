import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfState } from '../../../src/games/ribbon-fair/types';
import { T0, def, entryOf, fair, pinAll, pinBy } from './helpers';

/** Five stalls, Ana holding the rosette; Eli has left before the first pin. */
const rotating = () => apply(fair(5, { style: 'rotating' }), 'table', { type: 'leave', seat: 4 }, T0);
/** Four stalls in Crowd Favourite. */
const crowd = () => fair(4, { style: 'crowd' });

/** Every crowd voter still out votes for the first entry not its own. */
function voteAll(s0: RfState): RfState {
  let s = s0;
  for (const v of s0.round.voters) s = apply(s, v, { type: 'vote', entry: entryOf(s, v) === 0 ? 1 : 0 }, T0);
  return s;
}

describe('gold frames and handovers (docs/games/ribbon-fair.md "A round"; docs/house-rules.md "Entries and judging are public")', () => {
  it.each<[string, () => RfState, number[], number[] | null]>([
    ['rotating, pin: the entrants still owing', rotating, [1, 2, 3], [1, 2, 3]],
    ['rotating, pin after Bo pinned', () => pinBy(rotating(), [1]), [2, 3], [2, 3]],
    ['rotating, judging: the judge, on the table', () => pinAll(rotating()), [0], null],
    ['rotating, award panel: every stall still at the fair', () => apply(pinAll(rotating()), 0, { type: 'pick', entry: 0 }, T0), [0, 1, 2, 3], null],
    ['crowd, pin', crowd, [0, 1, 2, 3], [0, 1, 2, 3]],
    ['crowd, vote: the voters still out, each behind a handover', () => pinAll(crowd()), [0, 1, 2, 3], [0, 1, 2, 3]],
    [
      'crowd, vote after Ana voted',
      () => apply(pinAll(crowd()), 0, { type: 'vote', entry: entryOf(pinAll(crowd()), 0) === 0 ? 1 : 0 }, T0),
      [1, 2, 3],
      [1, 2, 3],
    ],
    ['crowd, award panel', () => voteAll(pinAll(crowd())), [0, 1, 2, 3], null],
    ['AI Judge, award panel after a stall left', () => pinAll(apply(fair(4, { style: 'ai' }), 'table', { type: 'leave', seat: 2 }, T0)), [0, 1, 3], null],
    ['over (a stall left three, too few)', () => apply(fair(3, { style: 'crowd' }), 'table', { type: 'leave', seat: 0 }, T0), [], null],
  ])('%s', (_, make, waiting, handover) => {
    const s = make();
    expect(def.waitingOn(s)).toEqual(waiting);
    expect(def.handover(s)).toEqual(handover === null ? null : { seats: handover, anyOrder: false });
    expect(
      def
        .view(s, 'table')
        .stalls.filter((st) => st.waiting)
        .map((st) => st.seat),
    ).toEqual(waiting);
  });
});
