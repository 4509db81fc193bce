/**
 * Festival Charter's card art, drawn in SVG (decoration: every card says its name, cost and features
 * in words beside it). Each feature has a symbol and a colour (GLOW a lantern, FEAST a pie, PLAY a
 * kite, REST a crescent moon); each of the eight project cards a small scene of what it builds; each
 * priority card its keeper's feature large. Colours in festival-charter.css.
 */
import type { Feature, ProjectId } from '../cards';

/** A feature's symbol on a 24 × 24 grid, in `currentColor`. */
const FEATURE_PATHS: Record<Feature, string> = {
  // A paper lantern with its handle.
  GLOW: 'M10 2h4v2h-4zM7 6h10a3 7 0 0 1 0 12H7A3 7 0 0 1 7 6zM9 19h6v3H9z',
  // A pie with a lattice, seen from the side.
  FEAST: 'M2 12h20l-2 7H4zM4 11a8 6 0 0 1 16 0zM7 8l2 3M12 6v5M17 8l-2 3',
  // A kite on its string.
  PLAY: 'M12 1l7 8-7 9-7-9zM12 18q-2 3 1 5',
  // A crescent moon.
  REST: 'M15 3a9 9 0 1 0 6 15A8 8 0 0 1 15 3z',
};

/** One feature's symbol, in the feature's colour (class `fc-f-<feature>`). */
export function FeatureIcon({ feature }: { feature: Feature }) {
  return (
    <svg class={`fc-ficon fc-f-${feature.toLowerCase()}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={FEATURE_PATHS[feature]}
        fill={feature === 'FEAST' || feature === 'PLAY' ? 'none' : 'currentColor'}
        stroke="currentColor"
        stroke-width={feature === 'FEAST' || feature === 'PLAY' ? 2 : 0}
        stroke-linejoin="round"
      />
    </svg>
  );
}

/** Each project's scene on a 64 × 32 grid: [shape, colour, drawn as a line] with a feature's colour or ink. */
const SCENES: Record<ProjectId, readonly (readonly [d: string, colour: string, line?: boolean])[]> = {
  'moon-gate': [
    ['M14 32V14a18 14 0 0 1 36 0v18h-6V15a12 9 0 0 0-24 0v17z', 'var(--fc-ink)'],
    ['M32 16a6 6 0 1 0 0-.1z', 'var(--fc-glow)'],
  ],
  'long-table': [
    ['M4 16h56v4H4zM8 20h3v12H8zM53 20h3v12h-3z', 'var(--fc-ink)'],
    ['M12 12h8v3h-8zM28 12h8v3h-8zM44 12h8v3h-8z', 'var(--fc-feast)'],
    ['M22 8h3v7h-3zM38 8h3v7h-3z', 'var(--fc-play)'],
  ],
  'evening-picnic': [
    ['M4 26l12-8h40l-8 8z', 'var(--fc-feast)'],
    ['M26 14h14l-2 8H28zM29 14a4 4 0 0 1 8 0', 'var(--fc-ink)'],
    ['M54 4a6 6 0 1 0 4 10 5 5 0 0 1-4-10z', 'var(--fc-rest)'],
  ],
  'maker-nook': [
    ['M6 30V12l14-8 14 8v18z', 'var(--fc-ink)'],
    ['M40 10l14 14-3 3-14-14zM36 6h10v6H36z', 'var(--fc-play)'],
    ['M14 18h12v12H14z', 'var(--fc-glow)'],
  ],
  'lantern-walk': [
    ['M0 30q32-10 64 0v2H0z', 'var(--fc-rest)'],
    ['M12 4v20M32 2v18M52 4v20', 'var(--fc-ink)', true],
    ['M9 8h6v7H9zM29 6h6v7h-6zM49 8h6v7h-6z', 'var(--fc-glow)'],
  ],
  'hammock-grove': [
    ['M8 32V10M56 32V10', 'var(--fc-ink)', true],
    ['M8 12a8 8 0 1 1 0-.1zM56 12a8 8 0 1 1 0-.1z', 'var(--fc-rest)'],
    ['M8 16q24 16 48 0v3q-24 14-48 0z', 'var(--fc-play)'],
  ],
  'bake-tent': [
    ['M32 2L4 30h56z', 'var(--fc-feast)'],
    ['M32 2l-8 28h16z', 'var(--card)'],
    ['M24 24a8 5 0 0 1 16 0v4H24z', 'var(--fc-glow)'],
  ],
  'sky-lanterns': [
    ['M8 10h8l-1 10h-6zM28 2h9l-1 11h-7zM48 12h8l-1 10h-6z', 'var(--fc-glow)'],
    ['M12 24v4M32 16v4M52 26v4', 'var(--fc-ink)', true],
    ['M0 32q16-6 32 0t32 0z', 'var(--fc-rest)'],
  ],
};

/** The scene across the top of a project card (decoration: the card's name says what it is). */
export function ProjectArt({ id }: { id: ProjectId }) {
  return (
    <svg class="fc-scene" viewBox="0 0 64 32" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMax meet">
      {SCENES[id].map(([d, colour, line], i) => (
        <path key={i} d={d} fill={line ? 'none' : colour} stroke={line ? colour : 'none'} stroke-width="2.5" stroke-linecap="round" />
      ))}
    </svg>
  );
}
