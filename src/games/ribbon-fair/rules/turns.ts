/**
 * Who the table waits on and who takes the phone next (seeds/000 Ribbon Fair, "A round";
 * RULINGS.md "Pin order", "Award panel and Next ribbon", "Crowd Favourite").
 */
import type { Handover, Seat } from '../../../engine/types';
import type { RfState } from './types';

/**
 * The gold frames: entrants that have not pinned, the rotating judge while picking, crowd voters
 * still out. Empty on the award panel (one table press) and once the fair is over.
 */
export function waitingOn(state: RfState): Seat[] {
  const r = state.round;
  if (state.phase === 'pin') return r.owing.slice();
  if (state.phase === 'judge') return r.judge === null ? [] : [r.judge];
  if (state.phase === 'vote') return r.voters.slice();
  return [];
}

/**
 * The next private handover, one stall at a time (`anyOrder` false): the pin step goes to the entrants
 * still owing in seat order from the left of the rosette (or from the first seat without a seat judge);
 * judging to the judge; the crowd vote to the voters still out in seat order. Null on the award panel
 * (Next ribbon is a table press) and when the fair is over.
 */
export function handover(state: RfState): Handover | null {
  const seats = waitingOn(state);
  return seats.length === 0 ? null : { seats, anyOrder: false };
}
