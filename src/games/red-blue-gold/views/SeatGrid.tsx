/**
 * The seats on the board (docs/games/red-blue-gold.md, "Red Blue Gold Game": after each round every player's
 * number of cards, not their colours, and points are public): every player a tile in a compact grid, with
 * whether they have submitted this round (✓), are still to (○, framed in gold) or are not called (–, no
 * cards), the cards they hold and their points; once the match is over, places 1 to 3 marked on their seats (a tie of
 * many is named there, not on the podium's line). A table underneath, so a screen reader reads it as one.
 */
import { WholeName } from '../../../ui/WholeName';
import type { RbgView } from '../types';

/** Props of {@link SeatGrid}. */
export interface SeatGridProps {
  counts: readonly number[];
  points: readonly number[];
  players: readonly string[];
  /** The open round's view, for who has submitted; absent for a closed round's record. */
  view?: RbgView;
  /** The final points, once the match is over. */
  final?: boolean;
  /** Once the match is over, each seat's final place (1 is first); places 1 to 3 are marked on their seats. */
  places?: readonly number[];
  /** On the board: marked `data-board="seats"`. */
  onBoard?: boolean;
}

/** Every player's cards and points, a tile each; in a round, a ✓ for who has submitted. */
export function SeatGrid({ counts, points, players, view, final, places, onBoard }: SeatGridProps) {
  const inRound = view?.phase === 'round';
  return (
    <table class={`rbg-standing rbg-seats rbg-seats-${players.length}`} data-board={onBoard === true ? 'seats' : undefined}>
      <thead class="sr-only">
        <tr>
          <th scope="col">Player</th>
          <th scope="col" class="rbg-num">
            Cards
          </th>
          <th scope="col" class="rbg-num">
            <abbr title={final ? 'Final points' : 'Points'}>{final ? 'Final' : 'Pts'}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {players.map((p, i) => {
          const status = !inRound || !view ? '' : view.submitted[i] ? '✓' : view.called[i] ? '○' : '–';
          const said = !inRound || !view ? '' : view.submitted[i] ? ', submitted' : view.called[i] ? ', not yet submitted' : ', not called';
          const place = places?.[i] ?? 99;
          const cls = [
            view?.waitingOn.includes(i) ? 'waiting' : '',
            inRound && view?.submitted[i] ? 'rbg-seat-done' : '',
            inRound && view?.called[i] === false ? 'rbg-seat-idle' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <tr key={i} class={cls}>
              <td class="rbg-seat-name">
                <WholeName name={p} least={12} class="rbg-name" />
                {status ? (
                  <span class={`rbg-status ${view?.submitted[i] ? 'rbg-done' : 'muted'}`} aria-label={said}>
                    {' '}
                    {status}
                  </span>
                ) : null}
                {place <= 3 ? (
                  <>
                    <span class="sr-only">, place {place}</span>
                    <span class={`rbg-seat-place rbg-seat-place-${place}`} aria-hidden="true">
                      {place}
                    </span>
                  </>
                ) : null}
              </td>
              <td class="rbg-num rbg-seat-cards">{counts[i] ?? 0}</td>
              <td class="rbg-num rbg-seat-points">{points[i] ?? 0}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
