/** The rules in short (docs/games/red-blue-gold.md "Red Blue Gold Game"; docs/house-rules.md "Red Blue Gold"). */
import type { RulesProps } from '../../contract';
import { goldLimit } from '../rules/end';
import { round4SkipAt } from '../rules/resolve';
import { CardFace } from './Mark';

const WRITTEN = 13;

/**
 * "6 of 13" as written, or, at a table of another size, that table's number first: "3 of 7 (6 of 13 as
 * written)". docs/house-rules.md "Red Blue Gold": Players.
 */
function threshold(limit: (n: number) => number, players: number | undefined): string {
  const written = `${limit(WRITTEN)} of ${WRITTEN}`;
  if (players === undefined || players === WRITTEN) return written;
  return `${limit(players)} of ${players} here; ${written} as written`;
}

/** Red Blue Gold's rules, one tap away; thresholds given for this table's size when it is known. */
export function Rules({ players }: RulesProps) {
  return (
    <article class="stack">
      <h2>Red Blue Gold</h2>
      <p>
        Build a small deck of <CardFace colour="red" small /> red, <CardFace colour="blue" small /> blue and <CardFace colour="gold" small /> gold cards, play
        games against the others, and score the most points. 13 players as written; 4 to 12 as a variant.
      </p>
      <p>
        Four rounds, everyone at once: each player picks their name at the phone and submits in secret. A round closes when everyone has submitted or when its
        clock runs out; anyone who has not submitted submits nothing. A submission cannot be changed.
      </p>
      <h3>1. Buy</h3>
      <p>Take up to 9 cards, any mix, free.</p>
      <h3>2. Trade</h3>
      <p>
        Give any cards you hold to anyone, and list whose gifts you accept. A gift goes through only if its receiver accepts you. Gifts all happen together: a
        card you receive cannot be passed on this round.
      </p>
      <h3>3 and 4. Play</h3>
      <p>
        For each opponent, line up the cards you play, first to last. Your first card meets their first, and so on; the shorter list's end is the walk-away, and
        later cards stay in hand.
      </p>
      <ul>
        <li>Blue against blue: 2 points each.</li>
        <li>Red against a card that is not red: 3 points to the red player.</li>
        <li>Red against red: nothing.</li>
        <li>Gold: nothing now; at the end, 7 points per gold card if at most half the players ({threshold(goldLimit, players)}) played gold.</li>
      </ul>
      <p>
        Round 4 is skipped if all players but one ({threshold(round4SkipAt, players)}) hold no cards after round 3. After each round everyone sees card counts
        (not colours) and points; after rounds 3 and 4, every card played and by whom.
      </p>
      <h3>End</h3>
      <p>
        Anyone still holding a card scores zero. First place: 5 garnets and two tokens of life (keep one, give one to anyone but the E.C.); several firsts get 5
        garnets and one token each. Second: 4 garnets. Third: 3 garnets.
      </p>
      <p>
        The E.C. has the fewest points; if tied, the fewest garnets; if still tied, the winners choose (several winners vote in secret; a tied vote costs the
        winners their tokens and a random ex-winner becomes the E.C.).
      </p>
    </article>
  );
}
