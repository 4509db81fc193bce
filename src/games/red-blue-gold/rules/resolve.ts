/**
 * Closing a round (docs/games/red-blue-gold.md rounds 1–4; docs/house-rules.md "Red Blue Gold": Round clock, Buy, Trade, Play,
 * After each round). A seat that has not submitted by the close submits nothing.
 */
import type { Seat } from '../../../engine/types';
import { add, sub, total } from './cards';
import { finish } from './end';
import { playRound } from './play';
import { roundLength } from './setup';
import { allSubmitted } from './called';
import type { Cards, Exchange, Gift, Ledger, PlayList, RbgState, RoundRecord } from '../types';

/**
 * How many of `n` players must hold no cards after round 3 for round 4 to be skipped: n−1, 12 of 13
 * (docs/house-rules.md "Red Blue Gold": Players).
 */
export function round4SkipAt(n: number): number {
  return n - 1;
}

/** Round 4 is skipped when at least n−1 players hold no cards after round 3 (12 of 13). */
export function skipsRound4(hands: readonly Cards[]): boolean {
  const empty = hands.filter((h) => total(h) === 0).length;
  return empty >= round4SkipAt(hands.length);
}

function resolveBuy(state: RbgState): Pick<RbgState, 'hands' | 'ledgers'> {
  const hands = state.submissions.map((s, i) => (s?.round === 1 ? { ...s.buy } : { ...(state.hands[i] ?? { red: 0, blue: 0, gold: 0 }) }));
  const ledgers = state.ledgers.map((l, i) => ({ ...l, bought: total(hands[i] ?? { red: 0, blue: 0, gold: 0 }) }));
  return { hands, ledgers };
}

/**
 * Gifts resolve together: every gift is taken from the hand held when the round opened. A gift its
 * receiver does not accept stays with the giver and is listed in `refused` (the giver's own secret).
 */
function resolveTrade(state: RbgState): Pick<RbgState, 'hands' | 'ledgers' | 'refused'> {
  const hands: Cards[] = state.hands.map((h) => ({ ...h }));
  const ledgers: Ledger[] = state.ledgers.map((l) => ({ ...l }));
  const refused: Gift[][] = state.players.map(() => []);
  state.submissions.forEach((s, giver) => {
    if (s?.round !== 2) return;
    for (const g of s.gifts) {
      const r = state.submissions[g.to];
      const accepts = r?.round === 2 && r.acceptFrom.includes(giver);
      if (!accepts) {
        refused[giver]?.push({ to: g.to, cards: { ...g.cards } });
        continue;
      }
      hands[giver] = sub(hands[giver] ?? { red: 0, blue: 0, gold: 0 }, g.cards);
      hands[g.to] = add(hands[g.to] ?? { red: 0, blue: 0, gold: 0 }, g.cards);
      const n = total(g.cards);
      const gl = ledgers[giver];
      const rl = ledgers[g.to];
      if (gl) gl.given += n;
      if (rl) rl.received += n;
    }
  });
  return { hands, ledgers, refused };
}

function resolvePlay(state: RbgState, round: 3 | 4): Pick<RbgState, 'hands' | 'ledgers' | 'points'> & { exchanges: Exchange[] } {
  const lists: PlayList[][] = state.submissions.map((s) => (s?.round === round ? s.games : []));
  const exchanges = playRound(round, lists);
  const hands: Cards[] = state.hands.map((h) => ({ ...h }));
  const ledgers: Ledger[] = state.ledgers.map((l) => ({ ...l }));
  const points = state.points.slice();
  const spend = (seat: Seat, colour: 'red' | 'blue' | 'gold', pts: number) => {
    const h = hands[seat];
    const l = ledgers[seat];
    if (h) h[colour] -= 1;
    if (l) {
      l.played += 1;
      if (colour === 'gold') l.goldPlayed += 1;
    }
    points[seat] = (points[seat] ?? 0) + pts;
  };
  for (const x of exchanges) {
    spend(x.a, x.aColour, x.aPoints);
    spend(x.b, x.bColour, x.bPoints);
  }
  return { hands, ledgers, points, exchanges };
}

/**
 * Closes the open round at `at` (epoch ms): resolves the submissions made (missing ones count as
 * nothing), records the public summary, and opens the next round with its deadline stamped at `at`,
 * or ends the match (after round 4, or after round 3 when round 4 is skipped). A play round that
 * opens with nobody called (nobody holds a card) closes at once, at `at`.
 */
export function closeRound(state: RbgState, at: number): RbgState {
  const round = state.round;
  let next: Pick<RbgState, 'hands' | 'ledgers' | 'points'> & { refused?: Gift[][] };
  let exchanges: Exchange[] = [];
  if (round === 1) next = { ...resolveBuy(state), points: state.points };
  else if (round === 2) next = { ...resolveTrade(state), points: state.points };
  else {
    const r = resolvePlay(state, round);
    next = r;
    exchanges = r.exchanges;
  }
  const record: RoundRecord = { round, counts: next.hands.map(total), points: next.points.slice(), exchanges };
  const closed: RbgState = {
    ...state,
    ...next,
    submissions: state.players.map(() => null),
    history: [...state.history, record],
  };
  const skip = round === 3 && skipsRound4(next.hands);
  if (round === 4 || skip) return finish({ ...closed, round4Skipped: skip, deadline: null });
  const len = roundLength(state.options);
  const opened: RbgState = { ...closed, round: round === 1 ? 2 : round === 2 ? 3 : 4, deadline: len === null ? null : at + len };
  return allSubmitted(opened) ? closeRound(opened, at) : opened;
}
