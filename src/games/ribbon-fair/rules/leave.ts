/**
 * A stall leaves the fair (docs/games/ribbon-fair.md, "Leaving"; docs/house-rules.md "Leaving" and
 * "Fewer stalls than the style allows").
 */
import { check } from '../../../engine/errors';
import type { Seat } from '../../../engine/types';
import { endFair, nameOf, nextPresent, tooFew, withLog } from './fair';
import { closeEntries, countVotes, q, startRound } from './round';
import type { RfState } from '../types';

/** True when `seat` may leave now: still at the fair, has not pinned or voted this round, fair not over. */
export function canLeave(state: RfState, seat: Seat): boolean {
  const stall = state.stalls[seat];
  const r = state.round;
  return (
    state.phase !== 'over' &&
    stall !== undefined &&
    !stall.gone &&
    !r.pinned.some((p) => p.seat === seat) &&
    !r.entries.some((p) => p.seat === seat) &&
    (r.votes[seat] ?? null) === null
  );
}

/**
 * `seat` leaves: its column stays (marked gone) with its ribbons; its hand goes out of play. Too few
 * stalls left crowns the fair at once. A rotating judge leaving during entry or judging sends the
 * entries back, sets the ribbon aside and passes the rosette (a new round); a missing entry or vote
 * that leaves lets the round go on with whoever pinned or voted.
 * @throws RuleError when the seat is unknown, already gone, or has pinned or voted this round.
 */
export function leave(state: RfState, seat: Seat, now: number): RfState {
  const stall = state.stalls[seat];
  check(stall !== undefined, 'Pick a stall at this fair.');
  check(!stall.gone, `${nameOf(state, seat)} has already left.`);
  check(canLeave(state, seat), `${nameOf(state, seat)} has already pinned or voted this round and cannot leave until the next ribbon.`);
  const r = state.round;
  let next: RfState = withLog(
    {
      ...state,
      stalls: state.stalls.map((s, i) => (i === seat ? { ...s, hand: [], gone: true } : s)),
      outOfPlay: [...state.outOfPlay, ...stall.hand],
      round: {
        ...r,
        owing: r.owing.filter((s) => s !== seat),
        voters: r.voters.filter((s) => s !== seat),
        clocks: r.clocks.map((c, i) => (i === seat ? null : c)),
      },
    },
    `${nameOf(state, seat)} leaves the fair.`,
  );
  if (tooFew(next)) return endFair(next, 'too-few');
  if (r.judge === seat && (state.phase === 'pin' || state.phase === 'judge')) {
    const back = [...next.round.pinned, ...next.round.entries];
    const stalls = next.stalls.map((s, i) => {
      const mine = back.filter((p) => p.seat === i).map((p) => p.card);
      return mine.length === 0 ? s : { ...s, hand: [...s.hand, ...mine] };
    });
    const ribbon = r.ribbon;
    next = {
      ...next,
      stalls,
      setAside: ribbon === null ? next.setAside : [...next.setAside, ribbon],
      round: { ...next.round, ribbon: null, pinned: [], entries: [], owing: [], deadline: null },
    };
    next = withLog(next, `The judge left: the entries go back${ribbon === null ? '' : ` and ${q(ribbon)} is set aside`}.`);
    return startRound(next, nextPresent(next, seat), now);
  }
  if (state.phase === 'pin' && r.owing.includes(seat) && next.round.owing.length === 0) return closeEntries(next, now);
  if (state.phase === 'vote' && r.voters.includes(seat) && next.round.voters.length === 0) return countVotes(next, now);
  return next;
}
