/**
 * The last closed round's public result on the board (docs/house-rules.md "Red Blue Gold", "After each round"):
 * the cards held in all and, after a play round, how many games were played and who scored what in it, the
 * biggest gains first ({@link GAINS_SHOWN} of them, the rest counted), all in a few lines (the heading runs into them). Every exchange, card by card, is one tap away in the Rounds sheet (Sheets.tsx).
 */
import type { RbgView } from '../types';
import { byGame } from './Exchanges';
import { ROUND_NAMES } from './Mark';
import { playerName } from './words';

/**
 * How many of a play round's scorers the box names, the biggest gains first: the rest are counted ("and 3 more"), their
 * points on their seats. With a dozen scorers the box ran over the board's foot (a tester found it scroll by 18 px).
 */
export const GAINS_SHOWN = 4;

/** Props of {@link LastRound}. */
export interface LastRoundProps {
  view: RbgView;
  players: readonly string[];
}

/** What the last round made public, in a few words; nothing before round 1 closes. */
export function LastRound({ view, players }: LastRoundProps) {
  const latest = view.history[view.history.length - 1];
  if (!latest) return null;
  const before = view.history[view.history.length - 2];
  const held = latest.counts.reduce((a, b) => a + b, 0);
  const gains = latest.points.map((p, s) => ({ s, gain: p - (before?.points[s] ?? 0) })).filter((g) => g.gain > 0);
  gains.sort((a, b) => b.gain - a.gain || a.s - b.s);
  const games = byGame(latest.exchanges).length;
  const gold = latest.exchanges.reduce((n, x) => n + (x.aColour === 'gold' ? 1 : 0) + (x.bColour === 'gold' ? 1 : 0), 0);
  return (
    <section class="rbg-last" aria-labelledby="rbg-last-title" data-board="last-round">
      <h3 id="rbg-last-title" class="rbg-last-title">
        After round {latest.round} ({ROUND_NAMES[latest.round]})
      </h3>
      <p class="rbg-last-line">
        {held} card{held === 1 ? '' : 's'} held in all
        {latest.round >= 3 ? ` · ${games} game${games === 1 ? '' : 's'} · ${gold} gold card${gold === 1 ? '' : 's'} played` : ''}
      </p>
      {latest.round >= 3 ? (
        gains.length === 0 ? (
          <p class="rbg-last-line">Nobody scored in this round.</p>
        ) : (
          <ul class="rbg-gains" aria-label={`Points scored in round ${latest.round}`}>
            {gains.slice(0, GAINS_SHOWN).map((g) => (
              <li key={g.s}>
                {playerName(players, g.s)} <strong>+{g.gain}</strong>
              </li>
            ))}
            {gains.length > GAINS_SHOWN && <li class="rbg-gains-more">and {gains.length - GAINS_SHOWN} more (points on the seats)</li>}
          </ul>
        )
      ) : null}
    </section>
  );
}
