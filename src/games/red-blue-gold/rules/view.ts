/**
 * What each viewer may see (docs/house-rules.md "The table is always in sight", "Never leak"; docs/games/red-blue-gold.md "Red Blue Gold Game": "The amount of
 * cards each player has (but not their colors) and the points … will be revealed after each round",
 * "After round 3, and after round 4, everyone will know what cards were played and by who").
 * Another seat's hand, ledger, submission or vote is absent from the view, not hidden. PINs never appear.
 */
import type { Viewer } from '../../../engine/types';
import { waitingOn } from './turns';
import { isCalled } from './called';
import { goldLimit } from './end';
import { round4SkipAt } from './resolve';
import { roundLength } from './setup';
import type { RbgState, RbgView, SeatSecrets } from '../types';

/** The view for `viewer`: a seat sees its own hand and submission, the table only public facts. */
export function view(state: RbgState, viewer: Viewer): RbgView {
  const n = state.players.length;
  const last = state.history[state.history.length - 1];
  let me: SeatSecrets | null = null;
  if (viewer !== 'table') {
    const w = state.final?.winners.indexOf(viewer) ?? -1;
    me = {
      seat: viewer,
      hand: { ...(state.hands[viewer] ?? { red: 0, blue: 0, gold: 0 }) },
      submission: state.phase === 'round' ? (state.submissions[viewer] ?? null) : null,
      ledger: { ...(state.ledgers[viewer] ?? { bought: 0, received: 0, given: 0, played: 0, goldPlayed: 0 }) },
      vote: w >= 0 ? (state.votes[w] ?? null) : null,
      refused: (state.refused?.[viewer] ?? []).map((g) => ({ to: g.to, cards: { ...g.cards } })),
    };
  }
  return {
    viewer,
    players: state.players.slice(),
    phase: state.phase,
    round: state.round,
    roundClock: state.options.roundClock,
    deadline: state.phase === 'round' ? state.deadline : null,
    roundLength: roundLength(state.options),
    submitted: state.submissions.map((s) => s !== null),
    called: state.players.map((_, seat) => isCalled(state, seat)),
    counts: last ? last.counts.slice() : state.players.map(() => 0),
    points: state.points.slice(),
    history: state.history,
    round4Skipped: state.round4Skipped,
    goldLimit: goldLimit(n),
    skipAt: round4SkipAt(n),
    waitingOn: waitingOn(state),
    final: state.final,
    me,
  };
}
