/**
 * The four games' emblems (Festival Charter bunting, Ribbon Fair a rosette, Horse Fair a horseshoe,
 * Red Blue Gold a garnet), drawn as the fair's other icons are (ui/Icon.tsx, which draws these too):
 * on a 24 × 24 grid in `currentColor`, with gold where an emblem has a second colour. Kept apart from
 * the other icons so that Home's shelf draws them without loading the rest.
 */
import type { JSX } from 'preact';

const PETALS = [0, 45, 90, 135, 180, 225, 270, 315];

/** Each emblem's shape, by name. */
export const emblemShapes = {
  /** A prize rosette: a ring of petals, a gold heart, two tails. */
  rosette: (
    <>
      <path d="M8 14l-3 9 3-1.5 2 2 2-8zM16 14l3 9-3-1.5-2 2-2-8z" fill="currentColor" />
      <g fill="currentColor">
        {PETALS.map((a) => (
          <circle key={a} cx={12 + 5.5 * Math.cos((a * Math.PI) / 180)} cy={9.5 + 5.5 * Math.sin((a * Math.PI) / 180)} r="3.4" />
        ))}
      </g>
      <circle cx="12" cy="9.5" r="4.6" fill="var(--gold)" stroke="#fff" stroke-width="1.2" />
    </>
  ),
  /** A horseshoe, open end up (Horse Fair). */
  horseshoe: (
    <g fill="none" stroke="currentColor" stroke-linecap="round">
      <path d="M6 3v8a6 6 0 0 0 12 0V3" stroke-width="4" />
      <path d="M4 3h4M16 3h4" stroke-width="2.4" />
    </g>
  ),
  /** Bunting: three flags on a line (Festival Charter). */
  bunting: (
    <>
      <path d="M1 4q11 7 22 0" fill="none" stroke="currentColor" stroke-width="1.6" />
      <path d="M2.5 5.2l6 2.3-3.7 7.5zM15.5 7.8l6-2.6-2.2 9.4z" fill="currentColor" />
      <path d="M9 7.9h6l-3 8.1z" fill="var(--gold)" />
    </>
  ),
  /** A cut garnet (Red Blue Gold). */
  gem: (
    <>
      <path d="M6 3h12l5 6-11 13L1 9z" fill="currentColor" />
      <path d="M1 9h22M8 3l4 6 4-6M12 9v13M8 3L6 9l6 13M16 3l2 6-6 13" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="0.9" />
    </>
  ),
} satisfies Record<string, JSX.Element>;

/** The name of one of the games' emblems. */
export type EmblemName = keyof typeof emblemShapes;

const EMBLEM: Readonly<Record<string, EmblemName>> = {
  'festival-charter': 'bunting',
  'ribbon-fair': 'rosette',
  'horse-fair': 'horseshoe',
  'red-blue-gold': 'gem',
};

/** The emblem of the game with id `id`, or null for a game without one. */
export function emblemOf(id: string): EmblemName | null {
  return Object.hasOwn(EMBLEM, id) ? (EMBLEM[id] ?? null) : null;
}

/** An emblem as an SVG icon as large as the text around it (class `icon-svg`), decoration hidden from screen readers. */
export function Emblem({ name }: { name: EmblemName }) {
  return (
    <svg class="icon-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {emblemShapes[name]}
    </svg>
  );
}
