/**
 * What each viewer may see (docs/house-rules.md "The table is always in sight", "Never leak"; docs/games/red-blue-gold.md "Red Blue Gold Game": "The amount of
 * cards each player has (but not their colors) and the points … will be revealed after each round",
 * "After round 3, and after round 4, everyone will know what cards were played and by who").
 * Another seat's hand, ledger, submission or vote is absent from the view, not hidden. PINs never appear.
 */
import type { Seat, Viewer } from '../../../engine/types';
import { waitingOn } from './apply';
import { isCalled } from './called';
import { goldLimit } from './end';
import { round4SkipAt } from './resolve';
import { roundLength } from './setup';
import type { Cards, Final, Gift, Ledger, Phase, RbgState, RoundClock, RoundRecord, Submission } from './types';

/** One seat's own secrets. */
export interface SeatSecrets {
  seat: Seat;
  /** The colours this seat holds now (cards). */
  hand: Cards;
  /** This seat's submission for the open round, null until made. */
  submission: Submission | null;
  /** This seat's own card ledger. */
  ledger: Ledger;
  /** This seat's E.C. choice or vote (winners only, while and after choosing), else null. */
  vote: Seat | null;
  /** This seat's round-2 gifts that their receivers did not accept (they stayed in this hand). */
  refused: Gift[];
}

/** A redacted view of the match. */
export interface RbgView {
  viewer: Viewer;
  players: string[];
  phase: Phase;
  round: 1 | 2 | 3 | 4;
  roundClock: RoundClock;
  /** The open round's deadline (epoch ms) and full length (ms), null without a clock. */
  deadline: number | null;
  roundLength: number | null;
  /** Who has submitted this round (not what). */
  submitted: boolean[];
  /**
   * Who the open round calls: false for a player with no cards in a play round (they have nothing to
   * submit and are not called; public, since card counts are). All false once the rounds are over.
   */
  called: boolean[];
  /** Card count per seat (cards) and points per seat, as after the last closed round. */
  counts: number[];
  points: number[];
  /** The public record of every closed round, exchanges included for rounds 3 and 4. */
  history: RoundRecord[];
  round4Skipped: boolean;
  /** Gold pays when at most `goldLimit` players played gold; round 4 is skipped when at least `skipAt` hold no cards. */
  goldLimit: number;
  skipAt: number;
  /** The seats the station waits on. */
  waitingOn: Seat[];
  /** The end of the match, once the rounds are over (public). */
  final: Final | null;
  /** The viewer's own secrets; null for the table. */
  me: SeatSecrets | null;
}

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
      submission: state.phase === 'round' ? state.submissions[viewer] ?? null : null,
      ledger: { ...(state.ledgers[viewer] ?? { bought: 0, received: 0, given: 0, played: 0, goldPlayed: 0 }) },
      vote: w >= 0 ? state.votes[w] ?? null : null,
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
