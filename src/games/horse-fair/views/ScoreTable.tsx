/** A score table: each team's cards, figurines, face values and points (docs/games/horse-fair.md, "Basic Game Scoring", "Advanced Game Scoring"). */
import type { HandScore, HfView } from '../types';
import { teamLabel, teamLetter } from './words';

/** Props of {@link ScoreTable}. */
export interface ScoreTableProps {
  view: HfView;
  players: readonly string[];
  scores: readonly HandScore[];
  caption: string;
  /** Teams to mark as winners. */
  winners?: readonly number[];
}

/** `n` and its noun, singular when `n` is 1 ("1 card", "3 cards"). */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * One row per team: its name, then its points with their parts under them (cards, figurines, face
 * value). Two columns, so it wraps at any text size on a phone without cutting a heading in two.
 */
export function ScoreTable({ view, players, scores, caption, winners = [] }: ScoreTableProps) {
  return (
    <table class="hf-scores">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{view.partnership ? 'Partnership' : 'Player'}</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {scores.map((s, team) => (
          <tr key={team} class={winners.includes(team) ? 'hf-winner' : ''}>
            <th scope="row">
              {view.partnership ? (
                // The team's letter, then its members in smaller type: the hand's end on the board keeps its rows short.
                <span class="cell-name">
                  Team {teamLetter(team)} <span class="hf-team-members">({teamLabel({ ...view, partnership: false }, players, team)})</span>
                </span>
              ) : (
                <span class="cell-name">{teamLabel(view, players, team)}</span>
              )}
              {winners.includes(team) ? ' ★ winner' : ''}
            </th>
            <td>
              <strong>{count(s.points, 'point')}</strong>
              <span class="hf-parts">
                {count(s.cards, 'card')} · {count(s.figurines, 'figurine')} · face value {s.faceValue}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How points are made under the view's scoring, in one line. */
export function scoringWords(scoring: HfView['scoring']): string {
  return scoring === 'basic'
    ? 'Basic scoring: 1 point per collected card, 2 per figurine. Ties: more figurines, then higher face value.'
    : 'Advanced scoring: the face value of each collected card (a Second Look is not doubled), 1 point per figurine. Ties: more figurines.';
}
