/** Random legal moves for tests and random play (docs/architecture.md, "The contract every game fulfils"). */
import type { Actor } from '../../../engine/types';
import type { HfAction, HfState } from '../types';

/**
 * A legal move picked with `random` (values in [0, 1)): during a hand, a card from the hand of the seat whose
 * turn it is; between hands, the table's "next hand"; null once the game is over.
 */
export function randomAction(state: HfState, random: () => number): { actor: Actor; action: HfAction } | null {
  if (state.phase === 'hand-over') return { actor: 'table', action: { type: 'next-hand' } };
  if (state.phase !== 'playing' || state.turn === null) return null;
  const hand = state.hands[state.turn] ?? [];
  const card = hand[Math.floor(random() * hand.length)];
  if (card === undefined) return null;
  return { actor: state.turn, action: { type: 'play', card: card.id } };
}
