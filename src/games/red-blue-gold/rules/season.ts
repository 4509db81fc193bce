/**
 * The season a match counts towards (docs/house-rules.md "Red Blue Gold", Season): garnets, tokens of life,
 * past winners and past E.C.s, kept by the app per named group. Names match ignoring case.
 */
import { check } from '../../../engine/errors';
import type { RbgState, Season } from '../types';

/** The key `name` has in `record` (ignoring case), or `name` itself when it has none. */
export function keyFor(record: Record<string, number>, name: string): string {
  const want = name.trim().toLowerCase();
  return Object.keys(record).find((k) => k.trim().toLowerCase() === want) ?? name;
}

/** `name`'s total in `record` (ignoring case), 0 when absent (a name such as "constructor" is never inherited). */
export function valueFor(record: Record<string, number>, name: string): number {
  const key = keyFor(record, name);
  return Object.hasOwn(record, key) ? (record[key] ?? 0) : 0;
}

/** Sets `record[key]` as the record's own entry, also for a name such as "__proto__". */
function put(record: Record<string, number>, key: string, value: number): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** True when `name` is among `names` (ignoring case). */
export function hasName(names: readonly string[], name: string): boolean {
  const want = name.trim().toLowerCase();
  return names.some((n) => n.trim().toLowerCase() === want);
}

/**
 * The season after this finished match: garnets and tokens of life won are added per player, the
 * winners appended to `pastWinners` and the E.C. to `pastECs`. Pure: `season` is not changed.
 * @throws RuleError when the match is not over yet.
 */
export function seasonAfter(season: Season, state: RbgState): Season {
  const f = state.final;
  check(state.phase === 'over' && f !== null && f.ec !== null, 'The match is not over yet.');
  const garnets = { ...season.garnets };
  const tokens = { ...season.tokens };
  state.players.forEach((name, seat) => {
    put(garnets, keyFor(garnets, name), valueFor(garnets, name) + (f.garnetsWon[seat] ?? 0));
    put(tokens, keyFor(tokens, name), valueFor(tokens, name) + (f.tokensWon[seat] ?? 0));
  });
  const winners = f.winners.map((s) => state.players[s] ?? '');
  return {
    group: season.group,
    garnets,
    tokens,
    pastWinners: [...season.pastWinners, ...winners],
    pastECs: [...season.pastECs, state.players[f.ec] ?? ''],
  };
}

/**
 * `totals` with names that differ only in case (or spaces around them) folded into one entry, their
 * totals added so no garnet or token is lost (docs/house-rules.md "Season": one player, one record). The entry keeps
 * the first spelling that is not all lower case, else the first one seen.
 */
export function foldNames(totals: Readonly<Record<string, number>>): Record<string, number> {
  const folded = new Map<string, { name: string; total: number }>();
  for (const [name, total] of Object.entries(totals)) {
    const id = name.trim().toLowerCase();
    const had = folded.get(id);
    if (!had) folded.set(id, { name, total });
    else folded.set(id, { name: had.name === had.name.toLowerCase() && name !== name.toLowerCase() ? name : had.name, total: had.total + total });
  }
  return Object.fromEntries([...folded.values()].map((e) => [e.name, e.total]));
}

/** A season with each player's garnets and tokens under one name (see {@link foldNames}). */
export function foldSeason(season: Season): Season {
  return { ...season, garnets: foldNames(season.garnets), tokens: foldNames(season.tokens) };
}
