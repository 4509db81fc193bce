/** The five horse tracks: each horse's face-up count toward its number (docs/games/horse-fair.md, "Playing the Game"). */
import type { Track } from '../types';
import { Emblem } from './Emblem';

/** Props of {@link Tracks}. */
export interface TracksProps {
  tracks: readonly Track[];
  /** Level of the "Tracks" heading (2 on the table view, 3 inside the private view's table section). */
  level?: 2 | 3;
}

/** One row per horse: emblem, name and number, a step per card needed, filled as the count grows. */
export function Tracks({ tracks, level = 2 }: TracksProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section class="panel" aria-label="Horse tracks" data-board="race">
      <H class="hf-board-h">Tracks</H>
      <ul class="hf-tracks">
        {tracks.map((t) => (
          <li key={t.horse} class={`hf-track hf-horse-text-${t.horse}`} aria-label={`${t.name} ${t.number}: ${t.count} of ${t.number} face up`}>
            <Emblem horse={t.horse} size={28} />
            <span class="hf-track-name" aria-hidden="true">
              {t.name} {t.number}
            </span>
            <span class="hf-steps" aria-hidden="true">
              {Array.from({ length: t.number }, (_, i) => (
                <span key={i} class={`hf-step${i < t.count ? ' hf-step-on' : ''}`} />
              ))}
            </span>
            <span class="hf-track-count" aria-hidden="true">
              {t.count}/{t.number}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The tracks in one short line, for the top of a player's private view: each horse's emblem and count/number,
 * so the hand can come first and still be played with the race in sight.
 */
export function TrackChips({ tracks }: TracksProps) {
  return (
    <ul class="hf-chips" aria-label="Tracks in short">
      {tracks.map((t) => (
        <li key={t.horse} class={`hf-chip hf-horse-text-${t.horse}`}>
          <Emblem horse={t.horse} size={18} />
          <span class="sr-only">{t.name}</span>
          <span class="hf-chip-count">
            {t.count}/{t.number}
          </span>
        </li>
      ))}
    </ul>
  );
}
