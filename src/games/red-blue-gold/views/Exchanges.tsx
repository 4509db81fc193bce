/**
 * The public record after rounds 3 and 4: every exchange, who played what against whom
 * (seeds/004 "After round 3, and after round 4, everyone will know what cards were played and by who").
 */
import { MARK } from '../rules/cards';
import type { Exchange, RoundRecord } from '../rules/types';
import { CardFace } from './Mark';

/** Exchanges grouped into games (one pair of players), in seat order. */
function byGame(exchanges: readonly Exchange[]): Exchange[][] {
  const games = new Map<string, Exchange[]>();
  for (const x of exchanges) {
    const key = `${x.a}-${x.b}`;
    games.set(key, [...(games.get(key) ?? []), x]);
  }
  return [...games.values()];
}

/** The grid of one play round: one block per game, one row per pair of cards. */
export function Exchanges({ record, players }: { record: RoundRecord; players: readonly string[] }) {
  const games = byGame(record.exchanges);
  const name = (s: number) => players[s] ?? '';
  return (
    <section aria-label={`Round ${record.round} exchanges`}>
      <h3>Round {record.round}: every exchange</h3>
      {games.length === 0 ? <p class="muted">No games were played.</p> : null}
      {games.map((g) => {
        const first = g[0];
        if (!first) return null;
        return (
          <div class="rbg-game" key={`${first.a}-${first.b}`}>
            <h4>
              {name(first.a)} vs {name(first.b)}
            </h4>
            <table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col" class="name">
                    {name(first.a)}
                  </th>
                  <th scope="col" class="name">
                    {name(first.b)}
                  </th>
                  <th scope="col" class="rbg-num">Points</th>
                </tr>
              </thead>
              <tbody>
                {g.map((x) => (
                  <tr
                    key={x.index}
                    aria-label={`Exchange ${x.index} of ${g.length}: ${name(x.a)} ${MARK[x.aColour].name.toLowerCase()} against ${name(x.b)} ${MARK[x.bColour].name.toLowerCase()}, ${x.aPoints} and ${x.bPoints} points`}
                  >
                    <td>{x.index}</td>
                    <td>
                      <CardFace colour={x.aColour} small />
                    </td>
                    <td>
                      <CardFace colour={x.bColour} small />
                    </td>
                    <td class="rbg-num">
                      {x.aPoints} / {x.bPoints}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
