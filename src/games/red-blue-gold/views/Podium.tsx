/**
 * The prizes on the board (docs/games/red-blue-gold.md, "Prizes", "The E.C."): the first three places, a row
 * each (tied players together), with the garnets and tokens of life each won, drawn as tokens, then the E.C. (or who is still choosing) and where the
 * second token of life went. Every place, point and garnet total is in the Results sheet (Sheets.tsx).
 */
import { NAMED_MOST } from './words';
import type { EcBy, RbgView } from '../types';
import { EcLine } from './EcLine';
import { Row } from './Tokens';

/** How the E.C. was settled, in a few words. */
const EC_BY: Readonly<Record<EcBy, string>> = {
  points: 'fewest points',
  garnets: 'tied on points, fewest garnets',
  'winner-pick': 'chosen by the winner',
  vote: "chosen by the winners' vote",
  'vote-tie-ex-winner': "the winners' vote tied: a random ex-winner",
  'vote-tie-random': "the winners' vote tied: a random player among those tied",
};

/** Props of {@link Podium}. */
export interface PodiumProps {
  view: RbgView;
  players: readonly string[];
}

/** Places 1 to 3 with their prizes, and the E.C. */
export function Podium({ view, players }: PodiumProps) {
  const f = view.final;
  if (f === null) return null;
  // One row a place (1 to 3), ties together: more than three are counted ("11 players": each of their seats below
  // carries the place's number, as the row's own disc does), with the prizes each of them won.
  const places = [...new Set(players.map((_, s) => f.places[s] ?? 99))].filter((p) => p <= 3).sort((x, y) => x - y);
  return (
    <section class="rbg-podium" aria-label="Prizes" data-board="prizes">
      <ol class="rbg-podium-list">
        {places.map((place) => {
          const seats = players.map((_, s) => s).filter((s) => f.places[s] === place);
          const first = seats[0] ?? 0;
          const g = f.garnetsWon[first] ?? 0;
          const t = f.tokensWon[first] ?? 0;
          const shown = seats.length > NAMED_MOST ? `${seats.length} players` : seats.map((s) => players[s] ?? '').join(', ');
          const each = seats.length > 1 ? ' each' : '';
          return (
            <li
              key={place}
              class={`rbg-podium-place rbg-podium-${place}`}
              aria-label={`Place ${place}: ${seats.map((s) => players[s] ?? '').join(', ')}, ${f.scores[first] ?? 0} points, ${g} garnets${t > 0 ? `, ${t} token${t === 1 ? '' : 's'} of life` : ''}${each}`}
            >
              <span class="rbg-podium-no" aria-hidden="true">
                {place}
              </span>
              <span class="rbg-podium-name" aria-hidden="true">
                {shown} <span class="muted">{f.scores[first] ?? 0} pts</span>
              </span>
              <span class="rbg-podium-prize" aria-hidden="true">
                <Row n={g} token="garnet" />
                {t > 0 ? <Row n={t} token="life" /> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <EcLine
        final={f}
        players={players}
        class="rbg-podium-ec"
        by={EC_BY}
        among={f.ecTiedGarnets.length > NAMED_MOST ? `${f.ecTiedGarnets.length} tied players` : f.ecTiedGarnets.map((s) => players[s]).join(', ')}
      />
      {f.stripped ? <p class="rbg-podium-line">The winners lost this match's tokens of life.</p> : null}
      {f.tokenTo !== null ? (
        <p class="rbg-podium-line">
          {players[f.winners[0] ?? 0]} gave the second token of life to {players[f.tokenTo]}.
        </p>
      ) : null}
    </section>
  );
}
