/**
 * Festival Charter's options, state, actions and views (docs/games/festival-charter.md).
 * Everything is JSON-safe: plain objects, arrays, numbers, strings, booleans and null.
 */
import type { RngState } from '../../engine/rng';
import type { Seat, Viewer } from '../../engine/types';
import type { PriorityId, ProjectId } from './cards';

/** The table's choices at setup. */
export interface FcOptions {
  /**
   * Who chairs proposal 1: a seat (0–3), or `'random'` to draw one with the seeded generator
   * (docs/games/festival-charter.md "Prepare public information": "choose a first chair"). Play again passes the next seat.
   */
  firstChair: Seat | 'random';
  /**
   * The optional discussion limit (docs/games/festival-charter.md "Discuss the proposal"): off by default; when on,
   * the discussion of each proposal (the speaking order, then open discussion) gets
   * {@link DISCUSSION_MS} from its announcement and the table may add {@link EXTRA_TIME_MS} at a time.
   */
  discussionLimit: boolean;
  /**
   * The table's beat (ms, 0–{@link BEAT_MAX_MS}; absent in games saved before: 0): the discussion clock that opens with
   * a proposal's announcement starts when the announcement's beat on the board ends (docs/house-rules.md, "Each public
   * step gets its beat"), so it never runs under the announcement. Written in at setup (`def.paced`).
   */
  beatMs?: number;
}

/** The longest beat (ms) a festival's options may ask for before the discussion clock starts. */
export const BEAT_MAX_MS = 20_000;

/** Length of the optional discussion limit: about two minutes (ms). */
export const DISCUSSION_MS = 120_000;
/** Time one press of "Extra time" adds to the discussion limit (ms). */
export const EXTRA_TIME_MS = 60_000;
/** The shared budget at the start, in planning units (docs/games/festival-charter.md "One festival, four priorities"). */
export const START_BUDGET = 12;
/** The last proposal: the game stops after proposal eight (docs/games/festival-charter.md "Rotate and stop"). */
export const LAST_PROPOSAL = 8;
/** Exactly four planners (docs/games/festival-charter.md: "Exactly 4 players"). */
export const PLAYER_COUNT = 4;

/** One secret voting card. */
export type Vote = 'YES' | 'NO';

/** A vote as revealed: `'NOT CAST'` is a missing vote, which counts as NO (docs/games/festival-charter.md "Vote together"). */
export type RevealedVote = Vote | 'NOT CAST';

/** The proposal on the table: one project, or a package of two with the chair's PACKAGE marker. */
export interface Proposal {
  /** The chair who announced it. */
  chair: Seat;
  /** One project id, or two different ones for a package. */
  projects: ProjectId[];
  /** Total cost in planning units (the sum of printed costs). */
  cost: number;
  /** True for a package (two projects, the chair's marker spent when announced). */
  isPackage: boolean;
}

/** How one player used their speak-or-pass moment. */
export type SpeakChoice = 'spoke' | 'passed';

/** Why the game stopped (docs/games/festival-charter.md "Rotate and stop"). */
export type EndReason = 'eight-proposals' | 'nothing-affordable' | 'all-built';

/** Where the game is. */
export type Phase =
  /** The chair must announce an affordable proposal (there is no pass). */
  | { kind: 'proposing' }
  /**
   * Only in games saved before the table took the discussion in one step (a proposal made with the
   * older `propose` move): a speak-or-pass moment per player from the chair's left, the chair last,
   * each taken with its own tap. `openVote` ends it too.
   */
  | { kind: 'speaking'; proposal: Proposal; speaker: Seat; turns: SpeakChoice[] }
  /**
   * The discussion (docs/games/festival-charter.md "Discuss the proposal"): each player from the chair's left may speak
   * or pass, then open discussion, all aloud at the table. `deadline` (epoch ms) only when the
   * discussion limit is on, else null: stamped when the proposal is announced (in games saved
   * before: when the last speak-or-pass moment was taken).
   */
  | { kind: 'discussion'; proposal: Proposal; deadline: number | null; extraTimes: number }
  /** Secret votes: `votes[seat]` is null until that seat votes; a cast vote is locked. */
  | { kind: 'voting'; proposal: Proposal; votes: (Vote | null)[] }
  /** The festival is counted. */
  | { kind: 'over'; reason: EndReason };

