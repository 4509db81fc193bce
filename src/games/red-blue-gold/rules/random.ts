/**
 * Random legal moves, so tests can play thousands of whole matches (docs/architecture.md, "Whole-rule-set tests").
 */
import type { Actor, Seat } from '../../../engine/types';
import { clockOut } from './clock';
import { waitingOn } from './turns';
import { sub, total } from './cards';
import type { Cards, Colour, Gift, PlayList, RbgAction, RbgState, Submission } from '../types';
import { COLOURS } from '../types';
import { MAX_BUY } from './submit';

type Random = () => number;

function int(random: Random, max: number): number {
  return Math.min(max, Math.floor(random() * (max + 1)));
}

function oneOf<T>(random: Random, items: readonly T[]): T | undefined {
  return items[int(random, items.length - 1)];
}

/** A random colour still in `left`, or undefined when it is empty. */
function drawFrom(random: Random, left: Cards): Colour | undefined {
  return oneOf(
    random,
    COLOURS.filter((c) => left[c] > 0),
  );
}

function randomBuy(random: Random): Cards {
  const out: Cards = { red: 0, blue: 0, gold: 0 };
  const k = random() < 0.2 ? int(random, 2) : int(random, MAX_BUY);
  const weights = COLOURS.map(() => random());
  for (let i = 0; i < k; i++) {
    const r = random() * weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    const c = COLOURS.find((_, j) => (acc += weights[j] ?? 0) >= r) ?? 'blue';
    out[c] += 1;
  }
  return out;
}

function others(state: RbgState, seat: Seat): Seat[] {
  return state.players.map((_, i) => i).filter((i) => i !== seat);
}

function randomTrade(state: RbgState, seat: Seat, random: Random): Submission {
  let left = { ...(state.hands[seat] ?? { red: 0, blue: 0, gold: 0 }) };
  const gifts: Gift[] = [];
  for (const to of others(state, seat)) {
    if (random() > 0.25 || total(left) === 0) continue;
    const cards: Cards = { red: 0, blue: 0, gold: 0 };
    const k = 1 + int(random, total(left) - 1);
    for (let i = 0; i < k; i++) {
      const c = drawFrom(random, sub(left, cards));
      if (c) cards[c] += 1;
    }
    left = sub(left, cards);
    gifts.push({ to, cards });
  }
  const acceptFrom = others(state, seat).filter(() => random() < 0.6);
  return { type: 'submit', round: 2, gifts, acceptFrom };
}

function randomPlay(state: RbgState, seat: Seat, random: Random, round: 3 | 4): Submission {
  let left = { ...(state.hands[seat] ?? { red: 0, blue: 0, gold: 0 }) };
  const games: PlayList[] = [];
  const eager = 0.4 + 0.6 * random();
  for (const opponent of others(state, seat)) {
    if (random() > eager || total(left) === 0) continue;
    const colours: Colour[] = [];
    const k = int(random, Math.min(6, total(left)));
    for (let i = 0; i < k; i++) {
      const c = drawFrom(random, left);
      if (!c) break;
      colours.push(c);
      left = { ...left, [c]: left[c] - 1 };
    }
    games.push({ opponent, colours });
  }
  return { type: 'submit', round, games };
}

/** A random legal submission for `seat` in the open round. */
export function randomSubmission(state: RbgState, seat: Seat, random: Random): Submission {
  if (state.round === 1) return { type: 'submit', round: 1, buy: randomBuy(random) };
  if (state.round === 2) return randomTrade(state, seat, random);
  return randomPlay(state, seat, random, state.round);
}

/**
 * A random legal move with its actor: a submission by a seat that has not submitted, the table's
 * close once the clock ran out, a winner's E.C. choice or the sole winner's token gift; null once over.
 */
export function randomAction(state: RbgState, random: Random, now: number): { actor: Actor; action: RbgAction } | null {
  const f = state.final;
  if (state.phase === 'round') {
    if (clockOut(state, now)) return { actor: 'table', action: { type: 'close-round' } };
    const seat = oneOf(random, waitingOn(state));
    return seat === undefined ? null : { actor: seat, action: randomSubmission(state, seat, random) };
  }
  if (f === null || state.phase === 'over') return null;
  const seat = oneOf(random, waitingOn(state));
  if (seat === undefined) return null;
  if (state.phase === 'ec-choice') {
    const target = oneOf(random, f.ecTiedGarnets);
    return target === undefined ? null : { actor: seat, action: { type: 'choose-ec', seat: target } };
  }
  const to = oneOf(
    random,
    state.players.map((_, i) => i).filter((i) => i !== seat && i !== f.ec),
  );
  return to === undefined ? null : { actor: seat, action: { type: 'give-token', to } };
}
