/**
 * A round from turning the ribbon to the next one (docs/games/ribbon-fair.md, "A round", "Judging styles",
 * "Winning"; docs/house-rules.md "Ribbon Fair": pin order, award panel, decks run dry).
 */
import { pick, shuffle } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { endFair, nameOf, nextPresent, orderFrom, presentSeats, updateStall, withLog } from './fair';
import { HAND_SIZE, clockMs, judgesWithTaste } from './options';
import { MARIGOLD_SAYS, tastePick } from './taste/seated';
import type { AwardHow, Card, Pin, RfState } from '../types';

/** Quotes a card's text for the log. */
export function q(card: Card): string {
  return `“${card.text}”`;
}

/**
 * Turns the top ribbon with `judge` holding the rosette (null without a seat judge), and opens the
 * pin step for every stall still at the fair that has cards, except the judge. Ends the fair with no
 * winner when no ribbon is left (docs/games/ribbon-fair.md, "Winning"). A round nobody can enter is settled at once.
 */
export function startRound(state: RfState, judge: Seat | null, now: number): RfState {
  const [ribbon, ...rest] = state.ribbonDeck;
  if (ribbon === undefined) return endFair(state, 'no-ribbons');
  const n = state.players.length;
  const entrants = presentSeats(state).filter((s) => s !== judge && (state.stalls[s]?.hand.length ?? 0) > 0);
  const owing = orderFrom(entrants, judge === null ? 0 : (judge + 1) % n, n);
  const roundNo = state.roundNo + 1;
  let next: RfState = {
    ...state,
    ribbonDeck: rest,
    phase: 'pin',
    roundNo,
    round: {
      ribbon,
      judge,
      owing,
      pinned: [],
      entries: [],
      voters: [],
      votes: state.players.map(() => null),
      clocks: state.players.map(() => null),
      deadline: null,
      award: null,
    },
  };
  const who = judge === null ? '' : ` ${nameOf(state, judge)} holds the rosette.`;
  next = withLog(next, `Ribbon ${roundNo}: ${q(ribbon)}.${who}`);
  return owing.length === 0 ? closeEntries(next, now) : next;
}

/**
 * The pin step is over (everyone owing pinned, sat out or left): the entries are shuffled face up
 * and the ribbon is awarded by the style (docs/games/ribbon-fair.md, "A round" steps 2–3 and "Judging styles").
 */
export function closeEntries(state: RfState, now: number): RfState {
  const [entries, rng] = shuffle(state.rng, state.round.pinned);
  let next: RfState = { ...state, rng, round: { ...state.round, owing: [], pinned: [], entries, clocks: state.players.map(() => null) } };
  if (entries.length === 0) return giveAward(next, null, 'no-entries', null, now);
  if (entries.length === 1) return giveAward(next, 0, 'only-entry', null, now);
  const style = state.options.style;
  if (style === 'rotating') {
    // The judging clock is stamped when the entries' beat on the table ends (docs/house-rules.md, "Ribbon Fair").
    return { ...next, phase: 'judge', round: { ...next.round, deadline: now + (state.options.beatMs ?? 0) + clockMs(state.options.judgeClock) } };
  }
  if (style === 'ai' && judgesWithTaste(state.options)) {
    const t = tastePick(
      next,
      entries.map((_, k) => k),
    );
    return giveAward(withLog({ ...next, rng: t.rng }, `${MARIGOLD_SAYS}${t.reason}`), t.entry, 'marigold', null, now, t.reason);
  }
  if (style === 'ai') {
    next = withLog(next, 'Judge Marigold picks at random.');
    const [i, rng2] = pick(
      next.rng,
      entries.map((_, k) => k),
    );
    return giveAward({ ...next, rng: rng2 }, i, 'marigold', null, now);
  }
  const voters = presentSeats(next).filter((s) => entries.some((e) => e.seat !== s));
  next = { ...next, phase: 'vote', round: { ...next.round, voters } };
  return voters.length === 0 ? countVotes(next, now) : next;
}

/**
 * Counts the crowd's votes (docs/games/ribbon-fair.md, "Crowd Favourite"): most votes wins; a tie is broken by
 * Judge Marigold at random among the tied; no votes at all sets the ribbon aside.
 */
