/** Horse Fair's rules in short (docs/games/horse-fair.md; docs/house-rules.md "Horse Fair"). */
import { HORSE_IDS, HORSES, regularCount } from '../cards';
import { Emblem } from './Emblem';
import './horse-fair.css';

/** The rules, one tap away from setup and the table. */
export function Rules() {
  return (
    <div class="hf hf-rules">
      <h2>Horse Fair</h2>
      <p>
        Five horses are in the final. Vote for the horse you think will win: if it wins, you keep your votes for it. Cast the winning vote and you take a horse
        figurine. Four figurines win at once.
      </p>
      <h3>The cards</h3>
      <ul class="hf-rules-horses">
        {HORSE_IDS.map((h) => (
          <li key={h} class={`hf-horse-text-${h}`}>
            <Emblem horse={h} size={24} /> {HORSES[h].name} {HORSES[h].number}: {regularCount(h)} cards, one Second Look, one Thumbs Down!
          </li>
        ))}
      </ul>
      <h3>Play</h3>
      <ul>
        <li>Each player gets 6 cards (5 in the partnership game). The player left of the dealer starts; play goes clockwise.</li>
        <li>On your turn, lay one card face up in front of you, then draw one from the pile if any is left.</li>
        <li>A horse wins when its face-up cards, among all players, reach its number. A Second Look counts two.</li>
        <li>
          When a horse wins, every player keeps their own face-up cards of it in a face-down pile; all other face-up cards are discarded. Whoever played the
          winning card takes a figurine, and the next player starts a new round.
        </li>
        <li>Thumbs Down! is discarded at once together with every face-up card of its horse.</li>
      </ul>
      <h3>End of a hand</h3>
      <ul>
        <li>Four figurines win at once.</li>
        <li>
          When the draw pile is empty, play goes on without drawing; the next horse to win ends the hand, and cards left in hands do not count. If every hand
          runs out first, the hand ends there.
        </li>
      </ul>
      <h3>Scoring</h3>
      <ul>
        <li>Basic: 1 point per collected card, 2 per figurine. Ties: more figurines, then the higher total face value.</li>
        <li>
          Advanced: the face value of every collected card (its horse's number; a Second Look is not doubled), 1 point per figurine. Ties: more figurines.
        </li>
        <li>
          Several hands: the deal moves one seat left each hand; the highest total wins, with the same tie-breaks on the totals. Players still tied share the
          win.
        </li>
      </ul>
      <h3>Partnership game (4 or 6 players)</h3>
      <p>
        Partners sit across from each other and pool their collected cards and figurines; four pooled figurines win at once. Talk up the horses, but never
        discuss your hand with your partner.
      </p>
    </div>
  );
}
