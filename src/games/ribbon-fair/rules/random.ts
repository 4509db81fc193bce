/**
 * Random legal moves for random play and tests (docs/architecture.md: "a way to pick a random legal action").
 */
import type { Actor, Seat } from '../../../engine/types';
import { tick } from './clock';
import { canLeave } from './leave';
import type { RfAction, RfState } from '../types';

/** Chance (0–1) that a random move is a stall leaving, when one may. */
const LEAVE_CHANCE = 0.02;
/** Chance (0–1) that an entrant who may takes its fresh hand. */
const FRESH_CHANCE = 0.1;

function pickOf<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/**
 * A legal move at `now` (epoch ms) for the stall the phone goes to next, or a table move, picked with
 * `random` (values in [0, 1)); sometimes a stall leaves. Null once the fair is over.
 */
export function randomAction(state: RfState, random: () => number, now: number): { actor: Actor; action: RfAction } | null {
  const s = tick(state, now);
  if (s.phase === 'over') return null;
  const leavers = s.stalls.flatMap((_, seat) => (canLeave(s, seat) ? [seat] : []));
  const leaver = pickOf(leavers, random);
  if (leaver !== undefined && random() < LEAVE_CHANCE) return { actor: 'table', action: { type: 'leave', seat: leaver } };
  const r = s.round;
  if (s.phase === 'award') return { actor: 'table', action: { type: 'next' } };
  if (s.phase === 'judge') {
    const judge: Seat = r.judge ?? 0;
    return { actor: judge, action: { type: 'pick', entry: Math.floor(random() * r.entries.length) } };
  }
  const seat = pickOf(s.phase === 'pin' ? r.owing : r.voters, random);
  if (seat === undefined) return null;
  if (r.clocks[seat] === null) return { actor: seat, action: { type: 'open' } };
  if (s.phase === 'pin') {
    const stall = s.stalls[seat];
    if (stall !== undefined && !stall.freshHand && s.entryDeck.length > 0 && random() < FRESH_CHANCE) {
      return { actor: seat, action: { type: 'fresh-hand' } };
    }
    const card = pickOf(stall?.hand ?? [], random);
    return card === undefined ? null : { actor: seat, action: { type: 'pin', entry: card.text } };
  }
  const choices = r.entries.flatMap((e, i) => (e.seat === seat ? [] : [i]));
  const entry = pickOf(choices, random);
  return entry === undefined ? null : { actor: seat, action: { type: 'vote', entry } };
}
