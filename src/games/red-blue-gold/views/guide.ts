/**
 * Red Blue Gold's guided first game (src/games/contract.ts `Guide`; docs/coach.md): a sentence or two on the board as
 * each round opens, and then on its clock or its seats, pointing at the piece the board draws for it (Table.tsx: the
 * round, its clock, the seats, the last round, the prizes); and, in a private view, what the seat's choice is (buy,
 * trade, play, the E.C., the token of life) and what follows from it. In the rule text's words
 * (docs/games/red-blue-gold.md; docs/house-rules.md "Red Blue Gold"), with the numbers the rules code uses.
 */
import type { Seat } from '../../../engine/types';
import type { Guide, GuideStep } from '../../contract';
import { GARNETS_BY_PLACE, GOLD_BONUS } from '../rules/end';
import { total } from '../rules/cards';
import { MAX_BUY } from '../rules/submit';
import type { RbgView } from '../types';

/** "6 players", "1 player". */
const playersWord = (n: number): string => `${n} player${n === 1 ? '' : 's'}`;

/** What gold pays, in the rule text's words: "7 a card at the end if at most 6 players played gold" (⌊n/2⌋ of n). */
const goldPays = (view: RbgView): string => `${GOLD_BONUS} a card at the end if at most ${playersWord(view.goldLimit)} played gold`;

/** The garnets of places 1, 2 and 3. */
const [FIRST, SECOND, THIRD] = [GARNETS_BY_PLACE[0] ?? 0, GARNETS_BY_PLACE[1] ?? 0, GARNETS_BY_PLACE[2] ?? 0];

/** The still-held rule, said to the seat holding the phone. */
const ZERO = 'A card still in your hand at the end of the match changes your score to zero.';

/** The board's step while a round is open: the round as it opens, then (once someone has submitted) its clock or seats. */
function roundStep(view: RbgView): GuideStep {
  const started = view.submitted.some(Boolean);
  if (view.round === 1) {
    if (!started)
      return {
        key: 'buy',
        point: 'round',
        text: `Round 1 of 4: each player buys up to ${MAX_BUY} cards, red, blue and gold in any mix, free. Everyone submits at once, in secret.`,
      };
    return {
      key: 'clock',
      point: 'clock',
      text:
        view.deadline === null
          ? 'There is no round clock: a round closes when every called player has submitted.'
          : 'A round closes when every called player has submitted or its clock runs out. Anyone who has not submitted by then submits nothing.',
    };
  }
  if (view.round === 2) {
    if (!started)
      return {
        key: 'trade',
        point: 'round',
        text: 'Round 2: each player may give any of their cards to other players. A gift goes through only if its receiver accepts cards from its giver.',
      };
    return {
      key: 'seats',
      point: 'seats',
      text: "After each round, every player's number of cards (not their colours) and points are made public here. A ✓ marks who has submitted this round.",
    };
  }
  if (view.round === 3) {
    if (!started)
      return {
        key: 'play',
        point: 'round',
        text: "Rounds 3 and 4: each player lists cards against any opponents, first to last; each meets the opponent's card in the same place. Blue against blue: 2 each; red against a card that is not red: 3 to red.",
      };
    return {
      key: 'hold',
      point: 'seats',
      text: `Gold scores nothing now, but pays ${goldPays(view)}. A player still holding a card at the end has their score changed to zero.`,
    };
  }
  return {
    key: 'last',
    point: 'last-round',
    text: `After rounds 3 and 4, everyone learns which cards were played and by whom: in short here, card by card in the Rounds so far sheet. Gold pays only if at most ${playersWord(view.goldLimit)} played gold.`,
  };
}

/** The board's step once the rounds are over: the E.C. choice, the token of life, then the prizes. */
function endStep(view: RbgView): GuideStep {
  const winners = view.final?.winners.length ?? 1;
  if (view.phase === 'ec-choice')
    return {
      key: 'ec',
      point: 'prizes',
      text: `The fewest points makes the E.C., the Elimination Candidate; a tie goes to the fewest garnets. Still tied here, so ${winners > 1 ? 'the winners vote in secret' : 'the winner chooses'} among those tied.`,
    };
  if (view.phase === 'token-gift')
    return {
      key: 'token',
      point: 'prizes',
      text: `First place takes ${FIRST} garnets and two tokens of life: one to keep, one to give to any player but the E.C. Second place takes ${SECOND} garnets, third ${THIRD}.`,
    };
  const stripped = view.final?.stripped === true;
  const first = stripped ? `${FIRST} garnets each` : winners > 1 ? `${FIRST} garnets and one token of life each` : `${FIRST} garnets and two tokens of life`;
  const ec = stripped ? "The winners' vote on the E.C. tied, so they lost their tokens of life." : 'The player with the fewest points became the E.C.';
  return { key: 'prizes', point: 'prizes', text: `The match is over: first place took ${first}, second place ${SECOND} garnets, third ${THIRD}. ${ec}` };
}

/** The private step for a seat that must submit in a play round (3 or 4). */
function playStep(view: RbgView, seat: Seat): GuideStep {
  if (!view.counts.some((c, s) => s !== seat && c > 0))
    return { key: 'no-game', text: `Nobody else holds a card, so there is no game to play: submit no games. ${ZERO}` };
  if (view.round === 4)
    return { key: 'last-play', text: `This is the last round: line up cards against any opponents, first to last; a game stops at the shorter list. ${ZERO}` };
  return {
    key: 'play',
    text: `Line up cards against any opponents; a game stops at the shorter list. Blue against blue: 2 each; red against a card that is not red: 3; gold: ${goldPays(view)}.`,
  };
}

/** Red Blue Gold's guide: the board's step for every state of the match, and each seat's step for its decision. */
export const guide: Guide<RbgView> = {
  table(view) {
    return view.phase === 'round' ? roundStep(view) : endStep(view);
  },
  seat(view, seat) {
    const me = view.me;
    if (me === null || me.seat !== seat || !view.waitingOn.includes(seat)) return null;
    if (view.phase === 'round') {
      if (me.submission !== null) return null;
      if (view.round === 1)
        return {
          key: 'buy',
          text: `Buy up to ${MAX_BUY} cards: red scores 3 against a card that is not red, blue against blue 2 each, gold ${goldPays(view)}. Cards still held at the end zero your score.`,
        };
      if (view.round === 2) {
        const give = total(me.hand) > 0 ? 'Give cards to anyone, and choose' : 'You have no cards to give, but choose';
        return {
          key: 'trade',
          text: `${give} whose gifts you accept: a gift goes through only if its receiver accepts you. A card you receive must be played by the end, or your score is zero.`,
        };
      }
      return playStep(view, seat);
    }
    const final = view.final;
    if (final === null) return null;
    if (view.phase === 'ec-choice' && me.vote === null)
      return final.winners.length > 1
        ? {
            key: 'ec',
            text: "Vote in secret for the E.C. among those tied; the most votes decides. If the vote ties, the winners lose this match's tokens of life and a random ex-winner (or one of those tied) becomes the E.C.",
          }
        : {
            key: 'ec',
            text: 'Choose the E.C. among those tied on fewest points and fewest garnets. The second token of life you then give cannot go to the E.C.',
          };
    if (view.phase === 'token-gift' && final.winners[0] === seat)
      return { key: 'token', text: 'You keep one token of life; give the second to any player but the E.C. Once it is given, the match is over.' };
    return null;
  },
};
