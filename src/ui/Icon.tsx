/**
 * The fair's icons, drawn in SVG so no glyph depends on an emoji font (a phone without one shows an
 * empty box). Each is drawn on a 24 × 24 grid in `currentColor`, with gold where an icon has a second
 * colour, and sized with the text around it (class `icon-svg` in base.css). The games' emblems are
 * drawn in ui/emblems.tsx, so that Home's shelf loads them without the others.
 */
import type { JSX } from 'preact';
import { emblemShapes } from './emblems';

const shapes = {
  ...emblemShapes,
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
  /** A phone: the table's phones. */
  phone: (
    <>
      <rect x="6" y="1.5" width="12" height="21" rx="2.5" fill="currentColor" />
      <rect x="8" y="4.5" width="8" height="13" rx="0.8" fill="#fff" />
      <circle cx="12" cy="19.8" r="1.2" fill="#fff" />
    </>
  ),
  /** A loudspeaker with sound waves: read aloud. */
  speaker: (
    <>
      <path d="M3 9h4l5-4.5v15L7 15H3z" fill="currentColor" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
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
    <svg
      class={`icon-svg ${cls}`}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
