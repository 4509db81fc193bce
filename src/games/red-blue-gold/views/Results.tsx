/**
 * The end of the match: points, places, garnets, tokens of life and the E.C.
 * (docs/games/red-blue-gold.md, the closing paragraphs; docs/house-rules.md "End", "Places", "E.C.").
 */
import type { ResultsProps } from '../../contract';
import type { EcBy } from '../types';
import type { RbgView } from '../types';
import { EcLine } from './EcLine';

/** How the E.C. was settled, in words. */
const EC_BY: Readonly<Record<EcBy, string>> = {
  points: 'fewest points',
  garnets: 'tied on points, fewest garnets',
  'winner-pick': 'tied on points and garnets, chosen by the winner',
  vote: "tied on points and garnets, chosen by the winners' vote",
  'vote-tie-ex-winner': "the winners' vote tied: a random ex-winner",
  'vote-tie-random': "the winners' vote tied and no ex-winner plays: a random player among those tied",
};

function pointsText(n: number): string {
  return `${n} point${n === 1 ? '' : 's'}`;
}

/**
 * Places, points and prizes for every player: a list, best place first, that wraps at any text size
 * (a wide table would hide its last columns on a phone).
 */
export function Results({ view, players }: ResultsProps<RbgView>) {
  const f = view.final;
  if (f === null) return null;
  const order = players.map((_, i) => i).sort((a, b) => (f.places[a] ?? 0) - (f.places[b] ?? 0) || a - b);
  return (
    <section class="stack" aria-label="Results">
      <p>
        {f.goldPlayers === 0
          ? 'Nobody played gold.'
          : `${f.goldPlayers} player${f.goldPlayers === 1 ? '' : 's'} played gold (limit ${view.goldLimit}): ${f.goldPays ? 'gold pays 7 points a card.' : 'gold pays nothing.'}`}
      </p>
      <ol class="rbg-places" aria-label="Places, points and prizes">
        {order.map((s) => {
          const bonus = f.bonus[s] ?? 0;
          const won = f.garnetsWon[s] ?? 0;
          const tokens = f.tokensWon[s] ?? 0;
          return (
            <li key={s} class={f.winners.includes(s) ? 'rbg-place rbg-winner' : 'rbg-place'}>
              <span class="rbg-place-no" aria-hidden="true">
                {f.places[s]}
              </span>
              <div class="rbg-place-body">
                <span class="sr-only">Place {f.places[s]}: </span>
                <strong>{players[s]}</strong>
                {f.ec === s ? <span class="rbg-ec"> · E.C.</span> : null}
                <div>
                  {pointsText(f.scores[s] ?? 0)}
                  {f.zeroed[s] ? <span class="muted"> (kept cards: zero)</span> : bonus > 0 ? <span class="muted"> (gold +{bonus})</span> : null}
                </div>
                <div class="muted">
                  {won > 0 ? `+${won} garnets, ${f.garnetsAfter[s] ?? 0} in all` : `${f.garnetsAfter[s] ?? 0} garnets in all`}
                  {tokens > 0 ? ` · ${tokens} token${tokens === 1 ? '' : 's'} of life` : ''}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <EcLine final={f} players={players} class="banner" by={EC_BY} among={f.ecTiedGarnets.map((s) => players[s]).join(', ')} />
      {f.stripped ? <p>The winners lost this match's tokens of life.</p> : null}
      {f.tokenTo !== null ? (
        <p>
          {players[f.winners[0] ?? 0]} gave the second token of life to {players[f.tokenTo]}.
        </p>
      ) : null}
    </section>
  );
}
