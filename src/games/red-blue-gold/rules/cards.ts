/** Small pure helpers over {@link Cards} counts. */
import type { Cards, Colour } from '../types';

/** The number of cards in `c` (cards). */
export function total(c: Cards): number {
  return c.red + c.blue + c.gold;
}

/** `a + b` per colour. */
export function add(a: Cards, b: Cards): Cards {
  return { red: a.red + b.red, blue: a.blue + b.blue, gold: a.gold + b.gold };
}

/** `a − b` per colour (may go negative; callers check {@link fits} first). */
export function sub(a: Cards, b: Cards): Cards {
  return { red: a.red - b.red, blue: a.blue - b.blue, gold: a.gold - b.gold };
}

/** True when `need` takes no more of any colour than `have` holds. */
export function fits(need: Cards, have: Cards): boolean {
  return need.red <= have.red && need.blue <= have.blue && need.gold <= have.gold;
}

/** True when every count is a whole number ≥ 0. */
export function isCounts(c: Cards): boolean {
  return [c.red, c.blue, c.gold].every((v) => Number.isInteger(v) && v >= 0);
}

/** Counts the colours of a list of cards. */
export function countColours(list: readonly Colour[]): Cards {
  const out: Cards = { red: 0, blue: 0, gold: 0 };
  for (const c of list) out[c] += 1;
  return out;
}

/** Letter and shape shown with each colour, so colour is never the only signal. */
export const MARK: Readonly<Record<Colour, { letter: string; shape: string; name: string }>> = {
  red: { letter: 'R', shape: '▲', name: 'Red' },
  blue: { letter: 'B', shape: '●', name: 'Blue' },
  gold: { letter: 'G', shape: '★', name: 'Gold' },
};

/** "2 red, 1 gold" (or "no cards"), for messages and screen readers. */
export function describe(c: Cards): string {
  const parts = (['red', 'blue', 'gold'] as const).filter((k) => c[k] > 0).map((k) => `${c[k]} ${k}`);
  return parts.length ? parts.join(', ') : 'no cards';
}
