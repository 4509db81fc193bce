/**
 * The end of the match (docs/games/red-blue-gold.md, the closing paragraphs; docs/house-rules.md "Red Blue Gold": End, Places, E.C.):
 * gold bonus, zeroing, places, garnets, tokens of life and the E.C. chain, with the winners' prize actions.
 */
import { check } from '../../../engine/errors';
import { pick } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { total } from './cards';
import { hasName, valueFor } from './season';
import type { EcBy, Final, RbgState } from '../types';

/** Points per gold card played when gold pays. */
export const GOLD_BONUS = 7;
/** Garnets for places 1, 2 and 3. */
export const GARNETS_BY_PLACE: readonly number[] = [5, 4, 3];

/**
 * The most players (of `n`) who may play gold with gold still paying: ⌊n/2⌋, 6 of 13
 * (docs/house-rules.md "Red Blue Gold": Players).
 */
export function goldLimit(n: number): number {
  return Math.floor(n / 2);
}

/** Gold pays when at most ⌊n/2⌋ players played any gold (6 of 13). */
export function goldPays(goldPlayers: number, n: number): boolean {
  return goldPlayers <= goldLimit(n);
}

/** Competition ranking (1, 1, 3 …): one plus the number of strictly higher scores. */
export function competitionPlaces(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

/** Seats of `seats` whose `value` is smallest. */
function fewest(seats: readonly Seat[], value: (s: Seat) => number): Seat[] {
  const min = Math.min(...seats.map(value));
  return seats.filter((s) => value(s) === min);
}

/** After the E.C. is known: the sole winner still gives a token, else the match is over. */
function afterEc(state: RbgState, final: Final): RbgState {
  return { ...state, final, phase: final.winners.length === 1 ? 'token-gift' : 'over' };
}

/**
 * Ends the match: scores, places, prizes, and the E.C. when points or garnets settle it; otherwise
 * the winners choose (phase 'ec-choice').
 */
export function finish(state: RbgState): RbgState {
  const n = state.players.length;
  const goldPlayers = state.ledgers.filter((l) => l.goldPlayed > 0).length;
  const pays = goldPays(goldPlayers, n);
  const bonus = state.ledgers.map((l) => (pays ? GOLD_BONUS * l.goldPlayed : 0));
  const beforeZero = state.points.map((p, i) => p + (bonus[i] ?? 0));
  const zeroed = state.hands.map((h) => total(h) > 0);
  const scores = beforeZero.map((p, i) => (zeroed[i] ? 0 : p));
  const places = competitionPlaces(scores);
  const garnetsWon = places.map((p) => GARNETS_BY_PLACE[p - 1] ?? 0);
  const winners = places.flatMap((p, i) => (p === 1 ? [i] : []));
  const tokensWon = places.map((p) => (p === 1 ? 1 : 0));
  const garnetsAfter = state.players.map((name, i) => valueFor(state.options.season.garnets, name) + (garnetsWon[i] ?? 0));
  const seats = state.players.map((_, i) => i);
  const ecTiedPoints = fewest(seats, (s) => scores[s] ?? 0);
  const ecTiedGarnets = fewest(ecTiedPoints, (s) => garnetsAfter[s] ?? 0);
  const only = ecTiedGarnets.length === 1 ? ecTiedGarnets[0] : undefined;
  const ecBy: EcBy | null = only === undefined ? null : ecTiedPoints.length === 1 ? 'points' : 'garnets';
  const final: Final = {
    goldPlayers,
    goldPays: pays,
    bonus,
    beforeZero,
    zeroed,
    scores,
    places,
    garnetsWon,
    garnetsAfter,
    tokensWon,
    winners,
    ecTiedPoints,
    ecTiedGarnets,
    ec: only ?? null,
    ecBy,
    tokenTo: null,
    stripped: false,
  };
  if (only === undefined) return { ...state, final, phase: 'ec-choice', votes: winners.map(() => null) };
  return afterEc(state, final);
}

/**
 * A tied vote: the winners lose this match's tokens, and a random ex-winner is E.C. An ex-winner is a
 * player at this table whose name is in the season's `pastWinners` (the E.C. must play this match);
 * with none, a random player among those tied. Drawn from the seeded RNG kept in the state.
 */
function settleTie(state: RbgState, final: Final): RbgState {
  const exWinners = state.players.flatMap((name, s) => (hasName(state.options.season.pastWinners, name) ? [s] : []));
  const from = exWinners.length > 0 ? exWinners : final.ecTiedGarnets;
  const [ec, rng] = pick(state.rng, from);
  const tokensWon = final.tokensWon.map((t, s) => (final.winners.includes(s) ? 0 : t));
  return afterEc(
    { ...state, rng },
    {
      ...final,
      ec,
      tokensWon,
      stripped: true,
      ecBy: exWinners.length > 0 ? 'vote-tie-ex-winner' : 'vote-tie-random',
    },
  );
}

/**
 * A winner picks (sole winner) or secretly votes for (several winners) the E.C. among those tied
 * on fewest points and garnets. With several winners, the last vote settles it: most votes, or a tie.
 * @throws RuleError when no choice is open, `seat` is not a winner or has voted, or `target` is not tied.
 */
export function chooseEc(state: RbgState, seat: Seat, target: Seat): RbgState {
  const f = state.final;
  check(state.phase === 'ec-choice' && f !== null, 'There is no E.C. to choose now.');
  const w = f.winners.indexOf(seat);
  check(w >= 0, 'Only the winners choose the E.C.');
  check(state.votes[w] === null, 'You have already chosen; a vote cannot be changed.');
  check(f.ecTiedGarnets.includes(target), `${state.players[target] ?? 'That player'} is not among those tied for E.C.`);
  if (f.winners.length === 1) return afterEc({ ...state, votes: [target] }, { ...f, ec: target, ecBy: 'winner-pick' });
  const votes = state.votes.map((v, i) => (i === w ? target : v));
  if (votes.some((v) => v === null)) return { ...state, votes };
  const tally = f.ecTiedGarnets.map((s) => votes.filter((v) => v === s).length);
  const most = Math.max(...tally);
  const top = f.ecTiedGarnets.filter((_, i) => tally[i] === most);
  const chosen = top.length === 1 ? top[0] : undefined;
  if (chosen === undefined) return settleTie({ ...state, votes }, f);
  return afterEc({ ...state, votes }, { ...f, ec: chosen, ecBy: 'vote' });
}

/**
 * The sole winner gives the second token of life to another player who is not the E.C.
 * @throws RuleError when no gift is open, `seat` is not the sole winner, or `to` is the winner or the E.C.
 */
export function giveToken(state: RbgState, seat: Seat, to: Seat): RbgState {
  const f = state.final;
  check(state.phase === 'token-gift' && f !== null, 'There is no token of life to give now.');
  check(f.winners.length === 1 && f.winners[0] === seat, 'Only the sole winner gives the second token of life.');
  check(Number.isInteger(to) && to >= 0 && to < state.players.length, 'That is not a player at this table.');
  check(to !== seat, 'You keep one token; give the other to another player.');
  check(to !== f.ec, 'The token of life cannot go to the E.C.');
  const tokensWon = f.tokensWon.map((t, s) => (s === to ? t + 1 : t));
  return { ...state, phase: 'over', final: { ...f, tokensWon, tokenTo: to } };
}
