/**
 * The fair's icons, drawn in SVG so no glyph depends on an emoji font (a phone without one shows an
 * empty box). Each is drawn on a 24 × 24 grid in `currentColor`, with gold where an icon has a second
 * colour, and sized with the text around it (class `icon-svg` in base.css).
 */
import type { JSX } from 'preact';

const PETALS = [0, 45, 90, 135, 180, 225, 270, 315];

const shapes = {
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
  /** A five-pointed star. */
  star: <path d="M12 2l2.9 6.5 7.1.7-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.7z" fill="currentColor" />,
  /** A winner's cup. */
  cup: (
    <>
      <path d="M7 3h10v5a5 5 0 0 1-10 0z" fill="currentColor" />
      <path d="M7 5H4v2a3 3 0 0 0 3 3M17 5h3v2a3 3 0 0 1-3 3" fill="none" stroke="currentColor" stroke-width="1.8" />
      <path d="M11 13h2v4h3v3H8v-3h3z" fill="currentColor" />
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
  /** A ballot card with a tick (a vote). */
  ballot: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" fill="currentColor" />
      <path d="M8 12l3 3 5-6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" />
    </>
  ),
  /** APPROVED: a round seal, filled, with a white tick (Festival Charter). */
  approved: (
    <>
      <circle cx="12" cy="12" r="10.5" fill="currentColor" />
      <path d="M6.8 12.4l3.4 3.4 7-7.4" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round" />
    </>
  ),
  /** REJECTED: an eight-sided outline, like a stop sign, with a cross: a different shape from APPROVED, not only a colour. */
  rejected: (
    <>
      <path d="M8 1.8h8l6.2 6.2v8L16 22.2H8L1.8 16V8z" fill="#fff" stroke="currentColor" stroke-width="2.4" stroke-linejoin="round" />
      <path d="M8.2 8.2l7.6 7.6M15.8 8.2l-7.6 7.6" fill="none" stroke="currentColor" stroke-width="2.8" stroke-linecap="round" />
    </>
  ),
} satisfies Record<string, JSX.Element>;

/** The name of one of the fair's icons. */
export type IconName = keyof typeof shapes;

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /** Extra classes (e.g. a colour). */
  class?: string;
  /** Said by screen readers; without it the icon is decoration and hidden from them. */
  label?: string;
}

/** One of the fair's SVG icons, as large as the text around it. */
export function Icon({ name, class: cls = '', label }: IconProps) {
  return (
    <svg class={`icon-svg ${cls}`} viewBox="0 0 24 24" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : 'true'} focusable="false">
      {shapes[name]}
    </svg>
  );
}
