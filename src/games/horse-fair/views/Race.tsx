/**
 * The race on the board (docs/games/horse-fair.md, "Playing the Game"): one lane per horse, a step for each
 * card it needs, filled as its face-up count grows, the horse's emblem running at the head of its count and
 * the finish post at its number, so the table sees at a glance how near each horse is to winning.
 */
import type { Track } from '../types';
import { Emblem } from './Emblem';

/**
 * The five lanes, in horse order. `won` is the horse whose winning card was the last play (null otherwise): its lane
 * is drawn as it stood at the win, run to the finish post and marked "Won!", until the next card is played (its
 * cards have been collected meanwhile, docs/games/horse-fair.md "Playing the Game").
 */
export function Race({ tracks, won = null }: { tracks: readonly Track[]; won?: number | null }) {
  return (
    <section class="hf-race" data-board="race" aria-labelledby="hf-race-title">
      <h2 id="hf-race-title" class="sr-only">
        The race
      </h2>
      <ul class="hf-lanes">
        {tracks.map((t) => {
          const justWon = t.horse === won;
          const at = justWon ? t.number : Math.min(t.count, t.number);
          const near = !justWon && t.number - at === 1;
          return (
            <li
              key={t.horse}
              class={`hf-track hf-lane hf-horse-text-${t.horse}${near ? ' hf-lane-near' : ''}${justWon ? ' hf-lane-won' : ''}`}
              aria-label={justWon ? `${t.name} ${t.number}: won, its cards collected` : `${t.name} ${t.number}: ${t.count} of ${t.number} face up`}
            >
              <span class="hf-lane-badge" aria-hidden="true">
                {t.number}
              </span>
              <span class="hf-lane-name" aria-hidden="true">
                {t.name}
              </span>
              <span class="hf-lane-track" aria-hidden="true">
                {Array.from({ length: t.number }, (_, i) => (
                  <span key={i} class={`hf-lane-step${i < at ? ' hf-lane-on' : ''}`}>
                    {i === at - 1 && <Emblem horse={t.horse} size={16} />}
                  </span>
                ))}
                {at === 0 && (
                  <span class="hf-lane-gate">
                    <Emblem horse={t.horse} size={16} />
                  </span>
                )}
              </span>
              <span class="hf-lane-count" aria-hidden="true">
                {justWon ? 'Won!' : `${t.count}/${t.number}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
