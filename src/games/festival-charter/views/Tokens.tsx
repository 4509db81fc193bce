/**
 * Festival Charter's tokens on the board, drawn in SVG: a planning-unit coin of the shared budget, the
 * chair marker, a PACKAGE marker (a parcel tied with string) and a face-down voting card. The APPROVED and
 * REJECTED marks are the fair's icons (src/ui/Icon.tsx).
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
