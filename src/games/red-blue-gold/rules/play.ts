/**
 * Playing the games of rounds 3 and 4 (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"; docs/house-rules.md "Red Blue Gold", Play).
 */
import type { Seat } from '../../../engine/types';
import type { Colour, Exchange, PlayList } from '../types';

/**
 * Points for one card against one card, as [mine, theirs]: blue–blue 2 each; red against a non-red
 * card 3 to the red player; red–red nothing; gold scores nothing now.
 */
export function scoreExchange(mine: Colour, theirs: Colour): [number, number] {
  if (mine === 'blue' && theirs === 'blue') return [2, 2];
  if (mine === 'red' && theirs !== 'red') return [3, 0];
  if (theirs === 'red' && mine !== 'red') return [0, 3];
  return [0, 0];
}

/**
 * The game between seats `a` < `b` in `round`: A's i-th card against B's i-th, for as many cards
 * as the shorter list has (its end is the walk-away); later cards are not played.
 */
export function playGame(round: 3 | 4, a: Seat, listA: readonly Colour[], b: Seat, listB: readonly Colour[]): Exchange[] {
  const out: Exchange[] = [];
  const k = Math.min(listA.length, listB.length);
  for (let i = 0; i < k; i++) {
    const aColour = listA[i];
    const bColour = listB[i];
    if (aColour === undefined || bColour === undefined) break;
    const [aPoints, bPoints] = scoreExchange(aColour, bColour);
    out.push({ round, a, aColour, b, bColour, index: i + 1, aPoints, bPoints });
  }
  return out;
}

/**
 * Every exchange of a play round. `lists[s]` is seat s's games (empty when it submitted nothing).
 * Pairs are visited in seat order (a < b), so the result is the same for the same submissions.
 */
export function playRound(round: 3 | 4, lists: readonly (readonly PlayList[])[]): Exchange[] {
  const out: Exchange[] = [];
  const n = lists.length;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const la = lists[a]?.find((g) => g.opponent === b)?.colours ?? [];
      const lb = lists[b]?.find((g) => g.opponent === a)?.colours ?? [];
      out.push(...playGame(round, a, la, b, lb));
    }
  }
  return out;
}
