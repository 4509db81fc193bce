/**
 * Small pure helpers shared by the rule modules: who is still at the fair, seat order,
 * immutable updates, and how the fair is crowned (docs/games/ribbon-fair.md, "Winning").
 */
import type { Seat } from '../../../engine/types';
import { andList } from '../../../engine/words';
import { minimumStalls } from './options';
import type { EndReason, RfState, Stall } from '../types';

/** Seats still at the fair, in seat order. */
export function presentSeats(state: RfState): Seat[] {
  const out: Seat[] = [];
  state.stalls.forEach((s, seat) => {
    if (!s.gone) out.push(seat);
  });
  return out;
}

/** `seats` ordered clockwise starting at `start` (docs/house-rules.md "Pin order": left of the rosette, or the first seat). */
export function orderFrom(seats: readonly Seat[], start: Seat, count: number): Seat[] {
  return seats.slice().sort((a, b) => ((a - start + count) % count) - ((b - start + count) % count));
}

/** The next stall still at the fair clockwise after `seat` (docs/house-rules.md "First rosette"), or null when none. */
export function nextPresent(state: RfState, seat: Seat): Seat | null {
  const n = state.stalls.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (state.stalls[s]?.gone === false) return s;
  }
  return null;
}

/** A copy of `state.stalls` with `seat` changed by `f`. */
export function updateStall(state: RfState, seat: Seat, f: (s: Stall) => Stall): Stall[] {
  return state.stalls.map((s, i) => (i === seat ? f(s) : s));
}

/** A copy of `state` with one more public log line. */
export function withLog(state: RfState, line: string): RfState {
  return { ...state, log: [...state.log, line] };
}

/** The stall's name as seated. */
export function nameOf(state: RfState, seat: Seat): string {
  return state.players[seat] ?? `Stall ${seat + 1}`;
}

/**
 * The stalls with the most ribbons on the standings (stalls that left keep theirs there),
 * sharing ties; empty when nobody holds a ribbon (docs/games/ribbon-fair.md, "Winning" and "Leaving").
 */
export function leaders(state: RfState): Seat[] {
  const best = Math.max(0, ...state.stalls.map((s) => s.won.length));
  if (best === 0) return [];
  const out: Seat[] = [];
  state.stalls.forEach((s, seat) => {
    if (s.won.length === best) out.push(seat);
  });
  return out;
}

/** The fair ends now: `reason` says why; winners are the leaders, or nobody when the ribbons ran out. */
export function endFair(state: RfState, reason: EndReason): RfState {
  const winners = reason === 'no-ribbons' ? [] : leaders(state);
  const ended: RfState = {
    ...state,
    phase: 'over',
    round: { ...state.round, owing: [], voters: [], clocks: state.round.clocks.map(() => null), deadline: null },
    end: { winners, reason },
  };
  const names = andList(winners.map((s) => nameOf(state, s)));
  const count = winners.length > 0 ? (state.stalls[winners[0] ?? 0]?.won.length ?? 0) : 0;
  const why =
    reason === 'no-ribbons'
      ? 'No ribbon is left to turn: the fair ends with no winner.'
      : winners.length === 0
        ? 'The fair closes with nobody holding a ribbon: no winner.'
        : winners.length === 1
          ? `${names} wins the fair with ${count} ribbon${count === 1 ? '' : 's'}.`
          : `${names} share the win with ${count} ribbon${count === 1 ? '' : 's'}.`;
  const lead = reason === 'too-few' ? 'Too few stalls are left to go on. ' : '';
  return withLog(ended, lead + why);
}

/** True when fewer stalls remain than the style needs (docs/games/ribbon-fair.md, "Leaving"). */
export function tooFew(state: RfState): boolean {
  return presentSeats(state).length < minimumStalls(state.options.style);
}
