/**
 * Ribbon Fair's types: options, state, actions and views (docs/games/ribbon-fair.md; docs/house-rules.md "Ribbon Fair").
 * Everything here is JSON-safe: plain objects, arrays, strings, numbers, booleans and null.
 */
import type { RngState } from '../../engine/rng';
import type { Seat, Viewer } from '../../engine/types';
import type { PackId } from './packs/types';

/** docs/games/ribbon-fair.md, "Judging styles": who awards each ribbon. */
export type JudgingStyle = 'rotating' | 'ai' | 'crowd';

/**
 * How Judge Marigold picks, in AI Judge and Crowd Favourite's tie-break: at random as the rule text has it
 * (docs/games/ribbon-fair.md, "Judging styles"), or with taste (src/games/ribbon-fair/rules/taste.ts), saying why.
 */
export type MarigoldMode = 'random' | 'taste';

/** The two themed packs that may be mixed into the base pack (docs/games/ribbon-fair.md, "What you need"). */
export type ThemedPackId = Exclude<PackId, 'base'>;

/** The table's choices at setup (docs/games/ribbon-fair.md, "Judging styles" and "Timers"). */
export interface RfOptions {
  style: JudgingStyle;
  /** Themed packs mixed into the base pack; the base pack is always in, so a themed pack is never alone. */
  themedPacks: ThemedPackId[];
  /** Pin clock per stall in seconds (20–90), or null for "off" (which waits five minutes). */
  pinClock: number | null;
  /** Judging, voting and award-panel clock in seconds (20–90), or null for "off" (five minutes). */
  judgeClock: number | null;
  /** How Judge Marigold picks; absent (as in fairs saved before the option) means at random. */
  marigold?: MarigoldMode;
  /**
   * How long (ms) the table shows a public step before a clock that opens with it starts (docs/house-rules.md, "Each
   * public step gets its beat"): the judging clock after the entries are laid out, the award panel's after the award.
   * Absent (fairs saved before it was kept, which must replay exactly) means no wait.
   */
  beatMs?: number;
}

/** One painted card: its text and the pack it comes from (for its colours and pattern). */
export interface Card {
  /** The pack it comes from, e.g. `'base'` or `'barnyard-kitchen'`. */
  pack: PackId;
  text: string;
}

/** The card lists a fair is shuffled from (the chosen packs, or tiny decks in tests). */
export interface Decks {
  ribbons: readonly Card[];
  entries: readonly Card[];
}

/** One entry on the table and the stall that pinned it (the author is secret until the award). */
export interface Pin {
  seat: Seat;
  card: Card;
}

/** Where a round is (docs/games/ribbon-fair.md, "A round"). `over` once the fair is crowned or has ended. */
export type Phase = 'pin' | 'judge' | 'vote' | 'award' | 'over';

/** How a ribbon was settled, for the award panel and the log. */
export type AwardHow =
  | 'only-entry' // one entry on the table wins at once
  | 'judge' // the rotating judge picked
  | 'judge-timeout' // judging time ran out: a random entry won
  | 'marigold' // AI Judge: Judge Marigold picked at random
  | 'crowd' // most crowd votes
  | 'crowd-tie' // crowd tie broken by Judge Marigold at random
  | 'no-entries' // nobody pinned: ribbon set aside
  | 'no-votes'; // nobody voted: ribbon set aside

/** The award panel's content (docs/games/ribbon-fair.md, "A round", step 3). */
export interface RibbonAward {
  ribbon: Card;
  /** The stall that took the ribbon, or null when it was set aside. */
  winner: Seat | null;
  /** Index into the round's `entries` of the winning entry, or null when set aside. */
  entry: number | null;
  how: AwardHow;
  /** Crowd votes per entry (same order as `entries`), once counted; null in the other styles. */
  tally: number[] | null;
  /** True when someone reached the target: the button reads "Finish the fair". */
  finishing: boolean;
  /** Judge Marigold's sentence when she judged with taste ("Nothing here is as squeaky as a rubber duck."). */
  reason?: string;
}

/** The round on the table. */
export interface Round {
  /** The ribbon being judged; null once it has been awarded or set aside. */
  ribbon: Card | null;
  /** The rotating judge (holds the rosette); null in AI Judge and Crowd Favourite. */
  judge: Seat | null;
  /** Entrants that still owe an entry, in handover order (left of the rosette, or from seat 0). */
  owing: Seat[];
  /** Entries pinned face down so far, in pin order (secret until the shuffle). */
  pinned: Pin[];
  /** The entries face up in their shuffled order, from the shuffle step on. */
  entries: Pin[];
  /** Crowd voters still out, in seat order. */
  voters: Seat[];
  /** Each seat's crowd vote (index into `entries`), or null while not cast. Secret until counted. */
  votes: (number | null)[];
  /**
   * Per-stall clocks (epoch ms), indexed by seat: stamped by that stall's `open` action in the pin
   * and vote steps (docs/house-rules.md "Clocks": per player on one phone); null while not started.
   */
  clocks: (number | null)[];
  /** The shared clock (epoch ms) of the judging step and the award panel; null in the other steps. */
  deadline: number | null;
  award: RibbonAward | null;
}