/** One line of the public log: a proposal, its revealed votes and its binding result. */
export interface ProposalRecord {
  /** The proposal number, 1–8. */
  number: number;
  proposal: Proposal;
  /** Revealed votes, one per seat in seat order. */
  votes: RevealedVote[];
  /** Number of YES votes (0–4). */
  yes: number;
  /** True when 3 or 4 voted YES. */
  approved: boolean;
  /** Shared budget before and after the result (planning units). */
  budgetBefore: number;
  budgetAfter: number;
  /** True when the table closed the vote before every vote was cast. */
  closedEarly: boolean;
}

/** The whole game. */
export interface FcState {
  players: string[];
  options: FcOptions;
  /** The seeded generator after the setup draws. */
  rng: RngState;
  /** The priority card of each seat, dealt face up. */
  priorities: PriorityId[];
  /** The seat that chaired proposal 1 (Play again passes the next seat). */
  firstChair: Seat;
  /** The shared budget (planning units), never below 0. */
  budget: number;
  /** The current proposal number (1–8); after the last one it may read 9 while the game is over. */
  proposalNumber: number;
  /** The seat holding the chair marker. */
  chair: Seat;
  /** Per seat: has its PACKAGE marker been spent? */
  packageSpent: boolean[];
  /** Project ids in the public BUILT area, in the order they were built. */
  built: ProjectId[];
  phase: Phase;
  /** The public log, oldest first. */
  log: ProposalRecord[];
}

/** Every move. Table actions are done by `'table'` (or the seat whose moment it is); votes by the voting seat. */
export type FcAction =
  /**
   * The chair announces one project, or two different ones as a package (actor: the chair's seat);
   * the discussion opens (speaking order from the chair's left, then open discussion).
   */
  | { type: 'announce'; projects: ProjectId[] }
  /**
   * The older form of `announce`, kept so games saved before replay exactly: it opens a
   * speak-or-pass round with a move per speaker (`spoke` / `passed`) before open discussion.
   */
  | { type: 'propose'; projects: ProjectId[] }
  /** The current speaker of a speak-or-pass round (games saved before) used their moment to speak. */
  | { type: 'spoke' }
  /** The current speaker of a speak-or-pass round (games saved before) passed. */
  | { type: 'passed' }
  /** Adds {@link EXTRA_TIME_MS} to the discussion limit (only when the limit is on). */
  | { type: 'extraTime' }
  /** Ends the discussion and opens the vote (also from a speak-or-pass round of a game saved before). */
  | { type: 'openVote' }
  /** A seat casts its secret vote (actor: that seat). */
  | { type: 'vote'; vote: Vote }
  /** Closes the vote early: votes not cast count as NO. */
  | { type: 'closeVote' };

/** The phase as one viewer may see it: other seats' votes are absent until the reveal. */
export type PhaseView =
  | { kind: 'proposing' }
  | { kind: 'speaking'; proposal: Proposal; speaker: Seat; turns: SpeakChoice[] }
  | { kind: 'discussion'; proposal: Proposal; deadline: number | null; extraTimes: number }
  /** `voted[seat]` says who has voted; `ownVote` is the viewing seat's own vote (null for the table or before voting). */
  | { kind: 'voting'; proposal: Proposal; voted: boolean[]; ownVote: Vote | null }
  | { kind: 'over'; reason: EndReason };

/** One seat's score with its parts (docs/games/festival-charter.md "Count the festival"). */
export interface ScoreLine {
  seat: Seat;
  priority: PriorityId;
  /** Built symbols of the primary feature. */
  primaryTotal: number;
  /** Built symbols of the secondary feature. */
  secondaryTotal: number;
  /** 2 × primaryTotal + secondaryTotal (points). */
  score: number;
}

/** The parts of {@link FcState} every viewer sees as they are. */
type PublicState = Pick<FcState, 'priorities' | 'firstChair' | 'budget' | 'proposalNumber' | 'chair' | 'packageSpent' | 'built' | 'log'>;

/** What one viewer sees: everything public, plus the viewing seat's own current vote. */
export interface FcView extends PublicState {
  viewer: Viewer;
  discussionLimit: boolean;
  phase: PhaseView;
  /** Scores over the BUILT cards so far (the final scores once the game is over). */
  scores: ScoreLine[];
  /** Seats that share the lead (the winners once over). */
  leaders: Seat[];
}
