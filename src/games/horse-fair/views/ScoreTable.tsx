/** A score table: each team's cards, figurines, face values and points (seeds/003, "Basic/Advanced Game Scoring"). */
import type { HandScore, HfView } from '../rules/types';
import { teamLabel } from './words';

/** Props of {@link ScoreTable}. */
export interface ScoreTableProps {
  view: HfView;
  players: readonly string[];
  scores: readonly HandScore[];
  caption: string;
  /** Teams to mark as winners. */
  winners?: readonly number[];
}

/** One row per team with the parts of its score. */
export function ScoreTable({ view, players, scores, caption, winners = [] }: ScoreTableProps) {
  return (
    <table class="hf-scores">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{view.partnership ? 'Partnership' : 'Player'}</th>
          <th scope="col">Cards</th>
          <th scope="col">
            <span aria-hidden="true">Figs</span>
            <span class="sr-only">Figurines</span>
          </th>
          <th scope="col">
            <span aria-hidden="true">Value</span>
            <span class="sr-only">Face value</span>
          </th>
          <th scope="col">
            <span aria-hidden="true">Pts</span>
            <span class="sr-only">Points</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {scores.map((s, team) => (
          <tr key={team} class={winners.includes(team) ? 'hf-winner' : ''}>
            <th scope="row">
              {teamLabel(view, players, team)}
              {winners.includes(team) ? ' ★ winner' : ''}
            </th>
            <td>{s.cards}</td>
            <td>{s.figurines}</td>
            <td>{s.faceValue}</td>
            <td>
              <strong>{s.points}</strong>
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
