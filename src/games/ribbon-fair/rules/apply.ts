/**
 * The moves (docs/games/ribbon-fair.md, "A round", "Fresh hand", "Judging styles"; docs/house-rules.md "Clocks").
 * Each move function takes the state after the clocks have been applied, and throws RuleError
 * (nothing changes) when the move is not allowed.
 */
import { check, RuleError } from '../../../engine/errors';
import type { Actor, Seat } from '../../../engine/types';
import { nameOf, updateStall, withLog } from './fair';
import { clockMs, HAND_SIZE } from './options';
import { closeEntries, countVotes, giveAward, nextRibbon } from './round';
import { leave } from './leave';
import { tick } from './clock';
import type { RfAction, RfState } from '../types';

function seatOf(actor: Actor, what: string): Seat {
  check(actor !== 'table', `${what} is a stall's own move: pass the phone to that stall.`);
  return actor;
}

function tableOnly(actor: Actor, what: string): void {
  check(actor === 'table', `${what} is pressed on the table view.`);
}

/** `open`: the stall revealed its private view; its pin or vote clock starts now (docs/house-rules.md "Clocks"). */
function open(state: RfState, seat: Seat, now: number): RfState {
  const r = state.round;
  const pinning = state.phase === 'pin' && r.owing.includes(seat);
  const voting = state.phase === 'vote' && r.voters.includes(seat);
  check(pinning || voting, `${nameOf(state, seat)} has nothing to do right now.`);
  check(r.clocks[seat] === null, 'Your clock is already running.');
  const length = clockMs(pinning ? state.options.pinClock : state.options.judgeClock);
  return { ...state, round: { ...r, clocks: r.clocks.map((c, i) => (i === seat ? now + length : c)) } };
}

/** Pin: the stall's entry goes face down and cannot be taken back (docs/games/ribbon-fair.md, "A round" step 1). */
function pin(state: RfState, seat: Seat, text: string, now: number): RfState {
  const r = state.round;
  check(state.phase === 'pin', 'Entries are not being pinned now.');
  check(r.judge !== seat, 'The rotating judge holds the rosette and does not pin an entry.');
  check(!r.pinned.some((p) => p.seat === seat), 'You have already pinned an entry this round.');
  check(r.owing.includes(seat), 'You sit this round out.');
  const hand = state.stalls[seat]?.hand ?? [];
  const card = hand.find((c) => c.text === text);
  check(card !== undefined, `“${text}” is not in your hand.`);
  const stalls = updateStall(state, seat, (s) => ({ ...s, hand: s.hand.filter((c) => c !== card) }));
  const owing = r.owing.filter((s) => s !== seat);
  const next = withLog({ ...state, stalls, round: { ...r, owing, pinned: [...r.pinned, { seat, card }] } }, `${nameOf(state, seat)} pins an entry.`);
  return owing.length === 0 ? closeEntries(next, now) : next;
}

/** Fresh hand: once per fair, before pinning: discard the whole hand and draw 7 (docs/games/ribbon-fair.md, "Fresh hand"). */
function freshHand(state: RfState, seat: Seat): RfState {
  const r = state.round;
  const stall = state.stalls[seat];
  check(stall !== undefined && !stall.gone, 'That stall is not at the fair.');
  check(!stall.freshHand, 'You have already taken your one fresh hand this fair.');
  check(state.phase === 'pin' && !r.pinned.some((p) => p.seat === seat), 'A fresh hand is taken before you pin.');
  check(r.owing.includes(seat), 'You do not pin this round, so you cannot take a fresh hand now.');
  check(state.entryDeck.length > 0, 'The entry deck is empty: there is no fresh hand to draw.');
  const drawn = state.entryDeck.slice(0, HAND_SIZE);
  const stalls = updateStall(state, seat, (s) => ({ ...s, hand: drawn, freshHand: true }));
  return withLog(
    { ...state, stalls, entryDeck: state.entryDeck.slice(drawn.length), discard: [...state.discard, ...stall.hand] },
    `${nameOf(state, seat)} takes a fresh hand.`,
  );
}

/** The rotating judge picks the winning entry (docs/games/ribbon-fair.md, "Rotating Judge"). */
function judgePick(state: RfState, seat: Seat, entry: number, now: number): RfState {
  check(state.phase === 'judge', 'There is nothing to judge now.');
  check(state.round.judge === seat, 'Only the stall holding the rosette picks the winner.');
  check(Number.isInteger(entry) && entry >= 0 && entry < state.round.entries.length, 'Pick one of the entries on the table.');
  return giveAward(state, entry, 'judge', null, now);
}

/** A secret crowd vote for an entry that is not the voter's own (docs/games/ribbon-fair.md, "Crowd Favourite"). */
function vote(state: RfState, seat: Seat, entry: number, now: number): RfState {
  const r = state.round;
  check(state.phase === 'vote', 'The crowd is not voting now.');
  check(r.voters.includes(seat), r.votes[seat] !== null && r.votes[seat] !== undefined ? 'You have already voted.' : 'You do not vote this round.');
  const e = r.entries[entry];
  check(Number.isInteger(entry) && e !== undefined, 'Vote for one of the entries on the table.');
  check(e.seat !== seat, 'You cannot vote for your own entry.');
  const voters = r.voters.filter((s) => s !== seat);
  const next = withLog({ ...state, round: { ...r, voters, votes: r.votes.map((v, i) => (i === seat ? entry : v)) } }, `${nameOf(state, seat)} votes.`);
  return voters.length === 0 ? countVotes(next, now) : next;
}

/**
 * The state after `actor` does `action` at `now` (epoch ms). Clocks that ran out by `now` apply first,
 * so a move after its own clock ran out is refused. Never mutates `state`.
 * @throws RuleError with a player-facing message when the move is not allowed; nothing changes then.
 */
export function apply(state: RfState, actor: Actor, action: RfAction, now: number): RfState {
  const s = tick(state, now);
  check(s.phase !== 'over', 'The fair is over.');
  switch (action.type) {
    case 'open':
      return open(s, seatOf(actor, 'Opening your hand'), now);
    case 'pin':
      return pin(s, seatOf(actor, 'Pinning an entry'), action.entry, now);
    case 'fresh-hand':
      return freshHand(s, seatOf(actor, 'A fresh hand'));
    case 'pick':
      return judgePick(s, seatOf(actor, 'Picking the winner'), action.entry, now);
    case 'vote':
      return vote(s, seatOf(actor, 'Voting'), action.entry, now);
    case 'next':
      tableOnly(actor, 'Next ribbon');
      check(s.phase === 'award', 'Next ribbon comes after the award.');
      return nextRibbon(s, now);
    case 'leave':
      tableOnly(actor, 'A stall leaving');
      return leave(s, action.seat, now);
    default: {
      const unknown: never = action;
      throw new RuleError(`That is not a Ribbon Fair move: ${JSON.stringify(unknown)}.`);
    }
  }
}
