/**
 * Festival Charter's tokens on the board, drawn in SVG: a planning-unit coin of the shared budget, the
 * chair marker, a PACKAGE marker (a parcel tied with string), a face-down voting card, and the APPROVED and
 * REJECTED marks (a round seal with a tick, an eight-sided stop sign with a cross: two shapes, not one glyph).
 */

/** One planning-unit coin; `spent` draws the empty place it left. */
export function Coin({ spent = false }: { spent?: boolean }) {
  return (
    <svg class={`fc-coin${spent ? ' fc-coin-spent' : ''}`} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" />
      {!spent && <circle cx="10" cy="10" r="5" class="fc-coin-rim" />}
    </svg>
  );
}

/** The chair marker: a high-backed chair. */
export function ChairMark() {
  return (
    <svg class="fc-chair-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2h12v10H6zM4 12h16v3H4zM5 15h2.5v7H5zM16.5 15H19v7h-2.5z" />
    </svg>
  );
}

/** A PACKAGE marker: a parcel tied with string; `spent` draws it opened and faded. */
export function PackageMark({ spent = false }: { spent?: boolean }) {
  return (
    <svg class={`fc-package${spent ? ' fc-package-spent' : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="8" width="18" height="13" rx="1.5" />
      <path d="M12 8v13M3 13h18" class="fc-package-string" />
      <path d="M12 8C9 3 5 5 8 8M12 8c3-5 7-3 4 0" class="fc-package-bow" />
    </svg>
  );
}

/** A voting card: face down once cast (a plain card back, the same for YES and NO), an empty dashed place until then. */
export function BallotMark({ cast }: { cast: boolean }) {
  return (
    <svg class={`fc-vote-card${cast ? ' fc-vote-card-cast' : ''}`} viewBox="0 0 24 30" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="26" rx="3" />
      {cast && <rect x="5.5" y="5.5" width="13" height="19" rx="1.5" class="fc-vote-card-back" />}
      {cast && <circle cx="12" cy="15" r="3" class="fc-vote-card-back" />}
    </svg>
  );
}

/** APPROVED: a round seal, filled, with a white tick. */
export function ApprovedMark() {
  return (
    <svg class="fc-mark fc-approved" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="currentColor" />
      <path d="M6.8 12.4l3.4 3.4 7-7.4" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

/** REJECTED: an eight-sided outline, like a stop sign, with a cross. */
export function RejectedMark() {
  return (
    <svg class="fc-mark fc-rejected" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 1.8h8l6.2 6.2v8L16 22.2H8L1.8 16V8z" fill="#fff" stroke="currentColor" stroke-width="2.4" stroke-linejoin="round" />
      <path d="M8.2 8.2l7.6 7.6M15.8 8.2l-7.6 7.6" fill="none" stroke="currentColor" stroke-width="2.8" stroke-linecap="round" />
    </svg>
  );
}
