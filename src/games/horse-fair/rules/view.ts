/**
 * What each viewer may see (docs/house-rules.md "All games", "Never leak"; "Horse Fair", "Pass-and-play").
 * The table sees every face-up card in front of its player, the horse tracks, the draw pile's count (never
 * its order), figurines, pile sizes, hand sizes, the last move and win. A seat sees that and its own hand.
 */
import type { Viewer } from '../../../engine/types';
import { HORSE_IDS, HORSES, trackCounts } from '../cards';
import { scoreHand, totals, winningTeams } from './scoring';
import type { HandScore, HfState, HfView, Track } from '../types';

/**
 * The totals over the finished hands, worked out once per `history` array: the rules never change a state, and
 * replace `history` only when a hand ends, so the same array always gives the same totals.
 */
const totalsOf = new WeakMap<HfState['history'], HandScore[]>();
function finishedTotals(state: HfState): HandScore[] {
  let known = totalsOf.get(state.history);
  if (known === undefined || known.length !== state.teams.length) {
    known = totals(state);
    totalsOf.set(state.history, known);
  }
  return known;
}

/** Each horse's track: its face-up count ({@link trackCounts}), name and number. */
function tracksOf(state: HfState): Track[] {
  const counts = trackCounts(state.faceUp);
  return HORSE_IDS.map((horse) => ({ horse, name: HORSES[horse].name, number: HORSES[horse].number, count: counts[horse] ?? 0 }));
}

/**
 * The view of `state` for `viewer`: another seat's hand and the draw pile's cards are absent, not hidden.
 * Arrays the rules never change in place (states are never mutated; a move replaces what it changes) are shared
 * with the state rather than copied: the view is read, never written.
 */
export function view(state: HfState, viewer: Viewer): HfView {
  return {
    viewer,
    players: state.players,
    scoring: state.scoring,
    partnership: state.partnership,
    teamOf: state.teamOf,
    teams: state.teams,
    handsTotal: state.handsTotal,
    handNumber: state.handNumber,
    dealer: state.dealer,
    turn: state.turn,
    phase: state.phase,
    hand: viewer === 'table' ? null : (state.hands[viewer] ?? []),
    handSizes: state.hands.map((h) => h.length),
    drawCount: state.drawPile.length,
    discardCount: state.discard.length,
    faceUp: state.faceUp,
    tracks: tracksOf(state),
    figurines: state.figurines,
    pileSizes: state.piles.map((p) => p.length),
    handScores: scoreHand(state),
    lastMove: state.lastMove,
    lastWin: state.lastWin,
    handEnd: state.handEnd,
    history: state.history,
    totals: finishedTotals(state),
    winningTeams: state.phase === 'game-over' ? winningTeams(state) : [],
  };
}
