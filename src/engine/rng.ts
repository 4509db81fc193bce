import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * The seeded generator's state, kept inside a game's state so a game replays exactly
 * from its seed and actions (docs/house-rules.md, "Randomness"). Plain numbers: it survives
 * IndexedDB and JSON export unchanged.
 */
export type RngState = readonly number[];

/**
 * Turns a seed text (any string, e.g. "fair-42") into a generator state.
 * The text is folded to a 32-bit integer with FNV-1a, then handed to pure-rand's xoroshiro128+.
 */
export function seedRng(seed: string): RngState {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return xoroshiro128plus(h | 0).getState();
}

/**
 * A uniform integer in `[min, max]` (both included) and the generator's next state.
 * @throws RangeError when `max < min`.
 */
export function randInt(rng: RngState, min: number, max: number): [number, RngState] {
  if (max < min) throw new RangeError(`randInt: empty range ${min}..${max}`);
  const g = xoroshiro128plusFromState(rng);
  const value = uniformInt(g, min, max);
  return [value, g.getState()];
}

/**
 * A uniformly shuffled copy of `items` (Fisher–Yates) and the generator's next state.
 * The input array is not changed.
 */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const g = xoroshiro128plusFromState(rng);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return [out, g.getState()];
}

/**
 * One item picked uniformly from `items`, and the generator's next state.
 * @throws RangeError when `items` is empty.
 */
export function pick<T>(rng: RngState, items: readonly T[]): [T, RngState] {
  if (items.length === 0) throw new RangeError('pick: nothing to pick from');
  const [i, next] = randInt(rng, 0, items.length - 1);
  return [items[i] as T, next];
}

/**
 * A tiny mutable random source for tests and random play (`() => number in [0, 1)`),
 * driven by the same generator so seeded random games are repeatable.
 */
export function makeRandom(seed: string): () => number {
  const g = xoroshiro128plusFromState(seedRng(seed));
  return () => uniformInt(g, 0, 0x3fffffff) / 0x40000000;
}
