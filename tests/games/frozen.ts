/** For the games' tests that check the rules never mutate their input. */

/** Deep-frozen copy, so a rule that mutates its input throws in tests. */
export function frozen<T>(value: T): T {
  const copy: T = structuredClone(value);
  const freeze = (v: unknown): void => {
    if (typeof v === 'object' && v !== null) {
      Object.freeze(v);
      for (const child of Object.values(v)) freeze(child);
    }
  };
  freeze(copy);
  return copy;
}
