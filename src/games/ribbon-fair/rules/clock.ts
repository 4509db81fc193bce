/**
 * Clocks (docs/games/ribbon-fair.md, "Timers"; docs/house-rules.md "Clocks"). Pin and vote clocks run per stall,
 * stamped by that stall's `open` when it reveals its private view; the judging clock and the award
 * panel's clock are stamped when the step opens. All deadlines are absolute epoch ms in the state.
 */
import { nameOf, withLog } from './fair';
import { countVotes, closeEntries, giveAward, nextRibbon } from './round';
import { pick } from '../../../engine/rng';
import type { RfState } from '../types';

/** The earliest running deadline (epoch ms), or null when no clock runs. */
export function nextDeadline(state: RfState): number | null {
  const r = state.round;
  let best: number | null = null;
  const consider = (d: number | null | undefined) => {
    if (d !== null && d !== undefined && (best === null || d < best)) best = d;
  };
  if (state.phase === 'pin') for (const s of r.owing) consider(r.clocks[s]);
  if (state.phase === 'vote') for (const s of r.voters) consider(r.clocks[s]);
  if (state.phase === 'judge' || state.phase === 'award') consider(r.deadline);
  return best;
}

/** One clock's timeout rule, or the same state when no clock has run out by `now`. */
function tickOnce(state: RfState, now: number): RfState {
  const r = state.round;
  const expired = (d: number | null | undefined) => d !== null && d !== undefined && now >= d;
  if (state.phase === 'pin') {
    // "When entry time runs out, stalls that have not pinned sit the round out."
    const late = r.owing.filter((s) => expired(r.clocks[s]));
    if (late.length === 0) return state;
    let next: RfState = { ...state, round: { ...r, owing: r.owing.filter((s) => !late.includes(s)) } };
    for (const s of late) next = withLog(next, `${nameOf(state, s)}'s entry time ran out: sits this round out.`);
    return next.round.owing.length === 0 ? closeEntries(next, now) : next;
  }
  if (state.phase === 'vote') {
    // "When vote time runs out, stalls that have not voted abstain, and the votes already cast are counted."
    const late = r.voters.filter((s) => expired(r.clocks[s]));
    if (late.length === 0) return state;
    let next: RfState = { ...state, round: { ...r, voters: r.voters.filter((s) => !late.includes(s)) } };
    for (const s of late) next = withLog(next, `${nameOf(state, s)}'s vote time ran out: abstains.`);
    return next.round.voters.length === 0 ? countVotes(next, now) : next;
  }
  if (state.phase === 'judge' && expired(r.deadline)) {
    // "When judging time runs out, a random entry wins."
    const [i, rng] = pick(
      state.rng,
      r.entries.map((_, k) => k),
    );
    return giveAward(withLog({ ...state, rng }, 'Judging time ran out: a random entry wins.'), i, 'judge-timeout', null, now);
  }
  if (state.phase === 'award' && expired(r.deadline)) {
    // "When the award panel's time runs out (the judging clock again), the fair moves on."
    return nextRibbon(withLog(state, 'The award panel’s time ran out: the fair moves on.'), now);
  }
  return state;
}

/** The state after every clock that has run out by `now` (epoch ms) applied its rule; the same object when none. */
export function tick(state: RfState, now: number): RfState {
  let cur = state;
  for (;;) {
    const next = tickOnce(cur, now);
    if (next === cur) return cur;
    cur = next;
  }
}
