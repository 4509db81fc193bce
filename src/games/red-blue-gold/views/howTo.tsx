/**
 * Red Blue Gold, how to play in a minute (src/games/contract.ts `HowToCard`; docs/games/red-blue-gold.md; docs/house-rules.md
 * "Red Blue Gold"): six cards drawn with the game's own card faces, garnets and tokens of life, with fixed samples.
 */
import type { HowToCard } from '../../contract';
import type { Colour } from '../types';
import { CardFace } from './Mark';
import { Garnet, TokenOfLife } from './Tokens';
import './red-blue-gold.css';

/** Cards in a row, first to last. */
function Cards({ colours }: { colours: readonly Colour[] }) {
  return (
    <span class="rbg-howto-row">
      {colours.map((c, i) => (
        <CardFace key={i} colour={c} />
      ))}
    </span>
  );
}

/** One card of each colour. */
function GoalArt() {
  return (
    <div class="rbg-howto">
      <Cards colours={['red', 'blue', 'gold']} />
    </div>
  );
}

/** A deck bought in round 1: 3 gold, 2 blue and 1 red, as the rule text's example has it. */
function BuyArt() {
  return (
    <div class="rbg-howto">
      <Cards colours={['gold', 'gold', 'gold', 'blue', 'blue', 'red']} />
    </div>
  );
}

/** One game: two lists of cards, each card meeting the card in the same place. */
function PlayArt() {
  return (
    <div class="rbg-howto rbg-howto-game">
      <Cards colours={['blue', 'red']} />
      <Cards colours={['blue', 'gold']} />
    </div>
  );
}

/** A hand as the others see it after a round: how many cards, not their colours. */
function SecretArt() {
  return (
    <div class="rbg-howto">
      {(
        [
          ['Ana', 3],
          ['Bo', 5],
          ['Cy', 0],
        ] as const
      ).map(([name, n]) => (
        <span key={name} class="rbg-howto-count">
          <span class="rbg-name">{name}</span> {n} cards
        </span>
      ))}
    </div>
  );
}

/** Gold cards played: 7 points each at the end, if few enough played gold. */
function EndArt() {
  return (
    <div class="rbg-howto">
      <Cards colours={['gold', 'gold']} />
    </div>
  );
}

/** The first prize: 5 garnets and two tokens of life. */
function PrizeArt() {
  return (
    <div class="rbg-howto">
      <span class="rbg-howto-row">
        {Array.from({ length: 5 }, (_, i) => (
          <Garnet key={i} size={28} />
        ))}
      </span>
      <span class="rbg-howto-row">
        <TokenOfLife size={32} />
        <TokenOfLife size={32} />
      </span>
    </div>
  );
}

/** Red Blue Gold's six cards: the goal, buy and trade, play, what is secret, the end, the prizes. */
export const howTo: readonly HowToCard[] = [
  {
    title: 'The goal',
    text: 'For 13 players as written; 4 to 12 as a variant. Build a small deck of red, blue and gold cards, play games against the others, and score the most points. Four rounds, everyone at once.',
    Art: GoalArt,
  },
  {
    title: 'Rounds 1 and 2: buy, trade',
    text: 'Round 1: take up to 9 cards, any mix, free. Round 2: give any cards you hold to anyone, and list whose gifts you accept; a gift goes through only if its receiver accepts you. Cards received cannot be given on that round.',
    Art: BuyArt,
  },
  {
    title: 'Rounds 3 and 4: play',
    text: 'For each opponent, line up the cards you play, first to last, then walk away; your first card meets their first, and the game stops at the shorter list (no game if they list you nothing), the rest staying in hand. Blue against blue: 2 each. Red against a card that is not red: 3 to the red player. Red against red: nothing.',
    Art: PlayArt,
  },
  {
    title: 'What is secret',
    text: 'Each player picks their name at the phone and submits in secret; a submission cannot be changed, and no submission by the close counts as nothing. After each round everyone sees card counts (not colours) and points; after rounds 3 and 4, every card played and by whom.',
    Art: SecretArt,
  },
  {
    title: 'How it ends',
    text: 'Round 4 is skipped if all but one player hold no cards. Gold scores nothing in play; at the end, each gold card played scores 7 if at most half the players played gold. Then anyone still holding a card scores zero.',
    Art: EndArt,
  },
  {
    title: 'Prizes and the E.C.',
    text: 'First place: 5 garnets and two tokens of life (keep one, give one to anyone but the E.C.); several firsts get 5 garnets and one token each. Second: 4 garnets; third: 3. The fewest points makes the E.C., the Elimination Candidate; ties go to the fewest garnets, then the winners choose.',
    Art: PrizeArt,
  },
];
