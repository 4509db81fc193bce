import type { StandingsProps } from '../../contract';
import { readSeasons } from '../carry';

/** `name`'s own total in `totals`, 0 when it has none (a name such as "constructor" is never inherited). */
function total(totals: Record<string, number>, name: string): number {
  return Object.hasOwn(totals, name) ? (totals[name] ?? 0) : 0;
}

/** Home's season table: each Red Blue Gold group's garnets and tokens of life, kept across matches, read from `records`. */
export function SeasonStandings({ records }: StandingsProps) {
  const seasons = readSeasons(records);
  if (seasons.length === 0) return null;
  return (
    <section aria-labelledby="seasons">
      <h2 id="seasons">Seasons</h2>
      {seasons.map((s) => (
        <div class="panel" key={s.group}>
          <h3>{s.group}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Garnets</th>
                <th scope="col">Tokens of life</th>
              </tr>
            </thead>
            <tbody>
              {Object.keys(s.garnets)
                .sort((a, b) => total(s.garnets, b) - total(s.garnets, a))
                .map((name) => (
                  <tr key={name}>
                    <td>{name}</td>
                    <td>{total(s.garnets, name)}</td>
                    <td>{total(s.tokens, name)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          {s.pastWinners.length > 0 && <p>Past winners: {s.pastWinners.join(', ')}</p>}
          {s.pastECs.length > 0 && <p>Past E.C.s: {s.pastECs.join(', ')}</p>}
        </div>
      ))}
    </section>
  );
}
