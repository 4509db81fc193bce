/**
 * What each viewer may see (docs/house-rules.md "All games", "Never leak"; "Horse Fair", "Pass-and-play").
 * The table sees every face-up card in front of its player, the horse tracks, the draw pile's count (never
 * its order), figurines, pile sizes, hand sizes, the last move and win. A seat sees that and its own hand.
 */
import type { Viewer } from '../../../engine/types';
import { HORSE_IDS, HORSES } from '../cards';
import { scoreHand, totals, winningTeams } from './scoring';
import { horseCount } from './apply';
import type { HfState, HfView } from '../types';

/** The view of `state` for `viewer`: another seat's hand and the draw pile's cards are absent, not hidden. */
export function view(state: HfState, viewer: Viewer): HfView {
  const all = totals(state);
  return {
    viewer,
    players: [...state.players],
    scoring: state.scoring,
    partnership: state.partnership,
    teamOf: [...state.teamOf],
    teams: state.teams.map((t) => [...t]),
    handsTotal: state.handsTotal,
    handNumber: state.handNumber,
    dealer: state.dealer,
    turn: state.turn,
    phase: state.phase,
    hand: viewer === 'table' ? null : (state.hands[viewer] ?? []).map((c) => ({ ...c })),
    handSizes: state.hands.map((h) => h.length),
    drawCount: state.drawPile.length,
    discardCount: state.discard.length,
    faceUp: state.faceUp.map((cards) => cards.map((c) => ({ ...c }))),
    tracks: HORSE_IDS.map((horse) => ({
      horse,
      name: HORSES[horse].name,
      number: HORSES[horse].number,
      count: horseCount(state.faceUp, horse),
    })),
    figurines: [...state.figurines],
    pileSizes: state.piles.map((p) => p.length),
    handScores: scoreHand(state),
    lastMove: state.lastMove,
    lastWin: state.lastWin,
    handEnd: state.handEnd,
    history: state.history,
    totals: all,
    winningTeams: state.phase === 'game-over' ? winningTeams(state) : [],
  };
}
