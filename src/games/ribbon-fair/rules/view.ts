/**
 * What each viewer may see (docs/games/ribbon-fair.md, "A round": "Nobody can see who played which card";
 * docs/house-rules.md "Never leak"). Another stall's hand, pinned entry and vote are absent from the view.
 */
import type { Seat, Viewer } from '../../../engine/types';
import { canLeave } from './leave';
import { clockMs } from './options';
import { achievements } from './outcome';
import { waitingOn } from './turns';
import type { RfState, RfView, YouView } from '../types';

function tableClock(state: RfState): RfView['clock'] {
  const r = state.round;
  const o = state.options;
  if (state.phase === 'judge' && r.deadline !== null) return { deadline: r.deadline, length: clockMs(o.judgeClock), label: 'Judging time' };
  if (state.phase === 'award' && r.deadline !== null) return { deadline: r.deadline, length: clockMs(o.judgeClock), label: 'Next ribbon in' };
  const seats = state.phase === 'pin' ? r.owing : state.phase === 'vote' ? r.voters : [];
  const running = seats.flatMap((s) => {
    const d = r.clocks[s];
    return d === null || d === undefined ? [] : [d];
  });
  if (running.length === 0) return null;
  const pinning = state.phase === 'pin';
  return { deadline: Math.min(...running), length: clockMs(pinning ? o.pinClock : o.judgeClock), label: pinning ? 'Pin time' : 'Vote time' };
}

function you(state: RfState, seat: Seat): YouView | null {
  const stall = state.stalls[seat];
  if (stall === undefined) return null;
  const r = state.round;
  const owes = state.phase === 'pin' && r.owing.includes(seat);
  const votes = state.phase === 'vote' && r.voters.includes(seat);
  const picks = state.phase === 'judge' && r.judge === seat;
  const mine = [...r.pinned, ...r.entries].find((p) => p.seat === seat);
  const own = r.entries.findIndex((p) => p.seat === seat);
  const clock = owes || votes ? (r.clocks[seat] ?? null) : picks ? r.deadline : null;
  return {
    seat,
    hand: stall.hand.slice(),
    pinned: mine?.card ?? null,
    mustPin: owes,
    canFresh: owes && !stall.freshHand && state.entryDeck.length > 0,
    mustPick: picks,
    mustVote: votes,
    ownEntry: own === -1 ? null : own,
    vote: r.votes[seat] ?? null,
    clock,
    needsOpen: (owes || votes) && clock === null,
  };
}

/**
 * The view for `viewer`: the standings, the ribbon, the target, the entries face up and anonymous
 * (authors and crowd tallies only once the award is out), the hourglass and the log; for a seat also
 * its own hand, pinned entry and vote. Never another seat's.
 */
export function view(state: RfState, viewer: Viewer): RfView {
  const r = state.round;
  const waiting = new Set(waitingOn(state));
  const awarded = r.award !== null;
  return {
    viewer,
    style: state.options.style,
    target: state.target,
    phase: state.phase,
    roundNo: state.roundNo,
    ribbon: r.ribbon ?? r.award?.ribbon ?? null,
    ribbonsLeft: state.ribbonDeck.length,
    entriesLeft: state.entryDeck.length,
    stalls: state.stalls.map((s, seat) => ({
      seat,
      name: state.players[seat] ?? '',
      won: s.won.slice(),
      gone: s.gone,
      waiting: waiting.has(seat),
      handSize: s.hand.length,
      pinned: [...r.pinned, ...r.entries].some((p) => p.seat === seat),
      judge: r.judge === seat && state.phase !== 'over',
      canLeave: canLeave(state, seat),
      freshHand: s.freshHand,
    })),
    pinnedCount: state.phase === 'pin' ? r.pinned.length : 0,
    entries: r.entries.map((e) => ({ card: e.card, author: awarded ? e.seat : null })),
    votesCast: state.phase === 'vote' ? r.votes.filter((v) => v !== null).length : 0,
    award: r.award,
    clock: state.phase === 'over' ? null : tableClock(state),
    end: state.end,
    achievements: achievements(state),
    log: state.log.slice(),
    you: viewer === 'table' ? null : you(state, viewer),
  };
}
