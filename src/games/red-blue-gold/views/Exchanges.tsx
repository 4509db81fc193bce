/**
 * The public record after rounds 3 and 4: every exchange, who played what against whom
 * (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY": "After round 3, and after round 4, everyone will know what cards were played and by who"),
 * one line per game, readable from across the table.
 */
import { MARK } from '../rules/cards';
import type { Exchange, RoundRecord } from '../types';
import { CardFace } from './Mark';
import { playerName } from './words';

/** Exchanges grouped into games (one pair of players), in seat order. */
export function byGame(exchanges: readonly Exchange[]): Exchange[][] {
  const games = new Map<string, Exchange[]>();
  for (const x of exchanges) {
    const key = `${x.a}-${x.b}`;
    games.set(key, [...(games.get(key) ?? []), x]);
  }
  return [...games.values()];
}

/** One game in words: "Ana blue, red against Bo blue, gold: Ana 5, Bo 2". */
export function sayGame(game: readonly Exchange[], players: readonly string[]): string {
  const first = game[0];
  if (!first) return '';
  const name = (s: number) => playerName(players, s);
  const side = (pick: (x: Exchange) => string) => game.map((x) => pick(x)).join(', ');
  const a = game.reduce((n, x) => n + x.aPoints, 0);
  const b = game.reduce((n, x) => n + x.bPoints, 0);
  return `${name(first.a)} ${side((x) => MARK[x.aColour].name.toLowerCase())} against ${name(first.b)} ${side((x) => MARK[x.bColour].name.toLowerCase())}: ${name(first.a)} ${a}, ${name(first.b)} ${b}`;
}

/** Every game of one play round, one line each: the two names, their cards face to face, the points. */
export function Exchanges({ record, players }: { record: RoundRecord; players: readonly string[] }) {
  const games = byGame(record.exchanges);
  const name = (s: number) => playerName(players, s);
  /** Side `who` (`a` or `b`) of game `g`, whose first exchange is `first`: the name, the cards played face up, the points. */
  const side = (g: readonly Exchange[], first: Exchange, who: 'a' | 'b') => (
    <div class="rbg-side" aria-hidden="true">
      <span class="rbg-name">{name(first[who])}</span>
      <span class="rbg-faces">
        {g.map((x) => (
          <CardFace key={x.index} colour={who === 'a' ? x.aColour : x.bColour} small />
        ))}
      </span>
      <strong class="rbg-num">+{g.reduce((n, x) => n + (who === 'a' ? x.aPoints : x.bPoints), 0)}</strong>
    </div>
  );
  return (
    <section aria-label={`Round ${record.round} exchanges`}>
      <h3>
        Round {record.round}: every card played ({games.length} game{games.length === 1 ? '' : 's'})
      </h3>
      {games.length === 0 ? <p class="muted">No games were played.</p> : null}
      <ul class="rbg-games">
        {games.map((g) => {
          const first = g[0];
          if (!first) return null;
          return (
            <li class="rbg-game" key={`${first.a}-${first.b}`} aria-label={sayGame(g, players)}>
              {side(g, first, 'a')}
              {side(g, first, 'b')}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
