/**
 * Who the table waits on and who takes the phone next (docs/games/ribbon-fair.md, "A round";
 * docs/house-rules.md "Pin order", "Entries and judging are public", "Award panel and Next ribbon", "Crowd Favourite").
 */
import type { Handover, Seat } from '../../../engine/types';
import { presentSeats } from './fair';
import type { RfState } from '../types';

/**
 * The gold frames (docs/games/ribbon-fair.md, "A round": "The table frames the stalls it is waiting on in gold"):
 * entrants that have not pinned, the rotating judge while picking, crowd voters still out, and on the
 * award panel every stall still at the fair (none has pressed Next ribbon: one press on the table is
 * all of them, docs/house-rules.md "Award panel and Next ribbon"). Empty once the fair is over.
 */
export function waitingOn(state: RfState): Seat[] {
  const r = state.round;
  if (state.phase === 'pin') return r.owing.slice();
  if (state.phase === 'judge') return r.judge === null ? [] : [r.judge];
  if (state.phase === 'vote') return r.voters.slice();
  if (state.phase === 'award') return presentSeats(state);
  return [];
}

/**
 * The next private handover, one stall at a time (`anyOrder` false): the pin step goes to the entrants
 * still owing in seat order from the left of the rosette (or from the first seat without a seat judge);
 * the crowd vote to the voters still out in seat order. Null while the rotating judge picks (on the
 * table, in front of everyone: docs/house-rules.md "Entries and judging are public"), on the award panel (Next
 * ribbon is a table press) and when the fair is over.
 */
export function handover(state: RfState): Handover | null {
  const r = state.round;
  const seats = state.phase === 'pin' ? r.owing : state.phase === 'vote' ? r.voters : [];
  return seats.length === 0 ? null : { seats: seats.slice(), anyOrder: false };
}
