/**
 * Horse Fair, how to play in a minute (src/games/contract.ts `HowToCard`; docs/games/horse-fair.md; docs/house-rules.md
 * "Horse Fair"): six cards drawn with the board's own horse cards, figurines and face-down stacks, with fixed samples.
 */
import type { HowToCard } from '../../contract';
import type { Card, Horse } from '../cards';
import { HorseCard } from './HorseCard';
import { CardStack, Figurine, MiniCard } from './Tokens';
import './horse-fair.css';

/** A sample card of `horse` (its id only tells samples apart; it is no card of a real deal). */
function sample(horse: Horse, kind: Card['kind'] = 'regular', id = 0): Card {
  return { id, horse, kind };
}

/** The five horses of the final, one face-up card each, and the figurine the winning vote takes. */
function GoalArt() {
  return (
    <div class="hf hf-howto">
      {([0, 1, 2, 3, 4] as const).map((h) => (
        <MiniCard key={h} card={sample(h)} />
      ))}
      <Figurine />
    </div>
  );
}

/** A card laid face up from the hand, and the draw pile it is replaced from. */
function TurnArt() {
  return (
    <div class="hf hf-howto">
      <HorseCard card={sample(1)} />
      <CardStack count={20} />
    </div>
  );
}

/** Rascal 3 wins with one card and its Second Look (which counts two); a Thumbs Down! clears its horse. */
function WinArt() {
  return (
    <div class="hf hf-howto">
      <HorseCard card={sample(0)} />
      <HorseCard card={sample(0, 'second-look', 1)} />
      <HorseCard card={sample(3, 'thumbs-down', 2)} />
    </div>
  );
}

/** The hand and the collected pile, both face down to the table. */
function SecretArt() {
  return (
    <div class="hf hf-howto">
      <CardStack count={6} />
      <CardStack count={3} />
    </div>
  );
}

/** Four figurines: the game is won at once. */
function EndArt() {
  return (
    <div class="hf hf-howto">
      <Figurine />
      <Figurine />
      <Figurine />
      <Figurine />
    </div>
  );
}

/** A collected pile and the figurines it scores with. */
function ScoreArt() {
  return (
    <div class="hf hf-howto">
      <MiniCard card={sample(2)} />
      <MiniCard card={sample(2, 'regular', 1)} />
      <MiniCard card={sample(4, 'second-look', 2)} />
      <Figurine />
      <Figurine />
    </div>
  );
}

/** Horse Fair's six cards: the goal, a turn, a horse winning, what is secret, the end, the scoring. */
export const howTo: readonly HowToCard[] = [
  {
    title: 'The goal',
    text: 'For 2 to 5 players, or partnerships of 4 and 6. Five horses are in the final: vote with your horse cards for the horse you like best. If it wins, you keep your votes for it; whoever casts the winning vote takes a horse figurine, and four figurines win.',
    Art: GoalArt,
  },
  {
    title: 'Your turn',
    text: 'Play goes clockwise. On your turn, lay one card from your hand face up in front of you, then draw one from the pile while any is left.',
    Art: TurnArt,
  },
  {
    title: 'A horse wins',
    text: 'A horse wins when its face-up cards, among all players, reach or pass its number; a Second Look counts two. A Thumbs Down! is discarded at once with every face-up card of its horse. After a win each player keeps their own cards of the winner, the other face-up cards are discarded, and whoever played the winning card takes a figurine.',
    Art: WinArt,
  },
  {
    title: 'What is secret',
    text: 'Your hand: only you see it, when the phone is passed to you. Collected cards lie face down; the table sees only how many. Partners collect their won cards and figurines into one pile, but must not discuss the cards in their hands.',
    Art: SecretArt,
  },
  {
    title: 'How it ends',
    text: 'Four figurines win at once (when several hands are played, a fourth figurine only ends that hand). Otherwise, once the draw pile is empty, play goes on without drawing: the next horse to win, or empty hands, end the hand; cards left in hands do not count.',
    Art: EndArt,
  },
  {
    title: 'How it scores',
    text: "Basic: 1 point per collected card, 2 per figurine. Advanced: each collected card scores its horse's number (a Second Look not doubled), each figurine 1. Most points wins (totals over several hands); ties go to more figurines, then in Basic to higher card values.",
    Art: ScoreArt,
  },
];
