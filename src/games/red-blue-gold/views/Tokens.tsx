/**
 * Red Blue Gold's prizes drawn as tokens, in SVG (docs/games/red-blue-gold.md, "Prizes"): a garnet as a cut
 * gem in the game's garnet red, a token of life as a round gold token with a sprouting leaf. Decoration: the
 * element around them says what they are.
 */
import './red-blue-gold.css';

/** One garnet, `size` px wide. */
export function Garnet({ size = 16 }: { size?: number }) {
  return (
    <svg class="rbg-garnet" viewBox="0 0 24 22" width={size} height={Math.round((size * 22) / 24)} aria-hidden="true" focusable="false">
      <path d="M6 1h12l5 7-11 13L1 8z" class="rbg-garnet-body" />
      <path d="M1 8h22M6 1l3 7 3 13 3-13 3-7M9 8l3-7 3 7" class="rbg-garnet-cuts" />
    </svg>
  );
}

/** One token of life, `size` px wide. */
export function TokenOfLife({ size = 18 }: { size?: number }) {
  return (
    <svg class="rbg-token" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" class="rbg-token-rim" />
      <circle cx="12" cy="12" r="8" class="rbg-token-face" />
      <path d="M12 18v-7M12 12c-4 0-5-3-5-5 3 0 5 2 5 5zM12 11c0-3 2-5 5-5 0 2-1 5-5 5z" class="rbg-token-leaf" />
    </svg>
  );
}

/** `n` tokens in a row (at most `max` drawn, the rest as "+k"). */
export function Row({ n, max = 5, token }: { n: number; max?: number; token: 'garnet' | 'life' }) {
  const drawn = Math.min(n, max);
  return (
    <span class="rbg-tokens" aria-hidden="true">
      {Array.from({ length: drawn }, (_, i) => (token === 'garnet' ? <Garnet key={i} /> : <TokenOfLife key={i} />))}
      {n > max ? <span class="rbg-tokens-more">+{n - max}</span> : null}
    </span>
  );
}