export function countVotes(state: RfState, now: number): RfState {
  const tally = state.round.entries.map(() => 0);
  for (const v of state.round.votes) if (v !== null) tally[v] = (tally[v] ?? 0) + 1;
  const best = Math.max(0, ...tally);
  const base: RfState = { ...state, round: { ...state.round, voters: [], clocks: state.players.map(() => null) } };
  if (best === 0) return giveAward(base, null, 'no-votes', tally, now);
  const tied = tally.flatMap((t, i) => (t === best ? [i] : []));
  if (tied.length === 1) return giveAward(base, tied[0] ?? 0, 'crowd', tally, now);
  if (judgesWithTaste(state.options)) {
    const t = tastePick(base, tied);
    return giveAward(withLog({ ...base, rng: t.rng }, `The crowd is tied. ${MARIGOLD_SAYS}${t.reason}`), t.entry, 'crowd-tie', tally, now, t.reason);
  }
  const [i, rng] = pick(base.rng, tied);
  return giveAward(withLog({ ...base, rng }, 'The crowd is tied: Judge Marigold picks at random among the tied entries.'), i, 'crowd-tie', tally, now);
}

/**
 * Settles the ribbon: entry `entry` (index into the shuffled entries) takes it, or it is set aside
 * when `entry` is null. Opens the award panel on the judging clock (docs/house-rules.md "Award panel").
 * `reason` is Judge Marigold's sentence when she judged with taste.
 */
export function giveAward(state: RfState, entry: number | null, how: AwardHow, tally: number[] | null, now: number, reason?: string): RfState {
  const ribbon = state.round.ribbon;
  if (ribbon === null) return state;
  const win: Pin | undefined = entry === null ? undefined : state.round.entries[entry];
  let next: RfState;
  if (win === undefined) {
    next = withLog({ ...state, setAside: [...state.setAside, ribbon] }, `${q(ribbon)} is set aside: ${how === 'no-votes' ? 'nobody voted' : 'no entries'}.`);
  } else {
    const stalls = updateStall(state, win.seat, (s) => ({ ...s, won: [...s.won, ribbon] }));
    const count = stalls[win.seat]?.won.length ?? 0;
    next = withLog({ ...state, stalls }, `${nameOf(state, win.seat)} wins ${q(ribbon)} with ${q(win.card)} (${count} ribbon${count === 1 ? '' : 's'}).`);
  }
  const finishing = next.stalls.some((s) => s.won.length >= next.target);
  // The award panel's clock starts when the award's beat ends; Judge Marigold's award first lays the entries out for a
  // beat of their own (docs/house-rules.md, "Each public step gets its beat").
  const beats = how === 'marigold' && state.round.entries.length >= 2 ? 2 : 1;
  return {
    ...next,
    phase: 'award',
    round: {
      ...next.round,
      ribbon: null,
      deadline: now + beats * (state.options.beatMs ?? 0) + clockMs(state.options.judgeClock),
      award: { ribbon, winner: win?.seat ?? null, entry: win === undefined ? null : entry, how, tally, finishing, ...(reason === undefined ? {} : { reason }) },
    },
  };
}

/**
 * Next ribbon / Finish the fair (docs/games/ribbon-fair.md, "A round" step 4): entries go to the discard, each stall
 * that pinned and is still at the fair draws back to 7 from what is left (no reshuffle), then the fair is
 * crowned if someone reached the target, else the rosette passes and a new ribbon is turned.
 */
export function nextRibbon(state: RfState, now: number): RfState {
  const award = state.round.award;
  if (award?.finishing === true) return endFair(state, 'target');
  let deck = state.entryDeck;
  const pinnedSeats = new Set(state.round.entries.map((e) => e.seat));
  const stalls = state.stalls.map((s, seat) => {
    if (!pinnedSeats.has(seat) || s.gone) return s;
    const take = Math.max(0, HAND_SIZE - s.hand.length);
    const drawn = deck.slice(0, take);
    deck = deck.slice(drawn.length);
    return drawn.length === 0 ? s : { ...s, hand: [...s.hand, ...drawn] };
  });
  const next: RfState = {
    ...state,
    stalls,
    entryDeck: deck,
    discard: [...state.discard, ...state.round.entries.map((e) => e.card)],
    round: { ...state.round, entries: [], award: null, deadline: null },
  };
  const judge = state.round.judge === null ? null : nextPresent(next, state.round.judge);
  return startRound(next, judge, now);
}
