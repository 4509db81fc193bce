/** The five horse tracks: each horse's face-up count toward its number (seeds/003, "Playing the Game"). */
import type { Track } from '../rules/types';
import { Emblem } from './Emblem';

/** Props of {@link Tracks}. */
export interface TracksProps {
  tracks: readonly Track[];
}

/** One row per horse: emblem, name and number, a step per card needed, filled as the count grows. */
export function Tracks({ tracks }: TracksProps) {
  return (
    <section class="panel" aria-label="Horse tracks">
      <h3>Tracks</h3>
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
