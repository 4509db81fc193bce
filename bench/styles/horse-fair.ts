// Horse Fair's five table styles (bench/styles/style.ts), from the rule text: play a card face up each turn; a horse
// wins when its face-up count reaches its number (a Second Look counts two), its cards go to whoever played them and
// the figurine to whoever played the last; a Thumbs Down! discards its horse's face-up cards.
import type { Bot } from '../../src/games/contract';
import { horseNumber, trackCounts, type Card } from '../../src/games/horse-fair/cards';
import type { HfAction, HfView } from '../../src/games/horse-fair/types';
import { horseFairGreedy } from '../greedy';
import { best, nothing, pickOf, type Styles } from './style';

/** A style from how it values each card in its hand (chance between equals). */
function style(value: (view: HfView, card: Card, hand: readonly Card[]) => number): Bot<HfView, HfAction> {
  return {
    decide(view, seat, random) {
      const hand = view.hand ?? [];
      if (view.phase !== 'playing' || view.turn !== seat || hand.length === 0) throw nothing();
      const card = pickOf(
        best(hand, (c) => value(view, c, hand)),
        random,
      );
      if (card === undefined) throw nothing();
      return { type: 'play', card: card.id };
    },
  };
}

const adds = (c: Card) => (c.kind === 'second-look' ? 2 : c.kind === 'thumbs-down' ? 0 : 1);
const wins = (view: HfView, c: Card) => c.kind !== 'thumbs-down' && (trackCounts(view.faceUp)[c.horse] ?? 0) + adds(c) >= horseNumber(c.horse);

/** Copycat: a winning card when it holds one, else the horse the last player played (plays it back), else the horse with most face-up cards; no Thumbs Down! while it has another card. */
const copycat = style((view, c) => {
  if (wins(view, c)) return 100;
  if (c.kind === 'thumbs-down') return -10;
  const last = view.lastMove?.effect === 'played' ? view.lastMove.card.horse : null;
  return (c.horse === last ? 10 : 0) + (trackCounts(view.faceUp)[c.horse] ?? 0);
});

/** Rule of thumb: the horse it holds most cards of (a Second Look first), never Thumbs Down! while it has another card. */
const thumb = style((_view, c, hand) => {
  if (c.kind === 'thumbs-down') return -10;
  return hand.filter((h) => h.horse === c.horse && h.kind !== 'thumbs-down').length + (c.kind === 'second-look' ? 0.5 : 0);
});

/** Cautious: a winning card when it holds one; else never brings a horse to one short of its number (the next player might win it); a Thumbs Down! on a horse one short that it has nothing on; else the horse furthest from winning. */
const cautious = style((view, c) => {
  if (wins(view, c)) return 100;
  const count = trackCounts(view.faceUp)[c.horse] ?? 0;
  const need = horseNumber(c.horse);
  const me = view.viewer === 'table' ? -1 : view.viewer;
  const mine = view.faceUp[me]?.filter((f) => f.horse === c.horse).length ?? 0;
  if (c.kind === 'thumbs-down') return count >= need - 1 && mine === 0 ? 50 : -20;
  const after = count + adds(c);
  if (after >= need - 1) return -10 + mine;
  return need - after;
});

/** Random: any card in hand. */
const random = style(() => 0);

/** Horse Fair's table styles. */
export const horseFairStyles: Styles<HfView, HfAction> = { simple: horseFairGreedy, copycat, thumb, cautious, random };
