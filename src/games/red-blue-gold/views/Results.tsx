/**
 * The end of the match: points, places, garnets, tokens of life and the E.C.
 * (seeds/004, the closing paragraphs; RULINGS "End", "Places", "E.C.").
 */
import type { ResultsProps } from '../../contract';
import type { EcBy } from '../rules/types';
import type { RbgView } from '../rules/view';

/** How the E.C. was settled, in words. */
const EC_BY: Readonly<Record<EcBy, string>> = {
  points: 'fewest points',
  garnets: 'tied on points, fewest garnets',
  'winner-pick': 'tied on points and garnets, chosen by the winner',
  vote: 'tied on points and garnets, chosen by the winners\' vote',
  'vote-tie-ex-winner': 'the winners\' vote tied: a random ex-winner',
  'vote-tie-random': 'the winners\' vote tied and no ex-winner plays: a random player among those tied',
};

/** Places, points and prizes for every player. */
export function Results({ view, players }: ResultsProps<RbgView>) {
  const f = view.final;
  if (f === null) return null;
  const order = players.map((_, i) => i).sort((a, b) => (f.places[a] ?? 0) - (f.places[b] ?? 0) || a - b);
  return (
    <section class="stack" aria-label="Results">
      <p>
        {f.goldPlayers} player{f.goldPlayers === 1 ? '' : 's'} played gold (limit {view.goldLimit}):{' '}
        {f.goldPays ? 'gold pays 7 points a card.' : 'gold pays nothing.'}
      </p>
      <div class="rbg-scroll" role="region" aria-label="Places, points and prizes" tabIndex={0}>
        <table class="rbg-results">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col" class="rbg-num">Points</th>
              <th scope="col" class="rbg-num">Garnets</th>
              <th scope="col" class="rbg-num">Tokens</th>
            </tr>
          </thead>
          <tbody>
            {order.map((s) => (
              <tr key={s}>
                <td>{f.places[s]}</td>
                <td>
                  {players[s]}
                  {f.ec === s ? <span class="rbg-ec"> · E.C.</span> : null}
                  {f.zeroed[s] ? <span class="muted"> · kept cards: zero</span> : null}
                </td>
                <td class="rbg-num">
                  {f.scores[s]}
                  {(f.bonus[s] ?? 0) > 0 && !f.zeroed[s] ? <span class="muted"> (gold +{f.bonus[s]})</span> : null}
                </td>
                <td class="rbg-num">
                  +{f.garnetsWon[s]} = {f.garnetsAfter[s]}
                </td>
                <td class="rbg-num">{f.tokensWon[s]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {f.ec !== null && f.ecBy !== null ? (
        <p class="banner">
          E.C.: <strong>{players[f.ec]}</strong> ({EC_BY[f.ecBy]}).
        </p>
      ) : (
        <p class="banner">The winners are choosing the E.C. among {f.ecTiedGarnets.map((s) => players[s]).join(', ')}.</p>
      )}
      {f.stripped ? <p>The winners lost this match's tokens of life.</p> : null}
      {f.tokenTo !== null ? (
        <p>
          {players[f.winners[0] ?? 0]} gave the second token of life to {players[f.tokenTo]}.
        </p>
      ) : null}
    </section>
  );
}