/** One stall at the fair. */
export interface Stall {
  hand: Card[];
  /** Ribbons won so far. */
  won: Card[];
  /** True once the stall has left the fair (its column stays, marked gone). */
  gone: boolean;
  /** True once the stall has taken its one fresh hand. */
  freshHand: boolean;
}

/** Why the fair ended. */
export type EndReason = 'target' | 'no-ribbons' | 'too-few';

/** The whole fair. */
export interface RfState {
  players: string[];
  options: RfOptions;
  /** Ribbons that win the fair, fixed from the stalls at the start (docs/house-rules.md "Target ribbons"). */
  target: number;
  rng: RngState;
  ribbonDeck: Card[];
  entryDeck: Card[];
  /** Played entries and fresh-hand discards. */
  discard: Card[];
  /** Ribbons set aside (no entries, no votes, a judge who left). */
  setAside: Card[];
  /** Hands of stalls that left: out of play, neither deck nor discard. */
  outOfPlay: Card[];
  stalls: Stall[];
  phase: Phase;
  round: Round;
  /** 1 for the first ribbon. */
  roundNo: number;
  /** Set once the fair is over: who shares the win (empty for none) and why it ended. */
  end: { winners: Seat[]; reason: EndReason } | null;
  /** Public log lines, oldest first. */
  log: string[];
  /** Cards the fair was shuffled from, for the "no card created or lost" checks. */
  dealtFrom: { ribbons: number; entries: number };
}

/** A move. Seat moves come from the private view; `next` and `leave` are table moves. */
export type RfAction =
  /** The stall has revealed its private view: stamps its pin or vote clock (docs/house-rules.md "Clocks"). */
  | { type: 'open' }
  /** Pin this entry (by its text) face down; it cannot be taken back. */
  | { type: 'pin'; entry: string }
  /** Discard the whole hand and draw 7, once per fair, before pinning. */
  | { type: 'fresh-hand' }
  /** The rotating judge picks the entry at this index of the shuffled entries. */
  | { type: 'pick'; entry: number }
  /** A crowd vote for the entry at this index (not one's own). */
  | { type: 'vote'; entry: number }
  /** The table has seen the award: Next ribbon, or Finish the fair. */
  | { type: 'next' }
  /** A stall leaves the fair (picked and confirmed on the table). */
  | { type: 'leave'; seat: Seat };

/** One column of the standings as everyone sees it. */
export interface StallView {
  seat: Seat;
  name: string;
  won: Card[];
  gone: boolean;
  /** Gold frame: the table waits on this stall. */
  waiting: boolean;
  handSize: number;
  /** Has pinned this round (the entry itself stays hidden). */
  pinned: boolean;
  /** Holds the rosette this round. */
  judge: boolean;
  /** May leave now (has not pinned or voted this round). */
  canLeave: boolean;
  freshHand: boolean;
}

/** One entry as shown: its text, and its author once the award is out (null before). */
export interface EntryView {
  card: Card;
  author: Seat | null;
}

/** What only one stall sees after its reveal. */
export interface YouView {
  seat: Seat;
  hand: Card[];
  /** This stall's own pinned entry this round, if any. */
  pinned: Card | null;
  /** Owes an entry now. */
  mustPin: boolean;
  /** May take the fresh hand now. */
  canFresh: boolean;
  /** Holds the rosette and must pick now. */
  mustPick: boolean;
  /** Is a crowd voter still out. */
  mustVote: boolean;
  /** Index of this stall's own entry among the shuffled entries (not votable), or null. */
  ownEntry: number | null;
  /** This stall's cast vote, or null. */
  vote: number | null;
  /** This stall's own running clock (epoch ms), or null when not started. */
  clock: number | null;
  /** True when the stall must send `open` to start its clock. */
  needsOpen: boolean;
}

/** What a viewer may see. Another seat's hand, pinned entry and vote are absent, not hidden. */
export interface RfView {
  viewer: Viewer;
  style: JudgingStyle;
  target: number;
  phase: Phase;
  roundNo: number;
  ribbon: Card | null;
  ribbonsLeft: number;
  entriesLeft: number;
  stalls: StallView[];
  /** Face-down entries pinned so far (count only) during the pin step. */
  pinnedCount: number;
  /** Entries face up in shuffled order (judge, vote, award); authors only on the award panel. */
  entries: EntryView[];
  /** Crowd votes cast so far (count only) while voting. */
  votesCast: number;
  award: RibbonAward | null;
  /** The hourglass: the soonest running clock, its full length (ms) and what it times. */
  clock: { deadline: number; length: number; label: string } | null;
  end: { winners: Seat[]; reason: EndReason } | null;
  /** Achievements earned, once the fair is over. */
  achievements: { seat: Seat; id: string; title: string }[];
  log: string[];
  you: YouView | null;
}
